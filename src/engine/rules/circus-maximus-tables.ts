/**
 * Every Circus Maximus table as displayable data, built from the ruleset's own tables module
 * (src/engine/rulesets/circus-maximus/tables.ts): ids, titles, sources and numbers all come from
 * there, so a user who replaces a chart there sees it here. Row keys are what a log roll's `row`
 * carries: the range of a dice-total table ('7-9', '12 or more'), the column of the corner strain
 * chart ('2 over'), the part and column of the lash table ('team, +3 to +4').
 */
import {
  CLASSIC,
  CORNER_STRAIN,
  CRITICAL_HIT,
  CRITICAL_HORSE_HIT,
  DAMAGE_TO_CARS,
  DRIVER_THROWN,
  DUST_TABLE,
  FLIP_CHECK,
  FLIP_LABEL,
  type FlipResult,
  HORSE_INJURY,
  KNIFE_TABLE,
  LASH_COLUMNS,
  LASH_TABLE,
  lashRowKey,
  type Priced,
  type RangeTable,
  RULES,
  resultLabel,
  rowKey,
  SAFE_SPEED,
  SCYTHE_RAM_BONUS,
  type ScytheKind,
  SPEAR_TABLE,
  SPEC_TABLE,
  TABLE_IDS,
  TEAM_AFTER_FLIP,
  UNBALANCED_BLADES,
  WEATHER_INITIAL,
  WEATHER_SUBSEQUENT,
  WEIGHT,
  type Weight,
  WHEEL_DAMAGE,
  WRECK_CROSSING,
} from '../rulesets/circus-maximus/tables.ts';
import { figureRows, signed } from './table-rows.ts';
import type { RulesTable, RulesTableRow } from './types.ts';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A table read by a dice total: one row per range, keyed as the log writes it. */
function rangeTable<R>(t: RangeTable<R>, note: string, columns = ['Roll', 'Result']): RulesTable {
  return {
    id: t.id,
    ruleset: 'circus-maximus',
    title: cap(t.name),
    source: t.source,
    note,
    columns,
    rows: t.rows.map((r) => ({ key: rowKey(r), cells: [rowKey(r), r.label] })),
  };
}

const choices = (list: readonly Priced[]): string => list.map((p) => `${p.value} (${p.cost})`).join(', ');

const specRow = (key: string, item: string, text: string): RulesTableRow => ({ key, cells: [item, text] });

const SPECIFICATION: RulesTable = {
  id: SPEC_TABLE.id,
  ruleset: 'circus-maximus',
  title: 'Specification table',
  source: SPEC_TABLE.source,
  note: `Each driver spends ${SPEC_TABLE.points} preparation points; costs in parentheses. Horse Four no faster than Horse One, Horse Two no faster than Horse Four, Horse Three no faster than Horse Two.`,
  columns: ['Item', 'Value (cost)'],
  rows: [
    ...['One', 'Two', 'Three', 'Four'].map((n, i) =>
      specRow(`horse-${i + 1}`, `Horse ${n}`, choices(SPEC_TABLE.horse)),
    ),
    specRow('driver-modifier', 'Driver modifier', choices(SPEC_TABLE.driverModifier)),
    specRow('driver-hits', 'Driver hits', choices(SPEC_TABLE.driverHits)),
    specRow('whip', 'Whip', `regular (${SPEC_TABLE.whip.regular}), long (${SPEC_TABLE.whip.long})`),
    specRow('left-wheel', 'Left wheel car hits', choices(SPEC_TABLE.wheelHits)),
    specRow('right-wheel', 'Right wheel car hits', choices(SPEC_TABLE.wheelHits)),
    specRow('endurance', 'Endurance', choices(SPEC_TABLE.endurance)),
    specRow(
      'blades-one-wheel',
      'Scythe blades, one wheel',
      `scythe (${SPEC_TABLE.oneWheelScythe.scythe}), long (${SPEC_TABLE.oneWheelScythe.long})`,
    ),
    specRow(
      'blades-both-wheels',
      'Scythe blades, both wheels',
      `scythe (${SPEC_TABLE.bothWheelsScythe.scythe}), long (${SPEC_TABLE.bothWheelsScythe.long})`,
    ),
    specRow('dust', 'Pouch of dust', `(${SPEC_TABLE.dust})`),
    specRow('knife', 'Knife', `(${SPEC_TABLE.knife})`),
    specRow('spear', 'Spear', `(${SPEC_TABLE.spear})`),
  ],
};

