import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';
import { serveTrivialPage, trivialFirstFrameMs } from './baselines.ts';
import { chromiumCpuMs } from './proc-cpu.ts';
import { serveBuilt } from './serve-built.ts';

/**
 * Where the viewer's first load goes: `npx tsx bench/first-load-probe.ts --out 'dirA|dirB'
 * [--loads 3] [--query /] [--trivial]`, each dir a `npx vite build --outDir dir`, loaded in turn in
 * fresh contexts: resources, long tasks and milestones from the page's own clock (ready, and
 * complete: the arena's parts built after the first frame drawn too), and the renderer's and GPU
 * process's CPU from asking to ready. `--trivial` loads bench/trivial-three in turn as well, as
 * the bench does, and prints each build's ratio of medians to it. The viewer marks its steps
 * (`q:…`, src/playback/start-marks.ts); they are printed with the rest.
 *
 * To see where a load goes (each slows the load it watches: compare such loads with each other
 * only): `--trace PREFIX` writes a Chromium trace of each load from asking to ready
 * (PREFIX-<build>-<n>.json: the renderer's and GPU process's threads, ANGLE's work, the marks);
 * `--cpuprofile PREFIX` a V8 CPU profile of the page (200 µs samples) with the marks and the
 * navigation's start on the profile's clock (PREFIX-<build>-<n>.cpuprofile.json; build with
 * `--minify false` for names).
 */
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const outDirs = arg('out', 'dist').split('|');
const loads = Number(arg('loads', '2'));
const query = arg('query', '/');
const tracePrefix = arg('trace', '');
const profilePrefix = arg('cpuprofile', '');
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'gpu',
  'gpu.angle',
  'disabled-by-default-gpu.angle',
  'cc',
  'viz',
];
const servers = await Promise.all(outDirs.map(serveBuilt));
const trivial = process.argv.includes('--trivial') ? await serveTrivialPage() : null;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const summary: string[] = [];
const readyMs: number[][] = outDirs.map(() => []);
const trivialMs: number[] = [];
for (let i = 0; i < loads; i++) {
  if (trivial) {
    const other = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    other.setDefaultTimeout(600_000);
    const ms = await trivialFirstFrameMs(await other.newPage(), trivial.url);
    await other.close();
    trivialMs.push(ms);
    summary.push(`trivial load ${i}: first frame ${ms} ms`);
  }
  for (let k = 0; k < servers.length; k++) {
    const base = servers[k]?.resolvedUrls?.local[0] ?? '';
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    page.setDefaultTimeout(600_000);
    await page.addInitScript(`(() => {
    const marks = window.__marks = [];
    const seen = {};
    const mark = (name) => { if (!seen[name]) { seen[name] = 1; marks.push([name, performance.now()]); } };
    try { new PerformanceObserver((l) => { for (const e of l.getEntries()) marks.push(['longtask ' + e.duration.toFixed(0) + ' ms', e.startTime]); }).observe({ type: 'longtask', buffered: true }); } catch {}
    const poll = () => {
      const q = window.__quadriga;
      if (q) { mark('debug object'); if (q.header) mark('log in store'); if (q.renderer && q.renderer.calls > 0) mark('first frame drawn (calls ' + q.renderer.calls + ')'); if (q.ready) mark('ready'); if (q.complete || (q.ready && q.complete === undefined)) { mark('complete'); return; } }
      setTimeout(poll, 5);
    };
    poll();
  })()`);
    const name = `${k}-${i}`;
    const cdp = profilePrefix ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (tracePrefix) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const c0 = chromiumCpuMs();
    const t0 = Date.now();
    await page.goto(new URL(query, base).href, { waitUntil: 'load' });
    const tLoad = Date.now() - t0;
    await page.waitForFunction('window.__quadriga && window.__quadriga.ready === true', undefined, {
      timeout: 600_000,
      polling: 20,
    });
    const wall = Date.now() - t0;
    const c1 = chromiumCpuMs();
    if (tracePrefix) writeFileSync(`${tracePrefix}-${name}.json`, await browser.stopTracing());
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Performance.enable');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const marks = await page.evaluate(
        `performance.getEntriesByType('mark').filter((e) => e.name.startsWith('q:')).map((e) => [e.name, e.startTime])`,
      );
      // NavigationStart in seconds on the monotonic clock the profile's microseconds count on.
      const navigationStart = metrics.find((m) => m.name === 'NavigationStart')?.value ?? 0;
      writeFileSync(
        `${profilePrefix}-${name}.cpuprofile.json`,
        JSON.stringify({ profile, marks, navigationStart }),
      );
    }
    // A build from before `complete` is complete when ready.
    await page.waitForFunction('window.__quadriga.complete !== false', undefined, {
      timeout: 600_000,
      polling: 20,
    });
    const whole = Date.now() - t0;
    const cpuText = `renderer CPU ${c1.renderer - c0.renderer} ms, GPU process CPU ${c1.gpu - c0.gpu} ms`;
    const r = (await page.evaluate(
      `({ marks: window.__marks.concat(performance.getEntriesByType('mark').filter((e) => e.name.startsWith('q:')).map((e) => [e.name, e.startTime])), res: performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), e.startTime, e.responseEnd, e.transferSize]), nav: performance.getEntriesByType('navigation').map((e) => [e.domContentLoadedEventEnd, e.loadEventEnd]) })`,
    )) as { marks: [string, number][]; res: [string, number, number, number][]; nav: number[][] };
    const longMs = r.marks
      .filter(([n]) => n.startsWith('longtask'))
      .reduce((a, [n]) => a + Number(n.split(' ')[1]), 0);
    readyMs[k]?.push(wall);
    summary.push(
      `${outDirs[k]} load ${i}: ready ${wall} ms (complete ${whole}), long tasks ${longMs} ms, ${cpuText}`,
    );
    console.log(
      `\n${outDirs[k]} load ${i}: ready ${wall} ms wall (goto load ${tLoad} ms); DOMContentLoaded ${r.nav[0]?.[0]?.toFixed(0)} load ${r.nav[0]?.[1]?.toFixed(0)}`,
    );
    for (const [name, s, e, size] of r.res)
      console.log(
        `  res ${s.toFixed(0).padStart(6)} -> ${e.toFixed(0).padStart(6)}  ${(size / 1024).toFixed(0).padStart(5)} KB ${name}`,
      );
    for (const [name, t] of r.marks.sort((a, b) => a[1] - b[1]))
      console.log(`  ${t.toFixed(0).padStart(6)}  ${name}`);
    await context.close();
  }
}
const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
if (trivial)
  for (let k = 0; k < outDirs.length; k++)
    summary.push(
      `${outDirs[k]}: ready ${median(readyMs[k]!)} ms against the trivial page's ${median(trivialMs)} ms = ${(median(readyMs[k]!) / median(trivialMs)).toFixed(2)}x (medians)`,
    );
console.log(summary.join('\n'));
await browser.close();
for (const s of servers) await s.close();
await trivial?.close();
