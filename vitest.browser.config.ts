import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The browser files behind `npm run test:deep` rather than `npm test`: each takes a minute or more
 * of SwiftShader rendering or of a paced live race (on the 2-core machine `npm test` must fit in
 * about six minutes). `npm test` keeps one check of every page and journey: the viewer, the
 * arena, every ruleset, explain mode, a live race, the hot-seat form and first decision, the
 * broadcast overlay and results.
 */
export const DEEP_BROWSER = [
  'tests/browser/chalk-lines.browser.test.ts', // the far lane lines followed along their projection at medium
  'tests/browser/compare.browser.test.ts', // rulesets side by side in step, and the broadcast's summary
  'tests/browser/broadcast-deep.browser.test.ts', // recording with sound, clean feed, lock, channel, OBS
  'tests/browser/broadcast-live.browser.test.ts', // a whole live race on the broadcast page
  'tests/browser/control.browser.test.ts', // the control page steering a live broadcast
  'tests/browser/crowd.browser.test.ts', // 12 chariots at high quality: the crowd at a wreck and the finish
  'tests/browser/effects.browser.test.ts', // wreck, rain and sideslip against reference pictures
  'tests/browser/explain-overlays.browser.test.ts', // three rulesets' board overlays
  'tests/browser/export-moment.browser.test.ts', // explain mode's moment saved as a PNG with its card
  'tests/browser/languages.browser.test.ts', // the viewer in French and English: two page loads
  'tests/browser/old-logs.browser.test.ts', // every committed log fixture of every version, loaded in turn
  'tests/browser/play-race.browser.test.ts', // a whole hot-seat race through the panel
  'tests/browser/play-panels.browser.test.ts', // each ruleset's decision panel and its odds, photographed
  'tests/browser/segments.browser.test.ts', // a live race through HTTP segments behind nginx
  'tests/browser/season.browser.test.ts', // a season: the viewer's panel, the broadcast's standings card
  'tests/browser/season-live.browser.test.ts', // a season served live: the standings card between its races
];

/** Browser tests: build the site, serve it, and drive headless Chromium against it. */
export const browserTest: NonNullable<ViteUserConfig['test']> = {
  environment: 'node',
  globalSetup: ['tests/browser/global-setup.ts'],
  // SwiftShader renders in software: loading the scene takes tens of seconds.
  testTimeout: 240_000,
  hookTimeout: 360_000,
  teardownTimeout: 60_000,
  fileParallelism: false,
  maxWorkers: 1,
  pool: 'forks',
};

export default defineConfig({
  test: {
    ...browserTest,
    include: ['tests/browser/**/*.browser.test.ts'],
    exclude: [...DEEP_BROWSER, 'node_modules/**'],
  },
});
