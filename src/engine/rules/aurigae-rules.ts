/**
 * Aurigae rule ids as its engine logs them today (the engine is still being written, so the
 * catalogue stays marked incomplete): explainers in plain words, the seed clauses each implements.
 */
import type { RuleEntry } from './types.ts';

const rule = (
  slug: string,
  title: string,
  clauses: string[],
  explain: string,
  source: 'seed' | 'house' = 'seed',
): RuleEntry => ({
  id: `aurigae.${slug}`,
  ruleset: 'aurigae',
  title,
  explain,
  clauses: clauses.map((c) => `aurigae:${c}`),
  source,
  tables: [],
});

export const AURIGAE_RULES: readonly RuleEntry[] = [
  rule(
    'character-generation',
    'Charioteer and team',
    ['game', 'character-generation', 'base-number', 'injury'],
    'One die grades the charioteer (novice to elite) and one the team of horses (poor to excellent). Base 100 plus both gives the skill number every end-of-move check is rolled against, all race.',
  ),
  rule(
    'sequence-of-play',
    'Plot, move, check',
    ['plot', 'movement-order', 'percentile-check', 'plotting', 'speed-change', 'turning', 'backward'],
    'Every turn each driver plots a speed change (1d6 free, 2d6 at −10%, 4d6 to stop at −20%) and a turn of up to 90 degrees (−1% a degree). Chariots then move first to last and each ends its move with a percentile check: bold manoeuvres make it harder.',
  ),
  rule(
    'movement',
    'Moving on the table',
    ['placement', 'movement-order', 'scales'],
    'A chariot moves its speed in inches along the plotted turn and is placed where the plot says; the table is our arena, scaled (house: 1.2 m an inch).',
  ),
  rule(
    'integrity',
    'The integrity check',
    ['integrity', 'integrity-check', 'percentile-check'],
    'd100 against the adjusted skill: every 20 points over loses a level of integrity (slight, moderate, full swerve, then crash), every 20 under recovers one. The team and car drift apart as the driver loses control.',
  ),
  rule(
    'collision',
    'Collisions',
    ['collision-objects'],
    'Touching the spina, the wall, a wreck or another chariot stops the mover and halves its speed, and worsens its next check (house values: the seed’s collision chart is missing).',
  ),
  rule(
    'shipwreck',
    'Shipwreck',
    ['shipwreck', 'injury', 'wreck-damage'],
    'A crashed car stays on the table as an obstacle; the charioteer, strapped to the reins, takes injury dice by his final speed (walk 1d6 up to charge 4d6).',
  ),
  rule(
    'dragged',
    'Dragged',
    ['shipwreck', 'dragged'],
    'A charioteer not thrown clear is dragged by his team and takes the same injury each turn until he cuts the reins.',
  ),
  rule(
    'cut-reins',
    'Cutting the reins',
    ['dragged'],
    'At the start of each turn a dragged charioteer rolls 3d6 against his dexterity to cut himself free.',
  ),
  rule(
    'runaway-team',
    'Runaway team',
    ['shipwreck'],
    'After a wreck the horses run on at the last written speed, without their driver.',
  ),
  rule(
    'race-length',
    'Laps and the finish',
    ['laps'],
    'Players plot, move and check until the set number of laps is done (7 by default); chariots finish across the line on the south straight.',
  ),
  rule(
    'time-limit',
    'Time limit',
    [],
    'Our own limit (house): a race still running after the maximum number of turns ends, and chariots still racing retire.',
    'house',
  ),
];
