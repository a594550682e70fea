import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { ex, SHOTS } from './explain-page.ts';
import type { ViewerDebug } from './viewer-debug.ts';

// Explain mode, deep links, the rules book and presenter notes. The board overlays of the other
// three rulesets are in explain-overlays.browser.test.ts (`npm run test:deep`).

function race(ruleset: 'crudis' | 'circus-maximus' | 'aurigae' | 'hippodrome', seed: number): RaceLog {
  const r = simulate({ ruleset, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
describe('explain mode, overlays and deep links in the browser', () => {
  let opened: OpenPage;
  const crudis = race('crudis', 7);
  // A collision: each chariot's damage roll is read on the damage table.
  const failed = crudis.events.find((e) => e.type === 'collision' && e.rolls?.some((r) => r.table))!;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await openPage(
      inject('baseUrl'),
      `/?ruleset=crudis&seed=7&event=${failed.seq}&view=top&explain=1&quality=low`,
    );
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('a deep link opens the race at its event, in explain mode, with its camera', async () => {
    const { page } = opened;
    await page.waitForSelector(`.qx-card[data-seq="${failed.seq}"]`, { timeout: 60_000 });
    const state = await ex(page, (d) => ({ seq: d.explain.seq, on: d.explain.enabled, playing: d.playing }));
    expect(state).toEqual({ seq: failed.seq, on: true, playing: false });
    // the dice drawn, one face per die, and the applied row of the table highlighted
    const faces = failed.rolls!.reduce((n, r) => n + r.faces.length, 0);
    expect(await page.locator('.qx-card .qx-die').count()).toBe(faces);
    expect(await page.locator('.qx-card tr.is-applied').count()).toBeGreaterThan(0);
    expect(await page.locator('.qx-card .qx-rule-id code').first().textContent()).toBe(failed.rule);
    await page.screenshot({ path: join(SHOTS, 'explain-crudis-top.png') });
    const link = await ex(page, (d) => d.explain.link());
    expect(link.ok).toBe(true);
    if (link.ok) expect(link.url).toContain(`event=${failed.seq}`);
    // in the free camera the link holds where it stands
    await ex(page, (d) => d.setCamera('orbit'));
    const orbit = await ex(page, (d) => d.explain.link());
    expect(orbit.ok && new URL(orbit.url).searchParams.get('camera')).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
    await ex(page, (d) => d.setCamera('top'));
  });

  it('steps with the keys, and stops only at the kinds picked', async () => {
    const { page } = opened;
    const before = await ex(page, (d) => d.explain.seq);
    await page.keyboard.press('ArrowRight');
    const after = await ex(page, (d) => d.explain.seq);
    expect(after).not.toBe(before);
    await page.keyboard.press('ArrowLeft');
    expect(await ex(page, (d) => d.explain.seq)).toBe(before);
    // stop only at wrecks and attacks: playing on stops at the next one
    await page.locator('.qx-kinds button[data-kind="attack"]').click();
    await ex(page, (d) => d.play());
    await page.waitForFunction(
      () => !(window as unknown as { __quadriga: ViewerDebug }).__quadriga.playing,
      null,
      {
        timeout: 120_000,
        polling: 200,
      },
    );
    const seq = await ex(page, (d) => d.explain.seq);
    expect(seq).not.toBeNull();
    expect(['whip-attack', 'rip-wheels', 'decision']).toContain(crudis.events[seq!]!.type);
    expect(seq!).toBeGreaterThan(before!);
    await page.waitForSelector(`.qx-card[data-seq="${seq}"]`);
    await page.screenshot({ path: join(SHOTS, 'explain-crudis-attack.png') });
  });

  it('the rules book lists the tables and opens a moment where one was used', async () => {
    const { page } = opened;
    await page.keyboard.press('r');
    const book = page.locator('.qx-book');
    await book.waitFor({ timeout: 30_000 });
    await book.locator('.qx-book-item[data-table="crudis.damage-table"]').click();
    await page.screenshot({ path: join(SHOTS, 'rules-book.png') });
    const use = book.locator('.qx-use').first();
    const seq = Number(await use.getAttribute('data-seq'));
    await use.click();
    await page.waitForSelector(`.qx-card[data-seq="${seq}"]`);
    expect(await ex(page, (d) => d.explain.seq)).toBe(seq);
    expect(crudis.events[seq]!.rolls!.some((r) => r.table === 'crudis.damage-table')).toBe(true);
  });

  it('loads presenter notes, refusing a bad file, and shows them on the card', async () => {
    const { page } = opened;
    const seq = (await ex(page, (d) => d.explain.seq))!;
    await page.locator('.qx-presenter button', { hasText: 'Notes' }).click();
    const input = page.locator('[data-testid="notes-file"]');
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"x"}'),
    });
    await page.waitForSelector('.qx-note-error');
    expect(await page.locator('.qx-note-error').textContent()).toContain('$.format');
    const notes = {
      format: 'quadriga.notes',
      version: 1,
      digest: crudis.footer.digest,
      notes: [{ id: 'n1', seq, text: 'Point at the highlighted row: this is why.' }],
    };
    await input.setInputFiles({
      name: 'good.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(notes)),
    });
    await page.waitForSelector('.qx-card .qx-note');
    expect(await page.locator('.qx-card .qx-note').textContent()).toBe(
      'Point at the highlighted row: this is why.',
    );
    expect(await page.locator('.qx-note-error').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'notes.png') });
    const pressed = await page.locator('.qx-presenter button[aria-pressed="true"]').allTextContents();
    expect(pressed).toEqual(['Explain', 'Notes']);
    await page.locator('.qx-presenter button', { hasText: 'Notes' }).click();
  });

  it('logged no errors', () => {
    writeFileSync(join(SHOTS, 'errors.txt'), opened.errors.join('\n'));
    expect(opened.errors).toEqual([]);
  });
});
