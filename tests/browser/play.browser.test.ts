import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEAM_CARDS } from '../../src/engine/rulesets/hippodrome/tables.ts';
import { verifyLog } from '../../src/engine/verify.ts';
import { HotSeat } from '../../src/ui/play/hot-seat.ts';
import type { PlaySpec } from '../../src/ui/play/play-spec.ts';
import { defaultSpec } from '../../src/ui/play/ruleset-info.ts';
import { type OpenPage, openPage } from './browser.ts';

/** Screenshots for a person to look at (the test does not compare them). */
const SHOTS = process.env['QUADRIGA_SHOTS'] ?? join(tmpdir(), 'quadriga-play-shots');

const SEED = 2;
/** The race the form is filled in for: the default Hippodrome field, one lap, seats 1 and 2 human. */
const SPEC: PlaySpec = (() => {
  const s = defaultSpec('hippodrome', SEED);
  return { ...s, setup: { ...s.setup, options: { laps: 1 } } };
})();

/** Two cards of one kind (one allowed) among the first human seat's seven dealt cards. */
function pairOfAKind(): [string, string] {
  const race = HotSeat.start(SPEC);
  if (!race.ok) throw new Error(race.error.message);
  const open = race.value.view().open;
  if (open?.type !== 'decision' || open.kind !== 'keep')
    throw new Error('the race does not open with a keep');
  const dealt = (open.options as { dealt: string[] }).dealt;
  for (const a of dealt)
    for (const b of dealt)
      if (a < b && TEAM_CARDS.get(a)!.kind === TEAM_CARDS.get(b)!.kind && TEAM_CARDS.get(a)!.kind !== 'horse')
        return [a, b];
  throw new Error(`seed ${SEED}: no two cards of a kind dealt (${dealt.join(', ')})`);
}

const panel = (page: Page) => page.locator('section[aria-label="Your turn"]');
const answers = async (page: Page) => Number(await panel(page).getAttribute('data-answers'));

/** Waits until the panel has taken an answer more than `before` (or the race is over). */
async function answered(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => {
    const p = document.querySelector('section[aria-label="Your turn"]');
    return p !== null && p.getAttribute('aria-busy') !== 'true' && Number(p.getAttribute('data-answers')) > n;
  }, before);
}

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

  it('asks each human seat behind a pass-the-screen step, refuses an illegal keep with its rule, and plays to a log that verifies', async () => {
    const { page } = opened;
    // First the screen goes to Scorpus; his decision shows only once he says he has it.
    await page.getByRole('button', { name: 'I am Scorpus: show my decision' }).click();
    const decision = panel(page).locator('.qp-decision');
    await expect(decision.getAttribute('data-kind')).resolves.toBe('keep');
    await expect(decision.locator('.qp-explain').textContent()).resolves.not.toBe('');
    await page.screenshot({ path: join(SHOTS, 'keep-decision.png') });

    // Two cards of a kind the rules allow one of: refused, with the rule and the reason.
    const [a, b] = pairOfAKind();
    const before = await answers(page);
    const boxes = decision.locator('.qp-items input[type="checkbox"]');
    const was = await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked));
    await decision.locator(`input[name="${a}"]`).check();
    await decision.locator(`input[name="${b}"]`).check();
    await expect(decision.locator('.qp-words').textContent()).resolves.toContain('do not allow');
    await decision.getByRole('button', { name: 'Commit' }).click();
    const refusal = panel(page).locator('.qp-problem[role="alert"]');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toMatch(
      /hippodrome\.team-selection refuses scorpus's keep: a team keeps at most 1 \w+ card/,
    );
    expect(await answers(page)).toBe(before);
    await page.screenshot({ path: join(SHOTS, 'keep-refused.png') });
    for (const [i, on] of was.entries()) await boxes.nth(i).setChecked(on);
    await decision.getByRole('button', { name: 'Commit' }).click();
    await answered(page, before);

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

  it('dice from the table: asked by name, an impossible face refused with its reason', async () => {
    const { page } = opened;
    const spec = { ...SPEC, humans: [], dice: 'entered' };
    await opened.goto(`/?play=${encodeURIComponent(JSON.stringify(spec))}&quality=low`);
    const entry = panel(page).locator('.qp-dice-entry');
    await entry.waitFor();
    await expect(entry.locator('h3').textContent()).resolves.toMatch(/^Throw \d+d\d+ for /);
    const faces = entry.locator('input[type="number"]');
    const before = await answers(page);
    // One more than the die has faces.
    const beyond = Number(await faces.first().getAttribute('max')) + 1;
    await faces.first().fill(String(beyond));
    for (let i = 1; i < (await faces.count()); i++) await faces.nth(i).fill('1');
    await entry.getByRole('button', { name: 'Enter the throw' }).click();
    const refusal = panel(page).locator('.qp-problem[role="alert"]');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain(
      `has no face ${beyond} (its faces are 1 to ${beyond - 1})`,
    );
    expect(await answers(page)).toBe(before);
    await page.screenshot({ path: join(SHOTS, 'dice-refused.png') });
    await faces.first().fill('1');
    await entry.getByRole('button', { name: 'Enter the throw' }).click();
    await answered(page, before);
  });
});
