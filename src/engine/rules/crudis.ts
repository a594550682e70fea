/**
 * The Crudis rules catalogue: every clause of shared/seeds/004_f8e821f23a64b6a1.txt, every rule id
 * the engine writes, and every table, built from src/engine/rulesets/crudis/tables.ts.
 */
import {
  BOUNCE_LABEL,
  DAMAGE_TABLE,
  DAMAGE_TIMING,
  LOCKED_LABEL,
  LOCKED_TABLE,
  RIP_LABEL,
  RIP_RESULTS,
  RIP_TABLE,
  RULES,
  SWERVE_LABEL,
  TIMING_LABEL,
  WHIP_RESULT_LABEL,
  WHIP_TABLE,
  type WhipTarget,
} from '../rulesets/crudis/tables.ts';
import { ruleEntry } from './rule-entry.ts';
import { dieRows, figureRows } from './table-rows.ts';
import type { Clause, RuleEntry, RulesCatalogue, RulesTable } from './types.ts';

const clause = (slug: string, title: string, lines: [number, number], quote: string): Clause => ({
  id: `crudis:${slug}`,
  ruleset: 'crudis',
  title,
  lines,
  quote,
});

const CLAUSES: readonly Clause[] = [
  clause('arena', 'The Arena', [3, 3], 'The Arena: The racing arena resembles the traditional'),
  clause('set-up', 'Set Up', [5, 5], 'Set Up: Youngest player chooses a chariot'),
  clause(
    'order-of-moves',
    'Order of Moves',
    [7, 7],
    'Order of Moves: Each turn, players move their chariots',
  ),
  clause('normal-moves', 'Normal Moves', [9, 9], 'Normal Moves: Roll 3 dice (two white, one red).'),
  clause('danger-lines', 'Danger Lines', [11, 12], 'Danger Lines: When crossing a Danger Line'),
  clause('damage-table', 'The Damage Table', [14, 21], 'THE DAMAGE TABLE'),
  clause('damage-timing', 'When the damage happens', [23, 25], '1, 2\tBeginning of Move'),
  clause('dead-cart-bounce', 'Dead Cart Bounce', [27, 33], 'Dead Cart Bounce:'),
  clause('passing-a-wreck', 'Passing a Wreck', [35, 35], 'Passing a Wreck (adjacent square)'),
  clause('crossing-a-wreck', 'Crossing a Wreck', [36, 36], 'Crossing a Wreck (over the squares)'),
  clause('whip-for-speed', 'Whip for Speed', [38, 39], 'Whip for Speed: At end of move'),
  clause('whip-to-attack', 'Whip to Attack', [41, 49], 'Whip to Attack: Range of 2'),
  clause('lose-control', 'Lose Control', [51, 51], 'Lose Control: Next Move cannot be voluntarily modified'),
  clause(
    'collision',
    'Collision with other chariot',
    [53, 53],
    'Collision with other chariot: 1 Damage roll EACH.',
  ),
  clause('rip-off-wheels', 'Rip Off Wheels', [55, 59], 'Rip Off Wheels: You may attempt a fancy manouvre'),
  clause('rip-off-results', 'Rip-Off Results Table', [61, 65], '1\tBoth Chariots Damaged'),
  clause('locked-together', 'Chariots Locked Together', [67, 73], 'Chariots Locked Together:'),
  clause('chariots-separate', 'Chariots Separate', [75, 75], 'Chariots Separate: If the Inner'),
];

const NOT_RULES = [{ lines: [1, 1] as const, why: 'the title' }];

const WHIP_PARTS: readonly [WhipTarget, string][] = [
  ['outer-horses', 'Outer Horses'],
  ['yokers', 'Yokers'],
  ['charioteer', 'Charioteer'],
];

const modText = (damageMod: number, moveMod: number): string =>
  damageMod !== 0
    ? `${damageMod} on future damage rolls`
    : moveMod !== 0
      ? `${moveMod} on movement in future`
      : '';

