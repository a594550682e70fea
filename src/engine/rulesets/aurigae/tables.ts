/**
 * Every table and figure of Aurigae, as data. `source: 'seed'` values are printed in the rules
 * (shared/seeds/002_1c7e1130144e4783.txt); `source: 'house'` values are ours, chosen where the seed
 * is silent (see docs/rules-aurigae.md). A user who owns other figures changes them here only.
 */

import { type Problem, problem } from '../../kernel/problems.ts';
export type Source = 'seed' | 'house';

/**
 * The id each table has in the log (`Roll.table`) and the rules catalogue. A roll's `Roll.row` is
 * the row's key: the grade, the team quality, the speed change, the integrity level, the speed band.
 */
export const TABLE_IDS = {
  charioteer: 'aurigae.charioteer-table',
  team: 'aurigae.team-table',
  speedChange: 'aurigae.speed-change-table',
  speedBands: 'aurigae.speed-band-table',
  integrity: 'aurigae.integrity-table',
  injury: 'aurigae.injury-table',
  collision: 'aurigae.collision-table',
  figures: 'aurigae.figures',
} as const;

export interface Valued<T> {
  readonly value: T;
  readonly source: Source;
  readonly note: string;
}

export type Grade = 'novice' | 'average' | 'veteran' | 'elite';

export interface CharioteerRow {
  /** Lowest and highest 1d6 face of the row. */
  readonly from: number;
  readonly to: number;
  readonly grade: Grade;
  readonly label: string;
  /** Added to the base skill. */
  readonly skill: number;
  readonly strength: number;
  readonly dexterity: number;
  /** Inches a charioteer on foot covers in a turn. */
  readonly moveOnFoot: number;
  readonly source: Source;
}

/** Character generation, charioteer (seed II/ and V/III): 1d6. */
export const CHARIOTEER_TABLE: readonly CharioteerRow[] = [
  {
    from: 1,
    to: 2,
    grade: 'novice',
    label: 'Novice Aurigae +10%',
    skill: 10,
    strength: 12,
    dexterity: 12,
    moveOnFoot: 10,
    source: 'seed',
  },
  {
    from: 3,
    to: 4,
    grade: 'average',
    label: 'Average +20%',
    skill: 20,
    strength: 14,
    dexterity: 13,
    moveOnFoot: 10,
    source: 'seed',
  },
  {
    from: 5,
    to: 5,
    grade: 'veteran',
    label: 'Veteran +30%',
    skill: 30,
    strength: 16,
    dexterity: 14,
    moveOnFoot: 10,
    source: 'seed',
  },
  {
    from: 6,
    to: 6,
    grade: 'elite',
    label: 'Elite +40%',
    skill: 40,
    strength: 18,
    dexterity: 15,
    moveOnFoot: 10,
    source: 'seed',
  },
];

export type TeamQuality = 'poor' | 'fair' | 'good' | 'excellent';

export interface TeamRow {
  readonly from: number;
  readonly to: number;
  readonly quality: TeamQuality;
  readonly label: string;
  readonly modifier: number;
  readonly source: Source;
}

/** Character generation, team of horses (seed II/): 1d6. */
export const TEAM_TABLE: readonly TeamRow[] = [
  { from: 1, to: 1, quality: 'poor', label: 'Poor Quality -10%', modifier: -10, source: 'seed' },
  { from: 2, to: 2, quality: 'fair', label: 'Fair 0%', modifier: 0, source: 'seed' },
  { from: 3, to: 5, quality: 'good', label: 'Good +10%', modifier: 10, source: 'seed' },
  { from: 6, to: 6, quality: 'excellent', label: 'Excellent +20%', modifier: 20, source: 'seed' },
];

export const rowFor = <T extends { from: number; to: number }>(table: readonly T[], face: number): T =>
  table.find((r) => face >= r.from && face <= r.to) ?? table[table.length - 1]!;

export type SpeedChange = 'hold' | 'up-1d6' | 'down-1d6' | 'up-2d6' | 'down-2d6' | 'stop-4d6';

export interface SpeedChangeRow {
  readonly change: SpeedChange;
  readonly label: string;
  /** Dice rolled for the change (0: none). */
  readonly dice: number;
  /** +1 raises the speed, -1 lowers it. */
  readonly sign: number;
  /** Added to the end-of-move check. */
  readonly penalty: number;
  readonly source: Source;
}

