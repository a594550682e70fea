import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/dice/dice.ts';
import { cmOptions } from '../../../src/engine/rulesets/circus-maximus/options.ts';
import {
  buildSpec,
  checkSpec,
  classicSpec,
  formatSpec,
  parseSpec,
} from '../../../src/engine/rulesets/circus-maximus/spec.ts';
import {
  CRITICAL_HIT,
  CRITICAL_HORSE_HIT,
  cornerStrainResult,
  DAMAGE_TO_CARS,
  DRIVER_THROWN,
  DUST_TABLE,
  flipResult,
  HORSE_INJURY,
  KNIFE_TABLE,
  LASH_TABLE,
  lashColumn,
  readRange,
  SPEAR_TABLE,
  TEAM_AFTER_FLIP,
  WEATHER_INITIAL,
  WEATHER_SUBSEQUENT,
  WHEEL_DAMAGE,
  WRECK_CROSSING,
} from '../../../src/engine/rulesets/circus-maximus/tables.ts';
import { SPEC, spec } from './scenario.ts';

describe('seed tables, every row', () => {
  test.each([
    [2, 'fall-out'],
    [3, 'swerve-into'],
    [5, 'swerve-into'],
    [6, 'eye-wound'],
    [8, 'eye-wound'],
    [9, 'swerve-away'],
    [10, 'swerve-away'],
    [11, 'blinded'],
    [12, 'blowback'],
    [0, 'fall-out'],
    [14, 'blowback'],
  ])('dust %i → %s', (total, result) => expect(readRange(DUST_TABLE, total).result).toBe(result));
  test.each([
    [2, 'killed'],
    [3, 'major-wound'],
    [6, 'major-wound'],
    [7, 'minor-wound'],
    [9, 'minor-wound'],
    [10, 'minor-horse'],
    [11, 'major-horse'],
    [12, 'horse-killed'],
  ])('knife %i → %s', (total, result) => expect(readRange(KNIFE_TABLE, total).result).toBe(result));
  test.each([
    [2, 'major-wound'],
    [6, 'major-wound'],
    [7, 'minor-wound'],
    [9, 'minor-wound'],
    [10, 'killed'],
    [12, 'killed'],
  ])('spear %i → %s', (total, result) => expect(readRange(SPEAR_TABLE, total).result).toBe(result));
  test.each([
    [2, 0],
    [8, 0],
    [9, 1],
    [10, 2],
    [11, 3],
    [12, 'killed'],
  ])('critical horse hit %i → %s', (total, result) =>
    expect(readRange(CRITICAL_HORSE_HIT, total).result).toBe(result),
  );
  test.each([
    [1, 'rain'],
    [2, 'unsettled'],
    [3, 'clear'],
    [6, 'clear'],
  ])('weather, initial %i → %s', (roll, result) =>
    expect(readRange(WEATHER_INITIAL, roll).result).toBe(result),
  );
  test.each([
    [1, 'clear'],
    [2, 'rain'],
    [6, 'rain'],
  ])('weather, subsequent %i → %s', (roll, result) =>
    expect(readRange(WEATHER_SUBSEQUENT, roll).result).toBe(result),
  );
});

describe('house tables, every row', () => {
  test.each([
    // The published calibrations: 2 over, 15 → flip; 1 over, 17 → horse hurt; 1 over, 14 → jostled.
    [2, 15, 'flip'],
    [1, 17, 'horse-injury'],
    [1, 14, 'jostled'],
    [1, 12, 'sideslip'],
    [1, 11, 'none'],
    [1, 18, 'flip'],
    [3, 13, 'flip'],
    [4, 11, 'flip'],
    [5, 9, 'flip'],
    [6, 7, 'flip'],
    [9, 7, 'flip'],
    [2, 13, 'horse-injury'],
    [3, 9, 'jostled'],
    [4, 5, 'sideslip'],
    [4, 4, 'none'],
    [6, 1, 'sideslip'],
  ])('corner strain, %i over, total %i → %s', (over, total, code) =>
    expect(cornerStrainResult(over, total).outcome.code).toBe(code),
  );
  test.each([
    [-6, false, 0],
    [-3, false, 1],
    [0, false, 2],
    [1, false, 3],
    [4, false, 4],
    [6, false, 5],
    [9, false, 6],
    [0, true, 4],
    [4, true, 6],
    [7, true, 6],
  ])('lash difference %i (long whip %s) → column %i', (diff, long, col) =>
    expect(lashColumn(diff, long)).toBe(col),
  );
  test('lash rows: team and driver results by column', () => {
    expect(LASH_TABLE.team.map((o) => o.code)).toEqual([
      'whip-grabbed',
      'none',
      'none',
      'speed-loss',
      'sideslip',
      'horse-injury',
      'double-sideslip',
    ]);
    expect(LASH_TABLE.driver.map((o) => o.code)).toEqual([
      'whip-grabbed',
      'none',
      'none',
      'jostled',
      'forced-brake',
      'driver-wound',
      'driver-wound',
    ]);
  });
  test.each([
    [3, 'rebound'],
    [6, 'rebound'],
    [7, 'glancing'],
    [9, 'glancing'],
    [10, 'jostled'],
    [12, 'sideslip'],
    [14, 'wheel'],
    [16, 'wheel-sideslip'],
    [18, 'wheel-double'],
    [21, 'wheel-double'],
  ])('damage to cars %i → %s', (total, result) =>
    expect(readRange(DAMAGE_TO_CARS, total).result).toBe(result),
  );
  test.each([
    [3, 0],
    [4, 1],
    [6, 2],
    [8, 3],
    [10, 4],
    [12, 5],
    [14, 6],
    [15, 7],
    [18, 7],
  ])('wheel damage %i → %i hits', (total, hits) => expect(readRange(WHEEL_DAMAGE, total).result).toBe(hits));
  test.each([
    [2, 0],
    [4, 0],
    [5, 1],
    [7, 2],
    [9, 3],
    [11, 4],
    [13, 5],
    [15, 5],
  ])('horse injury %i → %i hits', (total, hits) => expect(readRange(HORSE_INJURY, total).result).toBe(hits));
  test.each([
    [1, 'none'],
    [3, 'none'],
    [4, 'jostled'],
    [5, 'head-wound'],
    [6, 'lost-grip'],
  ])('critical hit %i → %s', (roll, result) => expect(readRange(CRITICAL_HIT, roll).result).toBe(result));
  test.each([
    [2, 'clean'],
    [6, 'clean'],
    [7, 'jolt'],
    [9, 'jolt'],
    [10, 'wheel'],
    [11, 'wheel'],
    [12, 'flip'],
  ])('running over wrecks %i → %s', (total, result) =>
    expect(readRange(WRECK_CROSSING, total).result).toBe(result),
  );
  test.each([
    [1, 'down'],
    [2, 'down'],
    [3, 'on-foot'],
    [4, 'on-foot'],
    [5, 'dragged'],
    [6, 'dragged'],
  ])('driver after a flip %i → %s', (roll, result) =>
    expect(readRange(DRIVER_THROWN, roll).result).toBe(result),
  );
  test.each([
    [1, 'stopped'],
    [3, 'stopped'],
    [4, 'runaway'],
    [6, 'runaway'],
  ])('team after a flip %i → %s', (roll, result) =>
    expect(readRange(TEAM_AFTER_FLIP, roll).result).toBe(result),
  );
  test.each([
    [7, 4, 'safe'],
    [4, 4, 'strained'],
    [3, 4, 'flip'],
  ])('flip check %i against %i → %s', (total, damage, result) =>
    expect(flipResult(total, damage)).toBe(result),
  );
});

