/**
 * The tables a blow is read on: damage to cars, wheels and horses after a ram, the flip check and
 * what follows a flip, wounds (critical hits), running over wrecks, and the dust, knife and spear
 * tables. `source` as in tables.ts, which re-exports them so that one import finds every table.
 */
import { HIGH, LOW, type RangeTable, row, type Source } from './range-table.ts';

/** DAMAGE TO CARS (house): 3d6 + attacker CDM − defender CDM after a ram on the car. */
export type CarDamage =
  | 'rebound'
  | 'glancing'
  | 'jostled'
  | 'sideslip'
  | 'wheel'
  | 'wheel-sideslip'
  | 'wheel-double';
export const DAMAGE_TO_CARS: RangeTable<CarDamage> = {
  id: 'circus-maximus.damage-to-cars-table',
  name: 'damage to cars',
  source: 'house',
  rows: [
    row(LOW, 6, 'rebound', "rebound: the attacker's own wheel takes the damage"),
    row(7, 9, 'glancing', 'glancing blow: no damage'),
    row(10, 11, 'jostled', 'defender jostled'),
    row(12, 13, 'sideslip', 'defender forced to sideslip'),
    row(14, 15, 'wheel', "damage to the defender's wheel"),
    row(16, 17, 'wheel-sideslip', "damage to the defender's wheel and a forced sideslip"),
    row(18, HIGH, 'wheel-double', "damage to the defender's wheel and a double sideslip"),
  ],
};

/** WHEEL DAMAGE (house): 2d6 + attacker weight modifier + blades; the row gives wheel hits.
 * Calibrated: 7 + 3 (heavy) = 10 → 4; a ram once put 7 hits on a wheel. */
export const WHEEL_DAMAGE: RangeTable<number> = {
  id: 'circus-maximus.wheel-damage-table',
  name: 'wheel damage',
  source: 'house',
  rows: [
    row(LOW, 3, 0, 'no wheel damage'),
    row(4, 5, 1, '1 wheel hit'),
    row(6, 7, 2, '2 wheel hits'),
    row(8, 9, 3, '3 wheel hits'),
    row(10, 11, 4, '4 wheel hits'),
    row(12, 13, 5, '5 wheel hits'),
    row(14, 14, 6, '6 wheel hits'),
    row(15, HIGH, 7, '7 wheel hits'),
  ],
};

/** HORSE INJURY (house): 2d6 + attacker weight modifier after a ram on the team; hits on the
 * nearest horse. Calibrated: 5 − 3 = 2 → none; 10 + 3 = 13 → 5 hits. */
export const HORSE_INJURY: RangeTable<number> = {
  id: 'circus-maximus.horse-injury-table',
  name: 'horse injury table',
  source: 'house',
  rows: [
    row(LOW, 4, 0, 'no damage'),
    row(5, 6, 1, '1 hit on the nearest horse'),
    row(7, 8, 2, '2 hits on the nearest horse'),
    row(9, 10, 3, '3 hits on the nearest horse'),
    row(11, 12, 4, '4 hits on the nearest horse'),
    row(13, HIGH, 5, '5 hits on the nearest horse'),
  ],
};

/** FLIP CHECK (README facts): 2d6 against current wheel damage: higher safe, equal adds one
 * damage, lower flips. Blades on one wheel or mixed: −1 (seed). */
export type FlipResult = 'safe' | 'strained' | 'flip';
export function flipResult(total: number, wheelDamage: number): FlipResult {
  return total > wheelDamage ? 'safe' : total === wheelDamage ? 'strained' : 'flip';
}
export const FLIP_LABEL: Record<FlipResult, string> = {
  safe: 'higher than the wheel damage: safe',
  strained: 'equal to the wheel damage: one more wheel hit',
  flip: 'lower than the wheel damage: the chariot flips',
};
/** The flip check as a table: the row key (`Roll.row`) of each result. */
export const FLIP_CHECK = {
  id: 'circus-maximus.flip-check-table',
  name: 'flip check',
  source: 'house' as Source,
  rowKey: { safe: 'higher', strained: 'equal', flip: 'lower' } as Record<FlipResult, string>,
};

/** CRITICAL HIT TABLE (house), 1d6 whenever a driver is wounded. Row 5 is the eye wound the
 * seed's dust table refers to. */
export type CriticalHit = 'none' | 'jostled' | 'head-wound' | 'lost-grip';
export const CRITICAL_HIT: RangeTable<CriticalHit> = {
  id: 'circus-maximus.critical-hit-table',
  name: 'critical hit table',
  source: 'house',
  rows: [
    row(1, 3, 'none', 'no further effect'),
    row(4, 4, 'jostled', 'jostled'),
    row(5, 5, 'head-wound', 'head or eye wound: CDM -1 for the rest of the race'),
    row(6, 6, 'lost-grip', 'loses his grip on the reins: forced brake'),
  ],
};

