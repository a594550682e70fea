import { defineConfig } from 'vitest/config';

/** Browser tests: build the site, serve it, and drive headless Chromium against it. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.browser.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    // SwiftShader renders in software: loading the scene takes tens of seconds.
    testTimeout: 240_000,
    hookTimeout: 360_000,
    teardownTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});
