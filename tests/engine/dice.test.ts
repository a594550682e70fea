import { describe, expect, test } from 'vitest';
import {
  d6,
  d100,
  nDm,
  nextBelow,
  nextUint32,
  purpose,
  type RngState,
  ScriptExhaustedError,
  ScriptedDice,
  SeededDice,
  seedRng,
  threeD6,
  twoD6,
} from '../../src/engine/index.ts';

// Purposes by their English words: 'white dice', 'red die', 'order of moves', 'prize'.
const WHITE = purpose('crudis-white');
const RED = purpose('crudis-red');
const ORDER = purpose('cm-order');
const PRIZE = purpose('hippodrome-prize');

const rollMany = (dice: SeededDice, n: number, sides = 6): number[] =>
  Array.from({ length: n }, () => dice.roll(1, sides, ORDER)[0]!);

describe('xoshiro128**', () => {
  test('matches the reference implementation from state {1, 2, 3, 4}', () => {
    // Outputs of Blackman & Vigna's xoshiro128starstar.c; the first four are easy to check by hand.
    const expected = [
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ];
    let state: RngState = [1, 2, 3, 4];
    const got: number[] = [];
    for (let i = 0; i < expected.length; i++) {
      const [x, next] = nextUint32(state);
      got.push(x);
      state = next;
    }
    expect(got).toEqual(expected);
  });

  test('seeding never yields the all-zero state and differs across seeds', () => {
    const states = new Set<string>();
    for (let seed = 0; seed < 1000; seed++) {
      const s = seedRng(seed);
      expect(s.some((w) => w !== 0)).toBe(true);
      for (const w of s) expect(Number.isInteger(w) && w >= 0 && w <= 0xffff_ffff).toBe(true);
      states.add(s.join(','));
    }
    expect(states.size).toBe(1000);
  });

  test('nextBelow stays in [0, n) for awkward bounds', () => {
    let s = seedRng(5);
    for (const n of [1, 2, 3, 7, 1000, 0x8000_0001, 0x1_0000_0000]) {
      for (let i = 0; i < 200; i++) {
        const [v, next] = nextBelow(s, n);
        s = next;
        expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
      }
    }
    expect(() => nextBelow(s, 0)).toThrow(RangeError);
    expect(() => nextBelow(s, 1.5)).toThrow(RangeError);
  });
});

describe('SeededDice', () => {
  test('is deterministic per seed', () => {
    expect(rollMany(new SeededDice(42), 200)).toEqual(rollMany(new SeededDice(42), 200));
  });

  test('differs across seeds', () => {
    const a = rollMany(new SeededDice(1), 200);
    for (const seed of [0, 2, 3, 0xffff_ffff]) expect(rollMany(new SeededDice(seed), 200)).not.toEqual(a);
  });

  test.each([2, 3, 6, 10, 20, 100, 1000])('faces of a d%i are whole numbers in range', (sides) => {
    const dice = new SeededDice(sides);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      for (const f of dice.roll(3, sides, ORDER)) {
        expect(Number.isInteger(f) && f >= 1 && f <= sides).toBe(true);
        seen.add(f);
      }
    }
    // With 6000 faces every face of the small dice shows up.
    if (sides <= 100) expect(seen.size).toBe(sides);
  });

  // Chi-square critical values at p = 0.001 (standard tables): a fair die passes with a wide margin,
  // a biased draw (e.g. modulo bias or a stuck bit) fails. Fixed seeds keep the test deterministic.
  test.each([
    { sides: 6, rolls: 60_000, seed: 12345, critical: 20.515 }, // 5 degrees of freedom
    { sides: 20, rolls: 100_000, seed: 777, critical: 43.82 }, // 19
    { sides: 100, rolls: 200_000, seed: 2024, critical: 148.23 }, // 99
  ])('d$sides is roughly uniform (chi-square < $critical)', ({ sides, rolls, seed, critical }) => {
    const counts = new Array<number>(sides).fill(0);
    for (const f of rollMany(new SeededDice(seed), rolls, sides)) counts[f - 1]!++;
    const expected = rolls / sides;
    const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(critical);
  });

  test('history records purpose, dice and faces of every roll, in order', () => {
    const dice = new SeededDice(9);
    const a = dice.roll(2, 6, WHITE);
    const b = dice.roll(1, 100, purpose('aurigae-check', { id: 'scorpus' }));
    const c = dice.roll(3, 8, ORDER);
    expect(dice.history).toEqual([
      { purpose: 'white dice', dice: '2d6', faces: a },
      { purpose: 'scorpus: end-of-move check', dice: 'd100', faces: b },
      { purpose: 'order of moves', dice: '3d8', faces: c },
    ]);
  });

  test('refuses impossible dice', () => {
    const dice = new SeededDice(1);
    expect(() => dice.roll(0, 6, ORDER)).toThrow(RangeError);
    expect(() => dice.roll(1, 1, ORDER)).toThrow(RangeError);
    expect(() => dice.roll(1.5, 6, ORDER)).toThrow(RangeError);
    expect(dice.history).toEqual([]);
  });

  test('the generator state round-trips: a new source from state() continues the sequence', () => {
    const a = new SeededDice(31337);
    rollMany(a, 37);
    const saved = JSON.parse(JSON.stringify(a.state())) as RngState;
    const b = new SeededDice(saved);
    expect(rollMany(b, 100, 20)).toEqual(rollMany(a, 100, 20));
  });

  test('state() is a snapshot that later rolls do not change', () => {
    const a = new SeededDice(3);
    const before = [...a.state()];
    const snapshot = a.state();
    rollMany(a, 10);
    expect([...snapshot]).toEqual(before);
    expect([...a.state()]).not.toEqual(before);
  });
});