/** Changing speed (seed III/II): 1d6 free, 2d6 −10%, 4d6 (only to stop abruptly) −20%. */
export const SPEED_CHANGES: readonly SpeedChangeRow[] = [
  { change: 'hold', label: 'hold speed', dice: 0, sign: 0, penalty: 0, source: 'seed' },
  { change: 'up-1d6', label: '+1d6', dice: 1, sign: 1, penalty: 0, source: 'seed' },
  { change: 'down-1d6', label: '-1d6', dice: 1, sign: -1, penalty: 0, source: 'seed' },
  { change: 'up-2d6', label: '+2d6', dice: 2, sign: 1, penalty: -10, source: 'seed' },
  { change: 'down-2d6', label: '-2d6', dice: 2, sign: -1, penalty: -10, source: 'seed' },
  { change: 'stop-4d6', label: '-4d6 (abrupt stop)', dice: 4, sign: -1, penalty: -20, source: 'seed' },
];

export const speedChangeRow = (change: SpeedChange): SpeedChangeRow =>
  SPEED_CHANGES.find((r) => r.change === change)!;

/**
 * Why a driver may not plot this change at this speed, or null when he may (seed III/II): "The
 * 4D6 change is only used to stop the chariot abruptly", so it is plotted only at a speed the four
 * dice can stop, 24 inches a turn (the most they take off). The dice then decide: the speed drops
 * by their total, to a standstill at least.
 */
export function changeRefused(change: SpeedChange, speed: number): Problem | null {
  const row = speedChangeRow(change);
  if (change === 'stop-4d6' && speed > row.dice * 6)
    return problem('aurigae-stop-only', { speed, most: row.dice * 6 });
  return null;
}

export type SpeedBand = 'halt' | 'walk' | 'trot' | 'canter' | 'gallop' | 'charge';

export interface SpeedBandRow {
  readonly band: SpeedBand;
  /** Highest speed (inches per turn) of the band. */
  readonly upTo: number;
  /** Added to the end-of-move check at this speed (house). */
  readonly penalty: number;
  /** Injury in a shipwreck or while dragged at this speed (seed V/III): dice of d6 plus a bonus. */
  readonly injuryDice: number;
  readonly injuryBonus: number;
  readonly source: Source;
}

/**
 * Speed bands. The seed names walk, trot, canter, gallop and charge and gives their injury dice;
 * how many inches each covers and the check penalty for going fast are house values.
 */
export const SPEED_BANDS: readonly SpeedBandRow[] = [
  { band: 'halt', upTo: 0, penalty: 0, injuryDice: 0, injuryBonus: 0, source: 'house' },
  { band: 'walk', upTo: 8, penalty: 0, injuryDice: 1, injuryBonus: 0, source: 'house' },
  { band: 'trot', upTo: 18, penalty: -5, injuryDice: 2, injuryBonus: 0, source: 'house' },
  { band: 'canter', upTo: 30, penalty: -10, injuryDice: 3, injuryBonus: 0, source: 'house' },
  { band: 'gallop', upTo: 44, penalty: -20, injuryDice: 3, injuryBonus: 3, source: 'house' },
  { band: 'charge', upTo: 60, penalty: -30, injuryDice: 4, injuryBonus: 0, source: 'house' },
];

export const bandOf = (speed: number): SpeedBandRow =>
  SPEED_BANDS.find((b) => Math.abs(speed) <= b.upTo) ?? SPEED_BANDS[SPEED_BANDS.length - 1]!;

/** The chariot integrity ladder (seed IV/II): deviations of horses and car from the centre line. */
export const INTEGRITY_LEVELS = ['intact', 'slight swerve', 'moderate swerve', 'swerve', 'crash'] as const;
export const CRASH_LEVEL = INTEGRITY_LEVELS.length - 1;
export const SWERVE_LEVEL = 3;

export type Obstacle = 'spina' | 'wall' | 'chariot' | 'wreck';

export interface CollisionRow {
  readonly obstacle: Obstacle;
  readonly label: string;
  /** Added to the mover's end-of-move check. */
  readonly penalty: number;
  /** Added to the next check of the chariot struck (chariot collisions only). */
  readonly struckPenalty: number;
  readonly source: Source;
}

