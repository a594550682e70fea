import { describe, expect, test } from 'vitest';
import { parseLog } from '../../../src/engine/log/parse.ts';
import type { PlacePoint, RaceEvent, RaceLog } from '../../../src/engine/log/schema.ts';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { expectInvariantsKept } from '../invariants/race-invariants.ts';

export function run(seed: number): RaceLog {
  const result = simulate({ ruleset: 'hippodrome', seed });
  if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
  return result.value;
}

/**
 * The invariants of one race, read from its log alone: it ends after the last lap or when one team
 * (or none) is left; after every event the places of the teams still racing are 1..n; each
 * movement starts where the team stood and never runs backwards; at the end of every phase the
 * order on the track is the order of the places; wrecks lie where their teams last stood.
 */
export function checkRace(seed: number, log: RaceLog): void {
  const where = `seed ${seed}`;
  const laps = log.header.options['laps'] as number;
  const ids = log.header.entrants.map((e) => e.id);
  expect(ids.length, where).toBe(4);
  // The start takes a turn (two when Favori de l'empereur restarts it), then one turn per phase.
  const starts = log.events.some((e) => e.type === 'restart') ? 2 : 1;
  expect(log.footer.turns, `${where}: one turn per phase`).toBeLessThanOrEqual(starts + 4 * laps);
  const status = new Map(ids.map((id) => [id, 'racing']));
  const place = new Map<string, number | null>(ids.map((id) => [id, null]));
  const pos = new Map<string, PlacePoint>(log.header.entrants.map((e) => [e.id, e.start as PlacePoint]));
  let placed = false;
  const checkOrder = (turn: number): void => {
    const racing = ids.filter((id) => status.get(id) === 'racing');
    const byPlace = [...racing].sort((a, b) => place.get(a)! - place.get(b)!);
    const byTrack = [...racing].sort((a, b) => pos.get(b)!.station! - pos.get(a)!.station!);
    expect(byTrack, `${where}: order on the track after turn ${turn}`).toEqual(byPlace);
  };
  // Who of each wreck is still alive, by name ('driver', 'horse 3'): trampling rolls for exactly those.
  const alive = new Map<string, string[]>();
  const saved = (e: RaceEvent, prefix: string) =>
    (e.rolls ?? [])
      .filter((r) => r.purpose.startsWith(prefix))
      .map((r) => ({ who: r.purpose.slice(prefix.length), lives: r.outcome === 'survives' }));
  // Event cards drawn since the deck was last made (30 at the start), and its size then.
  let drawn = 0;
  let deck = 30;
  let turn = 0;
  for (const e of log.events) {
    if (e.type === 'draw' && e.effect!.summary !== 'draws nothing')
      drawn += e.effect!.summary.split(' and ').length;
    if (e.type === 'reshuffle') {
      expect(
        drawn,
        `${where} seq ${e.seq}: the deck is reshuffled only once it ran out`,
      ).toBeGreaterThanOrEqual(deck - 1);
      deck = Number(/the (\d+) discarded/.exec(e.effect!.summary)?.[1] ?? 1);
      expect(e.rolls?.length ?? 0, `${where} seq ${e.seq}: one die per card shuffled`).toBe(deck - 1);
      drawn = 0;
    }
    expect(
      drawn,
      `${where} seq ${e.seq}: no card is drawn from an empty deck unannounced`,
    ).toBeLessThanOrEqual(deck);
    if (e.type === 'survival')
      alive.set(
        e.chariots[0]!,
        saved(e, 'survival: ')
          .filter((x) => x.lives)
          .map((x) => x.who),
      );
    if (e.type === 'trample') {
      const rolled = saved(e, 'trampling: ');
      expect(
        rolled.map((x) => x.who),
        `${where} seq ${e.seq}: the survivors of ${e.chariots[0]}'s wreck, each under its own name`,
      ).toEqual(alive.get(e.chariots[0]!));
      alive.set(
        e.chariots[0]!,
        rolled.filter((x) => x.lives).map((x) => x.who),
      );
    }
    if (e.turn !== turn) {
      if (placed) checkOrder(turn);
      turn = e.turn;
    }
    for (const [id, c] of Object.entries(e.effect?.condition ?? {})) {
      status.set(id, c.status);
      place.set(id, c.attrs['place'] as number | null);
    }
    if (e.type === 'start-order') placed = true;
    // Once the first team finishes, the finishers keep their final places (checked below).
    if (placed && ![...status.values()].includes('finished')) {
      const racing = ids.filter((id) => status.get(id) === 'racing');
      const places = racing.map((id) => place.get(id)).sort();
      expect(places, `${where} seq ${e.seq}: places of the teams racing`).toEqual(
        racing.map((_, i) => i + 1),
      );
    }
    if (e.path) {
      const id = e.chariots[0]!;
      const [first, ...rest] = e.path as Array<PlacePoint & { f: number }>;
      const { f: _f, ...start } = first!;
      expect(start, `${where} seq ${e.seq}: ${id} moves from where it stood`).toEqual(pos.get(id));
      let prev = first!;
      for (const p of rest) {
        expect(p.station!, `${where} seq ${e.seq}: ${id} never runs backwards`).toBeGreaterThanOrEqual(
          prev.station!,
        );
        prev = p;
      }
      const { f: _g, ...end } = prev;
      pos.set(id, end);
    }
    if (e.at) {
      for (const [id, p] of Object.entries(e.at))
        expect(p, `${where} seq ${e.seq}: ${id} is where the log last left it`).toEqual(pos.get(id));
    }
  }
  const racing = ids.filter((id) => status.get(id) === 'racing');
  expect(racing, `${where}: nobody is left racing`).toEqual([]);
  const lapsRun = log.events.filter((e) => e.type === 'lap').length;
  const finishers = ids.filter((id) => status.get(id) === 'finished');
  if (lapsRun < laps)
    expect(finishers.length, `${where}: an early end leaves at most one team`).toBeLessThanOrEqual(1);
  else expect(log.footer.turns).toBe(starts + 4 * laps);
  expect(log.footer.finishingOrder.length).toBe(finishers.length);
  expect(log.footer.winner).toBe(log.footer.finishingOrder[0] ?? null);
  for (const w of log.footer.wrecks) {
    expect(status.get(w.chariot), where).toBe('wrecked');
    expect(w.at, `${where}: ${w.chariot}'s wreck stays where it crashed`).toEqual(pos.get(w.chariot));
  }
  expect(log.footer.wrecks.length).toBe(ids.filter((id) => status.get(id) === 'wrecked').length);
  // The invariants every race keeps, whatever its ruleset (tests/engine/invariants).
  expectInvariantsKept(where, log);
  const text = serializeLog(log);
  const parsed = parseLog(text);
  if (!parsed.ok) throw new Error(`${where}: ${parsed.error.message}`);
  expect(serializeLog(parsed.value) === text, `${where}: round trip`).toBe(true);
}

/** The property tests over seeds [from, to): split over files so they run on both cores. */
export function propertiesOverSeeds(from: number, to: number): void {
  describe(`hippodrome over seeds ${from}-${to - 1}`, () => {
    test('never throws, always ends, places a permutation of the teams racing, a consistent track', () => {
      for (let seed = from; seed < to; seed++) checkRace(seed, run(seed));
    });

    test('deterministic: the same seed gives the same bytes', () => {
      for (let seed = from; seed < to; seed += 50)
        expect(serializeLog(run(seed))).toBe(serializeLog(run(seed)));
    });
  });
}
