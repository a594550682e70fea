/**
 * Budgets from the issues, checked by the bench (bench/run.ts); the first-load JavaScript is also
 * held by a browser test (tests/browser/first-load.browser.test.ts), since its size is not a timing.
 */
export const BUDGET = { drawCalls: 80, triangles: 400_000, heapMB: 80, firstLoadGzipKB: 450, readyMs: 5000 };
