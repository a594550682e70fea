import { describe, expect, test } from 'vitest';
import { runRace } from '../../../src/engine/kernel/run.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import { frontEdge } from '../../../src/engine/rulesets/circus-maximus/board.ts';
import { circusMaximus } from '../../../src/engine/rulesets/circus-maximus/definition.ts';
import { horseHit } from '../../../src/engine/rulesets/circus-maximus/wounds.ts';
import { trackMud } from '../../../src/engine/rulesets/circus-maximus/weather.ts';
import { one, ofType, SPEC, scenario, speeds } from './scenario.ts';

const attackOnce = (kind: 'lash' | 'ram' | 'dust' | 'knife' | 'spear', part: 'team' | 'driver' | 'car') => {
  let done = false;
  return (
    c: { id: string },
    _ctx: unknown,
    _left: number,
    reach: readonly { target: never; side: -1 | 1 }[],
  ) => {
    if (done || c.id !== 'a' || reach.length === 0) return null;
    done = true;
    return { kind, part, target: reach[0]!.target, side: reach[0]!.side, reason: 'test' };
  };
};

describe('set-up and the time limit', () => {
  const two = [
    { id: 'a', lane: 1, sq: 10 },
    { id: 'b', lane: 5, sq: 10 },
  ];
  test('each chariot is built (32 points or the classic set-up), then placed on the line', () => {
    const moon = scenario(two, [], speeds({}));
    expect(ofType(moon.race.events, 'specification').map((e) => e.rule)).toEqual([
      'circus-maximus.specification',
      'circus-maximus.specification',
    ]);
    expect(ofType(moon.race.events, 'place').map((e) => e.rule)).toEqual([
      'circus-maximus.set-up',
      'circus-maximus.set-up',
    ]);
    const classic = scenario(two, [], speeds({}), { setupMethod: 'classic-4' });
    expect(ofType(classic.race.events, 'specification')[0]!.rule).toBe('circus-maximus.classic-set-up');
  });

  test('a race still running after maxTurns ends: the chariots still racing retire, placed by how far they got', () => {
    const setup = resolveSetup({
      chariots: two.map((c) => ({ id: c.id, name: c.id })),
      options: { maxTurns: 1 },
    });
    if (!setup.ok) throw new Error(setup.error.message);
    const run = runRace(circusMaximus, { setup: setup.value, seed: 5 });
    if (!run.ok) throw new Error(run.error.message);
    const { events, footer } = run.value.log;
    const retired = ofType(events, 'retire');
    expect(retired.map((e) => [e.chariots[0], e.rule, e.t, e.effect!.summary])).toEqual([
      ['a', 'circus-maximus.time-limit', 2, 'a is still racing after 1 turns: retired'],
      ['b', 'circus-maximus.time-limit', 2, 'b is still racing after 1 turns: retired'],
    ]);
    const progress = (id: string) => {
      const c = run.value.race.state.chariots.find((x) => x.id === id)!;
      return frontEdge(c.lane, c.sq);
    };
    const first = progress('a') >= progress('b') ? 'a' : 'b';
    expect(footer.results.map((r) => [r.chariot, r.place, r.status])).toEqual([
      [first, 1, 'retired'],
      [first === 'a' ? 'b' : 'a', 2, 'retired'],
    ]);
  });
});

