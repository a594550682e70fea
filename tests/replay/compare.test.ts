import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { fitField } from '../../src/replay/compare-field.ts';
import {
  buildProgressMap,
  progressAt,
  RACE_END,
  RUN_OUT_END,
  TIME_SHARE,
  timeAtProgress,
} from '../../src/replay/compare-progress.ts';
import { raceFacts, summarize } from '../../src/replay/compare-summary.ts';
import { compileReplay, type Replay } from '../../src/replay/compile.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { leaderLapsAt, trackMetres } from '../../src/replay/standings.ts';

const FIELD = defaultSetup(8);
const replays = new Map<string, Replay>();

function race(ruleset: string, seed = 7): Replay {
  const key = `${ruleset} ${seed}`;
  const known = replays.get(key);
  if (known) return known;
  const setup = ruleset === 'hippodrome' ? { chariots: FIELD.chariots.slice(0, 4) } : FIELD;
  const r = simulate({ ruleset, seed, setup });
  if (!r.ok) throw new Error(r.error.message);
  const c = compileReplay(r.value);
  if (!c.ok) throw new Error(c.error);
  replays.set(key, c.replay);
  return c.replay;
}

const mapOf = (r: Replay) => buildProgressMap(r.plan, r.winnerTime, r.laps);

/** The leader's distance as a fraction of the race to the winner's crossing, worked out here. */
function leaderFraction(r: Replay, t: number): number {
  const s = newSample();
  const furthest = (at: number) => {
    let best = Number.NEGATIVE_INFINITY;
    // Step back through the race: the leader's distance never goes back.
    for (let u = 0; u <= at + 1e-9; u += Math.max(0.25, at / 400))
      for (const c of r.plan.chariots)
        best = Math.max(best, trackMetres(sampleChariot(r.plan, c, u, s).station, 15));
    for (const c of r.plan.chariots)
      best = Math.max(best, trackMetres(sampleChariot(r.plan, c, at, s).station, 15));
    return best;
  };
  const from = furthest(0);
  return (furthest(t) - from) / (furthest(r.winnerTime) - from);
}

describe('race progress: one position for races of different rulesets', () => {
  const RULESETS = ['crudis', 'circus-maximus', 'aurigae', 'hippodrome'];

  for (const ruleset of RULESETS)
    test(`${ruleset}: the position rises from 0 at the start, 1 at the win, 2 at the end, and inverts`, () => {
      const r = race(ruleset);
      const map = mapOf(r);
      expect(Number.isFinite(r.winnerTime)).toBe(true);
      expect(progressAt(map, 0)).toBe(0);
      expect(progressAt(map, r.winnerTime)).toBeCloseTo(RACE_END, 9);
      // The run-out ends at 2; a race whose winner is the last to move (the Hippodrome's last
      // phase) has none.
      const end = r.plan.duration > r.winnerTime ? RUN_OUT_END : RACE_END;
      expect(progressAt(map, r.plan.duration)).toBeCloseTo(end, 9);
      let last = -1;
      for (let t = 0; t <= r.plan.duration; t += r.plan.duration / 97) {
        const x = progressAt(map, t);
        expect(x).toBeGreaterThan(last);
        last = x;
        expect(timeAtProgress(map, x)).toBeCloseTo(t, 6);
      }
    });

  test('the same position puts every ruleset’s leader at the same fraction of its race', () => {
    // Within the time share (5 %) and a little sampling.
    expect(TIME_SHARE).toBeLessThanOrEqual(0.05);
    const races = RULESETS.map((id) => race(id));
    const maps = races.map(mapOf);
    for (const x of [0.1, 0.25, 0.5, 0.75, 0.9]) {
      const fractions = races.map((r, i) => leaderFraction(r, timeAtProgress(maps[i]!, x)));
      for (const f of fractions)
        expect(Math.abs(f - x), `at ${x}: ${fractions.join(', ')}`).toBeLessThanOrEqual(0.06);
    }
  });

  test('at the same position the leaders have done the same share of their laps', () => {
    // A 2-lap Crudis race is done with its first lap near 0.5 (its finish is a station past lap 2),
    // a 7-lap Aurigae race with its fourth: laps completed over the race's laps agree within a lap.
    const crudis = race('crudis');
    const aurigae = race('aurigae');
    for (const x of [0.3, 0.6, 0.95]) {
      const a = leaderLapsAt(crudis.plan, timeAtProgress(mapOf(crudis), x)) / crudis.laps;
      const b = leaderLapsAt(aurigae.plan, timeAtProgress(mapOf(aurigae), x)) / aurigae.laps;
      expect(Math.abs(a - b), `at ${x}`).toBeLessThanOrEqual(1 / crudis.laps);
    }
  });

  test('small steps of position never jump far in time (stretches where the leader waits still play)', () => {
    const r = race('hippodrome');
    const map = mapOf(r);
    const step = 0.001;
    let t0 = timeAtProgress(map, 0);
    for (let x = step; x <= RACE_END; x += step) {
      const t1 = timeAtProgress(map, x);
      expect(t1 - t0).toBeLessThanOrEqual((step * r.winnerTime) / TIME_SHARE + 1e-6);
      t0 = t1;
    }
  });

  test('a race nobody wins stops short of the win and holds its end', () => {
    const r = race('crudis');
    // As if nobody crossed the line: the race part runs to the end, against the finish line.
    const map = buildProgressMap(r.plan, Number.POSITIVE_INFINITY, r.laps);
    expect(map.raceEnd).toBe(r.plan.duration);
    expect(map.reached).toBeGreaterThan(0.9);
    expect(map.reached).toBeLessThanOrEqual(1);
    expect(progressAt(map, r.plan.duration)).toBeCloseTo(map.reached, 9);
    expect(timeAtProgress(map, 1)).toBe(r.plan.duration);
    expect(timeAtProgress(map, 1.5)).toBe(r.plan.duration);
  });
});

