import { describe, expect, test } from 'vitest';
import type { AttackChoice } from '../../../src/engine/rulesets/circus-maximus/ai.ts';
import type { Reach } from '../../../src/engine/rulesets/circus-maximus/combat.ts';
import { type Drivers, ofType, one, scenario, SPEC, speeds } from './scenario.ts';

/** Chariot `a` makes one attack of this kind on the first rival in reach, then none. */
function attackOnce(kind: AttackChoice['kind'], part: AttackChoice['part']): Drivers['attack'] {
  let done = false;
  return (c, _ctx, _left, reach: readonly Reach[]) => {
    if (done || c.id !== 'a' || reach.length === 0) return null;
    done = true;
    return { kind, part, target: reach[0]!.target, side: reach[0]!.side, reason: 'test' };
  };
}

const DM0 = SPEC.replace('dm=1', 'dm=0');

describe('lash results', () => {
  // a (lane 2) lashes b (lane 1) alongside; the order die [1] puts b (speed 0) first.
  const lashB = (part: 'team' | 'driver', script: number[][], more: number[][] = []) =>
    scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 1, sq: 10 },
      ],
      [[1], ...script, ...more],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('lash', part) },
    );

  test('whip grabbed: 3 against 13 (column −6 or less), the defender tears the whip away', () => {
    const s = lashB('driver', [
      [1, 1],
      [6, 6],
    ]);
    const ev = s.turn();
    expect(one(ev, 'whip-attack').rolls![1]!.row).toContain('-6 or less');
    const grabbed = one(ev, 'whip-grabbed');
    // b, lashed, grabs a's whip (the acting chariot first).
    expect(grabbed.chariots).toEqual(['b', 'a']);
    expect(grabbed.effect?.summary).toBe("b grabs a's whip: a has no whip now");
    expect(grabbed.rule).toBe('circus-maximus.lash');
    expect(s.chariot('a').whip).toBe('none');
    expect(s.chariot('b').whip).toBe('regular');
    expect(s.dice.remaining).toBe(0);
  });

  test('speed loss: +2 on the team (column +1 to +2), 3 MF fewer on the next move', () => {
    const table = { a: 1, b: 0 };
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 1, sq: 10 },
      ],
      [[1], [4, 4], [3, 3], [1]],
      { ...speeds(table), attack: attackOnce('lash', 'team') },
    );
    const ev = s.turn();
    expect(one(ev, 'whip-attack').rolls![1]!.outcome).toBe('speed loss');
    expect(one(ev, 'speed-loss').chariots).toEqual(['b']);
    expect(s.chariot('b').speedLoss).toBe(3);
    table.a = 0;
    table.b = 5;
    s.turn();
    expect(s.chariot('b').sq).toBe(12); // 5 written, 3 lost
    expect(s.chariot('b').speedLoss).toBe(0);
    expect(s.dice.remaining).toBe(0);
  });

  test('forced brake: +3 on the driver (column +3 to +4), half the next move braked', () => {
    const table = { a: 1, b: 0 };
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 1, sq: 10 },
      ],
      [[1], [5, 5], [3, 4], [1]],
      { ...speeds(table), attack: attackOnce('lash', 'driver') },
    );
    const ev = s.turn();
    expect(one(ev, 'forced-brake').chariots).toEqual(['b']);
    table.a = 0;
    table.b = 6;
    const next = s.turn();
    expect(one(next, 'brake').effect!.summary).toContain('brakes 3 MF (a forced brake)');
    expect(s.chariot('b').endurance).toBe(37);
    expect(s.chariot('b').sq).toBe(13);
    expect(s.chariot('b').forcedBrake).toBe(false);
  });
});

