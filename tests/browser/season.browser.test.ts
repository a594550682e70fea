import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { runSeason } from '../../src/engine/season/index.ts';
import { type OpenPage, openPage } from './browser.ts';

// A season in the viewer (its races listed, one picked to play) and on the broadcast page (the
// standings card between races, then the next race of the season).

const SHOTS = join(import.meta.dirname, '../../test-results/season');
const SEASON = { ruleset: 'hippodrome', seed: 7, races: 2 } as const;
const expected = runSeason(SEASON);
if (!expected.ok) throw new Error(expected.error.message);
const { races, standings } = expected.value;
const query = `season=${SEASON.races}&ruleset=${SEASON.ruleset}&seed=${SEASON.seed}&quality=low`;

describe('a season in the browser', () => {
  let opened: OpenPage | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('the viewer lists the races and the standings, and plays the race picked', async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await openPage(inject('baseUrl'), `/?${query}`, { width: 1024, height: 640 });
    const { page } = opened;
    const panel = page.getByTestId('season-panel');
    await panel.waitFor();
    const seedShown = () => page.evaluate('window.__quadriga.header && window.__quadriga.header.seed');
    await expect.poll(seedShown, { timeout: 120_000 }).toBe(races[0]!.seed);
    const rows = await panel.locator('tbody tr').first().locator('td').allTextContents();
    expect(rows[1]).toContain(standings.drivers[0]!.name);
    expect(rows[2]).toBe(String(standings.drivers[0]!.points));
    await panel.getByRole('button', { name: /Race 2/ }).click();
    await expect.poll(seedShown, { timeout: 120_000 }).toBe(races[1]!.seed);
    await expect(panel.getByRole('button', { name: /Race 2/ }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    await page.screenshot({ path: join(SHOTS, 'viewer-season.png') });
  });

  it('the broadcast shows the standings card after a race, then runs the next race', async () => {
    opened = await openPage(inject('baseUrl'), `/?mode=broadcast&${query}&card=1&results=3&odds=0`, {
      width: 960,
      height: 540,
    });
    const { page } = opened;
    await page.waitForFunction('window.__quadriga && window.__quadriga.ready === true', undefined, {
      timeout: 120_000,
      polling: 500,
    });
    await page.evaluate(`window.__quadriga.broadcast.show('results')`);
    const card = page.getByTestId('season-card');
    await card.waitFor({ timeout: 120_000 });
    await expect(card.locator('.qb-card-title').textContent()).resolves.toBe('STANDINGS AFTER RACE 1 OF 2');
    const after1 = races[0]!.results.filter((r) => r.points > 0).sort((a, b) => b.points - a.points);
    await expect(card.locator('.qb-season-points').first().textContent()).resolves.toBe(
      `${after1[0]!.points} pts`,
    );
    await page.screenshot({ path: join(SHOTS, 'broadcast-season-card.png') });
    await card.waitFor({ state: 'detached', timeout: 120_000 });
    await expect
      .poll(() => page.evaluate('window.__quadriga.header.seed'), { timeout: 120_000 })
      .toBe(races[1]!.seed);
  });
});
