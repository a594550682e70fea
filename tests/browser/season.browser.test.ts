import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { runSeason, serializeSeason } from '../../src/engine/season/index.ts';
import { type OpenPage, openPage } from './browser.ts';

// A season in the viewer (its races listed, one picked to play, a deep link into one of its races)
// and on the broadcast page (the standings card between races, then the next race of the season).

const SHOTS = join(import.meta.dirname, '../../test-results/season');
const SEASON = { ruleset: 'hippodrome', seed: 7, races: 3 } as const;
const expected = runSeason(SEASON);
if (!expected.ok) throw new Error(expected.error.message);
const season = expected.value;
const { races, standings } = season;
const query = `season=${SEASON.races}&ruleset=${SEASON.ruleset}&seed=${SEASON.seed}&quality=low`;
/** The season file, served by the test (not the site) at this address. */
const FILE = '/__season/season.json';

/** Opens a page that can fetch the season file at FILE. */
async function openWithFile(path: string, viewport: { width: number; height: number }): Promise<OpenPage> {
  const opened = await openPage(inject('baseUrl'), 'about:blank', viewport);
  await opened.page.route(
    (url) => url.pathname === FILE,
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: serializeSeason(season) }),
  );
  await opened.goto(path);
  return opened;
}

const seedShown = (page: Page) => page.evaluate('window.__quadriga.header && window.__quadriga.header.seed');

/** Each driver's points after the first `count` races, added up from the races' results. */
function pointsAfter(count: number): Map<string, number> {
  const names = new Map(season.field.map((c) => [c.id, c.name]));
  const points = new Map<string, number>();
  for (const race of races.slice(0, count))
    for (const r of race.results) {
      const name = names.get(r.chariot)!;
      points.set(name, (points.get(name) ?? 0) + r.points);
    }
  return points;
}

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
    await expect.poll(() => seedShown(page), { timeout: 120_000 }).toBe(races[0]!.seed);
    const rows = await panel.locator('tbody tr').first().locator('td').allTextContents();
    expect(rows[1]).toContain(standings.drivers[0]!.name);
    expect(rows[2]).toBe(String(standings.drivers[0]!.points));
    await panel.getByRole('button', { name: /Race 2/ }).click();
    await expect.poll(() => seedShown(page), { timeout: 120_000 }).toBe(races[1]!.seed);
    await expect(panel.getByRole('button', { name: /Race 2/ }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    // Each race's link is the season's address with the race: a season resolved from a seed keeps it.
    const href = await panel.locator('.qs-race-link').nth(2).getAttribute('href');
    const link = new URL(href!);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      ruleset: SEASON.ruleset,
      seed: String(SEASON.seed),
      season: String(SEASON.races),
      race: '3',
    });
    await page.screenshot({ path: join(SHOTS, 'viewer-season.png') });
  });

  it('a deep link opens a race of a season file at an event, and links back to it', async () => {
    const event = races[1]!.log.events.find((e) => e.type === 'hold' && e.turn === 3)!;
    opened = await openWithFile(`/?log=${FILE}&race=2&event=${event.seq}&explain=1&quality=low`, {
      width: 1024,
      height: 640,
    });
    const { page } = opened;
    await expect.poll(() => seedShown(page), { timeout: 120_000 }).toBe(races[1]!.seed);
    const panel = page.getByTestId('season-panel');
    await expect(panel.getByRole('button', { name: /Race 2/ }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    await expect
      .poll(() => page.evaluate('window.__quadriga.explain.seq'), { timeout: 60_000 })
      .toBe(event.seq);
    const back = (await page.evaluate('window.__quadriga.explain.link()')) as { ok: boolean; url: string };
    expect(back.ok).toBe(true);
    const params = new URL(back.url).searchParams;
    expect([params.get('log'), params.get('race'), params.get('event')]).toEqual([
      FILE,
      '2',
      String(event.seq),
    ]);
    const href = await panel.locator('.qs-race-link').first().getAttribute('href');
    expect(new URL(href!).search).toBe(`?log=${encodeURIComponent(FILE)}&race=1`);
  });

  it('the broadcast runs a season file as a channel: a standings card after each race', async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await openWithFile(`/?mode=broadcast&log=${FILE}&quality=low&card=1&results=3&odds=0`, {
      width: 960,
      height: 540,
    });
    const { page } = opened;
    const card = page.getByTestId('season-card');
    for (let race = 1; race <= races.length; race++) {
      await expect.poll(() => seedShown(page), { timeout: 120_000 }).toBe(races[race - 1]!.seed);
      // Skips to the results once the race is on air (its card or the race itself).
      await expect
        .poll(() => page.evaluate('window.__quadriga.broadcast && window.__quadriga.broadcast.phase'), {
          timeout: 120_000,
        })
        .toMatch(/^(card|race)$/);
      await page.evaluate(`window.__quadriga.broadcast.show('results')`);
      await card.waitFor({ timeout: 120_000 });
      const last = race === races.length;
      await expect(card.locator('.qb-card-title').textContent()).resolves.toBe(
        last ? `FINAL STANDINGS · ${races.length} RACES` : `STANDINGS AFTER RACE ${race} OF ${races.length}`,
      );
      const names = await card.locator('.qb-season-name').allTextContents();
      const points = (await card.locator('.qb-season-points').allTextContents()).map((p) =>
        Number.parseInt(p, 10),
      );
      expect(new Map(names.map((n, i) => [n, points[i]!]))).toEqual(pointsAfter(race));
      if (last) {
        // After the last race, the card is the season file's own standings, in its order.
        expect(names).toEqual(standings.drivers.map((d) => d.name));
        expect(points).toEqual(standings.drivers.map((d) => d.points));
        await page.screenshot({ path: join(SHOTS, 'broadcast-season-final.png') });
      } else {
        if (race === 1) await page.screenshot({ path: join(SHOTS, 'broadcast-season-card.png') });
        await card.waitFor({ state: 'detached', timeout: 120_000 });
      }
    }
  });
});
