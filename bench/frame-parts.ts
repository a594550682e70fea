import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';
import { chromiumCpuMs } from './proc-cpu.ts';
import { serveBuilt } from './serve-built.ts';
import { THREE_HOOK } from './three-hook.ts';

/**
 * Parts of one page's frame, switched off and on again in turn: `npx tsx bench/frame-parts.ts
 * --variants file.json [--out dist] [--page /] [--camera broadcast] [--rounds 4] [--frames 16]
 * [--play]`. The file maps each variant's name to two scripts run in the page, one before its
 * frames are timed and one after (`["window.__scene.visible = false", "window.__scene.visible =
 * true"]`; `["0", "0"]` times the whole). The page has `window.__scene` (the largest three.js scene)
 * and `window.__renderer` (the WebGLRenderer), found through three's devtools hook. Prints, per
 * variant, the median over rounds of the GPU process's CPU a frame (SwiftShader), the renderer
 * process's, and the frame interval: one page, so the parts are compared under the same load.
 */
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const variantsFile = arg('variants', '');
if (!variantsFile) throw new Error('frame-parts: --variants <file.json> is required');
const variants = JSON.parse(readFileSync(variantsFile, 'utf8')) as Record<string, [string, string]>;
for (const [name, pair] of Object.entries(variants))
  if (!Array.isArray(pair) || pair.length !== 2 || pair.some((x) => typeof x !== 'string'))
    throw new Error(`frame-parts: variant "${name}" in ${variantsFile} is not a pair of scripts`);
const rounds = Number(arg('rounds', '4'));
const frames = Number(arg('frames', '16'));
const camera = arg('camera', 'broadcast');

const server = await serveBuilt(arg('out', 'dist'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
page.setDefaultTimeout(600_000);
page.on('console', (m) => {
  if (m.type() === 'error') console.log('page:', m.text());
});
await page.addInitScript(THREE_HOOK);
await page.goto(new URL(arg('page', '/'), server.resolvedUrls?.local[0] ?? '').href, { waitUntil: 'load' });
await page.waitForFunction('window.__quadriga && window.__quadriga.complete === true');
await page.evaluate(`(() => {
  const q = window.__quadriga;
  q.seek(q.duration * 0.3);
  if (${JSON.stringify(camera)} === 'follow') q.select(q.header.entrants[0].id);
  q.setCamera(${JSON.stringify(camera)});
  if (${process.argv.includes('--play')}) q.play(); else q.pause();
  const seen = window.__THREE_DEVTOOLS__.seen;
  window.__scene = seen.filter((o) => o.isScene).sort((a, b) => b.children.length - a.children.length)[0];
  window.__renderer = seen.find((o) => o.isWebGLRenderer);
  if (!window.__scene || !window.__renderer) throw new Error('no three.js scene or renderer seen');
})()`);
await page.waitForTimeout(1500);

const frameLoop = (n: number, record: boolean): string =>
  `new Promise((done) => { const iv = []; let last = performance.now(); let k = 0; const tick = (now) => { if (${record}) iv.push(now - last); last = now; if (++k < ${n}) requestAnimationFrame(tick); else done(iv); }; requestAnimationFrame(tick); })`;
const median = (a: number[]): number => [...a].sort((x, y) => x - y)[a.length >> 1] ?? 0;
const rows = new Map<string, { gpu: number[]; renderer: number[]; interval: number[] }>();
for (let r = 0; r < rounds; r++)
  for (const [name, [on, off]] of Object.entries(variants)) {
    await page.evaluate(on);
    await page.evaluate(frameLoop(4, false)); // programs a variant needs compile in these
    const c0 = chromiumCpuMs();
    const iv = (await page.evaluate(frameLoop(frames, true))) as number[];
    const c1 = chromiumCpuMs();
    await page.evaluate(off);
    const row = rows.get(name) ?? { gpu: [], renderer: [], interval: [] };
    row.gpu.push((c1.gpu - c0.gpu) / frames);
    row.renderer.push((c1.renderer - c0.renderer) / frames);
    row.interval.push(median(iv));
    rows.set(name, row);
  }
console.log(
  'variant                       gpu-process CPU ms a frame  renderer CPU  interval   [gpu-process CPU per round]',
);
for (const [name, row] of rows)
  console.log(
    `${name.padEnd(30)} ${median(row.gpu).toFixed(0).padStart(10)} ${median(row.renderer).toFixed(0).padStart(20)} ${median(row.interval).toFixed(0).padStart(9)}   [${row.gpu.map((x) => x.toFixed(0)).join(' ')}]`,
  );
await browser.close();
await server.close();
