import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyLog } from '../../src/engine/verify.ts';
import type { PlaySpec } from '../../src/ui/play/play-spec.ts';
import { defaultSpec } from '../../src/ui/play/ruleset-info.ts';
import { type OpenPage, openPage } from './browser.ts';
import { answers, answerToTheEnd, panel, refuseThenKeep, SHOTS, SPEC } from './play-page.ts';

// Whole hot-seat races in the browser (`npm run test:deep`), one page per ruleset: two human seats
// answer every decision through the panel's own controls, and the downloaded log verifies.

/** A small window: SwiftShader draws every frame in software, and a race is many steps. */
const WINDOW = { width: 640, height: 400 };

const open = (spec: PlaySpec) =>
  openPage(inject('baseUrl'), `/?play=${encodeURIComponent(JSON.stringify(spec))}&quality=low`, WINDOW);

/** Downloads the finished race's log from the panel; checks its drivers and that it verifies. */
async function downloadedLogVerifies(page: Page, humans: Record<string, string>): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Download the race log' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  const log = JSON.parse(text) as { header: { drivers?: Record<string, string> } };
  expect(log.header.drivers).toEqual(humans);
  const verified = verifyLog(text);
  if (!verified.ok) throw new Error(verified.error.message);
  expect(verified.value.verdict).toBe('same');
}

describe('a whole hot-seat Hippodrome race in the browser', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await open({ ...SPEC, humans: [0, 1] });
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
    await answerToTheEnd(page, async (kind, n) => {
      if (!kinds.has(kind)) {
        kinds.add(kind);
        await page.screenshot({ path: join(SHOTS, `decision-${kind}.png`) });
      }
      if (reloaded || n < 8) return false;
      // Halfway, the page is reloaded: the race goes on from the browser's copy.
      reloaded = true;
      await page.reload({ waitUntil: 'load' });
      await panel(page).waitFor();
      await page.waitForFunction(
        (c) =>
          Number(document.querySelector('section[aria-label="Your turn"]')?.getAttribute('data-answers')) ===
          c,
        n,
      );
      await expect(panel(page).locator('.qp-hint').first().textContent()).resolves.toContain('Going on');
      return true;
    });
    expect(reloaded).toBe(true);
    expect(await panel(page).getAttribute('data-status')).toBe('finished');
    expect([...kinds]).toEqual(expect.arrayContaining(['keep', 'start', 'attempt']));
    await page.screenshot({ path: join(SHOTS, 'finished.png') });
    await downloadedLogVerifies(page, { scorpus: 'human', diocles: 'human' });
    expect(opened.errors).toEqual([]);
  }, 540_000);
});

/**
 * The other rulesets: two chariots (the smallest field each allows), both human, one lap; seeds
 * whose races, answered as answerToTheEnd does, are among the shortest (Aurigae 55 answers,
 * Crudis 15 — both chariots wreck —, Circus Maximus 20) and still ask every kind listed.
 */
const RACES = [
  { ruleset: 'aurigae', seed: 4, kinds: ['plot'] },
  { ruleset: 'crudis', seed: 14, kinds: ['move', 'whipSpeed', 'whipAttack'] },
  { ruleset: 'circus-maximus', seed: 1, kinds: ['speed', 'attack'] },
] as const;

describe.each(RACES)('a whole hot-seat $ruleset race in the browser', ({ ruleset, seed, kinds }) => {
  let opened: OpenPage;
  const base = defaultSpec(ruleset, seed);
  const spec: PlaySpec = {
    ...base,
    humans: [0, 1],
    setup: { ...base.setup, chariots: base.setup.chariots.slice(0, 2), options: { laps: 1 } },
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await open(spec);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('asks both human seats through their own controls and plays to a log that verifies', async () => {
    const { page } = opened;
    await panel(page).waitFor();
    const seen = new Set<string>();
    const started = Date.now();
    const committed = await answerToTheEnd(page, async (kind) => {
      if (!seen.has(kind)) {
        seen.add(kind);
        await page.screenshot({ path: join(SHOTS, `${ruleset}-decision-${kind}.png`) });
      }
      return false;
    });
    expect(await panel(page).getAttribute('data-status')).toBe('finished');
    expect(await answers(page)).toBe(committed);
    expect([...seen]).toEqual(expect.arrayContaining([...kinds]));
    await page.screenshot({ path: join(SHOTS, `${ruleset}-finished.png`) });
    const ids = base.setup.chariots.slice(0, 2).map((c) => c.id ?? c.name.toLowerCase());
    await downloadedLogVerifies(page, Object.fromEntries(ids.map((id) => [id, 'human'])));
    expect(opened.errors).toEqual([]);
    console.log(
      `${ruleset}: ${committed} answers through the panel in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 900_000);
});
