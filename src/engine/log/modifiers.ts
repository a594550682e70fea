/**
 * A roll's modifiers as data (issue 22): each modifier a ruleset adds to a roll names its `kind`
 * and the figures that kind needs (whose CDM, which chariot weight, how many degrees of turn, which
 * Event card), so a reader words it in any language from the data; `source` stays the engine's
 * English words for it (display text). Logs written before kinds existed (version 1, and version 2
 * logs of before 2026-12-04) have `source` only: the reader tells the kind from those words
 * (./modifiers-from-words.ts).
 *
 * The rulesets build their modifiers with `modifier` (./modifier.ts), never by hand, so every
 * modifier the engine writes has a kind.
 */
import { z } from 'zod';

const finite = z.number();

const CHARIOT_WEIGHTS = ['light', 'normal', 'heavy'] as const;
const SCYTHES = ['scythe', 'long'] as const;
export const SPEED_BANDS = ['halt', 'walk', 'trot', 'canter', 'gallop', 'charge'] as const;
export const OBSTACLES = ['spina', 'wall', 'chariot', 'wreck'] as const;
const TEAM_STATS = ['cut', 'turn', 'speed', 'block', 'cool', 'endurance'] as const;

export type ChariotWeight = (typeof CHARIOT_WEIGHTS)[number];
export type Scythe = (typeof SCYTHES)[number];
export type SpeedBandName = (typeof SPEED_BANDS)[number];
export type ObstacleName = (typeof OBSTACLES)[number];
export type TeamStat = (typeof TEAM_STATS)[number];

const base = {
  source: z
    .string()
    .min(1)
    .describe("What the modifier comes from, in the rule's own terms (a stat, a situation). Display text."),
  value: finite.describe('Added to the sum of the faces (negative: subtracted).'),
};

/** One kind of modifier: its name, what it is, and the figures it carries. */
function kind<K extends string, F extends z.ZodRawShape>(name: K, says: string, figures: F) {
  return z
    .object({ ...base, kind: z.literal(name).describe(says), ...figures })
    .describe(`A modifier of kind ${name}: ${says}`);
}

const weight = z.enum(CHARIOT_WEIGHTS).describe("The chariot's weight class.");

/** Every kind of modifier the rulesets add, with its figures. */
export const TypedModifierSchema = z
  .discriminatedUnion('kind', [
    // Crudis
    kind('chariot-damage', 'Crudis: the damage modifier of a damaged chariot (on damage rolls).', {}),
    kind('horse-injuries', 'Crudis: the movement modifier of hurt horses (on the white dice).', {}),
    // Circus Maximus
    kind('cdm', "Circus Maximus: a driver's modifier (CDM), jostling and wounds counted.", {
      chariot: z.string().min(1).describe("Whose CDM it is: an entrant's `id`."),
    }),
    kind('rain', 'Circus Maximus: rain on the corner strain roll, by the weight of the chariot.', { weight }),
    kind('mud', 'Circus Maximus: mud on the corner strain roll.', {}),
    kind('unbalanced-blades', 'Circus Maximus: scythe blades on one wheel only, or different on each.', {}),
    kind('weight', "Circus Maximus: the rammer's weight on a ram's damage.", { weight }),
    kind('scythe-blades', "Circus Maximus: the rammer's scythe blades on the wheel facing the target.", {
      blades: z.enum(SCYTHES).describe('scythe: scythe blades; long: long scythe blades.'),
    }),
    kind('carcass', 'Circus Maximus: running over a horse carcass rather than a wreck.', {}),
    kind('small-knife', 'Circus Maximus: a small knife thrown, though not meant for throwing.', {}),
    // Aurigae
    kind('turn', 'Aurigae: the turn made this move.', {
      degrees: finite.min(0).describe('Degrees turned, either way.'),
    }),
    kind('speed-change', 'Aurigae: a change of speed of 2d6 or more.', {}),
    kind('speed-band', 'Aurigae: going fast, by the speed band of the move.', {
      band: z.enum(SPEED_BANDS).describe('The speed band.'),
    }),
    kind('collision', 'Aurigae: striking something during the move.', {
      obstacle: z.enum(OBSTACLES).describe('What was struck: the spina, the wall, a chariot or a wreck.'),
    }),
    kind('struck', 'Aurigae: struck by another chariot since the last check.', {}),
    // Hippodrome
    kind('stat', "Hippodrome: the team's statistic the roll adds.", {
      stat: z.enum(TEAM_STATS).describe('The statistic.'),
    }),
    kind('fatigue', "Hippodrome: the lap's fatigue, less the team's Endurance.", {}),
    kind('event-card', 'Hippodrome: an Event card played on the roll.', {
      card: z.string().min(1).describe('The card: an Event card id of the rules catalogue (E..).'),
    }),
    kind('rumor', 'Hippodrome: a Rumor on the team that adds to this roll (Serment sacré on Cut rolls).', {
      card: z.string().min(1).describe('The Rumor: a card id of the rules catalogue (R..).'),
    }),
    kind('stall', 'Hippodrome: the starting stall, on the effort roll.', {
      stall: z.number().int().min(1).describe('The stall, from 1.'),
    }),
  ])
  .meta({ id: 'TypedModifier', description: 'One modifier added to a roll: its kind and figures.' });

/** A modifier of a log written before modifiers had kinds: its words only (a `kind` this reader does
 * not know is refused, where it is, rather than read as words only). */
const UntypedModifierSchema = z
  .object({ ...base, kind: z.never().optional().describe('Absent: the modifier has words only.') })
  .describe('One modifier added to a roll, in words only (logs written before modifiers had kinds).');

export const ModifierSchema = z
  .union([TypedModifierSchema, UntypedModifierSchema])
  .describe('One modifier added to a roll: its kind and figures (absent in older logs) and its words.');

export type TypedModifier = z.infer<typeof TypedModifierSchema>;
export type ModifierKind = TypedModifier['kind'];
export type Modifier = z.infer<typeof ModifierSchema>;
