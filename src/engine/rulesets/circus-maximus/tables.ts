/**
 * Every table of the Circus Maximus ruleset, as data: here the chariot's specification, the safe
 * speeds, corner strain, the lash and the weather; in damage-tables.ts (re-exported here, so one
 * import finds every table) those a blow is read on. `source: 'seed'` tables are printed in the
 * Moon optional rules (shared/seeds/000_65df24443d18c878.txt); `source: 'house'` tables are ours,
 * designed where the base game's charts are not in our sources (see shared/rules/README.md and
 * docs/rules-circus-maximus.md). A user who owns the printed charts changes them in these files.
 */
import { HIGH, LOW, type RangeTable, row, type Source, type Valued } from './range-table.ts';

export * from './damage-tables.ts';
export {
  HIGH,
  LOW,
  type RangeRow,
  type RangeTable,
  readRange,
  rowKey,
  type Source,
  type Valued,
} from './range-table.ts';

/**
 * Ids of the tables no roll reads (set-up figures, the board, the numbers of the rules): the rules
 * catalogue shows them in the rules book under these ids.
 */
export const TABLE_IDS = {
  weight: 'circus-maximus.chariot-weight-table',
  blades: 'circus-maximus.scythe-blades-table',
  safeSpeed: 'circus-maximus.safe-speed-table',
  figures: 'circus-maximus.figures',
} as const;

// ---------------------------------------------------------------------------------------------
// The specification chart (seed)

/** A priced choice: the value bought and its cost in preparation points. */
export interface Priced {
  readonly value: number;
  readonly cost: number;
}
const priced = (values: readonly number[], costs: readonly number[]): Priced[] =>
  values.map((value, i) => ({ value, cost: costs[i]! }));

export type WhipKind = 'none' | 'regular' | 'long';
export type ScytheKind = 'none' | 'scythe' | 'long';
export type Weight = 'light' | 'normal' | 'heavy';

/** SPECIFICATION TABLE (seed): cost in preparation points of each choice. */
export const SPEC_TABLE = {
  id: 'circus-maximus.specification-table',
  source: 'seed' as Source,
  points: 32,
  horse: priced([1, 2, 3, 4, 5, 6, 7, 8], [0, 1, 2, 3, 4, 5, 6, 7]),
  driverModifier: priced([0, 1, 2, 3], [0, 5, 10, 15]),
  driverHits: priced([2, 4, 6, 8, 10, 12], [0, 1, 2, 3, 4, 5]),
  wheelHits: priced([2, 4, 6, 8, 10], [0, 1, 2, 3, 4]),
  endurance: priced(
    [20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80],
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  ),
  whip: { none: 0, regular: 2, long: 4 } as Record<WhipKind, number>,
  /** One wheel's blades. */
  oneWheelScythe: { none: 0, scythe: 4, long: 6 } as Record<ScytheKind, number>,
  /** The same blades on both wheels cost less than two single wheels. */
  bothWheelsScythe: { scythe: 7, long: 11 } as Record<Exclude<ScytheKind, 'none'>, number>,
  dust: 1,
  knife: 2,
  spear: 4,
} as const;

/** Scythe blades add to every ram attack damage roll (seed). */
export const SCYTHE_RAM_BONUS: Record<ScytheKind, number> = { none: 0, scythe: 2, long: 4 };
/** One-sided or mixed blades unbalance the car (seed). */
export const UNBALANCED_BLADES = { cornerStrain: 2, wheelFlip: -1, source: 'seed' as Source };

/** Chariot weight: ram modifier (README facts), safe corner speed shift (house). */
export const WEIGHT: Record<Weight, { ram: number; safeSpeed: number; rainStrain: number }> = {
  light: { ram: -3, safeSpeed: 1, rainStrain: 3 },
  normal: { ram: 0, safeSpeed: 0, rainStrain: 2 },
  heavy: { ram: 3, safeSpeed: -1, rainStrain: 1 },
};

/**
 * The classic 4-point set-up (house reading of the base game): a fixed chariot to which each of
 * four points adds one horse speed step, one driver modifier, two driver hits or 25 endurance.
 */
export const CLASSIC = {
  id: 'circus-maximus.classic-set-up-table',
  source: 'house' as Source,
  points: 4,
  /** Horse One to Four, in the order the Moon chart requires (One ≥ Four ≥ Two ≥ Three). */
  horses: [4, 3, 3, 4] as readonly number[],
  driverModifier: 0,
  driverHits: 6,
  wheelHits: 6,
  enduranceBase: 20,
  enduranceDice: 2,
  endurancePerPoint: 25,
  driverHitsPerPoint: 2,
};

// ---------------------------------------------------------------------------------------------
// The board (house)

/** Safe corner speed of each lane, lane 1 (next to the spina) first: 8 is the seed's inside lane. */
export const SAFE_SPEED: Valued<readonly number[]> = {
  value: [8, 10, 11, 13, 14, 16, 17, 18],
  source: 'house',
  note: 'inside lane 8 (as printed on the board); each lane further out a little faster',
};

