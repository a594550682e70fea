/**
 * The Aurigae rules catalogue: every clause of the miniatures rules
 * (shared/seeds/002_1c7e1130144e4783.txt), the rule ids its engine logs, and its tables.
 */
import { AURIGAE_RULES } from './aurigae-rules.ts';
import { AURIGAE_TABLES } from './aurigae-tables.ts';
import type { Clause, RulesCatalogue } from './types.ts';

const clause = (slug: string, title: string, lines: [number, number], quote: string): Clause => ({
  id: `aurigae:${slug}`,
  ruleset: 'aurigae',
  title,
  lines,
  quote,
});

const CLAUSES: readonly Clause[] = [
  clause('game', 'I. The game', [1, 1], 'Game Description: I/.'),
  clause('plot', 'I/I A. Plot direction and speed', [3, 5], 'All players plot the direction and speed'),
  clause(
    'movement-order',
    'I/I B. Movement first to last',
    [6, 6],
    'Movement: chariot models will be moved in sequence',
  ),
  clause(
    'percentile-check',
    'I/I C. The percentile check',
    [7, 7],
    'Players will roll percentile die at the end of their turn.',
  ),
  clause('laps', 'I/I D. Laps', [8, 8], 'Players will continue to plot, move, and check'),
  clause(
    'character-generation',
    'II. Charioteer skill and team quality',
    [10, 16],
    'II/. Character Generation:',
  ),
  clause('base-number', 'II/II. The base number', [18, 19], 'II/II. Add together.'),
  clause('backward', 'III. Moving backward', [21, 23], 'Note: Chariots may move backward at walk speed.'),
  clause(
    'speed-change',
    'III/II. Changing speed',
    [25, 29],
    'III/II. The effect of increasing and decreasing the chariot speed:',
  ),
  clause(
    'turning',
    'III/III. Turning',
    [31, 31],
    'III/III. The effect of turning the chariot during maneuver.',
  ),
  clause('plotting', 'III/IV. Plotting your maneuver', [33, 33], 'III/IV. Plotting Your Maneuver:'),
  clause('placement', 'IV/I. Placement following a move', [35, 37], 'IV/I. Placement following a move:'),
  clause('integrity', 'IV/II. Chariot/team integrity', [39, 39], 'IV/II. Chariot/Team Integrity:'),
  clause(
    'integrity-check',
    'IV/III. Integrity position from the check',
    [41, 42],
    'IV/III. To determine the Integrity position',
  ),
  clause(
    'collision-objects',
    'V/I. Collision with stationary objects',
    [44, 46],
    'V/I. Collision with stationary objects:',
  ),
  clause('shipwreck', 'V/II. Placement after a shipwreck', [48, 48], 'V/ll. Placement after a shipwreck.'),
  clause(
    'injury',
    'V/III. Physical injury to the aurigae',
    [50, 58],
    'V/III. Physical injury to the aurigae from a shipwreck',
  ),
  clause(
    'wreck-damage',
    'Wreck damage by speed',
    [60, 66],
    'The shipwreck will do a certain number of D6 points of damage.',
  ),
  clause(
    'dragged',
    'Dragged: cutting the reins',
    [68, 68],
    'Being dragged by the chariot will incur the same amount of damage.',
  ),
  clause('scales', 'VI. Alternative scales', [70, 72], 'VI/. Alternative scales for Aurigae:'),
];

const NOT_RULES = [{ lines: [74, 74] as const, why: 'a link to a larger picture' }];

export const AURIGAE_CATALOGUE: RulesCatalogue = {
  ruleset: 'aurigae',
  seedFile: '002_1c7e1130144e4783.txt',
  complete: true,
  clauses: CLAUSES,
  notRules: NOT_RULES,
  rules: AURIGAE_RULES,
  tables: AURIGAE_TABLES,
};
