import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { SeasonFile } from '../../src/engine/season/file.ts';
import { runSeason } from '../../src/engine/season/index.ts';
import { type Relay, startRelay } from '../../src/server/relay.ts';
import { seasonSequence } from '../../src/server/sources.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

// A season served live (`quadriga serve --season`): the broadcast page following the relay shows
// the standings after the race just run in the gap before the next race, from the relay's own
// `season` message (the page holds no season file).

const SHOTS = join(import.meta.dirname, '../../test-results/season-live');

function season(): SeasonFile {
  const run = runSeason({
    ruleset: 'crudis',
    seed: 4,
    races: 2,
    field: { ...defaultSetup(4), options: { laps: 1 } },
  });
  if (!run.ok) throw new Error(run.error.message);
  return run.value;
}

describe('a season on a live relay, on the broadcast page', () => {
  let relay: Relay;
  let opened: OpenPage;
  const s = season();

  beforeAll(async () => {
    const started = await startRelay({
      sequence: seasonSequence(s),
      season: s,
      races: 2,
      // Slow enough that a page loading its scene on a busy machine still meets the second race's card.
      pace: 2,
      gap: 20,
      staticDir: null,
    });
    if (!started.ok) throw new Error(started.error);
    relay = started.relay;
    opened = await openPage(
      inject('baseUrl'),
      `/?mode=broadcast&quality=low&card=30&odds=0&live=${encodeURIComponent(relay.liveUrl)}`,
      { width: 960, height: 540 },
    );
  });

  afterAll(async () => {
    await opened?.close();
    await relay?.close();
  });

  it("shows the standings after race 1 of 2 before the second race, each driver's points the first race's", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page } = opened;
    await waitForScene(page);
    const card = page.getByTestId('season-card');
    // Not before the first race: nothing has been run yet.
    await card.waitFor({ timeout: 240_000 });
    expect(relay.current()?.race).toContain(`-${s.races[1]!.seed}-`);
    await expect(card.locator('.qb-card-title').textContent()).resolves.toBe('STANDINGS AFTER RACE 1 OF 2');
    const names = await card.locator('.qb-season-name').allTextContents();
    const points = (await card.locator('.qb-season-points').allTextContents()).map((p) =>
      Number.parseInt(p, 10),
    );
    const names1 = new Map(s.field.map((c) => [c.id, c.name]));
    const expected = new Map(s.races[0]!.results.map((r) => [names1.get(r.chariot)!, r.points]));
    expect(new Map(names.map((n, i) => [n, points[i]!]))).toEqual(expected);
    await page.screenshot({ path: join(SHOTS, 'broadcast-live-season-card.png') });
  });

  it('logged no console errors and no page errors throughout', () => {
    expect(opened.errors).toEqual([]);
  });
});