// ---------------------------------------------------------------------------------------------
// Result codes shared by the combat and strain tables

export type ResultCode =
  | 'none'
  | 'sideslip'
  | 'double-sideslip'
  | 'jostled'
  | 'horse-injury'
  | 'flip'
  | 'speed-loss'
  | 'whip-grabbed'
  | 'forced-brake'
  | 'driver-wound';

export interface Outcome {
  readonly code: ResultCode;
  /** Hits for horse injuries and driver wounds. */
  readonly hits?: number;
}

export const RESULT_LABEL: Record<ResultCode, string> = {
  none: 'no effect',
  sideslip: 'forced sideslip',
  'double-sideslip': 'double sideslip',
  jostled: 'jostled (CDM -3, recovering 1 a turn)',
  'horse-injury': 'horse injury',
  flip: 'flip',
  'speed-loss': 'speed loss',
  'whip-grabbed': 'whip grabbed',
  'forced-brake': 'forced brake',
  'driver-wound': 'driver wound',
};

/**
 * CORNER STRAIN CHART (house), read with 3d6 − CDM (+ blade and weather modifiers) in the column
 * of the points over the safe speed (1, 2, 3, 4, 5, 6+). A result applies when the total reaches
 * its threshold in that column; the worst result reached applies. Calibrated on published play:
 * 2 over, 15 → flip; 1 over, 17 → a horse hurt; 1 over, 14-15 → jostled. The AI drivers read
 * their odds off these rows (ai.ts), so a change here changes how far over they dare go.
 */
export const CORNER_STRAIN = {
  id: 'circus-maximus.corner-strain-chart',
  name: 'corner strain chart',
  source: 'house' as Source,
  columns: ['1', '2', '3', '4', '5', '6+'],
  /** Worst first: the first row whose threshold the total reaches applies. */
  rows: [
    { outcome: { code: 'flip' } as Outcome, from: [18, 15, 13, 11, 9, 7] },
    { outcome: { code: 'horse-injury', hits: 1 } as Outcome, from: [16, 13, 11, 9, 7, 5] },
    { outcome: { code: 'jostled' } as Outcome, from: [14, 11, 9, 7, 5, 3] },
    { outcome: { code: 'sideslip' } as Outcome, from: [12, 9, 7, 5, 3, 1] },
  ],
};

/** A result code in words, with its hits where there are several. */
export const resultLabel = (o: Outcome): string =>
  `${RESULT_LABEL[o.code]}${o.hits && o.hits > 1 ? ` (${o.hits} hits)` : ''}`;

export function cornerStrainResult(over: number, total: number): { column: string; outcome: Outcome } {
  const col = Math.min(6, Math.max(1, over)) - 1;
  const hit = CORNER_STRAIN.rows.find((r) => total >= r.from[col]!);
  return { column: CORNER_STRAIN.columns[col]!, outcome: hit?.outcome ?? { code: 'none' } };
}

/**
 * LASH ATTACK TABLE (house): 2d6 + attacker CDM against 2d6 + defender CDM; the difference picks
 * a column, a long whip moves two columns to the right (seed), the target picks the row.
 */
export const LASH_COLUMNS: readonly { min: number; max: number; label: string }[] = [
  { min: LOW, max: -6, label: '-6 or less' },
  { min: -5, max: -3, label: '-5 to -3' },
  { min: -2, max: 0, label: '-2 to 0' },
  { min: 1, max: 2, label: '+1 to +2' },
  { min: 3, max: 4, label: '+3 to +4' },
  { min: 5, max: 6, label: '+5 to +6' },
  { min: 7, max: HIGH, label: '+7 or more' },
];
export const LASH_TABLE = {
  id: 'circus-maximus.lash-table',
  name: 'lash attack table',
  source: 'house' as Source,
  team: [
    { code: 'whip-grabbed' },
    { code: 'none' },
    { code: 'none' },
    { code: 'speed-loss' },
    { code: 'sideslip' },
    { code: 'horse-injury', hits: 1 },
    { code: 'double-sideslip' },
  ] as readonly Outcome[],
  driver: [
    { code: 'whip-grabbed' },
    { code: 'none' },
    { code: 'none' },
    { code: 'jostled' },
    { code: 'forced-brake' },
    { code: 'driver-wound', hits: 1 },
    { code: 'driver-wound', hits: 2 },
  ] as readonly Outcome[],
  longWhipShift: 2,
};

/** The row key a lash roll writes in `Roll.row`: the part lashed and the column, e.g. 'team, +3 to +4'. */
export const lashRowKey = (part: 'team' | 'driver', column: number): string =>
  `${part}, ${LASH_COLUMNS[column]!.label}`;

export function lashColumn(difference: number, longWhip: boolean): number {
  const base = LASH_COLUMNS.findIndex((c) => difference >= c.min && difference <= c.max);
  return Math.min(LASH_COLUMNS.length - 1, base + (longWhip ? LASH_TABLE.longWhipShift : 0));
}

