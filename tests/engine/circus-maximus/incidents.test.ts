import { describe, expect, test } from 'vitest';
import { wheelHit } from '../../../src/engine/rulesets/circus-maximus/flips.ts';
import type { Obstacle } from '../../../src/engine/rulesets/circus-maximus/state.ts';
import { one, ofType, SPEC, scenario, speeds } from './scenario.ts';

const DM0 = SPEC.replace('dm=1', 'dm=0');
/** A cheap chariot (team speed 16, CDM 1) with points left for any blades. */
const blades = (b: string) => `horses=5,4,3,4 dm=1 dh=2 whip=none wheels=6,6 end=20 blades=${b}`;
const cause = { kind: 'lash' as const, rule: 'test', what: 'a test blow', side: -1 as const };

describe('unbalanced scythe blades (seed)', () => {
  // Lane 1's corner begins at square 48, safe speed 8: speed 10 is 2 over. 13 − CDM 1 = 12 would
  // be jostled; unbalanced blades add 2: 14, a horse hurt.
  test.each([
    ['scythe,none', 'one-sided', 14, 'horse-injury'],
    ['long,scythe', 'mixed', 14, 'horse-injury'],
    ['scythe,scythe', 'balanced', 12, 'jostled'],
  ])('blades %s (%s): corner strain total %i → %s', (text, _kind, total, outcome) => {
    const unbalanced = total === 14;
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 46, specText: blades(text) },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1], [4, 4, 5], ...(unbalanced ? [[1, 1]] : [])],
      speeds({ a: 10, b: 0 }),
    );
    const ev = s.turn();
    const roll = one(ev, 'corner-strain').rolls![0]!;
    expect(roll.modifiers).toEqual([
      { kind: 'cdm', chariot: 'a', source: 'a CDM', value: -1 },
      ...(unbalanced
        ? [{ kind: 'unbalanced-blades', source: 'blades on one wheel or mixed', value: 2 }]
        : []),
    ]);
    expect([roll.total, roll.outcome]).toEqual([total, outcome]);
    expect(s.dice.remaining).toBe(0);
  });

  test.each([
    ['scythe,none', 2, 'strained', 3],
    ['none,long', 2, 'strained', 3],
    ['none,none', 3, 'safe', 2],
  ])(
    'blades %s: the flip check is 2d6 − 1 when unbalanced (3 rolled → %i)',
    (text, total, result, damage) => {
      const s = scenario(
        [
          { id: 'a', lane: 2, sq: 10, specText: blades(text) },
          { id: 'b', lane: 5, sq: 10 },
        ],
        [[2, 1]],
      );
      wheelHit(s.race.ctx, s.chariot('a'), 'left', 2, cause, true);
      const check = one(s.race.events, 'flip-check').rolls![0]!;
      expect(check.total).toBe(total);
      expect(check.outcome).toContain(result === 'safe' ? 'safe' : 'one more wheel hit');
      expect(s.chariot('a').wheels.left).toBe(damage);
    },
  );
});