const TABLES: readonly RulesTable[] = [
  {
    id: 'crudis.damage-table',
    ruleset: 'crudis',
    title: 'The Damage Table',
    source: 'seed',
    note: "The red die plus the chariot's damage modifier; totals under 1 read as 1, over 6 as 6.",
    columns: ['Roll', 'Result', 'Lasting effect'],
    rows: DAMAGE_TABLE.map((r) => ({
      key: String(r.roll),
      cells: [String(r.roll), r.label, modText(r.damageMod, r.moveMod)],
    })),
  },
  {
    id: 'crudis.damage-timing',
    ruleset: 'crudis',
    title: 'When the damage happens',
    source: 'seed',
    note: 'One die says where along the move a damage result read in the chariot’s own move happens.',
    columns: ['Roll', 'When'],
    rows: dieRows(DAMAGE_TIMING.map((t) => TIMING_LABEL[t])),
  },
  {
    id: 'crudis.dead-cart-bounce',
    ruleset: 'crudis',
    title: 'Dead Cart Bounce',
    source: 'seed',
    note: 'A wreck lands one die of squares forward; a second die reads this table for the lanes aside.',
    columns: ['Roll', 'Lanes aside'],
    rows: dieRows(BOUNCE_LABEL),
  },
  {
    id: 'crudis.swerve-table',
    ruleset: 'crudis',
    title: 'Lose Control: the swerve',
    source: 'seed',
    note: "Read on the red die of the next move; one lane sideways per square forward. The log's lose-control event names the swerve in its summary.",
    columns: ['Red die', 'Swerve'],
    rows: dieRows(SWERVE_LABEL),
  },
  ...WHIP_PARTS.map(
    ([part, name]): RulesTable => ({
      id: `crudis.whip-table.${part}`,
      ruleset: 'crudis',
      title: `Whip to Attack: ${name}`,
      source: 'seed',
      note: 'One die, by the part of the rival whipped.',
      columns: ['Roll', 'Result'],
      rows: dieRows(WHIP_TABLE[part].map((r) => WHIP_RESULT_LABEL[r])),
    }),
  ),
  {
    id: 'crudis.rip-off-wheels',
    ruleset: 'crudis',
    title: 'Rip Off Wheels',
    source: 'seed',
    note: 'One die after drawing alongside and spending 4 manoeuvre points.',
    columns: ['Roll', 'Result'],
    rows: dieRows(RIP_TABLE.map((r) => RIP_LABEL[r])),
  },
  {
    id: 'crudis.rip-off-results',
    ruleset: 'crudis',
    title: 'Rip-Off Results Table',
    source: 'seed',
    note: 'One die, when the first roll says to read this table.',
    columns: ['Roll', 'Result'],
    rows: dieRows(RIP_RESULTS.map((r) => RIP_LABEL[r])),
  },
  {
    id: 'crudis.locked-table',
    ruleset: 'crudis',
    title: 'Chariots Locked Together',
    source: 'seed',
    note: "Read on the red die of each locked chariot's turn; the locked event's summary names the result.",
    columns: ['Red die', 'Result'],
    rows: dieRows(LOCKED_TABLE.map((r) => LOCKED_LABEL[r])),
  },
  {
    id: 'crudis.figures',
    ruleset: 'crudis',
    title: 'Costs and figures',
    source: 'seed',
    note: 'The numbers the rules use; house values are ours where the seed gives none.',
    columns: ['Figure', 'Value', 'What it means'],
    rows: figureRows(RULES),
  },
];

const rule = (
  slug: string,
  title: string,
  clauses: string[],
  tables: string[],
  explain: string,
  source: 'seed' | 'house' = 'seed',
): RuleEntry =>
  ruleEntry(
    'crudis',
    slug,
    title,
    clauses,
    tables.map((t) => `crudis.${t}`),
    explain,
    source,
  );