export type InitialWeather = 'rain' | 'unsettled' | 'clear';
export const WEATHER_INITIAL: RangeTable<InitialWeather> = {
  id: 'circus-maximus.weather-table.initial',
  name: 'weather table, initial result',
  source: 'seed',
  rows: [
    row(1, 1, 'rain', 'rain (reroll: another 1 and the race starts in mud too)'),
    row(2, 2, 'unsettled', 'clear (reroll on this column at the start of each lap)'),
    row(3, 6, 'clear', 'clear'),
  ],
};
export const WEATHER_SUBSEQUENT: RangeTable<'clear' | 'rain'> = {
  id: 'circus-maximus.weather-table.subsequent',
  name: 'weather table, subsequent checks',
  source: 'seed',
  rows: [row(1, 1, 'clear', 'clear'), row(2, 6, 'rain', 'rain')],
};

/** Numbers of the rules, each with its source. */
export const RULES = {
  laps: { value: 3, source: 'house', note: 'default race: 3 laps' } as Valued<number>,
  maxTurns: {
    value: 200,
    source: 'house',
    note: 'a race still running after this many turns ends; chariots still racing are retired',
  } as Valued<number>,
  outwardCost: { value: 1, source: 'house', note: 'a lane change outward costs 1 MF' } as Valued<number>,
  inwardCost: { value: 2, source: 'house', note: 'a lane change inward costs 2 MF' } as Valued<number>,
  sideslipCost: { value: 3, source: 'house', note: 'a voluntary sideslip costs 3 MF' } as Valued<number>,
  attackCost: { value: 1, source: 'house', note: 'a lash or ram costs 1 MF' } as Valued<number>,
  dustCost: { value: 1, source: 'seed', note: 'throwing dust costs one movement point' } as Valued<number>,
  knifeCost: { value: 1, source: 'seed', note: 'a knife attack costs one movement point' } as Valued<number>,
  spearCost: { value: 2, source: 'seed', note: 'a spear attack costs two movement points' } as Valued<number>,
  hitTarget: {
    value: 10,
    source: 'seed',
    note: 'dust and spear hit on 2d6 + CDM of 10 or more',
  } as Valued<number>,
  knifeTarget: {
    value: 3,
    source: 'seed',
    note: 'a knife hits on one die per square of range − CDM ≤ 3',
  } as Valued<number>,
  spearSelfTarget: {
    value: 10,
    source: 'seed',
    note: 'own-spear check: 2d6 − CDM of 10 or more',
  } as Valued<number>,
  evadeTarget: {
    value: 11,
    source: 'house',
    note: 'a rammed chariot evades on 2d6 + CDM of 11 or more',
  } as Valued<number>,
  jostlePenalty: {
    value: 3,
    source: 'house',
    note: 'jostled: CDM −3, recovering 1 a turn',
  } as Valued<number>,
  woundThreshold: {
    value: 2,
    source: 'house',
    note: 'a driver with half or more of his hits gone has CDM −1 (and −2 at three quarters)',
  } as Valued<number>,
  speedLoss: { value: 3, source: 'house', note: 'speed loss: 3 MF fewer on the next move' } as Valued<number>,
  zeroEnduranceSpeed: {
    value: -4,
    source: 'house',
    note: 'a team with no endurance left runs 4 slower and cannot strain',
  } as Valued<number>,
  deadHorseDrag: {
    value: -2,
    source: 'house',
    note: 'a dead horse still in harness: team speed −2',
  } as Valued<number>,
  rainSpeed: { value: -1, source: 'seed', note: 'rain: team speed −1' } as Valued<number>,
  mudSpeed: { value: -2, source: 'seed', note: 'mud: team speed −2 (instead of −1)' } as Valued<number>,
  mudSafeSpeed: { value: -3, source: 'seed', note: 'mud: safe cornering speed −3' } as Valued<number>,
  mudStrain: { value: 1, source: 'seed', note: 'mud: corner strain DRM +1 more' } as Valued<number>,
  rainCorners: {
    value: 3,
    source: 'seed',
    note: 'mud after three consecutive rainy corners',
  } as Valued<number>,
  flipSpeed: {
    value: 14,
    source: 'house',
    note: 'any wheel damage at a written speed of 14+ needs a flip check',
  } as Valued<number>,
  runawayTurns: {
    value: 3,
    source: 'house',
    note: 'attendants catch a runaway team after 3 turns',
  } as Valued<number>,
  runawayDice: {
    value: 2,
    source: 'house',
    note: 'a runaway team runs 2d6 squares a turn',
  } as Valued<number>,
  cutFreeTarget: {
    value: 4,
    source: 'house',
    note: 'a dragged driver cuts himself free on 1d6 of 4 or more (needs a knife)',
  } as Valued<number>,
  blindedRecover: {
    value: 5,
    source: 'seed',
    note: 'a blinded driver regains control on a 5 or 6',
  } as Valued<number>,
  cutFreeShare: {
    value: [4, 3, 2] as readonly number[],
    source: 'house',
    note: 'cutting a dead horse free costs 1/4 of the endurance (1/3 the second, 1/2 the third)',
  } as Valued<readonly number[]>,
} as const;
