import { describe, expect, test } from 'vitest';
import type { AttackChoice } from '../../../src/engine/rulesets/circus-maximus/ai.ts';
import { horseHit } from '../../../src/engine/rulesets/circus-maximus/wounds.ts';
import { trackMud } from '../../../src/engine/rulesets/circus-maximus/weather.ts';
import { type Drivers, ofType, one, scenario, SPEC, speeds } from './scenario.ts';

const DM0 = SPEC.replace('dm=1', 'dm=0');
const LIGHT = SPEC.replace('weight=normal', 'weight=light');
const cause = { kind: 'lash' as const, rule: 'test', what: 'a test blow', side: -1 as const };

/** Chariot `a` tries this attack on the first rival in reach on every square. */
const always =
  (kind: AttackChoice['kind'], part: AttackChoice['part']): Drivers['attack'] =>
  (c, _ctx, _left, reach) =>
    c.id === 'a' && reach.length > 0
      ? { kind, part, target: reach[0]!.target, side: reach[0]!.side, reason: 'test' }
      : null;

describe('weather (seed)', () => {
  test('in the rain the weather is checked every other turn from turn 2, until it clears', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [
        [1],
        { faces: [3], purpose: 'weather check' },
        [1],
        [1],
        { faces: [1], purpose: 'weather check' },
        [1],
        [1],
        [1],
      ],
      speeds({ a: 0, b: 0 }),
      { weather: true, startWeather: 'rain' },
    );
    const ev = [1, 2, 3, 4, 5, 6].flatMap(() => s.turn());
    const checks = ofType(ev, 'weather-check');
    expect(checks.map((e) => [e.turn, e.effect!.summary])).toEqual([[2, 'it keeps raining']]);
    expect(checks[0]!.rule).toBe('circus-maximus.weather');
    expect(checks[0]!.rolls![0]).toMatchObject({
      table: 'circus-maximus.weather-table.subsequent',
      row: '2-6',
    });
    const changes = ofType(ev, 'weather');
    expect(changes.map((e) => [e.turn, e.weather])).toEqual([[4, { sky: 'clear', mud: 0 }]]);
    expect(s.race.ctx.teamSpeed(s.chariot('a'))).toBe(16);
    expect(s.dice.remaining).toBe(0);
  });

  test('unsettled skies (a 2 before the race): rerolled on the initial column as the leader starts a lap', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [
        { faces: [2], purpose: 'weather, before the race' },
        [1],
        { faces: [4], purpose: 'weather, rain reroll' },
      ],
      speeds({}),
      { weather: true },
    );
    const ctx = s.race.ctx;
    expect([ctx.state.weather.sky, ctx.state.unsettled]).toEqual(['overcast', true]);
    s.race.state.turn = 5;
    s.chariot('a').sq = 60;
    trackMud(ctx); // first corner done: no rain, nothing rolled
    expect(s.dice.remaining).toBe(2);
    s.chariot('a').sq = 110;
    trackMud(ctx); // the second corner was run dry; then the new lap's reroll brings rain
    const lap = ofType(s.race.events, 'weather');
    expect(lap.map((e) => e.weather)).toEqual([{ sky: 'rain', mud: 0 }]);
    expect(lap[0]!.rolls!.map((r) => r.total)).toEqual([1, 4]);
    // Both dice read the initial column: 1 is rain, the reroll's 4 (not another 1) means no mud.
    expect(lap[0]!.rolls!.map((r) => [r.table, r.row])).toEqual([
      ['circus-maximus.weather-table.initial', '1'],
      ['circus-maximus.weather-table.initial', '3-6'],
    ]);
    expect([ctx.state.unsettled, ctx.state.rainCorners]).toEqual([false, {}]);
    s.chariot('a').sq = 160;
    trackMud(ctx);
    expect(ctx.state.weather.mud).toBeCloseTo(1 / 3, 3);
    expect(s.dice.remaining).toBe(0);
  });

  test('a wet lane change: a light chariot slides on a lane on 5-6, a normal one only on 6', () => {
    const wet = (specText: string, face: number) => {
      const s = scenario(
        [
          { id: 'a', lane: 2, sq: 10, specText },
          { id: 'b', lane: 7, sq: 10 },
        ],
        [[1], { faces: [face], purpose: 'a: lane change in the wet' }],
        {
          speed: (c) => ({ speed: c.id === 'a' ? 2 : 0, strain: false, lane: 3, reason: 'test' }),
          attack: () => null,
        },
        { weather: true, startWeather: 'rain' },
      );
      return { s, ev: s.turn() };
    };
    const light = wet(LIGHT, 5);
    expect(one(light.ev, 'wet-lane-change').rolls![0]!.outcome).toBe('slides on a lane');
    expect(one(light.ev, 'wet-lane-change').rule).toBe('circus-maximus.rain');
    expect(one(light.ev, 'sideslip').effect!.summary).toContain('a wet lane change');
    expect(light.s.chariot('a').lane).toBe(4);
    const normal = wet(SPEC, 5);
    expect(one(normal.ev, 'wet-lane-change').rolls![0]!.target).toEqual({ op: '>=', value: 6 });
    expect(ofType(normal.ev, 'sideslip')).toHaveLength(0);
    expect(normal.s.chariot('a').lane).toBe(3);
  });
});

