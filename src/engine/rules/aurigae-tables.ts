/**
 * Every Aurigae table as displayable data, built from the ruleset's own tables module
 * (src/engine/rulesets/aurigae/tables.ts): ids, sources and numbers all come from there. Row keys
 * are what a log roll's `row` carries: the grade, the team quality, the speed change, the
 * integrity level, the speed band (`TABLE_IDS` says which roll writes which).
 */
import {
  CHARIOTEER_TABLE,
  COLLISION_TABLE,
  INTEGRITY_LEVELS,
  RULES,
  SPEED_BANDS,
  SPEED_CHANGES,
  SWERVE_LEVEL,
  TABLE,
  TABLE_IDS,
  TEAM_TABLE,
} from '../rulesets/aurigae/tables.ts';
import { figureRows, signed } from './table-rows.ts';
import type { RuleSource, RulesTable } from './types.ts';

const faces = (r: { from: number; to: number }): string =>
  r.from === r.to ? `${r.from}` : `${r.from}-${r.to}`;
/** A table is seed when every row is; a house row in it is marked on the row. */
const sourceOf = (rows: ReadonlyArray<{ source: RuleSource }>): RuleSource =>
  rows.every((r) => r.source === 'seed') ? 'seed' : 'house';
const pct = (n: number): string => (n === 0 ? '0' : `${signed(n)}%`);

const table = (t: Omit<RulesTable, 'ruleset'>): RulesTable => ({ ...t, ruleset: 'aurigae' });

const CHARIOTEER = table({
  id: TABLE_IDS.charioteer,
  title: 'Charioteer',
  source: sourceOf(CHARIOTEER_TABLE),
  note: 'Roll 1d6 once per charioteer at the start. Skill is added to the base 100; strength takes injury, dexterity cuts the reins, and a charioteer on foot runs his move allowance each turn.',
  columns: ['1d6', 'Charioteer', 'Skill', 'Strength', 'Dexterity', 'Move allowance'],
  rows: CHARIOTEER_TABLE.map((r) => ({
    key: r.grade,
    cells: [faces(r), r.label, pct(r.skill), String(r.strength), String(r.dexterity), `${r.moveOnFoot}″`],
    source: r.source,
  })),
});

const TEAM = table({
  id: TABLE_IDS.team,
  title: 'Team of horses',
  source: sourceOf(TEAM_TABLE),
  note: 'Roll 1d6 once per team at the start; the modifier is added to the base 100.',
  columns: ['1d6', 'Team', 'Skill'],
  rows: TEAM_TABLE.map((r) => ({
    key: r.quality,
    cells: [faces(r), r.label, pct(r.modifier)],
    source: r.source,
  })),
});

const SPEED_CHANGE = table({
  id: TABLE_IDS.speedChange,
  title: 'Changing speed',
  source: sourceOf(SPEED_CHANGES),
  note: `Plotted each turn; the dice are added to or taken from the speed (0 to ${RULES.maxSpeed.value} in, at most ${RULES.walkMax.value} in reversing). The penalty goes on the end-of-move check.`,
  columns: ['Change', 'Dice', 'Check'],
  rows: SPEED_CHANGES.map((r) => ({
    key: r.change,
    cells: [r.label, r.dice === 0 ? '—' : `${r.dice}d6`, pct(r.penalty)],
    source: r.source,
  })),
});

const bandRange = (i: number): string => {
  const b = SPEED_BANDS[i]!;
  const low = i === 0 ? 0 : SPEED_BANDS[i - 1]!.upTo + 1;
  return low === b.upTo ? `${b.upTo}` : `${low}-${b.upTo}`;
};

const SPEED_BAND = table({
  id: TABLE_IDS.speedBands,
  title: 'Speed bands',
  source: sourceOf(SPEED_BANDS),
  note: 'The seed names the gaits; how many inches a turn each covers and what it costs on the end-of-move check are ours (house).',
  columns: ['Band', 'Inches a turn', 'Check'],
  rows: SPEED_BANDS.map((b, i) => ({
    key: b.band,
    cells: [b.band, bandRange(i), pct(b.penalty)],
    source: b.source,
  })),
});

const injury = (b: { injuryDice: number; injuryBonus: number }): string =>
  b.injuryDice === 0 ? 'none' : `${b.injuryDice}d6${b.injuryBonus ? ` + ${b.injuryBonus}` : ''}`;

// The dice per gait are printed (seed V/III); the bands' inches are house, so the halt row is ours.
const INJURY = table({
  id: TABLE_IDS.injury,
  title: 'Injury by speed',
  source: 'seed',
  note: 'A shipwrecked charioteer takes the dice of his final speed, and so does a dragged one each turn he fails to cut the reins; injury equal to his strength puts him down.',
  columns: ['Band', 'Inches a turn', 'Injury'],
  rows: SPEED_BANDS.map((b, i) => ({
    key: b.band,
    cells: [b.band, bandRange(i), injury(b)],
    source: b.injuryDice === 0 ? 'house' : 'seed',
  })),
});

const LEVEL_TEXT: readonly string[] = [
  'team and car in line',
  'horses and car slightly out of line',
  'horses and car further out of line',
  `the car turned ${RULES.swerveYaw.value}° to its line of travel, speed halved`,
  'shipwreck: the car stays on the track',
];

const INTEGRITY = table({
  id: TABLE_IDS.integrity,
  title: 'Chariot/team integrity',
  source: 'seed',
  note: `d100 against the adjusted skill: every whole ${RULES.integrityStep.value} points over loses a level (a failure by less loses none), every whole ${RULES.integrityStep.value} under recovers one. The row is the level the check leaves the chariot at.`,
  columns: ['Level', 'Integrity', 'On the table'],
  rows: INTEGRITY_LEVELS.map((name, i) => ({
    key: name,
    cells: [String(i), name, LEVEL_TEXT[i] ?? ''],
    // The slide off the line is ours; the swerve's 45° and the crash are printed.
    source: i === 0 || i >= SWERVE_LEVEL ? 'seed' : 'house',
  })),
});

const COLLISION = table({
  id: TABLE_IDS.collision,
  title: 'Collisions',
  source: sourceOf(COLLISION_TABLE),
  note: `The seed names the obstacles but its collision chart is missing: our values. The mover stops at contact, its speed ×${RULES.collisionSpeedFactor.value}.`,
  columns: ['Obstacle', 'What happens', 'Mover’s check', 'Struck chariot’s next check'],
  rows: COLLISION_TABLE.map((r) => ({
    key: r.obstacle,
    cells: [r.obstacle, r.label, pct(r.penalty), pct(r.struckPenalty)],
    source: r.source,
  })),
});

const FIGURES = table({
  id: TABLE_IDS.figures,
  title: 'Figures',
  source: 'house',
  note: 'Every other number the rules use, with where it comes from.',
  columns: ['Figure', 'Value', 'Note'],
  rows: [...figureRows(RULES), ...figureRows(TABLE)],
});

export const AURIGAE_TABLES: readonly RulesTable[] = [
  CHARIOTEER,
  TEAM,
  SPEED_CHANGE,
  SPEED_BAND,
  INTEGRITY,
  INJURY,
  COLLISION,
  FIGURES,
];
