/**
 * The Circus Maximus rules catalogue: every clause of Moon's optional rules
 * (shared/seeds/000_65df24443d18c878.txt), every rule id the engine logs, and every table, built
 * from src/engine/rulesets/circus-maximus/tables.ts.
 */
import { CIRCUS_MAXIMUS_RULES } from './circus-maximus-rules.ts';
import { CIRCUS_MAXIMUS_TABLES } from './circus-maximus-tables.ts';
import type { Clause, RulesCatalogue } from './types.ts';

const clause = (slug: string, title: string, lines: [number, number], quote: string): Clause => ({
  id: `circus-maximus:${slug}`,
  ruleset: 'circus-maximus',
  title,
  lines,
  quote,
});

const CLAUSES: readonly Clause[] = [
  clause(
    'specification',
    'A more detailed specification method',
    [11, 14],
    'Each player receives 32 Preparation Points.',
  ),
  clause('horses', 'Four horses, ordered by speed', [15, 15], 'A player must have four horses.'),
  clause('whips', 'Whips', [16, 16], 'A player does not have to have a whip.'),
  clause('scythe-blades', 'Scythe blades', [17, 17], 'A player does not have to have scythe blades.'),
  clause('specification-table', 'Specification table', [19, 36], 'SPECIFICATION TABLE'),
  clause('pouch-of-dust', 'Pouch of dust', [39, 40], 'POUCH OF DUST: Cost: 1 Preparation Point.'),
  clause('dust-table', 'Dust attack table', [42, 60], 'DUST ATTACK TABLE'),
  clause('knife', 'Knife', [62, 63], 'KNIFE: Cost: 2 Preparation Points.'),
  clause('small-knife', 'The small knife', [64, 64], 'Each player also has a small knife'),
  clause('knife-table', 'Knife attack table', [66, 76], 'KNIFE ATTACK TABLE'),
  clause('spear', 'Spear', [78, 79], 'SPEAR: Cost: 4 Preparation Points.'),
  clause('spear-table', 'Spear attack table', [81, 86], 'SPEAR ATTACK TABLE'),
  clause('horse-carcasses', 'Horse carcasses', [88, 89], 'HORSE CARCASSES'),
  clause('critical-horse-hits', 'Critical horse hits', [91, 92], 'CRITICAL HORSE HITS'),
  clause('critical-table', 'Critical horse hit table', [94, 101], 'CRITICAL HORSE HIT TABLE'),
  clause('first-turn-acceleration', 'First turn acceleration', [103, 104], 'FIRST TURN ACCELERATION'),
  clause('voluntary-straining', 'Voluntary straining', [106, 107], 'VOLUNTARY STRAINING'),
  clause('weather', 'Weather check', [109, 110], 'After players have built their chariots'),
  clause('rain-to-mud', 'Rain turns to mud', [111, 111], "Should 'rain' remain in effect"),
  clause('weather-table', 'Weather table', [113, 120], 'WEATHER TABLE'),
  clause('rain-dust', 'Rain: no dust attacks', [122, 124], 'Dust attacks are not allowed in the rain'),
  clause('rain-speed', 'Rain: team speed −1', [125, 125], 'Team speed is reduced by one'),
  clause(
    'rain-corner-strain',
    'Rain: corner strain modifiers',
    [126, 129],
    'CORNER STRAIN CHART MODiFIERS are amended',
  ),
  clause(
    'rain-lane-changes',
    'Rain: lane changes',
    [130, 131],
    'LANE CHANGES are now subject to modification',
  ),
  clause('mud-permanent', 'Mud: rain effects permanent', [133, 135], 'Once mud has been declared'),
  clause('mud-corner-strain', 'Mud: corner strain +1', [136, 136], 'The combined effects of rain and mud'),
  clause(
    'mud-safe-speed',
    'Mud: safe speed −3',
    [137, 137],
    'The safe cornering speed of all chariots is reduced by three',
  ),
  clause('mud-speed', 'Mud: team speed −2', [138, 138], 'Team speed is reduced by two.'),
  clause('mud-dragged', 'Mud: dragged drivers', [139, 139], 'A dragged driver suffers only one third'),
  clause(
    'mud-on-foot',
    'Mud: drivers on foot',
    [140, 140],
    'An individual driver on the track can move one square for each three',
  ),
];

const NOT_RULES = [
  { lines: [1, 7] as const, why: 'title, author and source' },
  { lines: [9, 9] as const, why: 'the author’s introduction to the optional rules' },
  { lines: [38, 38] as const, why: 'the heading of the special weapons' },
  { lines: [142, 146] as const, why: 'page footer and links' },
];

export const CIRCUS_MAXIMUS_CATALOGUE: RulesCatalogue = {
  ruleset: 'circus-maximus',
  seedFile: '000_65df24443d18c878.txt',
  complete: true,
  clauses: CLAUSES,
  notRules: NOT_RULES,
  rules: CIRCUS_MAXIMUS_RULES,
  tables: CIRCUS_MAXIMUS_TABLES,
};
