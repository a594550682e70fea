import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest runs one file fewer than there are cores: on the 2-core machine `npm test` must fit,
    // one file at a time. Much of the suite waits rather than computes (the relay's sockets, the
    // packed tarball's npm install, Chromium rendering the sound, the command line's child
    // processes), so two files at once there, and the default above that.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
