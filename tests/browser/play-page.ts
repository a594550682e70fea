import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEAM_CARDS } from '../../src/engine/rulesets/hippodrome/tables.ts';
import { HotSeat } from '../../src/ui/play/hot-seat.ts';
import type { PlaySpec } from '../../src/ui/play/play-spec.ts';
import { defaultSpec } from '../../src/ui/play/ruleset-info.ts';

// What the hot-seat browser tests share: the race the form is filled in for, the panel's
// attributes, and the first seat's refused and then committed keep.

/** Screenshots for a person to look at (the test does not compare them). */
export const SHOTS = process.env['QUADRIGA_SHOTS'] ?? join(tmpdir(), 'quadriga-play-shots');

export const SEED = 2;
/** The race the form is filled in for: the default Hippodrome field, one lap, seats 1 and 2 human. */
export const SPEC: PlaySpec = (() => {
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

/** The panel by its label in the page's language: 'À vous de jouer' on a French page. */
export const panel = (page: Page, label = 'Your turn') => page.locator(`section[aria-label="${label}"]`);
export const answers = async (page: Page, label = 'Your turn') =>
  Number(await panel(page, label).getAttribute('data-answers'));

/** Waits until the panel has taken an answer more than `before` (or the race is over). */
export async function answered(page: Page, before: number, label = 'Your turn'): Promise<void> {
  await page.waitForFunction(
    ([n, l]) => {
      const p = document.querySelector(`section[aria-label="${l}"]`);
      return (
        p !== null && p.getAttribute('aria-busy') !== 'true' && Number(p.getAttribute('data-answers')) > n
      );
    },
    [before, label] as const,
  );
}

/**
 * At the race's first decision: the screen goes to Scorpus, his keep shows only once he says he has
 * the screen; two cards of a kind the rules allow one of are refused with the rule and the reason,
 * then his first keep is committed.
 */
export async function refuseThenKeep(page: Page): Promise<void> {
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
}

/**
 * Answers every decision of the human seats through the panel's own controls until the race is
 * over (or `most` steps): the pass-the-screen step first when it shows; a choice among single
 * answers takes the last one offered, not the AI's suggestion; lists and part-by-part answers are
 * committed as the controls show them. `each` is told every decision's kind (and how many answers
 * the race has) before it is answered; when it returns true (it reloaded the page, say), the panel
 * is read again before anything is answered. Returns how many answers were committed.
 */
export async function answerToTheEnd(
  page: Page,
  each: (kind: string, answered: number) => Promise<boolean | undefined>,
  most = 1000,
): Promise<number> {
  let committed = 0;
  for (let step = 0; step < most; step++) {
    const p = panel(page);
    if ((await p.getAttribute('data-status')) === 'finished') return committed;
    const pass = p.locator('.qp-pass button');
    if (await pass.isVisible()) {
      await pass.click();
      continue;
    }
    const d = p.locator('.qp-decision');
    await d.waitFor();
    const n = await answers(page);
    if (await each((await d.getAttribute('data-kind'))!, n)) continue;
    const radios = d.locator('.qp-choices input[type="radio"]');
    if ((await radios.count()) > 1) await radios.last().check();
    await d.getByRole('button', { name: 'Commit' }).click();
    await answered(page, n);
    committed++;
  }
  return committed;
}