describe('running over a wreck (house table)', () => {
  // A wreck fills lane 1 squares 11-12; b in lane 2 shuts the way round, so a must run over it.
  const wreck: Obstacle = { kind: 'wreck', chariot: 'x', lane: 1, sq: 12, seq: 0, turn: 0 };
  const over = (script: number[][], obstacle: Obstacle = wreck) => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: DM0 },
        { id: 'b', lane: 2, sq: 11 },
      ],
      [[1], ...script],
      speeds({ a: 1, b: 0 }),
    );
    s.race.state.obstacles.push({ ...obstacle });
    return s;
  };

  test.each([
    [[3, 3], 'clean', (a: A) => a.jostle === 0 && a.wheels.left === 0],
    [[4, 3], 'jolt', (a: A) => a.jostle === 3],
    [[5, 5], 'wheel', (a: A) => a.wheels.left === 2 && a.status === 'racing'],
    [[6, 6], 'flip', (a: A) => a.status === 'wrecked'],
  ] as const)('2d6 − CDM of %j: %s', (dice, result, check) => {
    const more = result === 'wheel' ? [[6, 6]] : result === 'flip' ? [[1], [3]] : [];
    const s = over([[...dice], ...more]);
    const ev = s.turn();
    const cross = one(ev, 'wreck-cross');
    expect(cross.rule).toBe('circus-maximus.running-over-wrecks');
    expect(cross.effect!.summary).toContain("x's wreck");
    expect(cross.rolls![0]!.outcome).toBe(
      {
        clean: 'rides over cleanly',
        jolt: 'a jolt: jostled',
        wheel: 'wheel damage: 2 hits on a wheel',
        flip: 'the car flips on the wreckage',
      }[result],
    );
    expect(check(s.chariot('a'))).toBe(true);
    expect(s.dice.remaining).toBe(0);
  });

  test('a horse carcass counts as a wreck with −1 more', () => {
    const s = over([[4, 3]], { kind: 'carcass', chariot: 'x', lane: 1, sq: 11, seq: 0, turn: 0 });
    const ev = s.turn();
    const cross = one(ev, 'wreck-cross');
    expect(cross.rule).toBe('circus-maximus.horse-carcasses');
    expect(cross.rolls![0]!.modifiers).toEqual([{ kind: 'carcass', source: 'horse carcass', value: -1 }]);
    expect(cross.rolls![0]!.total).toBe(6);
    expect(s.chariot('a').jostle).toBe(0);
  });

  test('with a free lane beside it the driver steers round the wreck instead', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1]],
      speeds({ a: 3, b: 0 }),
    );
    s.race.state.obstacles.push({ ...wreck });
    const ev = s.turn();
    expect(ofType(ev, 'wreck-cross')).toHaveLength(0);
    expect(s.chariot('a').lane).toBe(2);
  });
});

type A = ReturnType<ReturnType<typeof scenario>['chariot']>;