const CLASSIC_TABLE: RulesTable = {
  id: CLASSIC.id,
  ruleset: 'circus-maximus',
  title: 'The classic set-up',
  source: CLASSIC.source,
  note: `Our reading of the base game's simple set-up: a fixed chariot and ${CLASSIC.points} points, each buying one of the improvements below.`,
  columns: ['Item', 'Base', 'One point buys'],
  rows: [
    { key: 'horses', cells: ['Horses', CLASSIC.horses.join(', '), '+1 on one horse'] },
    { key: 'driver-modifier', cells: ['Driver modifier', String(CLASSIC.driverModifier), '+1'] },
    {
      key: 'driver-hits',
      cells: ['Driver hits', String(CLASSIC.driverHits), `+${CLASSIC.driverHitsPerPoint}`],
    },
    { key: 'wheel-hits', cells: ['Wheel hits', String(CLASSIC.wheelHits), '—'] },
    {
      key: 'endurance',
      cells: [
        'Endurance',
        `${CLASSIC.enduranceBase} + ${CLASSIC.enduranceDice}d6`,
        `+${CLASSIC.endurancePerPoint}`,
      ],
    },
  ],
};

const WEIGHTS: readonly Weight[] = ['light', 'normal', 'heavy'];
const weightRow = (
  key: string,
  figure: string,
  of: (w: Weight) => number,
  source: 'seed' | 'house',
): RulesTableRow => ({ key, cells: [figure, ...WEIGHTS.map((w) => signed(of(w)))], source });

const WEIGHT_TABLE: RulesTable = {
  id: TABLE_IDS.weight,
  ruleset: 'circus-maximus',
  title: 'Chariot weight',
  source: 'house',
  note: 'Weight costs no points. Ram modifiers are the base game’s (from published play, not our seed); the safe-speed shift is ours; the rain corner strain modifiers are printed in the seed.',
  columns: ['Figure', 'Light', 'Normal', 'Heavy'],
  rows: [
    weightRow('ram', 'Ram damage rolls', (w) => WEIGHT[w].ram, 'house'),
    weightRow('safe-speed', 'Safe corner speed', (w) => WEIGHT[w].safeSpeed, 'house'),
    weightRow('rain-strain', 'Corner strain in rain or mud', (w) => WEIGHT[w].rainStrain, 'seed'),
  ],
};

const BLADES: readonly ScytheKind[] = ['none', 'scythe', 'long'];
const BLADES_TABLE: RulesTable = {
  id: TABLE_IDS.blades,
  ruleset: 'circus-maximus',
  title: 'Scythe blades',
  source: UNBALANCED_BLADES.source,
  note: 'Blades add to every ram damage roll on their side; blades on one wheel only, or different on each, unbalance the car.',
  columns: ['Blades', 'Ram damage', 'Corner strain', 'Flip check'],
  rows: [
    ...BLADES.map((b) => ({ key: b, cells: [b, signed(SCYTHE_RAM_BONUS[b]), '0', '0'] })),
    {
      key: 'unbalanced',
      cells: [
        'one wheel only, or mixed',
        '—',
        signed(UNBALANCED_BLADES.cornerStrain),
        signed(UNBALANCED_BLADES.wheelFlip),
      ],
    },
  ],
};

const SAFE_SPEED_TABLE: RulesTable = {
  id: TABLE_IDS.safeSpeed,
  ruleset: 'circus-maximus',
  title: 'Safe corner speed of each lane',
  source: SAFE_SPEED.source,
  note: `${cap(SAFE_SPEED.note)}. Chariot weight shifts it (see the weight table); mud lowers it by ${-RULES.mudSafeSpeed.value}.`,
  columns: ['Lane', 'Safe speed'],
  rows: SAFE_SPEED.value.map((v, i) => ({ key: String(i + 1), cells: [String(i + 1), String(v)] })),
};