const RULE_ENTRIES: readonly RuleEntry[] = [
  rule(
    'set-up',
    'Set up on the start line',
    ['set-up', 'arena'],
    [],
    'Chariots line up side by side on the start line: the first one square out from the spina, each next one further out. A chariot fills 2 × 2 squares and its front inner square is its position, so the inside starter has the shortest way round.',
  ),
  rule(
    'order-of-moves',
    'Order of moves',
    ['order-of-moves'],
    [],
    'Every turn the chariot furthest forward moves first; on a tie the one nearer the spina goes first. Leaders therefore move into open track, and those behind must react to them.',
  ),
  rule(
    'normal-move',
    'A normal move',
    ['normal-moves', 'arena'],
    [],
    'Roll two white dice and a red one. The white total is how many squares the chariot goes forward; the red die is a budget of manoeuvre points, each one square more or less or one lane sideways (one lane per square forward). It is the driver’s main choice each turn: speed against position.',
  ),
  rule(
    'danger-lines',
    'Danger lines',
    ['danger-lines'],
    ['damage-table'],
    'Danger lines lie where each turn begins and ends. A chariot crossing one rolls the three dice again: the white total must be over SPEED − LANE (squares moved this turn minus its lane number). Fast chariots on the inside are most at risk; going wide or slowing down makes the check easier. A failed check reads the red die on the damage table.',
  ),
  rule(
    'damage-table',
    'The damage table',
    ['damage-table', 'danger-lines'],
    ['damage-table'],
    'A red die, plus the chariot’s damage modifier, read on the damage table: 1 wrecks the chariot, 2 and 3 damage it (making later rolls worse), 4 and 5 hurt a horse (slower from now on), 6 is no harm. Damage accumulates, so a battered chariot is ever likelier to wreck.',
  ),
  rule(
    'damage-timing',
    'When the damage happens',
    ['damage-timing'],
    ['damage-timing'],
    'When a chariot reads damage in its own move (at a danger line, at a wreck, in its own collision), one more die says where along the move it happens: at the start, on the danger line (half-way for other causes), or at the end of its move. A wreck breaks up there; other damage counts from there on, so a chariot damaged at the end of its move reads no worse rolls for the rest of that move. Our reading (house) places damage from other causes no earlier than the incident itself. A chariot destroyed in its move does not finish in it, even where it breaks up on or past the finish line.',
  ),
  rule(
    'dead-cart-bounce',
    'Dead cart bounce',
    ['dead-cart-bounce'],
    ['dead-cart-bounce'],
    'A wreck does not simply stop: it lands a die of squares further on, and a second die sends it up to two lanes in or out. The wreck then stays on the track as an obstacle for everyone behind. Our reading (house): a wreck that reaches a chariot on its way stops against it, and the chariot struck rolls once on the damage table, as in a collision.',
  ),
  rule(
    'passing-a-wreck',
    'Passing a wreck',
    ['passing-a-wreck'],
    ['damage-table'],
    'Driving in a square next to a wreck costs one roll on the damage table: debris and panicked horses are dangerous even when you miss the wreck itself.',
  ),
  rule(
    'crossing-a-wreck',
    'Crossing a wreck',
    ['crossing-a-wreck'],
    ['damage-table'],
    'Driving over the squares of a wreck costs two rolls on the damage table: drivers try hard to steer round the debris.',
  ),
  rule(
    'whip-for-speed',
    'Whip for speed',
    ['whip-for-speed'],
    ['damage-table'],
    'At the end of its move on a straight, a driver may whip the horses: the red die is that many extra squares forward (no manoeuvring), and each white die is read on the damage table, where only horse injuries count. Extra speed at the risk of the team.',
  ),
  rule(
    'whip-to-attack',
    'Whip to attack',
    ['whip-to-attack'],
    ['whip-table.outer-horses', 'whip-table.yokers', 'whip-table.charioteer'],
    'A driver within two squares of a rival may lash the rival’s outer horses, yokers or charioteer, each with its own table. Low rolls backfire on the attacker (lost control, lost whip); high ones drive the victim away, hurt a horse or even wreck him. Our reading (house): the yokers run inside the outer horses, so they are in reach only across a lateral gap of one square.',
  ),
  rule(
    'lose-control',
    'Lose control',
    ['lose-control'],
    ['swerve-table'],
    'A chariot that has lost control cannot use its red die to manoeuvre on its next move: the red die instead says which way it swerves (up to three lanes in or two out), one lane per square forward. A swerve into the spina or the wall scrapes the car.',
  ),
  rule(
    'collision',
    'Collision',
    ['collision'],
    ['damage-table'],
    'When a chariot runs into another by accident, each rolls once on the damage table. The rules make contact costly for both, so drivers steer clear unless they mean it.',
  ),
  rule(
    'ramming',
    'Ramming',
    ['collision'],
    ['damage-table'],
    'A deliberate collision. It costs the attacker one square of movement and one manoeuvre point; both roll on the damage table, and if the defender comes off worse he is shoved aside to make room. A dirty driver’s weapon: it hurts the rammer too.',
  ),
  rule(
    'rip-off-wheels',
    'Rip off wheels',
    ['rip-off-wheels', 'rip-off-results'],
    ['rip-off-wheels', 'rip-off-results', 'damage-table'],
    'A fancy manoeuvre: draw alongside a rival and spend 4 manoeuvre points to try to tear his wheels off. One die: a 1 damages the attacker, a 2 makes him lose control, 3–6 go to the rip-off results table — both chariots damaged, the two locked together, both or only the victim out of control, or the victim badly damaged (two damage rolls).',
  ),
  rule(
    'locked-together',
    'Chariots locked together',
    ['locked-together'],
    ['locked-table', 'damage-table'],
    'Locked chariots move as one, each turn at the rolled speed divided by the number locked together. Their red die no longer manoeuvres: it reads the locked table — damage, a forced or chosen shift of a lane, or separation.',
  ),
  rule(
    'chariots-separate',
    'Chariots separate',
    ['chariots-separate', 'locked-together'],
    ['locked-table'],
    'When locked chariots come apart, the one whose turn it is moves 1 square apart and then its full move if none of the others has moved yet this turn; otherwise it moves the divided distance and then separates. If the damage roll before separating wrecks its partners, it has nobody to move apart from, and moves the same distance.',
  ),
  rule(
    'race-length',
    'Laps and the finish',
    ['arena'],
    ['figures'],
    'A race is two laps plus the final straight (our setups may choose 1 to 7 laps). The log marks each lap completed and each chariot crossing the finish; chariots crossing in the same turn are ranked by the moment they cross (house).',
  ),
  rule(
    'barrier-scrape',
    'Swerving into the spina or the wall',
    ['lose-control'],
    ['damage-table'],
    'Our reading (house): a chariot forced by a swerve against the spina or the outer wall scrapes along it and makes one roll on the damage table. The seed does not say what happens there.',
    'house',
  ),
  rule(
    'time-limit',
    'Time limit',
    [],
    ['figures'],
    'Our own limit (house), not in the rules: a race still running after the maximum number of turns ends, and chariots still racing are classed as retired. It only guards against endless races.',
    'house',
  ),
];

export const CRUDIS_CATALOGUE: RulesCatalogue = {
  ruleset: 'crudis',
  seedFile: '004_f8e821f23a64b6a1.txt',
  complete: true,
  clauses: CLAUSES,
  notRules: NOT_RULES,
  rules: RULE_ENTRIES,
  tables: TABLES,
};
