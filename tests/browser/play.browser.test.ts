import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OpenPage, openPage } from './browser.ts';
import { answered, answers, panel, refuseThenKeep, SEED, SHOTS, SPEC } from './play-page.ts';

// The hot-seat form, the first decision behind its pass-the-screen step, and dice from the table.
// The whole race through the panel to a log that verifies is in play-race.browser.test.ts
// (`npm run test:deep`).

describe('a hot-seat race in the browser', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // A small window: SwiftShader draws every frame in software, and the race is many steps.
    opened = await openPage(inject('baseUrl'), '/?new&quality=low', { width: 640, height: 400 });
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('the form explains the ruleset, refuses a bad field by its seat, and starts a race from its link', async () => {
    const { page } = opened;
    const form = page.locator('form[aria-label="New race"]');
    await form.waitFor();
    await expect(form.locator('.qp-hint').first().textContent()).resolves.toContain(
      'Hippodrome takes exactly 4',
    );
    await expect(form.getByRole('button', { name: 'Add a chariot' }).isDisabled()).resolves.toBe(true);
    // A name left empty: the error shows at that seat, and the race cannot start.
    await form.getByLabel('Seat 3 name').fill('');
    await expect(form.locator('tr.qp-bad .qp-problem').textContent()).resolves.toContain(
      'a chariot needs a name',
    );
    await expect(form.getByRole('button', { name: 'Start the race' }).isDisabled()).resolves.toBe(true);
    await form.getByLabel('Seat 3 name').fill('Crescens');
    // An option out of its bounds is refused by its name, in the ruleset's words.
    await form.locator('input[name="laps"]').fill('9');
    await expect(form.locator('.qp-option .qp-problem').textContent()).resolves.toContain(
      'laps must be a whole number from 1 to 7',
    );
    await form.locator('input[name="laps"]').fill('1');
    await form.locator('input[name="seed"]').fill(String(SEED));
    await expect(form.locator('.qp-problem').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'new-race-form.png') });
    await form.getByRole('button', { name: 'Start the race' }).click();
    await panel(page).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('quality')).toBe('low');
    expect(JSON.parse(url.searchParams.get('play')!)).toEqual({
      ruleset: 'hippodrome',
      seed: SEED,
      setup: SPEC.setup,
      humans: [0, 1],
    });
  });
  it('asks the first human seat behind a pass-the-screen step and refuses an illegal keep with its rule', async () => {
    await refuseThenKeep(opened.page);
    expect(opened.errors).toEqual([]);
  });

  it('dice from the table, on a French page: asked in French, an impossible face refused with its reason', async () => {
    const { page } = opened;
    const spec = { ...SPEC, humans: [], dice: 'entered' };
    // The question and the refusal are worded from typed codes (tests/play/french-dice,
    // french-refusals check every code in both languages); the English page asks "Throw 1d37: shuffle
    // the Team deck", a driver's roll "Throw 2d6 for Scorpus: white dice".
    await opened.goto(`/?play=${encodeURIComponent(JSON.stringify(spec))}&quality=low&lang=fr`);
    const fr = 'À vous de jouer';
    const entry = panel(page, fr).locator('.qp-dice-entry');
    await entry.waitFor();
    // Hippodrome's first throw shuffles the Team deck (38 cards): nobody's roll.
    await expect(entry.locator('h3').textContent()).resolves.toBe('Lancez 1d37 : mélange du paquet Équipe');
    const faces = entry.locator('input[type="number"]');
    const before = await answers(page, fr);
    // One more than the die has faces.
    const beyond = Number(await faces.first().getAttribute('max')) + 1;
    await faces.first().fill(String(beyond));
    for (let i = 1; i < (await faces.count()); i++) await faces.nth(i).fill('1');
    await entry.locator('button[type="submit"]').click();
    const refusal = panel(page, fr).locator('.qp-problem[role="alert"]');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain(
      `n’a pas de face ${beyond} (ses faces vont de 1 à ${beyond - 1})`,
    );
    expect(await answers(page, fr)).toBe(before);
    await page.screenshot({ path: join(SHOTS, 'dice-refused.png') });
    await faces.first().fill('1');
    await entry.locator('button[type="submit"]').click();
    await answered(page, before, fr);
    await expect(entry.locator('h3').textContent()).resolves.toBe('Lancez 1d36 : mélange du paquet Équipe');
    await page.screenshot({ path: join(SHOTS, 'dice-french.png') });
  });
});