describe('what differed', () => {
  test("each race's facts come from its log", () => {
    const r = race('crudis');
    const f = raceFacts(r.log, r.laps);
    const { footer } = r.log;
    expect(f.winner?.id).toBe(footer.winner);
    expect(f.winner?.name).toBe(r.log.header.entrants.find((e) => e.id === footer.winner)?.name);
    expect(f.turns).toBe(footer.turns);
    expect(f.winnerTurns).toBe(footer.results.find((x) => x.place === 1)?.finishedAt);
    expect(f.wrecked.map((c) => c.id)).toEqual(footer.wrecks.map((w) => w.chariot));
    expect(f.finishers).toBe(footer.finishingOrder.length);
    const incidents = r.log.events.filter((e) =>
      [
        'wreck',
        'ram',
        'collision',
        'whip-attack',
        'rip-wheels',
        'lose-control',
        'locked',
        'separate',
        'bounce',
        'damage',
      ].includes(e.type),
    ).length;
    expect(f.incidents).toBe(incidents);
    expect(f.incidentsPerLap).toBeCloseTo(incidents / r.laps, 9);
  });

  test('the summary says what differs and every chariot’s result in each race', () => {
    const a = race('crudis');
    const b = race('hippodrome');
    const s = summarize([a, b]);
    expect(s.races.map((f) => f.ruleset)).toEqual(['crudis', 'hippodrome']);
    expect(s.differs.winner).toBe(a.log.footer.winner !== b.log.footer.winner);
    expect(s.differs.turns).toBe(a.log.footer.turns !== b.log.footer.turns);
    // The whole field, in its order; the Hippodrome raced its first four only.
    expect(s.chariots.map((c) => c.id)).toEqual(a.log.header.entrants.map((e) => e.id));
    for (const [i, c] of s.chariots.entries()) {
      const inB = b.log.footer.results.find((x) => x.chariot === c.id);
      expect(c.results[1]!.kind).toBe(
        i < 4 ? (inB?.status === 'finished' ? 'place' : inB?.status) : 'absent',
      );
      const inA = a.log.footer.results.find((x) => x.chariot === c.id)!;
      expect(c.results[0]).toEqual(
        inA.status === 'finished' ? { kind: 'place', place: inA.place } : { kind: inA.status },
      );
    }
  });

  test('the same race twice differs in nothing', () => {
    const a = race('aurigae');
    const s = summarize([a, a]);
    expect(Object.values(s.differs)).toEqual([false, false, false, false, false]);
  });

  test('two seeds of one ruleset: a different winner is said', () => {
    const seeds = [7, 1, 2].map((seed) => race('crudis', seed));
    const other = seeds.find((r) => r.log.footer.winner !== seeds[0]!.log.footer.winner)!;
    expect(summarize([seeds[0]!, other]).differs.winner).toBe(true);
  });
});

describe('the field under each ruleset', () => {
  const setup = { chariots: FIELD.chariots, options: { laps: 3, dust: true } };
  test('a ruleset takes the field’s first chariots, up to its most', () => {
    const r = fitField(setup, { min: 4, max: 4, options: ['laps'] });
    expect(r.ok && r.value.setup.chariots).toEqual(FIELD.chariots.slice(0, 4));
    expect(r.ok && [r.value.racing, r.value.of]).toEqual([4, 8]);
  });
  test('options go to the rulesets that know them, and the others are named', () => {
    const r = fitField(setup, { min: 2, max: 12, options: ['laps', 'maxTurns'] });
    expect(r.ok && r.value.setup.options).toEqual({ laps: 3 });
    expect(r.ok && r.value.optionsLeftOut).toEqual(['dust']);
    expect(r.ok && r.value.setup.chariots).toHaveLength(8);
  });
  test('a field too small for a ruleset is refused, saying so', () => {
    const r = fitField({ chariots: FIELD.chariots.slice(0, 3) }, { min: 4, max: 4, options: [] });
    expect(r).toEqual({ ok: false, error: 'the field has 3 chariots and this ruleset takes at least 4' });
  });
});