/** The chart printed by column (points over the safe speed): the log's row is the column read. */
const CORNER_STRAIN_TABLE: RulesTable = {
  id: CORNER_STRAIN.id,
  ruleset: 'circus-maximus',
  title: 'Corner strain chart',
  source: CORNER_STRAIN.source,
  note: '3d6 − CDM (+2 for unbalanced blades, + rain and mud modifiers), read in the row of the points over the safe speed: the worst result whose threshold the total reaches applies; below them all, no effect.',
  columns: [
    'Over',
    ...[...CORNER_STRAIN.rows].reverse().map((r) => cap(resultLabel(r.outcome)).replace(/ \(.*$/, '')),
  ],
  rows: CORNER_STRAIN.columns.map((col, i) => ({
    key: `${col} over`,
    cells: [col, ...[...CORNER_STRAIN.rows].reverse().map((r) => `${r.from[i]}+`)],
  })),
};

const LASH: RulesTable = {
  id: LASH_TABLE.id,
  ruleset: 'circus-maximus',
  title: 'Lash attack table',
  source: LASH_TABLE.source,
  note: `2d6 + attacker CDM against 2d6 + defender CDM; the difference picks the column, a long whip reads ${LASH_TABLE.longWhipShift} columns to the right (seed), the part lashed the result.`,
  columns: ['Lashed', 'Difference', 'Result'],
  rows: (['team', 'driver'] as const).flatMap((part) =>
    LASH_COLUMNS.map((c, i) => ({
      key: lashRowKey(part, i),
      cells: [part, c.label, resultLabel(LASH_TABLE[part][i]!)],
    })),
  ),
};

const FLIP_RESULTS: readonly FlipResult[] = ['safe', 'strained', 'flip'];
const FLIP: RulesTable = {
  id: FLIP_CHECK.id,
  ruleset: 'circus-maximus',
  title: 'Flip check',
  source: FLIP_CHECK.source,
  note: `2d6 (−1 for unbalanced blades) against the wheel's damage, after 2+ wheel hits from one blow, any wheel hit at a written speed of ${RULES.flipSpeed.value}+ or in a turn taken over the safe speed.`,
  columns: ['2d6 against the damage', 'Result'],
  rows: FLIP_RESULTS.map((r) => ({
    key: FLIP_CHECK.rowKey[r],
    cells: [FLIP_CHECK.rowKey[r], FLIP_LABEL[r]],
  })),
};

const FIGURES: RulesTable = {
  id: TABLE_IDS.figures,
  ruleset: 'circus-maximus',
  title: 'Costs and figures',
  source: 'house',
  note: 'The numbers the rules use; seed rows are printed in the optional rules, house rows are ours.',
  columns: ['Figure', 'Value', 'What it means'],
  rows: figureRows(RULES),
};

export const CIRCUS_MAXIMUS_TABLES: readonly RulesTable[] = [
  SPECIFICATION,
  CLASSIC_TABLE,
  WEIGHT_TABLE,
  BLADES_TABLE,
  SAFE_SPEED_TABLE,
  CORNER_STRAIN_TABLE,
  LASH,
  rangeTable(DAMAGE_TO_CARS, '3d6 + attacker CDM − defender CDM after a ram on the car.'),
  rangeTable(
    WHEEL_DAMAGE,
    '2d6 + the attacker’s weight modifier and blades: hits on the wheel facing the rammer.',
  ),
  rangeTable(HORSE_INJURY, '2d6 + the attacker’s weight modifier and blades after a ram on the team.'),
  FLIP,
  rangeTable(TEAM_AFTER_FLIP, 'One die for the team of a flipped chariot.'),
  rangeTable(DRIVER_THROWN, 'One die for the driver of a flipped chariot.'),
  rangeTable(
    CRITICAL_HIT,
    'One die whenever a driver is wounded; its 5 is the eye wound the dust table names.',
  ),
  rangeTable(WRECK_CROSSING, '2d6 − CDM, a horse carcass −1 more (seed), when driving over wreckage.'),
  rangeTable(DUST_TABLE, '2d6 + the defender’s CDM, after a dust throw of 2d6 + CDM ≥ 10.'),
  rangeTable(
    KNIFE_TABLE,
    '2d6 + the defender’s CDM, after a knife throw of one die per square of range − CDM ≤ 3.',
  ),
  rangeTable(SPEAR_TABLE, '2d6 unmodified, after a thrust of 2d6 + CDM ≥ 10 or a failed own-spear check.'),
  rangeTable(CRITICAL_HORSE_HIT, '2d6 by the attacker whenever a horse takes a hit.'),
  rangeTable(
    WEATHER_INITIAL,
    'One die before the race (and each lap while unsettled); after rain, one more die on this column.',
    ['Roll', 'Initial result'],
  ),
  rangeTable(WEATHER_SUBSEQUENT, 'One die every other turn from turn 2 while it rains.', [
    'Roll',
    'Subsequent check',
  ]),
  FIGURES,
];
