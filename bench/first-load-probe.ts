import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/browser.ts';

/** Where the viewer's first load goes: resources, long tasks and milestones, from the page's own clock. */
const ROOT = resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const outDirs = arg('out', '/tmp/viewer/dist').split('|');
const loads = Number(arg('loads', '2'));
const query = arg('query', '/');
const servers = await Promise.all(
  outDirs.map((outDir) =>
    preview({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, open: false },
    }),
  ),
);
const summary: string[] = [];
/** CPU ms so far of this run's Chromium processes, by type (renderer, gpu-process). */
function cpu(): Record<string, number> {
  const info = new Map<number, { ppid: number; cmd: string; ticks: number }>();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      info.set(Number(d), {
        ppid: Number(f[1]),
        cmd: readFileSync(`/proc/${d}/cmdline`, 'utf8'),
        ticks: Number(f[11]) + Number(f[12]),
      });
    } catch {}
  }
  const mine = (pid: number): boolean => {
    for (let p = pid, n = 0; p > 1 && n < 6; p = info.get(p)?.ppid ?? 0, n++)
      if (p === process.pid) return true;
    return false;
  };
  const out: Record<string, number> = { renderer: 0, 'gpu-process': 0 };
  for (const [pid, i] of info)
    for (const t of Object.keys(out)) if (i.cmd.includes(`--type=${t}`) && mine(pid)) out[t]! += i.ticks * 10;
  return out;
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
for (let i = 0; i < loads; i++)
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
      if (q) { mark('debug object'); if (q.header) mark('log in store'); if (q.renderer && q.renderer.calls > 0) mark('first frame drawn (calls ' + q.renderer.calls + ')'); if (q.ready) { mark('ready'); return; } }
      setTimeout(poll, 5);
    };
    poll();
  })()`);
    const c0 = cpu();
    const t0 = Date.now();
    await page.goto(new URL(query, base).href, { waitUntil: 'load' });
    const tLoad = Date.now() - t0;
    await page.waitForFunction('window.__quadriga && window.__quadriga.ready === true', undefined, {
      timeout: 600_000,
      polling: 20,
    });
    const wall = Date.now() - t0;
    const c1 = cpu();
    const cpuText = `renderer CPU ${c1['renderer']! - c0['renderer']!} ms, GPU process CPU ${c1['gpu-process']! - c0['gpu-process']!} ms`;
    const r = (await page.evaluate(
      `({ marks: window.__marks, res: performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), e.startTime, e.responseEnd, e.transferSize]), nav: performance.getEntriesByType('navigation').map((e) => [e.domContentLoadedEventEnd, e.loadEventEnd]) })`,
    )) as { marks: [string, number][]; res: [string, number, number, number][]; nav: number[][] };
    const longMs = r.marks
      .filter(([n]) => n.startsWith('longtask'))
      .reduce((a, [n]) => a + Number(n.split(' ')[1]), 0);
    summary.push(`${outDirs[k]} load ${i}: ready ${wall} ms, long tasks ${longMs} ms, ${cpuText}`);
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
console.log(summary.join('\n'));
await browser.close();
for (const s of servers) await s.close();
