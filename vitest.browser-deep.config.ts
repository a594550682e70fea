import { defineConfig } from 'vitest/config';
import { browserTest, DEEP_BROWSER } from './vitest.browser.config.ts';

/** `npm run test:deep`'s browser half: the long browser files `npm test` leaves out. */
export default defineConfig({
  test: { ...browserTest, include: DEEP_BROWSER },
});