describe('ScriptedDice', () => {
  test('returns the scripted faces in order, across entries of any shape', () => {
    const dice = new ScriptedDice([3, [2, 5], { faces: [6], purpose: 'red die' }, 1, 4]);
    expect(dice.roll(1, 6, ORDER)).toEqual([3]);
    expect(dice.roll(2, 6, WHITE)).toEqual([2, 5]);
    expect(dice.roll(1, 6, RED)).toEqual([6]);
    expect(dice.remaining).toBe(2);
    expect(dice.roll(2, 6, PRIZE)).toEqual([1, 4]);
    expect(dice.remaining).toBe(0);
    expect(dice.history.map((r) => [r.purpose, r.dice, r.faces])).toEqual([
      ['order of moves', '1d6', [3]],
      ['white dice', '2d6', [2, 5]],
      ['red die', '1d6', [6]],
      ['prize', '2d6', [1, 4]],
    ]);
    expect(dice.state()).toBeNull();
  });

  test('throws ScriptExhaustedError when the script runs out', () => {
    const dice = new ScriptedDice([4]);
    dice.roll(1, 6, WHITE);
    expect(() => dice.roll(1, 6, RED)).toThrow(ScriptExhaustedError);
    expect(() => new ScriptedDice([1]).roll(2, 6, WHITE)).toThrow(ScriptExhaustedError);
  });

  test('throws when the engine asks for a different purpose than scripted', () => {
    const dice = new ScriptedDice([{ faces: [2], purpose: 'red die' }]);
    expect(() => dice.roll(1, 6, WHITE)).toThrow(ScriptExhaustedError);
    expect(() => dice.roll(1, 6, WHITE)).toThrow(/red die/);
  });

  test.each([
    { face: 7, sides: 6 },
    { face: 0, sides: 6 },
    { face: 2.5, sides: 6 },
    { face: 101, sides: 100 },
  ])('throws when $face is not a face of a d$sides', ({ face, sides }) => {
    expect(() => new ScriptedDice([face]).roll(1, sides, ORDER)).toThrow(ScriptExhaustedError);
  });
});

describe('dice helpers', () => {
  test.each([
    { name: 'd6', run: (s: ScriptedDice) => d6(s, PRIZE), script: [5], result: 5, dice: '1d6' },
    { name: 'twoD6', run: (s: ScriptedDice) => twoD6(s, PRIZE), script: [1, 6], result: [1, 6], dice: '2d6' },
    {
      name: 'threeD6',
      run: (s: ScriptedDice) => threeD6(s, PRIZE),
      script: [2, 3, 4],
      result: [2, 3, 4],
      dice: '3d6',
    },
    { name: 'd100', run: (s: ScriptedDice) => d100(s, PRIZE), script: [100], result: 100, dice: 'd100' },
    {
      name: 'nDm',
      run: (s: ScriptedDice) => nDm(s, 4, 8, PRIZE),
      script: [8, 1, 7, 2],
      result: [8, 1, 7, 2],
      dice: '4d8',
    },
  ])('$name rolls $dice', ({ run, script, result, dice }) => {
    const src = new ScriptedDice(script);
    expect(run(src)).toEqual(result);
    expect(src.history).toEqual([{ purpose: 'prize', dice, faces: script }]);
    expect(src.remaining).toBe(0);
  });

  test('helpers refuse faces their dice do not have', () => {
    expect(() => d6(new ScriptedDice([7]), PRIZE)).toThrow(ScriptExhaustedError);
    expect(() => d100(new ScriptedDice([101]), PRIZE)).toThrow(ScriptExhaustedError);
    expect(() => nDm(new ScriptedDice([9, 1]), 2, 8, PRIZE)).toThrow(ScriptExhaustedError);
  });

  test('seeded helpers give faces in range', () => {
    const src = new SeededDice(8);
    for (let i = 0; i < 500; i++) {
      const six = d6(src, PRIZE);
      const hundred = d100(src, PRIZE);
      expect(six >= 1 && six <= 6 && Number.isInteger(six)).toBe(true);
      expect(hundred >= 1 && hundred <= 100 && Number.isInteger(hundred)).toBe(true);
      for (const f of threeD6(src, PRIZE)) expect(f >= 1 && f <= 6).toBe(true);
    }
  });
});
