/**
 * Every table of Crudis, as data. `source: 'seed'` rows are printed in the rules
 * (shared/seeds/004_f8e821f23a64b6a1.txt); `source: 'house'` values are ours, chosen where the seed
 * is silent (see shared/rules/README.md). A user who owns other figures changes them here only.
 */
export type Source = 'seed' | 'house';

export interface Valued<T> {
  readonly value: T;
  readonly source: Source;
  readonly note: string;
}

export type DamageResult =
  | 'wreck'
  | 'badly-damaged'
  | 'damaged'
  | 'horse-badly-hurt'
  | 'horse-hurt'
  | 'unscathed';

export interface DamageRow {
  readonly roll: number;
  readonly result: DamageResult;
  readonly label: string;
  /** Added to the chariot's future damage rolls. */
  readonly damageMod: number;
  /** Added to the chariot's future movement. */
  readonly moveMod: number;
}

/** THE DAMAGE TABLE (seed). Rolled on the red die plus the chariot's damage modifier. */
export const DAMAGE_TABLE: readonly DamageRow[] = [
  { roll: 1, result: 'wreck', label: 'WRECK! (chariot destroyed)', damageMod: 0, moveMod: 0 },
  {
    roll: 2,
    result: 'badly-damaged',
    label: 'Chariot badly damaged (-2 on future damage rolls)',
    damageMod: -2,
    moveMod: 0,
  },
  {
    roll: 3,
    result: 'damaged',
    label: 'Chariot damaged (-1 on future damage rolls)',
    damageMod: -1,
    moveMod: 0,
  },
  {
    roll: 4,
    result: 'horse-badly-hurt',
    label: 'Horse badly hurt (-2 on movement in future)',
    damageMod: 0,
    moveMod: -2,
  },
  {
    roll: 5,
    result: 'horse-hurt',
    label: 'Horse hurt (-1 on movement in future)',
    damageMod: 0,
    moveMod: -1,
  },
  { roll: 6, result: 'unscathed', label: 'Unscathed! (no effect)', damageMod: 0, moveMod: 0 },
];

/** Reads the damage table: totals below 1 count as 1 (a wreck), above 6 as 6. */
export function damageRow(total: number): DamageRow {
  const clamped = Math.min(6, Math.max(1, total));
  return DAMAGE_TABLE[clamped - 1]!;
}

export type DamageTiming = 'start' | 'line' | 'end';
/** When a wreck happens along the move (seed): 1-2 beginning, 3-4 on the danger line (or the
 * half-way point of the move if destroyed otherwise), 5-6 end of the move. */
export const DAMAGE_TIMING: readonly DamageTiming[] = ['start', 'start', 'line', 'line', 'end', 'end'];
export const TIMING_LABEL: Record<DamageTiming, string> = {
  start: 'beginning of move',
  line: 'on the danger line (or half-way point of the move)',
  end: 'end of move',
};

/** DEAD CART BOUNCE (seed): the wreck lands +d6 squares forward and this many lanes aside
 * (negative is inward, toward the spina). */
export const BOUNCE_LANES: readonly number[] = [-2, -1, 0, 0, 1, 2];
export const BOUNCE_LABEL: readonly string[] = [
  '2 lanes in',
  '1 lane in',
  'same lane',
  'same lane',
  '1 lane out',
  '2 lanes out',
];

/** LOSE CONTROL (seed): the swerve on the red die; negative is inward. */
export const SWERVE_LANES: readonly number[] = [-3, -2, -1, 2, 1, 0];
export const SWERVE_LABEL: readonly string[] = ['in 3', 'in 2', 'in 1', 'out 2', 'out 1', 'stay in lane'];

export type WhipTarget = 'outer-horses' | 'yokers' | 'charioteer';
export type WhipResult =
  | 'attacker-lose-control'
  | 'attacker-lose-whip'
  | 'none'
  | 'victim-move-away'
  | 'victim-lose-control'
  | 'victim-horse-hurt'
  | 'victim-horse-injured'
  | 'victim-wrecked';