describe('pouch of dust rows', () => {
  const dust = (table: number[], more: number[][] = []) =>
    scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC} dust` },
        { id: 'b', lane: 2, sq: 10 },
      ],
      [[1], [5, 5], table, ...more],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('dust', 'driver') },
    );

  test('6-8, eye wound: CDM −1 and straight on for two moves, even when he wants another lane', () => {
    const table: Record<string, number> = { a: 1, b: 0 };
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC} dust` },
        { id: 'b', lane: 2, sq: 10 },
      ],
      [[1], [5, 5], [3, 3], [1]], // 6 + CDM 1 = 7
      {
        speed: (c) => ({ speed: table[c.id]!, strain: false, lane: 4, reason: 'wants lane 4' }),
        attack: attackOnce('dust', 'driver'),
      },
    );
    const ev = s.turn();
    expect(one(ev, 'dust').rolls![1]!.row).toBe('6-8');
    expect(one(ev, 'eye-wound').chariots).toEqual(['b']);
    const b = s.chariot('b');
    expect(b.headWounds).toBe(1);
    expect(s.race.ctx.cdm(b)).toBe(0);
    expect(b.straightMoves).toBe(2);
    table.a = 0;
    table.b = 4;
    s.turn();
    expect([b.lane, b.sq, b.straightMoves]).toEqual([2, 14, 1]);
    expect(s.dice.remaining).toBe(0);
  });

  test('11, blinded: a driver hit, team speed halved and fixed until a 5 or 6', () => {
    const s = dust([5, 5], [[2], [4], [1], [5], [1]]); // 10 + CDM 1 = 11; critical hit 2
    const ev = s.turn();
    expect(one(ev, 'dust').rolls![1]!.outcome).toContain('blinded');
    const b = s.chariot('b');
    expect(b.blinded).toBe(true);
    expect(b.driverHits).toBe(1);
    // A wound like any other: the critical hit table follows (2: nothing more).
    expect(one(ev, 'driver-wound').rolls!.map((r) => [r.purpose, r.total])).toEqual([['b: critical hit', 2]]);
    expect(s.race.ctx.teamSpeed(b)).toBe(8); // 16 halved
    const second = s.turn();
    expect(one(second, 'blinded').rolls![0]!.outcome).toBe('still blinded');
    const third = s.turn();
    expect(one(third, 'blinded').rolls![0]!.outcome).toBe('sees again');
    expect(b.blinded).toBe(false);
    expect(s.race.ctx.teamSpeed(b)).toBe(16);
    expect(s.dice.remaining).toBe(0);
  });
});

describe('knife rows', () => {
  // a throws at b alongside (range 1): 1 − CDM 1 = 0 ≤ 3 hits; b has CDM 0 so the table total is the dice.
  test.each([
    ['3-6', 'major wound: three hits', [2, 2], [[3], [1]], (b: B) => b.driverHits === 3],
    ['7-9', 'minor wound: one hit', [4, 4], [[1]], (b: B) => b.driverHits === 1],
    ['10', 'minor horse hit', [5, 5], [[1, 1]], (b: B) => b.horses[0]!.hits === 1],
    ['11', 'major horse hit: one die of hits', [5, 6], [[2], [1, 1]], (b: B) => b.horses[0]!.hits === 2],
    ['12 or more', 'horse killed', [6, 6], [[1, 1]], (b: B) => b.horses[0]!.dead],
  ] as const)('row %s: %s', (row, _label, table, more, check) => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10, specText: `${SPEC} knife` },
        { id: 'b', lane: 2, sq: 10, specText: DM0 },
      ],
      [[1], [1], [...table], ...more.map((m) => [...m])],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('knife', 'driver') },
    );
    const ev = s.turn();
    const knife = one(ev, 'knife');
    expect(knife.rolls![1]!.row).toBe(row);
    expect(check(s.chariot('b'))).toBe(true);
    expect(s.chariot('a').knife).toBe(false);
    expect(s.chariot('a').smallKnife).toBe(true);
    expect(s.dice.remaining).toBe(0);
    // Every die thrown is in the log: the die of a major wound or horse hit too.
    const logged = ev.flatMap((e) => e.rolls ?? []).map((r) => `${r.purpose} ${r.faces}`);
    expect(logged).toEqual(s.dice.history.map((r) => `${r.purpose} ${r.faces}`));
  });

  test('the small knife: +1 on each die, and once thrown the driver cannot cut free', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 10 },
        { id: 'b', lane: 2, sq: 10, specText: DM0 },
      ],
      [[1], [4], [4, 4], [1]],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('knife', 'driver') },
    );
    const ev = s.turn();
    const roll = one(ev, 'knife').rolls![0]!;
    expect(roll.modifiers).toEqual([
      { kind: 'cdm', chariot: 'a', source: 'a CDM', value: -1 },
      { kind: 'small-knife', source: 'small knife, not meant for throwing', value: 1 },
    ]);
    expect(roll.total).toBe(4);
    expect(roll.outcome).toBe('misses');
    expect(s.chariot('a').smallKnife).toBe(false);
  });
});

type B = ReturnType<ReturnType<typeof scenario>['chariot']>;

