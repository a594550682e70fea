import { defineConfig } from 'vitest/config';
import { unitTest } from './vitest.config.ts';

/**
 * `npm run test:deep`: the engine's property tests over 10,000 seeds per ruleset (tests/seeds.ts),
 * the kernel's uniform-bot races over 1,000,
 * and the relay's load and abuse tests at full size (1,000 viewers, 30 large races, 2,000 sockets, 3,000 followers of the HTTP segments behind nginx).
 */
export default defineConfig({
  test: {
    ...unitTest,
    include: [
      'tests/engine/**/properties*.test.ts',
      'tests/engine/kernel/uniform-*.test.ts',
      'tests/server/load.test.ts',
      'tests/server/abuse.test.ts',
      'tests/server/caching-proxy.test.ts',
    ],
    env: { QUADRIGA_DEEP: '1' },
    testTimeout: 600_000,
  },
});
