import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, preview } from 'vite';

/**
 * The pages the viewer is measured against in the same run (issue 21):
 * - a trivial three.js page of our own (bench/trivial-three: a lit, spinning cube), built and served
 *   as the viewer is, for the time to the first frame;
 * - pmndrs' racing-game (github.com/pmndrs/racing-game, a public react-three-fiber game), built
 *   outside this repository by `bench/racing-game.sh` and never vendored, for the cost of a frame.
 */

const HERE = resolve(import.meta.dirname);

/** Where `bench/racing-game.sh` builds the racing game unless QUADRIGA_RACING_GAME names another folder. */
export const RACING_GAME_DIR =
  process.env['QUADRIGA_RACING_GAME'] ?? join(homedir(), '.cache/quadriga-bench/racing-game');

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Builds bench/trivial-three with Vite (production, like the viewer) and serves it on loopback. */
export async function serveTrivialPage(): Promise<Served> {
  const outDir = mkdtempSync(join(tmpdir(), 'quadriga-trivial-'));
  const root = join(HERE, 'trivial-three');
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  return {
    url: server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/',
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Milliseconds from asking for the page to its first frame on screen. */
export async function trivialFirstFrameMs(page: Page, url: string): Promise<number> {
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction('window.__trivial && window.__trivial.firstFrameAt > 0', undefined, {
    timeout: 300_000,
    polling: 20,
  });
  return Date.now() - t0;
}

/** The racing game's build (its dist/ folder), or why it cannot be measured. */
export function racingGameBuild(): { dist: string } | { missing: string } {
  const dist = join(RACING_GAME_DIR, 'dist');
  if (existsSync(join(dist, 'index.html'))) return { dist };
  return {
    missing: `pmndrs' racing-game is not built in ${RACING_GAME_DIR} (run bench/racing-game.sh, or set QUADRIGA_RACING_GAME to a folder holding its build in dist/)`,
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.hdr': 'application/octet-stream',
  '.mp3': 'audio/mpeg',
  '.webp': 'image/webp',
};

/**
 * Opens the racing game, played from its own build: the page is served from its dist/ by routing,
 * and the Draco decoder it would fetch from Google's CDN comes from the copy inside its own three
 * package (the same files; the bench machine is offline). Clicks through its intro and returns
 * once the game runs.
 */
export async function openRacingGame(browser: Browser, dist: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.setDefaultTimeout(300_000);
  const draco = join(RACING_GAME_DIR, 'node_modules/three/examples/js/libs/draco/gltf');
  const dracoJsm = join(RACING_GAME_DIR, 'node_modules/three/examples/jsm/libs/draco/gltf');
  const file = (path: string): { status: number; body?: Buffer; contentType?: string } => {
    if (!existsSync(path)) return { status: 404 };
    return {
      status: 200,
      body: readFileSync(path),
      contentType: TYPES[extname(path)] ?? 'application/octet-stream',
    };
  };
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'racing.game') {
      const path = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
      return route.fulfill(file(join(dist, path)));
    }
    if (url.hostname === 'www.gstatic.com' && url.pathname.startsWith('/draco/')) {
      const name = url.pathname.split('/').pop()!;
      return route.fulfill(file(existsSync(join(dracoJsm, name)) ? join(dracoJsm, name) : join(draco, name)));
    }
    // Everything else (its leaderboard service, fonts) is out of reach, as on any offline machine.
    return route.abort();
  });
  await page.goto('http://racing.game/', { waitUntil: 'load' });
  const start = page.locator('.start-link');
  await start.waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () => /Click to start/.test(document.querySelector('.start-link')?.textContent ?? ''),
    undefined,
    { timeout: 180_000, polling: 200 },
  );
  // A click through the DOM: under a software renderer the page draws about a frame a second,
  // too slow for the automation's own checks that an element is stable.
  await page.evaluate(() => (document.querySelector('.start-link') as HTMLElement).click());
  await page.waitForTimeout(1000);
  return page;
}

/** Frame intervals (ms) over `seconds`, from requestAnimationFrame, dropping the first two. */
export async function frameIntervals(page: Page, seconds: number): Promise<number[]> {
  return page.evaluate(`new Promise((done) => {
    const intervals = [];
    let last = performance.now();
    const end = last + ${seconds} * 1000;
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      if (now < end || intervals.length < 14) requestAnimationFrame(tick); else done(intervals.slice(2));
    };
    requestAnimationFrame(tick);
  })`);
}
