import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';
import {
  frameIntervals,
  openRacingGame,
  racingGameBuild,
  type Served,
  serveTrivialPage,
  trivialFirstFrameMs,
} from './baselines.ts';
import { type CpuProfile, scriptMs } from './profile.ts';
import { type Figure, figure } from './stats.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface ViewerScenario {
  name: string;
  path: string;
  camera: string;
  /** A race log served at /__bench/log.json for this scenario (`path` names it with ?log=). */
  log?: string;
}

export interface ViewerFigures {
  scenario: string;
  frameMs: { median: number; p95: number; frames: number };
  drawCalls: Figure;
  triangles: Figure;
  scriptMsPerFrame: number;
  heapMB: number;
}

export interface LoadFigures {
  firstLoadJsBytes: number;
  firstLoadJsGzipBytes: number;
  lazyJsGzipBytes: number;
  timeToReadyMs: Figure;
  /** Until the whole scene is built and drawn (the stands and valley come after the first frame). */
  timeToCompleteMs: Figure;
  /** The trivial three.js page's first frame, loaded in turn with the viewer. */
  trivialFirstFrameMs: Figure;
}

/** pmndrs' racing-game in the same browser and run: its frame intervals, or why it was not measured. */
export type RacingGameFigures =
  | { frameMs: { median: number; p95: number; frames: number } }
  | { missing: string };

/**
 * Frame intervals measured in the page with requestAnimationFrame while the race plays. Written
 * as text: code passed as a function would carry the bundler's helpers (tsx adds `__name`), which
 * the page does not have.
 */
const MEASURE = `async (secs) => {
  const q = window.__quadriga;
  const intervals = [], calls = [], triangles = [];
  let last = performance.now();
  const end = last + secs * 1000;
  await new Promise((done) => {
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      calls.push(q.renderer.calls);
      triangles.push(q.renderer.triangles);
      if (now < end || intervals.length < 14) requestAnimationFrame(tick); else done();
    };
    requestAnimationFrame(tick);
  });
  return { intervals: intervals.slice(2), calls, triangles };
}`;

async function measure(
  page: Page,
  seconds: number,
): Promise<{ intervals: number[]; calls: number[]; triangles: number[] }> {
  return page.evaluate(`(${MEASURE})(${seconds})`);
}

const quantile = (values: number[], p: number): number => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))] ?? 0;
};

/** Builds the site, serves it, and measures the viewer in headless Chromium (SwiftShader). */
export async function benchViewer(
  scenarios: ViewerScenario[],
  seconds: number,
  loads: number,
): Promise<{ load: LoadFigures; scenes: ViewerFigures[]; racingGame: RacingGameFigures }> {
  const outDir = mkdtempSync(join(tmpdir(), 'quadriga-bench-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  process.env.NODE_ENV = nodeEnv;
  const server = await preview({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let trivial: Served | null = null;
  try {
    trivial = await serveTrivialPage();
    // First load: the JavaScript fetched before the viewer is ready, and the time to get there,
    // each load followed by one of the trivial page in a fresh context of its own.
    const readyTimes: number[] = [];
    const completeTimes: number[] = [];
    const trivialTimes: number[] = [];
    let firstJs = new Set<string>();
    for (let i = 0; i < loads; i++) {
      const other = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      other.setDefaultTimeout(300_000);
      trivialTimes.push(await trivialFirstFrameMs(await other.newPage(), trivial.url));
      await other.close();
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      context.setDefaultTimeout(300_000);
      const page = await context.newPage();
      const js = new Set<string>();
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) js.add(new URL(r.url()).pathname);
      });
      const t0 = Date.now();
      await page.goto(base, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (window as unknown as { __quadriga?: { ready: boolean } }).__quadriga?.ready === true,
        undefined,
        { timeout: 300_000, polling: 20 },
      );
      readyTimes.push(Date.now() - t0);
      await page.waitForFunction(
        () => (window as unknown as { __quadriga?: { complete: boolean } }).__quadriga?.complete === true,
        undefined,
        { timeout: 300_000, polling: 20 },
      );
      completeTimes.push(Date.now() - t0);
      if (i === 0) firstJs = js;
      await context.close();
    }
    const bytes = (path: string): Buffer => readFileSync(join(outDir, path));
    const allJs = readdirSync(join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/assets/${f}`);
    const first = [...firstJs].filter((p) => allJs.includes(p));
    const lazy = allJs.filter((p) => !first.includes(p));
    const load: LoadFigures = {
      firstLoadJsBytes: first.reduce((n, p) => n + statSync(join(outDir, p)).size, 0),
      firstLoadJsGzipBytes: first.reduce((n, p) => n + gzipSync(bytes(p)).length, 0),
      lazyJsGzipBytes: lazy.reduce((n, p) => n + gzipSync(bytes(p)).length, 0),
      timeToReadyMs: figure(readyTimes, 'ms'),
      timeToCompleteMs: figure(completeTimes, 'ms'),
      trivialFirstFrameMs: figure(trivialTimes, 'ms'),
    };

    const scenes: ViewerFigures[] = [];
    for (const sc of scenarios) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      page.setDefaultTimeout(300_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const log = sc.log;
      if (log)
        await page.route('**/__bench/log.json', (r) =>
          r.fulfill({ contentType: 'application/json', body: log }),
        );
      await page.goto(new URL(sc.path, base).href, { waitUntil: 'load' });
      // Frames are timed with the whole scene built (the stands and valley follow the first frame).
      await page.waitForFunction(
        () => (window as unknown as { __quadriga?: { complete: boolean } }).__quadriga?.complete === true,
        undefined,
        { timeout: 300_000 },
      );
      await page.evaluate(`(() => {
        const q = window.__quadriga;
        q.seek(q.duration * 0.3);
        if (${JSON.stringify(sc.camera)} === 'follow') q.select(q.header.entrants[0].id);
        q.setCamera(${JSON.stringify(sc.camera)});
        q.play();
      })()`);
      await page.waitForTimeout(500);
      // The frames are timed with nothing attached, as the racing game's are: the CPU profiler
      // sampling every 200 µs slows the page's main thread, so the script's share is sampled in a
      // window of its own after the timed one.
      const m = await measure(page, seconds);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const profiled = await measure(page, Math.max(1, seconds / 2));
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const after = (await cdp.send('Performance.getMetrics')).metrics;
      const metric = (list: typeof after, name: string): number =>
        list.find((x) => x.name === name)?.value ?? 0;
      const script = scriptMs(profile);
      scenes.push({
        scenario: sc.name,
        frameMs: {
          median: quantile(m.intervals, 0.5),
          p95: quantile(m.intervals, 0.95),
          frames: m.intervals.length,
        },
        drawCalls: figure(m.calls, 'calls'),
        triangles: figure(m.triangles, 'triangles'),
        scriptMsPerFrame: script / Math.max(1, profiled.intervals.length),
        heapMB: metric(after, 'JSHeapUsedSize') / 2 ** 20,
      });
      await page.close();
    }
    // The racing game, driven forward (the arrow key held) while its frames are timed.
    const built = racingGameBuild();
    let racingGame: RacingGameFigures;
    if ('missing' in built) racingGame = built;
    else {
      const game = await openRacingGame(browser, built.dist);
      await game.keyboard.down('ArrowUp');
      const intervals = await frameIntervals(game, seconds);
      await game.keyboard.up('ArrowUp');
      racingGame = {
        frameMs: {
          median: quantile(intervals, 0.5),
          p95: quantile(intervals, 0.95),
          frames: intervals.length,
        },
      };
      await game.close();
    }
    return { load, scenes, racingGame };
  } finally {
    await trivial?.close();
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
