import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { DEEP_BROWSER } from '../vitest.browser.config.ts';
import { timedBounds } from './timed-bounds.ts';

/**
 * No test of `npm test` bounds wall-clock time from above (the charter: speed is measured by
 * `npm run bench`, not timed tests). CI runs `npm test` on a loaded two-core machine, where such a
 * bound fails however fast the code is: a relay test's "160 decisions within 1,084 ms" read 1,146
 * there. Time is counted instead (work done, the order things arrive in, a clock moved by hand or
 * vitest's fake timers), and real time bounds waits only as a hang guard. A heuristic scan of the
 * test files for the forms such bounds took; the deep browser files (`npm run test:deep`) are not
 * scanned, and the deep run's bounds are behind `if (DEEP)`.
 */

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path);
    return e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('timed assertions', () => {
  test('the scan finds the forms a wall-clock bound took', () => {
    const planted = [
      'const at = Date.now();',
      'expect(Date.now() - at).toBeLessThan(500);',
      'const resolvedIn = Date.now() - t0;',
      'expect(resolvedIn).toBeLessThan(TIME_LIMIT_MS * (answers.length - 1));',
      'const delay = monitorEventLoopDelay({ resolution: 10 });',
      'expect(delay.max / 1e6, `held up`)',
      '  .toBeLessThan(600);',
      'const worstMs = delay.max / 1e6;',
      'expect(worstMs).toBeLessThan(BOUND_MS);',
      'const took = performance.now() - started;',
      'expect(took).toBeLessThanOrEqual(4 * resolveMs);',
    ].join('\n');
    expect(timedBounds(planted).map((f) => Number(f.split(':')[0]))).toEqual([2, 4, 5, 6, 9, 11]);
    // Lower bounds (a delay held, a refill waited for) cannot fail for a slow machine; nor can a
    // bound on a clock the test moves itself.
    const fine = [
      'const t0 = Date.now();',
      'expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);',
      'expect(clock.time).toBeLessThan(at);',
      "expect(counts.get('/index.json')!).toBeLessThan((Date.now() - t0) / 1000 + 10);",
      'while (!done() && Date.now() - t0 < 30_000) await sleep(10);',
    ].join('\n');
    expect(timedBounds(fine)).toEqual([]);
  });

  test('no test file of npm test bounds wall-clock time from above', () => {
    const deep = new Set(DEEP_BROWSER.map((f) => join(ROOT, f)));
    const found = [join(ROOT, 'tests'), join(ROOT, 'src')]
      .flatMap(testFiles)
      .filter((f) => !deep.has(f) && f !== fileURLToPath(import.meta.url))
      .flatMap((f) => timedBounds(readFileSync(f, 'utf8')).map((b) => `${relative(ROOT, f)}:${b}`));
    expect(found).toEqual([]);
  });
});