/** RUNNING OVER WRECKS (house): 2d6 − CDM, carcasses −1 more (seed); high is bad. */
export type WreckCross = 'clean' | 'jolt' | 'wheel' | 'flip';
export const WRECK_CROSSING: RangeTable<WreckCross> = {
  id: 'circus-maximus.wreck-crossing-table',
  name: 'running over wrecks',
  source: 'house',
  rows: [
    row(LOW, 6, 'clean', 'rides over cleanly'),
    row(7, 9, 'jolt', 'a jolt: jostled'),
    row(10, 11, 'wheel', 'wheel damage: 2 hits on a wheel'),
    row(12, HIGH, 'flip', 'the car flips on the wreckage'),
  ],
};

/** AFTER A FLIP (house), 1d6 for the driver and 1d6 for the team. */
export type Thrown = 'down' | 'on-foot' | 'dragged';
export const DRIVER_THROWN: RangeTable<Thrown> = {
  id: 'circus-maximus.driver-after-flip-table',
  name: 'driver after a flip',
  source: 'house',
  rows: [
    row(1, 2, 'down', 'the driver is down, out of the race'),
    row(3, 4, 'on-foot', 'the driver is thrown clear and on foot'),
    row(5, 6, 'dragged', 'the driver is tangled in the reins and dragged'),
  ],
};
export const TEAM_AFTER_FLIP: RangeTable<'stopped' | 'runaway'> = {
  id: 'circus-maximus.team-after-flip-table',
  name: 'team after a flip',
  source: 'house',
  rows: [
    row(1, 3, 'stopped', 'the team stays tangled in the wreck'),
    row(4, 6, 'runaway', 'the team tears loose and runs away'),
  ],
};

// ---------------------------------------------------------------------------------------------
// Seed tables of the optional rules

export type DustResult = 'fall-out' | 'swerve-into' | 'eye-wound' | 'swerve-away' | 'blinded' | 'blowback';
export const DUST_TABLE: RangeTable<DustResult> = {
  id: 'circus-maximus.dust-table',
  name: 'dust attack table',
  source: 'seed',
  rows: [
    row(LOW, 2, 'fall-out', 'defender falls out: dragged behind his car and team, which run away'),
    row(3, 5, 'swerve-into', 'defender swerves into the attacker: both cars damaged as in a ram'),
    row(6, 8, 'eye-wound', 'eye wound: CDM -1, and straight on for the next two moves'),
    row(9, 10, 'swerve-away', 'defender swerves away: sideslip two lanes'),
    row(11, 11, 'blinded', 'blinded: driver hit, team speed halved until a 5 or 6'),
    row(12, HIGH, 'blowback', 'the wind blows the dust back: eye wound to the attacker'),
  ],
};

export type KnifeResult =
  | 'killed'
  | 'major-wound'
  | 'minor-wound'
  | 'minor-horse'
  | 'major-horse'
  | 'horse-killed';
export const KNIFE_TABLE: RangeTable<KnifeResult> = {
  id: 'circus-maximus.knife-table',
  name: 'knife attack table',
  source: 'seed',
  rows: [
    row(LOW, 2, 'killed', 'defender killed: dragged body and runaway team'),
    row(3, 6, 'major-wound', 'major wound: driver hits equal to one die'),
    row(7, 9, 'minor-wound', 'minor wound: one driver hit'),
    row(10, 10, 'minor-horse', 'minor horse hit: the nearest horse takes one hit'),
    row(11, 11, 'major-horse', 'major horse hit: the nearest horse takes hits equal to one die'),
    row(12, HIGH, 'horse-killed', 'horse killed: the nearest horse is killed'),
  ],
};

export const SPEAR_TABLE: RangeTable<KnifeResult> = {
  id: 'circus-maximus.spear-table',
  name: 'spear attack table',
  source: 'seed',
  rows: [
    row(LOW, 6, 'major-wound', 'major wound, as on the knife table'),
    row(7, 9, 'minor-wound', 'minor wound, as on the knife table'),
    row(10, HIGH, 'killed', 'defender killed, as on the knife table'),
  ],
};

/** CRITICAL HORSE HIT TABLE (seed), 2d6 whenever a horse takes a hit. */
export const CRITICAL_HORSE_HIT: RangeTable<number | 'killed'> = {
  id: 'circus-maximus.critical-horse-hit-table',
  name: 'critical horse hit table',
  source: 'seed',
  rows: [
    row(LOW, 8, 0, 'no additional effect'),
    row(9, 9, 1, 'one more hit'),
    row(10, 10, 2, 'two more hits'),
    row(11, 11, 3, 'three more hits'),
    row(12, HIGH, 'killed', 'horse killed'),
  ],
};
