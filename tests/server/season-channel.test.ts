import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { SeasonFile } from '../../src/engine/season/file.ts';
import { runSeason } from '../../src/engine/season/index.ts';
import type { EndMessage, SeasonMessage, Welcome } from '../../src/server/protocol.ts';
import { seasonSequence } from '../../src/server/sources.ts';
import { LiveFeed } from '../../src/ui/live.ts';
import { standingsBefore } from '../../src/ui/season/live-season.ts';
import { Client, closedAfterEach, relay, wsFactory } from './helpers.ts';

// `quadriga serve --season`: the relay runs a season's races one after another, and tells its
// viewers where each race stands in the season (the races before it, then it too once it has
// ended), so that a broadcast page can show the standings between races without a spoiler.

/** Three short Crudis races (four chariots, one lap): the field turns by one chariot each race. */
function season(): SeasonFile {
  const run = runSeason({
    ruleset: 'crudis',
    seed: 4,
    races: 3,
    field: { ...defaultSetup(4), options: { laps: 1 } },
  });
  if (!run.ok) throw new Error(run.error.message);
  return run.value;
}

const { relays: open, clients } = closedAfterEach();

describe('a season served as a channel', () => {
  test("its races go on air in order, each the season's own race, with the standings so far around each", async () => {
    const s = season();
    const r = await relay({ sequence: seasonSequence(s), season: s, races: 3, gap: 0.2, pace: 200 });
    open.push(r);
    const viewer = await Client.join(r.liveUrl);
    clients.push(viewer);
    await viewer.until((ms) => ms.filter((m) => m.type === 'end').length === 3, 60_000);

    const welcomes = viewer.messages.filter((m): m is Welcome => m.type === 'welcome');
    const ends = viewer.messages.filter((m): m is EndMessage => m.type === 'end');
    expect(welcomes.map((w) => w.header.seed)).toEqual(s.races.map((x) => x.seed));
    // Each race is the season's own: the same events (its digest) and the field in the season's order.
    expect(ends.map((e) => e.footer.digest)).toEqual(s.races.map((x) => x.log.footer.digest));
    expect(welcomes.map((w) => w.header.entrants.map((e) => e.id))).toEqual(s.races.map((x) => x.order));

    // Around each race: the races before it once it is announced, and it too once it has ended.
    const without = s.races.map(({ log, ...race }) => race);
    const told = viewer.messages.filter((m): m is SeasonMessage => m.type === 'season');
    expect(told.map((m) => [m.index, m.season.races.length])).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 3],
    ]);
    for (const m of told) {
      expect(m.race).toBe(welcomes[m.index]!.race);
      expect(m.total).toBe(3);
      expect(m.season.races).toEqual(without.slice(0, m.season.races.length));
      expect(m.season.field).toEqual(s.field);
      // Nothing of the races to come: no logs, no final standings.
      expect(Object.keys(m.season)).not.toContain('standings');
      expect(JSON.stringify(m)).not.toContain('"events"');
    }
    // Each race's end comes before the standings with it, and the next race's welcome after them.
    const order = viewer.messages.flatMap((m) =>
      m.type === 'end'
        ? ['end']
        : m.type === 'season'
          ? [`season ${m.season.races.length}`]
          : m.type === 'welcome'
            ? ['welcome']
            : [],
    );
    expect(order).toEqual([
      'welcome',
      'season 0',
      'end',
      'season 1',
      'welcome',
      'season 1',
      'end',
      'season 2',
      'welcome',
      'season 2',
      'end',
      'season 3',
    ]);
  });

  test('a viewer joining between races is told the standings with the race just run', async () => {
    const s = season();
    // The relay's clock stops 1.5 s into the gap after the first race: the late viewer joins between
    // races however slow the machine (the 3 s gap was all the margin).
    let stop = Number.POSITIVE_INFINITY;
    const r = await relay({
      sequence: seasonSequence(s),
      season: s,
      races: 3,
      gap: 3,
      pace: 200,
      now: () => Math.min(Date.now(), stop),
    });
    open.push(r);
    stop = r.current()!.endsAt + 1500;
    const first = await Client.join(r.liveUrl);
    clients.push(first);
    await first.until((ms) => ms.some((m) => m.type === 'end'), 30_000);
    // The first race is over; the second is announced and waits out its gap.
    const late = await Client.join(r.liveUrl);
    clients.push(late);
    await late.until((ms) => ms.some((m) => m.type === 'season'));
    const told = late.messages.find((m): m is SeasonMessage => m.type === 'season')!;
    const race = r.current()!;
    expect(told.race).toBe(race.race);
    expect(told.season.races).toHaveLength(race.ended ? told.index + 1 : told.index);
    expect(told.season.races.length).toBe(1);
  });

  test("the viewer's feed keeps where its race stands in the season, and says when the standings before it are due", async () => {
    const s = season();
    const r = await relay({ sequence: seasonSequence(s), season: s, races: 3, gap: 0.2, pace: 200 });
    open.push(r);
    // What the broadcast page would show before each race: the standings after the race before it.
    const before: Array<number | null> = [];
    const ended = new Set<string>();
    let done = (): void => {};
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const feed = new LiveFeed({
      url: r.liveUrl,
      socket: wsFactory,
      onChange: (f, change) => {
        if (change === 'reset') expect(f.log.season).toBeNull();
        if (change === 'end' && f.log.race) ended.add(f.log.race);
        if (change !== 'season') return;
        before.push(standingsBefore(f.log.season));
        if (ended.size === 3 && f.log.season?.season.races.length === 3) done();
      },
    }).start();
    await finished;
    feed.stop();
    // Race 1: nothing run before it, and none to show after its end (the results card does);
    // races 2 and 3: the standings after races 1 and 2.
    expect(before).toEqual([null, null, 0, null, 1, null]);
  });

  test('a relay restarted on its state file goes on with the season: the race on air is still its race', async () => {
    const s = season();
    const stateFile = join(mkdtempSync(join(tmpdir(), 'quadriga-season-')), 'relay.json');
    const options = { sequence: seasonSequence(s), season: s, races: 3, gap: 60, stateFile };
    const first = await relay(options);
    const id = first.current()!.race;
    await first.close();
    const again = await relay(options);
    open.push(again);
    expect(again.current()?.race).toBe(id);
    const viewer = await Client.join(again.liveUrl);
    clients.push(viewer);
    await viewer.until((ms) => ms.some((m) => m.type === 'season'));
    const told = viewer.messages.find((m): m is SeasonMessage => m.type === 'season')!;
    expect([told.race, told.index, told.total, told.season.races.length]).toEqual([id, 0, 3, 0]);
    rmSync(dirname(stateFile), { recursive: true, force: true });
  });
});
