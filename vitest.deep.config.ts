import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** `npm run test:deep`: the engine's property tests over 10,000 seeds per ruleset (tests/seeds.ts). */
export default defineConfig({
  test: {
    ...base.test,
    include: ['tests/engine/**/properties*.test.ts'],
    env: { QUADRIGA_DEEP: '1' },
    testTimeout: 600_000,
  },
});