describe('movement', () => {
  test('forward square by square; blocked ahead, the chariot changes lane outward for 1 MF', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 1, sq: 13 },
      ],
      [[1]],
      speeds({ a: 5, b: 0 }),
    );
    const ev = s.turn();
    const moves = ofType(ev, 'move').filter((e) => e.chariots[0] === 'a');
    const path = moves.flatMap((m) =>
      m.path!.map((p) => `${(p as { lane: number }).lane}/${(p as { sq: number }).sq}`),
    );
    expect(path).toEqual(['1/10', '1/11', '2/11', '2/12', '2/13', '2/14']);
    expect(moves.map((m) => m.rule)).toEqual(moves.map(() => 'circus-maximus.movement'));
    expect(one(ev, 'turn-start').rule).toBe('circus-maximus.move-order');
    expect(s.dice.remaining).toBe(0);
  });

  test('boxed in, the unused MF are braked and paid in endurance', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 1, sq: 12 },
        { id: 'c', lane: 2, sq: 11 },
      ],
      [[1], [1]],
      speeds({ a: 5, b: 0, c: 0 }),
    );
    const ev = s.turn();
    expect(one(ev, 'brake').effect!.summary).toContain('brakes 5 MF');
    expect(one(ev, 'brake').rule).toBe('circus-maximus.braking');
    expect(s.chariot('a').endurance).toBe(35);
  });

  test('a lane change inward costs 2 MF', () => {
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1]],
      {
        speed: (c) => ({ speed: c.id === 'a' ? 3 : 0, strain: false, lane: 1, reason: 'test' }),
        attack: () => null,
      },
    );
    s.turn();
    expect([s.chariot('a').lane, s.chariot('a').sq]).toEqual([1, 11]);
  });

  test('first-turn acceleration: the written speed less 2d6 − CDM', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[2], [3, 3], [1, 1]],
      speeds({ a: 10, b: 0 }),
      {
        firstTurnAcceleration: true,
      },
    );
    const ev = s.turn();
    expect(ofType(ev, 'acceleration')[0]!.rolls![0]!.total).toBe(5);
    expect(ofType(ev, 'acceleration')[0]!.rule).toBe('circus-maximus.first-turn-acceleration');
    expect(s.chariot('a').sq).toBe(15);
  });

  test('voluntary straining written as S: +1d6 MF for as much endurance', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1], [4]],
      {
        speed: (c) => ({ speed: c.id === 'a' ? 5 : 0, strain: c.id === 'a', lane: c.lane, reason: 'test' }),
        attack: () => null,
      },
    );
    const ev = s.turn();
    expect(ofType(ev, 'speed')[0]!.decision!.choice).toMatch(/^5S/);
    expect(ofType(ev, 'speed')[0]!.rule).toBe('circus-maximus.voluntary-straining');
    expect(one(ev, 'strain').rule).toBe('circus-maximus.voluntary-straining');
    expect(s.chariot('a').sq).toBe(19);
    expect(s.chariot('a').endurance).toBe(36);
  });

  test('a corner over the safe speed: endurance per point over, then the strain chart', () => {
    // Lane 1's corner begins at square 48; safe speed 8 for a normal chariot; speed 10 is 2 over.
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 46 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1], [5, 5, 5], [1, 1]],
      speeds({ a: 10, b: 0 }),
    );
    const ev = s.turn();
    const strain = one(ev, 'corner-strain');
    expect(strain.rolls![0]!.total).toBe(14); // 15 − CDM 1
    expect(strain.rolls![0]!.row).toBe('2 over');
    expect(strain.rolls![0]!.table).toBe('circus-maximus.corner-strain-chart');
    expect(strain.rule).toBe('circus-maximus.corner-strain');
    expect(s.chariot('a').endurance).toBe(38);
    const hurt = one(ev, 'horse-hit');
    expect(hurt.effect!.summary).toContain('horse 1 takes 1 hit');
    // The critical horse hit roll (2: no more) is read on the seed's table.
    expect(hurt.rule).toBe('circus-maximus.critical-horse-hits');
    expect(hurt.rolls![0]).toMatchObject({
      table: 'circus-maximus.critical-horse-hit-table',
      row: '8 or less',
    });
  });

  test("the finish line ends a chariot's race", () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 104 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1]],
      speeds({ a: 3, b: 0 }),
      { laps: 1 },
    );
    const ev = s.turn();
    expect(one(ev, 'finish').chariots).toEqual(['a']);
    expect(one(ev, 'finish').rule).toBe('circus-maximus.finish');
    expect(s.chariot('a').status).toBe('finished');
  });
});

