import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyLog } from '../../src/engine/verify.ts';
import { type OpenPage, openPage } from './browser.ts';
import { answered, answers, panel, refuseThenKeep, SHOTS, SPEC } from './play-page.ts';

// A whole hot-seat race in the browser (`npm run test:deep`): two human seats answer every decision
// through the panel's own controls, the page is reloaded halfway, and the downloaded log verifies.

describe('a whole hot-seat race in the browser', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // A small window: SwiftShader draws every frame in software, and the race is many steps.
    const play = encodeURIComponent(JSON.stringify({ ...SPEC, humans: [0, 1] }));
    opened = await openPage(inject('baseUrl'), `/?play=${play}&quality=low`, { width: 640, height: 400 });
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('asks each human seat behind a pass-the-screen step and plays to a log that verifies', async () => {
    const { page } = opened;
    await panel(page).waitFor();
    await refuseThenKeep(page);

    // Then every decision of both seats through the panel's own controls, to the end.
    const kinds = new Set<string>(['keep']);
    let reloaded = false;
    for (let step = 0; step < 200; step++) {
      const p = panel(page);
      if ((await p.getAttribute('data-status')) === 'finished') break;
      const pass = p.locator('.qp-pass button');
      if (await pass.isVisible()) {
        await pass.click();
        continue;
      }
      const d = p.locator('.qp-decision');
      await d.waitFor();
      const kind = (await d.getAttribute('data-kind'))!;
      if (!kinds.has(kind)) {
        kinds.add(kind);
        await page.screenshot({ path: join(SHOTS, `decision-${kind}.png`) });
      }
      // A choice among single answers: take the last one offered, not the AI's suggestion.
      const radios = d.locator('.qp-choices input[type="radio"]');
      if ((await radios.count()) > 1) await radios.last().check();
      const n = await answers(page);
      await d.getByRole('button', { name: 'Commit' }).click();
      await answered(page, n);
      // Halfway, the page is reloaded: the race goes on from the browser's copy.
      if (!reloaded && n >= 8) {
        reloaded = true;
        const count = await answers(page);
        await page.reload({ waitUntil: 'load' });
        await panel(page).waitFor();
        await page.waitForFunction(
          (c) =>
            Number(
              document.querySelector('section[aria-label="Your turn"]')?.getAttribute('data-answers'),
            ) === c,
          count,
        );
        await expect(panel(page).locator('.qp-hint').first().textContent()).resolves.toContain('Going on');
      }
    }
    expect(reloaded).toBe(true);
    expect(await panel(page).getAttribute('data-status')).toBe('finished');
    expect([...kinds]).toEqual(expect.arrayContaining(['keep', 'start', 'attempt']));
    await page.screenshot({ path: join(SHOTS, 'finished.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel(page).getByRole('button', { name: 'Download the race log' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    const log = JSON.parse(text) as { header: { drivers?: Record<string, string> } };
    expect(log.header.drivers).toEqual({ scorpus: 'human', diocles: 'human' });
    const verified = verifyLog(text);
    if (!verified.ok) throw new Error(verified.error.message);
    expect(verified.value.verdict).toBe('same');
    expect(opened.errors).toEqual([]);
  }, 540_000);
});
