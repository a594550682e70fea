/**
 * Marks on the page's performance timeline (`performance.mark`, "q:" and a name) at the steps of
 * the viewer's first load: the script run, the log and models in, the renderer made, the first
 * frame asked for and drawn, ready. Each name is marked once a page, so a trace or the first-load
 * probe (bench/first-load-probe.ts) can say where the time to the first frame goes.
 */
const marked = new Set<string>();

export function startMark(name: string): void {
  if (marked.has(name) || typeof performance === 'undefined' || !performance.mark) return;
  marked.add(name);
  performance.mark(`q:${name}`);
}