/** Collisions (seed V/I names them; its collision chart is missing, so the values are house). */
export const COLLISION_TABLE: readonly CollisionRow[] = [
  { obstacle: 'spina', label: 'strikes the spina', penalty: -30, struckPenalty: 0, source: 'house' },
  { obstacle: 'wall', label: 'strikes the arena wall', penalty: -20, struckPenalty: 0, source: 'house' },
  {
    obstacle: 'chariot',
    label: 'collides with a chariot',
    penalty: -20,
    struckPenalty: -10,
    source: 'house',
  },
  { obstacle: 'wreck', label: 'runs into a wreck', penalty: -30, struckPenalty: 0, source: 'house' },
];

export const collisionRow = (o: Obstacle): CollisionRow => COLLISION_TABLE.find((r) => r.obstacle === o)!;

/** Figures the rules need. */
export const RULES = {
  baseSkill: {
    value: 100,
    source: 'seed',
    note: 'base 100 + charioteer skill + team quality',
  } as Valued<number>,
  maxTurnDegrees: { value: 90, source: 'seed', note: 'a turn of 0 to 90 degrees' } as Valued<number>,
  turnStep: { value: 10, source: 'seed', note: 'turns in increments of 10 degrees' } as Valued<number>,
  turnPenaltyPerDegree: {
    value: -1,
    source: 'seed',
    note: 'the number of degrees turned is the negative modifier to the check',
  } as Valued<number>,
  integrityStep: {
    value: 20,
    source: 'seed',
    note: 'each whole 20 points over the target loses a level, each whole 20 under recovers one',
  } as Valued<number>,
  swerveYaw: {
    value: 45,
    source: 'seed',
    note: 'at the swerve level the chariot is turned 45 degrees to its line of travel (outward)',
  } as Valued<number>,
  slipPerLevel: {
    value: 1.5,
    source: 'house',
    note: 'each level lost slides the chariot this many inches outward, off its line',
  } as Valued<number>,
  swerveSpeedFactor: {
    value: 0.5,
    source: 'house',
    note: 'a chariot reaching the swerve level loses half its speed',
  } as Valued<number>,
  collisionSpeedFactor: {
    value: 0.5,
    source: 'house',
    note: 'a collision halves the mover’s speed',
  } as Valued<number>,
  maxSpeed: {
    value: 60,
    source: 'house',
    note: 'the fastest a team can run, inches per turn',
  } as Valued<number>,
  parallelMax: {
    value: 10,
    source: 'house',
    note: 'the most degrees a chariot on the straight is turned to stand parallel to the straight after its move (the seed: minor adjustments)',
  } as Valued<number>,
  walkMax: {
    value: 8,
    source: 'house',
    note: 'reversing is at walk speed: at most this many inches per turn',
  } as Valued<number>,
  cutReinsDice: {
    value: 3,
    source: 'seed',
    note: 'a dexterity roll on 3d6 cuts the reins',
  } as Valued<number>,
  laps: {
    value: 7,
    source: 'house',
    note: 'seven laps, as at the Circus Maximus (issue 6)',
  } as Valued<number>,
  maxTurns: {
    value: 400,
    source: 'house',
    note: 'a race still running after this many turns ends; chariots still racing retire',
  } as Valued<number>,
} as const;

/** How the table sits in the arena (house: the seed's table is 8 × 16 ft at least). */
export const TABLE = {
  unit: { value: 'in', source: 'seed', note: 'the rules measure in inches (54 mm models)' } as Valued<string>,
  scale: {
    value: 1.2,
    source: 'house',
    note: 'metres of arena per inch of table: the arena (621 × 118 m) becomes a table of about 43 × 8.2 ft',
  } as Valued<number>,
  chariotHalfWidth: {
    value: 1.5,
    source: 'house',
    note: 'metres from a chariot’s centre line to its outer horse or hub, kept clear of the spina',
  } as Valued<number>,
  wallClearance: {
    value: 2,
    source: 'house',
    note: 'metres a chariot’s centre keeps from the arena wall',
  } as Valued<number>,
  contact: {
    value: 3,
    source: 'house',
    note: 'inches between two chariots’ centres at which they touch',
  } as Valued<number>,
  startSpacing: {
    value: 5,
    source: 'house',
    note: 'inches between neighbours on the start line, abreast, the first nearest the spina; from the ninth a second row, the rows twice this apart and the last on the line',
  } as Valued<number>,
} as const;