describe('runaway teams and dragged drivers (house)', () => {
  const wreckedWith = (driver: 'dragged' | 'down', more: Partial<A> = {}) =>
    ({
      id: 'b',
      lane: 5,
      sq: 10,
      status: 'retired',
      driver,
      team: 'runaway',
      ...more,
    }) as const;

  test('a dragged driver takes half a die of hits, then cuts himself free on 4+ with his knife', () => {
    const s = scenario(
      [{ id: 'a', lane: 1, sq: 10 }, wreckedWith('dragged')],
      [[2, 3], [3], [4]],
      speeds({ a: 0 }),
    );
    const ev = s.turn();
    expect(one(ev, 'runaway').path!.length).toBe(6); // 5 squares run
    const dragged = one(ev, 'dragged');
    expect(dragged.rolls![0]!.outcome).toBe('2 hits (one half, rounded up)');
    const cut = one(ev, 'cut-free');
    expect(cut.rolls![0]!.outcome).toBe('cut free');
    const onFoot = ofType(ev, 'on-foot')[0]!;
    expect(onFoot.effect!.summary).toContain('cut free');
    // he lands on the square behind his team, and the log says so
    expect(onFoot.at).toEqual({ b: { lane: s.chariot('b').lane, sq: s.chariot('b').sq - 1 } });
    const b = s.chariot('b');
    expect([b.driver, b.driverHits, b.team]).toEqual(['on-foot', 2, 'runaway']);
    expect(s.dice.remaining).toBe(0);
  });

  test('under 4 he stays tangled; without a knife he cannot even try', () => {
    const s = scenario(
      [{ id: 'a', lane: 1, sq: 10 }, wreckedWith('dragged')],
      [[1, 1], [1], [3]],
      speeds({ a: 0 }),
    );
    const ev = s.turn();
    expect(ofType(ev, 'dragged').map((e) => e.rule)).toEqual([
      'circus-maximus.dragged-driver',
      'circus-maximus.cut-free',
    ]);
    expect(s.chariot('b').driver).toBe('dragged');
    const bare = scenario(
      [{ id: 'a', lane: 1, sq: 10 }, wreckedWith('dragged', { smallKnife: false })],
      [[1, 1], [1]],
      speeds({ a: 0 }),
    );
    const none = bare.turn();
    expect(ofType(none, 'cut-free')).toHaveLength(0);
    expect(bare.dice.remaining).toBe(0);
  });

  test('runaway teams run 2d6 squares a turn and are caught after 3 turns; a dragged driver is freed then', () => {
    const s = scenario(
      [{ id: 'a', lane: 1, sq: 10 }, wreckedWith('dragged', { runawayTurns: 2 })],
      [[3, 4], [1], [1]],
      speeds({ a: 0 }),
    );
    const first = s.turn();
    expect(one(first, 'runaway').rolls![0]!.outcome).toBe('runs 7 of 7 squares');
    expect(s.chariot('b').sq).toBe(17);
    const second = s.turn();
    const caught = one(second, 'runaway');
    expect(caught.effect!.summary).toContain('attendants catch');
    expect(caught.rolls ?? []).toEqual([]);
    expect(ofType(second, 'on-foot')[0]!.effect!.summary).toContain('the attendants free him');
    const b = s.chariot('b');
    expect([b.team, b.driver, b.sq, b.driverHits]).toEqual(['stopped', 'on-foot', 17, 1]);
    expect(s.dice.remaining).toBe(0);
  });

  test('a dead driver dragged behind a caught team is a body, not a man on foot', () => {
    const s = scenario(
      [{ id: 'a', lane: 1, sq: 10 }, wreckedWith('dragged', { runawayTurns: 3, driverHits: 8 })],
      [],
      speeds({ a: 0 }),
    );
    const ev = s.turn();
    expect(ofType(ev, 'on-foot')).toHaveLength(0);
    expect(one(ev, 'dragged').effect!.summary).toContain('body');
    expect([s.chariot('b').driver, s.chariot('b').foot]).toEqual(['down', null]);
  });

  test('in mud a dragged driver takes a third of the die, and a man on foot runs a square per three hits left', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        wreckedWith('dragged'),
        {
          id: 'c',
          lane: 3,
          sq: 30,
          status: 'wrecked',
          driver: 'on-foot',
          team: 'stopped',
          foot: { lane: 3, sq: 29 },
        },
      ],
      [[1, 1], [3], [1]],
      speeds({ a: 0 }),
      { weather: true, startWeather: 'mud' },
    );
    const ev = s.turn();
    expect(ofType(ev, 'dragged')[0]!.rolls![0]!.outcome).toBe('1 hit (one third, rounded up)');
    expect(one(ev, 'on-foot').effect!.summary).toBe("c's driver runs 3 squares toward the wall");
    expect(one(ev, 'on-foot').rule).toBe('circus-maximus.driver-on-foot');
    expect(s.chariot('c').foot).toEqual({ lane: 6, sq: 29 });
    // the log says where he has got to, for the viewer to run him there
    expect(one(ev, 'on-foot').at).toEqual({ c: { lane: 6, sq: 29 } });
    expect(s.dice.remaining).toBe(0);
  });

  test('a man on foot who reaches the wall is logged at the outer lane, then no longer runs', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        {
          id: 'c',
          lane: 6,
          sq: 30,
          status: 'wrecked',
          driver: 'on-foot',
          team: 'stopped',
          foot: { lane: 6, sq: 29 },
        },
      ],
      [],
      speeds({ a: 0 }),
    );
    const ev = s.turn();
    const run = one(ev, 'on-foot');
    expect(run.effect!.summary).toBe("c's driver reaches the wall and climbs to safety");
    expect(run.at).toEqual({ c: { lane: 8, sq: 29 } });
    expect(s.chariot('c').foot).toBeNull();
    expect(ofType(s.turn(), 'on-foot')).toHaveLength(0);
  });

  test('a runaway team stops short of a chariot in its way', () => {
    const s = scenario([{ id: 'a', lane: 5, sq: 14 }, wreckedWith('down')], [[6, 6]], speeds({ a: 0 }));
    const ev = s.turn();
    expect(one(ev, 'runaway').rolls![0]!.outcome).toBe('runs 2 of 12 squares');
    expect(s.chariot('b').sq).toBe(12);
  });
});
