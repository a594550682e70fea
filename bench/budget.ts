/**
 * Budgets from the issues, checked by the bench (bench/run.ts); the first-load JavaScript is also
 * held by a browser test ("the first load of the viewer" in tests/browser/viewer.browser.test.ts),
 * since its size is not a timing.
 */
export const BUDGET = { drawCalls: 60, triangles: 300_000, heapMB: 80, firstLoadGzipKB: 450, readyMs: 5000 };