describe('attacks', () => {
  test('lash the driver: 2d6 + CDM against 2d6 + CDM, the column gives the result', () => {
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 1, sq: 10 },
      ],
      [[1], [6, 6], [1, 1], [1]],
      {
        ...speeds({ a: 1, b: 0 }),
        attack: attackOnce('lash', 'driver') as never,
      },
    );
    const ev = s.turn();
    const lash = one(ev, 'whip-attack');
    expect(Object.keys(lash.at!)).toEqual(['a', 'b']);
    expect(lash.rolls![1]!.outcome).toContain('driver wound (2 hits)');
    expect(lash.rolls![1]).toMatchObject({ table: 'circus-maximus.lash-table', row: 'driver, +7 or more' });
    expect(s.chariot('b').driverHits).toBe(2);
    // Every wound rolls on the critical hit table (house): 1 is no further effect.
    const wound = one(ev, 'driver-wound');
    expect(wound.rule).toBe('circus-maximus.critical-hit');
    expect(wound.rolls![0]).toMatchObject({ table: 'circus-maximus.critical-hit-table', row: '1-3' });
  });

  test('ram the car: no evasion, damage to cars, wheel damage, flip check', () => {
    const heavy = `${SPEC.replace('weight=normal', 'weight=heavy')}`;
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10, specText: heavy },
        { id: 'b', lane: 3, sq: 10 },
      ],
      [[1], [1, 1], [5, 5, 5], [4, 4], [6, 6]],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('ram', 'car') as never },
    );
    const ev = s.turn();
    expect(one(ev, 'evasion').rolls![0]!.outcome).toBe('cannot get away');
    expect(one(ev, 'evasion').rule).toBe('circus-maximus.evasion');
    expect(one(ev, 'decision').rule).toBe('circus-maximus.ram');
    expect(one(ev, 'ram').rule).toBe('circus-maximus.ram-car');
    expect(ofType(ev, 'ram-result').map((e) => e.rule)).toEqual([
      'circus-maximus.damage-to-cars',
      'circus-maximus.wheel-damage',
    ]);
    expect(s.chariot('b').wheels.left).toBe(4); // 8 + 3 (heavy) = 11 → 4 hits on the wheel facing a
    expect(one(ev, 'flip-check').rolls![0]!.outcome).toContain('safe');
    expect(one(ev, 'flip-check').rule).toBe('circus-maximus.flip-check');
    expect(one(ev, 'flip-check').rolls![0]).toMatchObject({
      table: 'circus-maximus.flip-check-table',
      row: 'higher',
    });
  });

  test('ram the team: horse injury on the nearest horse, with a critical horse hit', () => {
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 3, sq: 10 },
      ],
      [[1], [1, 1], [4, 4], [5, 4]],
      {
        ...speeds({ a: 1, b: 0 }),
        attack: attackOnce('ram', 'team') as never,
      },
    );
    const ev = s.turn();
    expect(one(ev, 'ram').rule).toBe('circus-maximus.ram-team');
    const injury = one(ev, 'ram-result');
    expect(injury.rule).toBe('circus-maximus.horse-injury');
    expect(injury.rolls![0]).toMatchObject({ table: 'circus-maximus.horse-injury-table', row: '7-8' });
    // 8 → 2 hits, critical 9 → one more, on Horse One (the inside horse, nearest a).
    expect(s.chariot('b').horses[0]!.hits).toBe(3);
  });

  test('pouch of dust: 2d6 + CDM ≥ 10, then the dust table (9-10: sideslip two lanes away)', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC} dust` },
        { id: 'b', lane: 2, sq: 10 },
      ],
      [[1], [5, 5], [4, 5]],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('dust', 'driver') as never },
    );
    const ev = s.turn();
    expect(one(ev, 'dust').effect!.summary).toContain('swerves away');
    expect(one(ev, 'dust').rule).toBe('circus-maximus.pouch-of-dust');
    expect(one(ev, 'dust').rolls![1]).toMatchObject({ table: 'circus-maximus.dust-table', row: '9-10' });
    expect(one(ev, 'decision').rule).toBe('circus-maximus.dust');
    expect(ofType(ev, 'sideslip')).toHaveLength(2);
    expect(s.chariot('b').lane).toBe(4);
    expect(s.chariot('a').dust).toBe(false);
  });

  test('knife: one die a square of range − CDM ≤ 3; a 2 kills, leaving a dragged body and a runaway team', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC} knife` },
        { id: 'b', lane: 2, sq: 10, specText: SPEC.replace('dm=1', 'dm=0') },
      ],
      [[1], [1], [1, 1], [2, 2]],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('knife', 'driver') as never },
    );
    const ev = s.turn();
    expect(one(ev, 'knife').rolls!.map((r) => r.outcome)).toEqual([
      'hits',
      expect.stringContaining('killed'),
    ]);
    expect(one(ev, 'knife').rule).toBe('circus-maximus.knife');
    expect(one(ev, 'knife').rolls![1]).toMatchObject({
      table: 'circus-maximus.knife-table',
      row: '2 or less',
    });
    expect(s.chariot('b').driver).toBe('dragged');
    expect(s.chariot('b').team).toBe('runaway');
    expect(ofType(ev, 'runaway').map((e) => e.rule)).toContain('circus-maximus.runaway-team');
  });

  test('spear: 2d6 + CDM ≥ 10, then the spear table unmodified', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC.replace('dm=1', 'dm=0')} spear` },
        { id: 'b', lane: 2, sq: 10 },
      ],
      [[1], [6, 6], [3, 4], [2]],
      { ...speeds({ a: 2, b: 0 }), attack: attackOnce('spear', 'driver') as never },
    );
    const ev = s.turn();
    expect(one(ev, 'spear').rolls![1]!.outcome).toContain('minor wound');
    expect(one(ev, 'spear').rolls![1]).toMatchObject({ table: 'circus-maximus.spear-table', row: '7-9' });
    expect(s.chariot('b').driverHits).toBe(1);
  });
});

describe('horses, carcasses, weather', () => {
  test('a critical 12 kills the horse; cut free next move, it leaves a carcass', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[6, 6], [1]],
      speeds({ a: 2, b: 0 }),
    );
    horseHit(s.race.ctx, s.chariot('a'), -1, 1, { kind: 'lash', rule: 'test', what: 'test', side: -1 });
    expect(s.chariot('a').horses[0]!.dead).toBe(true);
    const ev = s.turn();
    expect(one(ev, 'cut-free').effect!.summary).toContain('endurance -10');
    expect(one(ev, 'carcass').at).toEqual({ a: { lane: 1, sq: 10 } });
    expect(s.race.state.obstacles).toHaveLength(1);
  });

  test("rain from the start: team speed −1; any chariot's third rainy corner brings mud", () => {
    // a leads from 1/100 (a corner already behind him) and stops there; b runs from 1/10 through
    // lane 1's corners (squares 48-52, 101-105, 154-158): mud comes with b's third.
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 100 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [],
      speeds({}),
      { weather: true, startWeather: 'rain' },
    );
    const ctx = s.race.ctx;
    const b = s.chariot('b');
    b.lane = 1;
    s.race.state.turn = 1;
    expect(ctx.teamSpeed(s.chariot('a'))).toBe(15);
    for (const sq of [53, 106]) {
      b.sq = sq;
      trackMud(ctx);
    }
    expect(ctx.state.weather.mud).toBeCloseTo(2 / 3, 3);
    s.chariot('a').sq = 110; // the leader's first rainy corner counts as one, not three
    trackMud(ctx);
    expect(ctx.state.weather.mud).toBeCloseTo(2 / 3, 3);
    b.sq = 159;
    trackMud(ctx);
    expect(ctx.state.weather).toEqual({ sky: 'rain', mud: 1 });
    expect(ofType(s.race.events, 'weather').at(-1)!.effect!.summary).toBe(
      'b completes a third corner in the rain: the track turns to mud',
    );
    expect(ctx.teamSpeed(s.chariot('a'))).toBe(14);
    expect(ctx.safeSpeed(s.chariot('a'), 1)).toBe(5);
    expect(ofType(s.race.events, 'weather').map((e) => e.weather!.mud)).toEqual([0.333, 0.667, 1]);
  });
});
