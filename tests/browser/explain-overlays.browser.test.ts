import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { ex, SHOTS } from './explain-page.ts';
import type { ViewerDebug } from './viewer-debug.ts';

// Each ruleset's board overlay in the top view, and in explain mode with its card
// (`npm run test:deep`).

describe('the board overlays in the browser', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await openPage(inject('baseUrl'), '/?ruleset=crudis&seed=7&quality=low');
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it.each([
    ['circus-maximus', '.qo-safe', 32],
    ['hippodrome', '.qo-place', 4],
    ['aurigae', '.qo-ladder', 1],
  ] as const)('draws the %s board overlay in the top view', async (ruleset, selector, count) => {
    const { page } = opened;
    await ex(page, (d) => d.explain.set(false));
    await page.evaluate(`window.__quadriga.simulate(${JSON.stringify(ruleset)}, 7)`);
    await page.waitForFunction(
      (id) => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.header?.ruleset.id === id,
      ruleset,
      { timeout: 60_000 },
    );
    await ex(page, (d) => {
      d.pause();
      d.setCamera('top');
      d.seek(d.duration * 0.3);
    });
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length > 0, selector, {
      timeout: 60_000,
    });
    expect(await page.locator(selector).count()).toBe(count);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(SHOTS, `overlay-${ruleset}.png`) });
    // and in explain mode, with the card
    await ex(page, (d) => d.explain.set(true));
    await page.waitForSelector('.qx-card .qx-rule-title');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(SHOTS, `explain-${ruleset}.png`) });
    expect(await page.locator('.qx-presenter button[aria-pressed="true"]').allTextContents()).toEqual([
      'Explain',
    ]);
    await ex(page, (d) => d.explain.set(false));
    // switched off, the labels go
    await ex(page, (d) => d.explain.setOverlay('off'));
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 0, selector, {
      timeout: 30_000,
    });
    await ex(page, (d) => d.explain.setOverlay('auto'));
  });

  it('logged no errors', () => {
    writeFileSync(join(SHOTS, 'errors.txt'), opened.errors.join('\n'));
    expect(opened.errors).toEqual([]);
  });
});