describe('the 32-point specification', () => {
  test('costs as the chart prices them', () => {
    const r = checkSpec(spec(SPEC));
    // horses 5,4,3,4 = 4+3+2+3; dm 1 = 5; dh 8 = 3; regular whip 2; wheels 6,6 = 2+2; endurance 40 = 4.
    expect(r).toEqual({ ok: true, cost: 12 + 5 + 3 + 2 + 4 + 4 });
  });
  test.each([
    ['horses=5,4,3,6', 'Horse Four may not be faster than Horse One'],
    ['horses=5,5,3,4', 'Horse Two may not be faster than Horse Four'],
    ['horses=5,3,4,4', 'Horse Three may not be faster than Horse Two'],
    ['horses=9,1,1,1', 'horse speeds run from 1 to 8'],
    ['horses=8,8,8,8 dm=1', 'preparation points'],
    ['dm=4', 'driver modifier'],
    ['whip=two', 'whip='],
    ['blades=long', 'blades='],
  ])('%s is refused (%s)', (text, message) => {
    const r = parseSpec(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });
  test('blades: a pair costs less than two single wheels; mixed blades are priced per wheel', () => {
    const base = 'horses=1,1,1,1';
    const cost = (t: string) => (checkSpec(spec(`${base} ${t}`)) as { cost: number }).cost;
    expect(cost('blades=scythe,scythe')).toBe(7);
    expect(cost('blades=long,long')).toBe(11);
    expect(cost('blades=scythe,none')).toBe(4);
    expect(cost('blades=long,scythe')).toBe(10);
    expect(cost('dust knife spear whip=long')).toBe(1 + 2 + 4 + 4);
  });
  test('every AI build is legal, for every personality and many seeds; notation round-trips', () => {
    for (const p of ['cautious', 'balanced', 'reckless', 'dirty'] as const) {
      for (let seed = 0; seed < 200; seed++) {
        const s = buildSpec(p, new SeededDice(seed), 'x', { dust: true, knife: true, spear: true });
        expect(checkSpec(s).ok).toBe(true);
        expect(parseSpec(formatSpec(s))).toEqual({ ok: true, spec: s });
      }
    }
  });
  test('classic 4-point set-up: team speed 14 plus the points spent on speed', () => {
    const s = classicSpec('reckless', new SeededDice(1), 'x');
    expect(s.horses.reduce((a, b) => a + b, 0)).toBe(17);
    expect(s.horses[3]).toBeLessThanOrEqual(s.horses[0]);
    expect(s.horses[1]).toBeLessThanOrEqual(s.horses[3]);
    expect(s.horses[2]).toBeLessThanOrEqual(s.horses[1]);
  });
});

describe('options', () => {
  test('every optional rule is on by default and can be switched off', () => {
    const on = cmOptions({}, ['a']);
    expect(on.ok && Object.values(on.value.rules).every(Boolean)).toBe(true);
    const off = cmOptions({ spear: false, weather: false }, ['a']);
    expect(off.ok && !off.value.rules.spear && !off.value.rules.weather && off.value.rules.dust).toBe(true);
  });
  test.each([
    [{ laps: 0 }, '$.options.laps'],
    [{ spear: 'yes' }, '$.options.spear'],
    [{ frob: 1 }, '$.options.frob'],
    [{ 'spec.nobody': SPEC }, '$.options.spec.nobody'],
    [{ 'spec.a': 'horses=5,5,3,4' }, '$.options.spec.a'],
    [{ setupMethod: 'nine' }, '$.options.setupMethod'],
  ])('%j is refused at its path', (raw, path) => {
    const r = cmOptions(raw, ['a']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe(path);
  });
});