describe('each optional rule switched off no longer applies', () => {
  test('dust: a pouch bought is never thrown, and the move goes on', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC} dust` },
        { id: 'b', lane: 2, sq: 10 },
      ],
      [[1]],
      { ...speeds({ a: 2, b: 0 }), attack: always('dust', 'driver') },
      { dust: false },
    );
    const ev = s.turn();
    expect(ofType(ev, 'dust')).toHaveLength(0);
    expect(ofType(ev, 'decision')).toHaveLength(0);
    expect(s.chariot('a').sq).toBe(12);
  });

  test('knife: neither knife is thrown, but the small knife still cuts a dead horse free', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC} knife` },
        { id: 'b', lane: 2, sq: 10 },
      ],
      [[6, 6], [1]],
      { ...speeds({ a: 2, b: 0 }), attack: always('knife', 'driver') },
      { knife: false },
    );
    horseHit(s.race.ctx, s.chariot('a'), -1, 1, cause);
    const ev = s.turn();
    expect(ofType(ev, 'knife')).toHaveLength(0);
    expect(one(ev, 'cut-free').chariots).toEqual(['a']);
    expect([s.chariot('a').knife, s.chariot('a').smallKnife]).toEqual([false, true]);
  });

  test('spear: no thrust, and no own-spear check when ramming', () => {
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10, specText: `${DM0} spear` },
        { id: 'b', lane: 3, sq: 10 },
      ],
      [[1], [1, 1], [3, 3, 3]],
      {
        ...speeds({ a: 1, b: 0 }),
        attack: (c, _ctx, _left, reach) =>
          c.id === 'a' && reach.length > 0
            ? { kind: 'ram', part: 'car', target: reach[0]!.target, side: reach[0]!.side, reason: 'test' }
            : null,
      },
      { spear: false },
    );
    const ev = s.turn();
    expect(ofType(ev, 'spear-check')).toHaveLength(0);
    expect(ofType(ev, 'spear')).toHaveLength(0);
    expect(one(ev, 'ram-result').rolls![0]!.outcome).toContain('glancing');
    expect(s.dice.remaining).toBe(0);
  });

  test('spear: a forced thrust is refused when the rule is off', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${DM0} spear` },
        { id: 'b', lane: 2, sq: 10 },
      ],
      [[1]],
      { ...speeds({ a: 2, b: 0 }), attack: always('spear', 'driver') },
      { spear: false },
    );
    const ev = s.turn();
    expect(ofType(ev, 'spear')).toHaveLength(0);
    expect(ofType(ev, 'decision')).toHaveLength(0);
    expect(s.chariot('a').sq).toBe(12); // no MF spent on it
    expect(s.dice.remaining).toBe(0);
  });

  test('carcasses: a dead horse cut free leaves nothing on the track', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[6, 6], [1]],
      speeds({ a: 2, b: 0 }),
      { carcasses: false },
    );
    horseHit(s.race.ctx, s.chariot('a'), -1, 1, cause);
    const ev = s.turn();
    expect(one(ev, 'cut-free').chariots).toEqual(['a']);
    expect(ofType(ev, 'carcass')).toHaveLength(0);
    expect(s.race.state.obstacles).toEqual([]);
  });

  test('critical horse hits: a hit is just a hit, with no roll', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [],
      speeds({}),
      { criticalHorseHits: false },
    );
    horseHit(s.race.ctx, s.chariot('a'), -1, 1, cause);
    const hit = one(s.race.events, 'horse-hit');
    expect([hit.rule, hit.rolls]).toEqual(['test', []]);
    expect(s.chariot('a').horses[0]!.hits).toBe(1);
  });

  test('first-turn acceleration: the first move runs the whole written speed', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1]],
      speeds({ a: 10, b: 0 }),
      { firstTurnAcceleration: false },
    );
    expect(ofType(s.turn(), 'acceleration')).toHaveLength(0);
    expect(s.chariot('a').sq).toBe(20);
  });

  test('voluntary straining: no S is written; the driver strains as his move begins', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1], { faces: [4], purpose: 'a: voluntary strain' }],
      {
        speed: (c) => ({ speed: c.id === 'a' ? 5 : 0, strain: c.id === 'a', lane: c.lane, reason: 'test' }),
        attack: () => null,
      },
      { voluntaryStraining: false },
    );
    const ev = s.turn();
    const written = ofType(ev, 'speed')[0]!;
    expect(written.rule).toBe('circus-maximus.turn-speed');
    expect(written.decision!.choice).toMatch(/^5,/);
    expect(one(ev, 'strain').rule).toBe('circus-maximus.strain');
    expect(s.chariot('a').sq).toBe(19);
    expect(s.dice.remaining).toBe(0);
  });

  test('weather: a setup asking for rain changes nothing: no weather, no wet rolls, full team speed', () => {
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10, specText: LIGHT },
        { id: 'b', lane: 7, sq: 10 },
      ],
      [[1]],
      {
        speed: (c) => ({ speed: c.id === 'a' ? 2 : 0, strain: false, lane: 3, reason: 'test' }),
        attack: () => null,
      },
      { weather: false, startWeather: 'rain' },
    );
    const ev = s.turn();
    expect(ofType(s.race.events, 'weather-check')).toHaveLength(0);
    expect(ofType(ev, 'wet-lane-change')).toHaveLength(0);
    expect(s.race.ctx.teamSpeed(s.chariot('a'))).toBe(16);
    expect(s.chariot('a').lane).toBe(3);
    expect(s.dice.remaining).toBe(0);
  });
});