describe('rams', () => {
  test('a successful evasion: 2d6 + CDM ≥ 11 and room outside, the defender slides away unhurt', () => {
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 3, sq: 10 },
      ],
      [[1], [5, 5]],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('ram', 'car') },
    );
    const ev = s.turn();
    const evade = one(ev, 'evasion');
    expect(evade.rolls![0]!.total).toBe(11);
    expect(evade.rolls![0]!.outcome).toBe('evades');
    expect(one(ev, 'sideslip').rule).toBe('circus-maximus.sideslip');
    expect(ofType(ev, 'ram-result')).toHaveLength(0);
    expect([s.chariot('b').lane, s.chariot('b').wheels]).toEqual([4, { left: 0, right: 0 }]);
    expect(s.dice.remaining).toBe(0);
  });

  test('no room to evade: the defender does not even roll', () => {
    const s = scenario(
      [
        { id: 'a', lane: 7, sq: 10 },
        { id: 'b', lane: 8, sq: 10 },
      ],
      [[1], [3, 3, 3]],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('ram', 'car') },
    );
    const ev = s.turn();
    expect(ofType(ev, 'evasion')).toHaveLength(0);
    expect(one(ev, 'ram-result').rolls![0]!.outcome).toContain('glancing');
  });

  test('the own-spear check when ramming: 2d6 − CDM ≥ 10 turns the spear on its owner', () => {
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10, specText: `${DM0} spear` },
        { id: 'b', lane: 3, sq: 10 },
      ],
      // own spear 10 → spear table 8 (minor wound) → critical 1; b fails to evade; glancing blow.
      [[1], [5, 5], [4, 4], [1], [1, 1], [3, 3, 3]],
      { ...speeds({ a: 1, b: 0 }), attack: attackOnce('ram', 'car') },
    );
    const ev = s.turn();
    const spear = ofType(ev, 'spear');
    expect(spear).toHaveLength(1);
    expect(spear[0]!.chariots).toEqual(['a']);
    expect(spear[0]!.rolls!.map((r) => r.outcome)).toEqual([
      'the spear turns on its owner',
      expect.stringContaining('minor wound'),
    ]);
    expect(s.chariot('a').driverHits).toBe(1);
    expect(s.dice.remaining).toBe(0);
  });

  test('the own-spear check when straining in a corner: every roll on the corner strain chart', () => {
    // a takes lane 1's corner at 10, 2 over its safe 8: the chart reads 6 (nothing), then 9 on
    // the own-spear check: under 10, the spear stays safe.
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 46, specText: `${DM0} spear` },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1], [1, 2, 3], [4, 5]],
      speeds({ a: 10, b: 0 }),
    );
    const ev = s.turn();
    const strain = one(ev, 'corner-strain');
    const check = one(ev, 'spear-check');
    expect(check.seq).toBe(strain.seq + 1);
    expect(check.rolls![0]!.purpose).toContain('straining in a corner');
    expect(check.rolls![0]!.outcome).toBe('the spear stays safe');
    expect(s.dice.remaining).toBe(0);
  });

  test('whipping the team on into a corner at its safe speed is no strain in the corner', () => {
    const s = scenario(
      [
        { id: 'a', lane: 1, sq: 46, specText: `${DM0} spear` },
        { id: 'b', lane: 5, sq: 10 },
      ],
      [[1], [2]],
      {
        speed: (c) => ({ speed: c.id === 'a' ? 3 : 0, strain: c.id === 'a', lane: c.lane, reason: 'test' }),
        attack: () => null,
      },
    );
    const ev = s.turn();
    expect(s.chariot('a').sq).toBe(51); // 3 + 2 strained; 5 is under lane 1's safe 8
    expect(ofType(ev, 'corner-strain')).toHaveLength(0);
    expect(ofType(ev, 'spear-check')).toHaveLength(0);
    expect(s.dice.remaining).toBe(0);
  });

  test('an involuntary ram: sideslipped into a rival, both cars take damage, the rammer first', () => {
    // a lashes b's team (+3: sideslip outward); b slides into c in lane 4.
    const s = scenario(
      [
        { id: 'a', lane: 2, sq: 10 },
        { id: 'b', lane: 3, sq: 10 },
        { id: 'c', lane: 4, sq: 10 },
      ],
      [[3], [2], [5, 5], [3, 4], [5, 5, 5], [3, 3], [6, 6], [3, 3, 3]],
      { ...speeds({ a: 1, b: 0, c: 0 }), attack: attackOnce('lash', 'team') },
    );
    const ev = s.turn();
    const hit = one(ev, 'collision');
    expect(hit.rule).toBe('circus-maximus.involuntary-ram');
    expect(hit.chariots).toEqual(['b', 'c']);
    const results = ofType(ev, 'ram-result');
    expect(results.map((e) => [e.rule, e.chariots])).toEqual([
      ['circus-maximus.damage-to-cars', ['c', 'b']],
      ['circus-maximus.wheel-damage', ['c', 'b']],
      ['circus-maximus.damage-to-cars', ['b', 'c']],
    ]);
    expect(s.chariot('b').wheels).toEqual({ left: 0, right: 2 }); // 6 on wheel damage → 2 hits
    expect(one(ev, 'flip-check').rolls![0]!.outcome).toContain('safe');
    expect(s.chariot('c').wheels).toEqual({ left: 0, right: 0 }); // 9: a glancing blow
    expect(s.chariot('b').lane).toBe(3);
    expect(s.dice.remaining).toBe(0);
  });
});
