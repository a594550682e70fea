/**
 * What a season is run from: a ruleset, a season seed, how many races, the field (a race setup as
 * users write it) and the points table. Checked with zod; bad input names what and where.
 */
import { z } from 'zod';
import type { LogError, Result } from '../log/parse.ts';
import { isRulesetId, RULESET_IDS, type RulesetId } from '../rulesets/ids.ts';

/** The most races one season runs (a season file holds every race's log). */
export const MAX_SEASON_RACES = 100;

/**
 * Points for the places of a race, first place first; a place past the table's end and a chariot
 * with no place (wrecked, or out of the race by its rules) score nothing. The default is the
 * 10-8-6-5-4-3-2-1 scale motor racing used for years: every place of an eight-chariot field
 * scores, and a win is worth more than two fourth places.
 */
export const DEFAULT_POINTS: readonly number[] = [10, 8, 6, 5, 4, 3, 2, 1];

const SEED = 'seeds are whole numbers from 0 to 4294967295';
const RACES = `a season runs from 1 to ${MAX_SEASON_RACES} races`;

export const SeasonInputSchema = z
  .object({
    ruleset: z
      .string()
      .refine(isRulesetId, { error: `the ruleset is one of ${RULESET_IDS.join(', ')}` })
      .describe(`The rules every race of the season runs under: ${RULESET_IDS.join(', ')}.`),
    seed: z
      .number({ error: SEED })
      .int(SEED)
      .min(0, SEED)
      .max(0xffff_ffff, SEED)
      .describe("The season's seed: each race's seed is drawn from it in turn."),
    races: z
      .number({ error: RACES })
      .int(RACES)
      .min(1, RACES)
      .max(MAX_SEASON_RACES, RACES)
      .describe(`How many races the season runs (1 to ${MAX_SEASON_RACES}).`),
    field: z
      .unknown()
      .optional()
      .describe(
        "The field as a race setup (setup.schema.json): chariots and options; the ruleset's own field when absent.",
      ),
    points: z
      .array(z.number().int('points are whole numbers').min(0, 'points are 0 or more').max(1000))
      .min(1, 'the points table gives at least the winner points')
      .max(12, 'the points table has at most 12 places (a race takes at most 12 chariots)')
      .refine((p) => p.every((v, i) => i === 0 || v <= p[i - 1]!), {
        error: 'points never rise from one place to the next',
      })
      .optional()
      .describe(`Points for first, second, … place (default ${DEFAULT_POINTS.join(', ')}).`),
  })
  .strict()
  .describe('A season: the same field raced again and again under one ruleset.');

export type SeasonInput = z.input<typeof SeasonInputSchema>;

export interface CheckedSeasonInput {
  ruleset: RulesetId;
  seed: number;
  races: number;
  field: unknown;
  points: readonly number[];
}

/** Checks a season input; an error names the first bad value by its JSON path. */
export function checkSeasonInput(input: unknown): Result<CheckedSeasonInput, LogError> {
  const parsed = SeasonInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = `$${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
    return { ok: false, error: { message: `bad season at ${path}: ${issue.message}`, path } };
  }
  const { ruleset, seed, races, field, points } = parsed.data;
  return {
    ok: true,
    value: { ruleset: ruleset as RulesetId, seed, races, field, points: points ?? DEFAULT_POINTS },
  };
}
