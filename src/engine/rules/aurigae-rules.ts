/**
 * Aurigae rule ids as its engine logs them: explainers in plain words, the seed clauses each
 * implements and the tables it reads (ids from the ruleset's `TABLE_IDS`).
 */
import { TABLE_IDS as T } from '../rulesets/aurigae/tables.ts';
import { ruleEntry } from './rule-entry.ts';
import type { RuleEntry } from './types.ts';

const rule = (
  slug: string,
  title: string,
  clauses: string[],
  tables: string[],
  explain: string,
  source: 'seed' | 'house' = 'seed',
): RuleEntry => ruleEntry('aurigae', slug, title, clauses, tables, explain, source);

export const AURIGAE_RULES: readonly RuleEntry[] = [
  rule(
    'character-generation',
    'Charioteer and team',
    ['game', 'character-generation', 'base-number', 'injury'],
    [T.charioteer, T.team],
    'One die grades the charioteer (novice to elite) and one the team of horses (poor to excellent). Base 100 plus both gives the skill number every end-of-move check is rolled against, all race; the grade also gives the strength that takes injury and the dexterity that cuts the reins.',
  ),
  rule(
    'movement',
    'Plot and move',
    ['plot', 'plotting', 'speed-change', 'turning', 'backward', 'movement-order', 'placement', 'scales'],
    [T.speedChange, T.figures],
    'Each turn every driver plots a speed change (1d6 up or down free, 2d6 at −10%, 4d6 only to stop, at −20%) and a turn of 0 to 90 degrees in steps of 10. Chariots then move first to last (ties to the highest speed): each runs its speed in inches along the plotted arc and is placed where it ends: on a straight, a chariot a little off its line (up to 10°, house) is set parallel to the straight; in the turns it keeps the heading its plotted degrees gave. Reversing is only from a standstill, at walk speed. The table is our arena, scaled (house: 1.2 m an inch).',
  ),
  rule(
    'integrity',
    'The end-of-move check and integrity',
    ['percentile-check', 'integrity', 'integrity-check', 'turning', 'speed-change'],
    [T.integrity, T.speedBands, T.speedChange],
    'After its move each chariot rolls d100 and must roll under its skill less the degrees turned, the speed-change penalty and its speed band (house). Every 20 points over loses a level of integrity (slight swerve, moderate swerve, then a full swerve with the car turned 45° to its line, then a crash); every 20 under recovers one. The horses and car drift out of line as the driver loses control.',
  ),
  rule(
    'collision',
    'Collisions',
    ['collision-objects'],
    [T.collision],
    'Touching the spina, the outer wall, a wreck, a runaway team or another chariot stops the mover at contact, halves its speed and worsens its check; a chariot struck pays on its next check. Off the spina or wall the chariot is left along the barrier. The values are ours (house): the seed’s collision chart is missing.',
  ),
  rule(
    'shipwreck',
    'Shipwreck',
    ['shipwreck', 'injury', 'wreck-damage'],
    [T.injury, T.integrity],
    'A chariot that loses its last level of integrity (or whose check target falls to zero) crashes. The car stays on the track as an obstacle to everyone; the charioteer, strapped to the reins, takes injury dice by his final speed (walk 1d6 up to charge 4d6), and unless that puts him down he is dragged behind his team.',
  ),
  rule(
    'dragged',
    'Dragged',
    ['shipwreck', 'dragged', 'injury'],
    [T.injury],
    'A charioteer who fails to cut the reins is dragged behind the running team and takes the injury of its speed again each turn, until he cuts free or his injuries reach his strength and he lies still.',
  ),
  rule(
    'cut-reins',
    'Cutting the reins',
    ['shipwreck', 'dragged'],
    [T.charioteer],
    'At the beginning of each of his turns a dragged charioteer rolls 3d6 against his dexterity (12 to 15 by grade): at or under it he cuts the reins and rolls free, on foot.',
  ),
  rule(
    'on-foot',
    'A charioteer on foot',
    ['injury', 'shipwreck'],
    [T.charioteer],
    'A charioteer who has cut the reins is on foot: each turn, beginning with the one he cut free in, he runs his move allowance (10 inches, every grade) straight for the nearer of the spina and the outer wall (house: the seed gives the allowance, not where he goes), and once there he is safe. He is no obstacle to the chariots.',
  ),
  rule(
    'runaway-team',
    'Runaway team',
    ['shipwreck'],
    [T.collision],
    'After a wreck the horses run on at the last speed written on the sheet, following the track without their driver and without checks; they are an obstacle like any chariot, and a team brought to a stand stays where it stopped.',
  ),
  rule(
    'race-length',
    'Laps and the finish',
    ['laps'],
    [T.figures],
    'Players plot, move and check until the set number of laps is done (7 by default); each lap is logged as the chariot crosses the line, and the first across the finish after the last lap wins.',
  ),
  rule(
    'time-limit',
    'Time limit',
    [],
    [T.figures],
    'Our own limit (house): a race still running after the maximum number of turns ends, and chariots still racing retire.',
    'house',
  ),
];
