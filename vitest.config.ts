import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Every unit test file, and those that are not browser tests. */
export const UNIT = ['tests/**/*.test.ts', 'src/**/*.test.ts'];
const NOT_UNIT = ['tests/browser/**', 'node_modules/**'];

/**
 * Files run each in a fresh module graph: the sound page (tests/audio), which renders in Chromium
 * around process-wide state. Every other unit file shares its worker's module graph (the `shared`
 * project below) and sets the state it relies on (the viewer's stores and clock in tests/ui,
 * tests/playback and tests/scene; relays and clients closed after each test in tests/server): a
 * fresh graph per file cost those files ~40% more CPU (the engine, ws, React and three imported
 * again for each file). Checked with the files in shuffled orders, one worker.
 */
export const ISOLATED = ['tests/audio/**'];

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
        // One module graph per worker instead of one per file halves the suite's CPU time (each
        // file imported the engine, zod and the rulesets afresh).
        extends: true,
        test: { name: 'shared', include: UNIT, exclude: [...NOT_UNIT, ...ISOLATED], isolate: false },
      },
    ],
  },
});
