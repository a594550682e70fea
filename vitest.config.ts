import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Every unit test file, and those that are not browser tests. */
export const UNIT = ['tests/**/*.test.ts', 'src/**/*.test.ts'];
const NOT_UNIT = ['tests/browser/**', 'node_modules/**'];

/**
 * Files that keep module state between their tests and so run each in a fresh module graph: the
 * viewer's stores and clock (tests/ui, tests/playback), and the sound page (tests/audio). The relay's
 * files (tests/server) and the scene's (tests/scene) share a graph: each restores what it changes
 * (relays and clients closed after each test, the one process-wide resolver kept for the next), and
 * a fresh graph per file cost them ~40% more CPU (the engine, ws and three imported again for each).
 */
export const ISOLATED = ['tests/ui/**', 'tests/playback/**', 'tests/audio/**'];

export const unitTest = {
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // Vitest runs one file fewer than there are cores: on the 2-core machine `npm test` must fit,
  // one file at a time. Much of the suite waits rather than computes (the relay's sockets, the
  // packed tarball's npm install, Chromium rendering the sound, the command line's child
  // processes), so two files at once there, and the default above that.
  maxWorkers: Math.max(2, availableParallelism() - 1),
} as const;

export default defineConfig({
  test: {
    ...unitTest,
    projects: [
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED.map((d) => `${d}/*.test.ts`), exclude: NOT_UNIT },
      },
      {
        // The engine, the replay, the command line and the docs hold no state between files: one
        // module graph per worker instead of one per file halves the suite's CPU time (each file
        // imported the engine, zod and the rulesets afresh).
        extends: true,
        test: { name: 'shared', include: UNIT, exclude: [...NOT_UNIT, ...ISOLATED], isolate: false },
      },
    ],
  },
});
