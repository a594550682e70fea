import { z } from 'zod';
import type { LogError, Result } from '../log/parse.ts';

export const PERSONALITIES = ['cautious', 'balanced', 'reckless', 'dirty'] as const;
export type Personality = (typeof PERSONALITIES)[number];

import { MAX_CHARIOTS, MIN_CHARIOTS } from './limits.ts';
import { circusFaction, FACTION_NAMES, PALETTES, type Palette, paintField } from './palette.ts';

export { MAX_CHARIOTS, MIN_CHARIOTS };

/** The longest text an option may hold (a Circus Maximus chariot specification is under 100). */
export const MAX_OPTION_TEXT = 200;

/** A race setup as users write it (`--setup setup.json`). Every field but the names is optional. */
export const SetupSchema = z
  .object({
    $schema: z
      .string()
      .optional()
      .describe('The JSON Schema this file follows (setup.schema.json), for editors; the engine ignores it.'),
    chariots: z
      .array(
        z
          .object({
            id: z
              .string()
              .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'ids are 1-32 lower-case letters, digits or "-"')
              .optional()
              .describe(
                'Id the log names the chariot by (1-32 lower-case letters, digits or "-"); made from the name when absent.',
              ),
            name: z
              .string()
              .trim()
              .min(1, 'a chariot needs a name')
              .max(40)
              .describe("The driver's name, shown in the viewer (1-40 characters)."),
            colour: z
              .string()
              .regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb')
              .optional()
              .describe(
                "Display colour, #rrggbb; when absent, one no other chariot wears: its faction's colour first, then shades of it.",
              ),
            faction: z
              .string()
              .max(20)
              .optional()
              .describe(
                'Circus faction: green, blue, red or white (in any case), or a team name of your own (up to 20 characters).',
              ),
            personality: z
              .enum(PERSONALITIES)
              .optional()
              .describe(
                "How the AI driver races: cautious, balanced, reckless or dirty; the field's rotation when absent.",
              ),
          })
          .strict()
          .describe('One chariot.'),
      )
      .min(MIN_CHARIOTS, `a race needs at least ${MIN_CHARIOTS} chariots`)
      .max(MAX_CHARIOTS, `a race takes at most ${MAX_CHARIOTS} chariots`)
      .describe(
        `The chariots, in starting order (${MIN_CHARIOTS} to ${MAX_CHARIOTS}; a ruleset may narrow this).`,
      ),
    options: z
      .record(
        z.string(),
        z.union([
          z.number(),
          z.string().max(MAX_OPTION_TEXT, `option texts are at most ${MAX_OPTION_TEXT} characters`),
          z.boolean(),
        ]),
      )
      .optional()
      .describe(
        'Options of the ruleset, by name (e.g. laps); a ruleset refuses an option it does not know and names those it knows.',
      ),
    palette: z
      .enum(PALETTES)
      .optional()
      .describe(
        "Colours for the chariots given none: 'standard' (the circus factions' colours and their shades) or 'colour-blind' (Okabe-Ito's, safe under the common colour-vision deficiencies).",
      ),
  })
  .strict()
  .describe(
    'A race setup: the chariots and the ruleset options. Ruleset and seed are given on the command line.',
  );

export type SetupInput = z.infer<typeof SetupSchema>;

export interface ChariotSetup {
  id: string;
  name: string;
  colour: string;
  faction: string;
  personality: Personality;
}

export interface RaceSetup {
  chariots: ChariotSetup[];
  options: Record<string, number | string | boolean>;
  palette: Palette;
}

/**
 * What a ruleset decides about a field before it is painted. Hippodrome's four teams each race for
 * one circus faction (its rules read them), so it fills in the factions a setup leaves out.
 */
export interface FieldRules {
  /** The factions of the field from those given (circus ones in lower case, absent ones undefined). */
  factions?(given: ReadonlyArray<string | undefined>): Result<string[], LogError>;
}

export { FACTION_NAMES, PALETTES, type Palette } from './palette.ts';

/** Famous charioteers of Rome, for the default field. */
const DEFAULT_NAMES = [
  'Scorpus',
  'Diocles',
  'Crescens',
  'Calpurnianus',
  'Fuscus',
  'Epaphroditus',
  'Musclosus',
  'Teres',
  'Florus',
  'Eutyches',
  'Polydoxus',
  'Aquilinus',
];
const DEFAULT_PERSONALITIES: readonly Personality[] = ['balanced', 'reckless', 'cautious', 'dirty'];

export function defaultSetup(count = 8): SetupInput {
  return {
    chariots: Array.from({ length: count }, (_, i) => ({
      name: DEFAULT_NAMES[i % DEFAULT_NAMES.length]!,
      faction: FACTION_NAMES[i % 4]!,
      personality: DEFAULT_PERSONALITIES[(i + Math.floor(i / 4)) % 4]!,
    })),
  };
}

/** An id from a name: accents dropped, words joined by "-", at most `max` characters. */
function slug(name: string, max = 32): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/, '') || 'chariot'
  );
}

/** Validates a setup and fills its gaps. Bad input gets a message naming the field. */
export function resolveSetup(input: unknown, field: FieldRules = {}): Result<RaceSetup, LogError> {
  const parsed = SetupSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = `$${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
    return { ok: false, error: { message: `bad setup at ${path}: ${issue.message}`, path } };
  }
  // JSON may name an option "__proto__"; a JavaScript object cannot hold it, so it would vanish
  // unseen while every other unknown option is refused. Refuse it too.
  const rawOptions = (input as { options?: unknown }).options;
  if (typeof rawOptions === 'object' && rawOptions !== null && Object.hasOwn(rawOptions, '__proto__')) {
    const path = '$.options.__proto__';
    return {
      ok: false,
      error: { message: `bad setup at ${path}: "__proto__" is not an option of any ruleset`, path },
    };
  }
  const given = parsed.data.chariots;
  // Ids the user wrote are reserved first; the others are made from the names around them.
  const seen = new Set<string>();
  for (const [i, c] of given.entries()) {
    if (c.id === undefined) continue;
    if (seen.has(c.id)) {
      return {
        ok: false,
        error: {
          message: `bad setup at $.chariots[${i}].id: id "${c.id}" is used twice`,
          path: `$.chariots[${i}].id`,
        },
      };
    }
    seen.add(c.id);
  }
  const named = given.map((c) => (c.faction === undefined ? undefined : circusFaction(c.faction)));
  const factions = field.factions
    ? field.factions(named)
    : { ok: true as const, value: named.map((f) => f ?? 'independent') };
  if (!factions.ok) return factions;
  const palette = parsed.data.palette ?? 'standard';
  const colours = paintField(
    given.map((c, i) => ({ colour: c.colour?.toLowerCase(), faction: factions.value[i]! })),
    palette,
  );
  const chariots: ChariotSetup[] = [];
  for (const [i, c] of given.entries()) {
    let id = c.id ?? slug(c.name);
    if (c.id === undefined) {
      for (let n = 2; seen.has(id); n++) id = `${slug(c.name, 31 - String(n).length)}-${n}`;
      seen.add(id);
    }
    chariots.push({
      id,
      name: c.name,
      colour: colours[i]!,
      faction: factions.value[i]!,
      personality: c.personality ?? DEFAULT_PERSONALITIES[i % 4]!,
    });
  }
  return { ok: true, value: { chariots, options: parsed.data.options ?? {}, palette } };
}
