import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';
import { openRacingGame, racingGameBuild } from './baselines.ts';
import { chromiumCpuMs } from './proc-cpu.ts';
import { serveBuilt } from './serve-built.ts';

/**
 * Side-by-side frame cost of viewer builds and addresses in one browser: `npx tsx bench/frame-ab.ts
 * --out 'dirA|dirB' --pages '?quality=low|?quality=medium' [--still] [--rounds 3] [--frames 6]
 * [--shots dir] [--racing]`, each dir a `npx vite build --outDir dir`. In each round every page of
 * every build is opened afresh in turn, warmed and timed; prints the median frame interval and the
 * CPU the GPU process (SwiftShader) spent a frame, the steadier figure on a loaded machine.
 * `--racing` adds pmndrs' racing-game (bench/racing-game.sh), driven forward, to every round.
 */
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const outDirs = arg('out', 'dist').split('|');
const pages = arg('pages', '?quality=medium').split('|');
const camera = arg('camera', 'broadcast');
const frames = Number(arg('frames', '6'));
const rounds = Number(arg('rounds', '3'));
/** `--still`: every page held at the same moment of the race (the same shot), still drawn every frame. */
const still = process.argv.includes('--still');
// Every page is measured on every build named in --out (a|b): builds side by side, in turn. Build
// each with `npx vite build --outDir <dir>`.
const servers = await Promise.all(outDirs.map(serveBuilt));
const targets = outDirs.flatMap((dir, k) =>
  pages.map((q) => ({
    label: outDirs.length > 1 ? `${dir} ${q}` : q,
    url: new URL(q, servers[k]?.resolvedUrls?.local[0] ?? '').href,
  })),
);
const racing = process.argv.includes('--racing') ? racingGameBuild() : null;
if (racing && 'missing' in racing) throw new Error(racing.missing);
if (racing) targets.push({ label: 'racing-game', url: '' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

const gpuMs = (): number => chromiumCpuMs().gpu;

async function open(q: string, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.setDefaultTimeout(600_000);
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(q, 'page:', m.text());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction('window.__quadriga && window.__quadriga.complete === true', undefined, {
    timeout: 600_000,
  });
  await page.evaluate(
    `(() => { const q = window.__quadriga; q.seek(q.duration * 0.3); if (${JSON.stringify(camera)} === 'follow') q.select(q.header.entrants[0].id); q.setCamera(${JSON.stringify(camera)}); if (${JSON.stringify(still)}) q.pause(); else q.play(); })()`,
  );
  await page.waitForTimeout(2000);
  return page;
}
const shots = arg('shots', '');
const res = new Map<string, { iv: number[]; gpu: number[]; calls: number; tris: number }>();
for (let r = 0; r < rounds; r++)
  for (const [k, { label: q, url }] of targets.entries()) {
    // One page at a time, opened afresh: pages left open (even frozen) stalled the next one's GPU work.
    const page =
      racing && 'dist' in racing && !url ? await openRacingGame(browser, racing.dist) : await open(q, url);
    if (!url) await page.keyboard.down('ArrowUp');
    await page.evaluate(
      'new Promise((d) => { let k = 0; const f = () => (++k >= 4 ? d() : requestAnimationFrame(f)); requestAnimationFrame(f); })',
    );
    const g0 = gpuMs();
    const m = (await page.evaluate(
      `new Promise((done) => { const iv = []; let last = performance.now(); const tick = (now) => { iv.push(now - last); last = now; if (iv.length < ${frames}) requestAnimationFrame(tick); else done({ iv, calls: window.__quadriga ? window.__quadriga.renderer.calls : 0, tris: window.__quadriga ? window.__quadriga.renderer.triangles : 0 }); }; requestAnimationFrame(tick); })`,
    )) as { iv: number[]; calls: number; tris: number };
    const g1 = gpuMs();
    const s = [...m.iv].sort((a, b) => a - b);
    const row = res.get(q) ?? { iv: [], gpu: [], calls: m.calls, tris: m.tris };
    row.iv.push(s[s.length >> 1] ?? 0);
    row.gpu.push((g1 - g0) / m.iv.length);
    res.set(q, row);
    console.log(
      `${new Date().toISOString().slice(11, 19)} round ${r} ${q.padEnd(50)} frame ${(s[s.length >> 1] ?? 0).toFixed(0).padStart(5)} ms  gpu-process CPU ${((g1 - g0) / m.iv.length).toFixed(0).padStart(5)} ms a frame  calls ${m.calls} tris ${m.tris}`,
    );
    if (shots && r === rounds - 1 && url) {
      mkdirSync(shots, { recursive: true });
      await page.evaluate('(() => { const q = window.__quadriga; q.pause(); q.seek(q.duration * 0.35); })()');
      await page.evaluate(
        'new Promise((d) => { let k = 0; const f = () => (++k >= 3 ? d() : requestAnimationFrame(f)); requestAnimationFrame(f); })',
      );
      await page.screenshot({ path: `${shots}/page-${k}.png` });
    }
    await page.close();
  }
const med = (a: number[]): number => [...a].sort((x, y) => x - y)[a.length >> 1]!;
console.log('\npage, median frame ms, median gpu-process CPU ms a frame (per round)');
for (const [q, row] of res)
  console.log(
    `${q.padEnd(50)} ${med(row.iv).toFixed(0).padStart(6)} ${med(row.gpu).toFixed(0).padStart(6)}   [${row.gpu.map((x) => x.toFixed(0)).join(' ')}]  calls ${row.calls} tris ${row.tris}`,
  );
await browser.close();
for (const server of servers) await server.close();