/** WHIP TO ATTACK (seed), by d6 roll (index 0 = roll 1). */
export const WHIP_TABLE: Record<WhipTarget, readonly WhipResult[]> = {
  'outer-horses': [
    'attacker-lose-control',
    'attacker-lose-whip',
    'none',
    'none',
    'victim-move-away',
    'victim-lose-control',
  ],
  yokers: [
    'attacker-lose-control',
    'attacker-lose-whip',
    'none',
    'none',
    'victim-horse-hurt',
    'victim-horse-injured',
  ],
  charioteer: [
    'attacker-lose-control',
    'attacker-lose-whip',
    'attacker-lose-whip',
    'none',
    'victim-lose-control',
    'victim-wrecked',
  ],
};
export const WHIP_RESULT_LABEL: Record<WhipResult, string> = {
  'attacker-lose-control': 'attacker loses control',
  'attacker-lose-whip': 'attacker loses the whip',
  none: 'no effect',
  'victim-move-away': 'victim moves away (2 squares)',
  'victim-lose-control': 'victim loses control',
  'victim-horse-hurt': 'victim horse hurt (-1)',
  'victim-horse-injured': 'victim horse injured (-2)',
  'victim-wrecked': 'victim wrecked!',
};

export type RipResult = 'attacker-damaged' | 'attacker-lose-control' | 'results-table';
/** RIP OFF WHEELS, first roll (seed). */
export const RIP_TABLE: readonly RipResult[] = [
  'attacker-damaged',
  'attacker-lose-control',
  'results-table',
  'results-table',
  'results-table',
  'results-table',
];
export type RipOutcome =
  | 'both-damaged'
  | 'lock-together'
  | 'both-lose-control'
  | 'victim-lose-control'
  | 'victim-badly-damaged';
/** RIP-OFF RESULTS TABLE (seed). */
export const RIP_RESULTS: readonly RipOutcome[] = [
  'both-damaged',
  'lock-together',
  'both-lose-control',
  'victim-lose-control',
  'victim-badly-damaged',
  'victim-badly-damaged',
];
export const RIP_LABEL: Record<RipResult | RipOutcome, string> = {
  'attacker-damaged': 'attacker damaged (roll on the damage table)',
  'attacker-lose-control': 'attacker loses control',
  'results-table': 'roll on the rip-off results table',
  'both-damaged': 'both chariots damaged',
  'lock-together': 'chariots lock together',
  'both-lose-control': 'both chariots lose control',
  'victim-lose-control': 'victim loses control',
  'victim-badly-damaged': 'victim badly damaged (two rolls on the damage table)',
};

export type LockedResult = 'damaged-remain' | 'damaged-separate' | 'must-shift' | 'may-shift' | 'separate';
/** CHARIOTS LOCKED TOGETHER (seed), read on the red die. */
export const LOCKED_TABLE: readonly LockedResult[] = [
  'damaged-remain',
  'damaged-separate',
  'must-shift',
  'may-shift',
  'separate',
  'separate',
];
export const LOCKED_LABEL: Record<LockedResult, string> = {
  'damaged-remain': 'chariots damaged (each rolls on the damage table) and remain locked together',
  'damaged-separate': 'chariots damaged (each rolls on the damage table) but separate',
  'must-shift': 'must move in/out by 1 lane (1-3 in, 4-6 out)',
  'may-shift': 'may move in/out by 1 lane',
  separate: 'chariots separate',
};

/** Costs and figures the rules need. */
export const RULES = {
  laps: { value: 2, source: 'seed', note: 'two laps plus a final straight' } as Valued<number>,
  whipRange: { value: 2, source: 'seed', note: 'whip range: a gap of 2 squares or less' } as Valued<number>,
  ramMoveCost: { value: 1, source: 'seed', note: 'ramming costs 1 move' } as Valued<number>,
  ramManoeuvreCost: { value: 1, source: 'seed', note: 'and 1 manoeuvre' } as Valued<number>,
  ripManoeuvreCost: {
    value: 4,
    source: 'seed',
    note: 'ripping wheels costs 4 manoeuvre points',
  } as Valued<number>,
  moveAwaySquares: {
    value: 2,
    source: 'seed',
    note: 'a whipped team moves away 2 squares',
  } as Valued<number>,
  yokerReach: {
    value: 1,
    source: 'house',
    note: 'the yokers run inside the outer horses: they are in reach only across a lateral gap of 1 square or less',
  } as Valued<number>,
  maxTurns: {
    value: 250,
    source: 'house',
    note: 'a race still running after this many turns ends; chariots still racing are classed as retired',
  } as Valued<number>,
} as const;
