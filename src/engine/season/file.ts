/**
 * The season file (`quadriga season --out season.json`): format "quadriga-season", version 1.
 * Every race's whole log is inside it, with the standings after the last race. Written as
 * canonical JSON with each race on its own line, so the same season is the same bytes.
 */
import { z } from 'zod';
import { canonicalJson } from '../log/canonical.ts';
import { type LogError, type Result, validateLog } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { ConditionSchema } from '../log/schema.ts';
import { PERSONALITIES } from '../race/setup.ts';
import { RULESET_IDS } from '../rulesets/ids.ts';

export const SEASON_FORMAT = 'quadriga-season';
export const SEASON_VERSION = 1;

const Id = z.string().min(1).max(32).describe('A chariot id, as the race logs name it.');
const OptionValue = z.union([z.number(), z.string(), z.boolean()]).describe('An option value.');

const CarryRuleSchema = z
  .object({
    rule: z.string().describe('The rule id it follows (quadriga rules <id> explains it).'),
    says: z.string().describe('What carries, in words.'),
  })
  .describe('One thing the ruleset carries from race to race.');

const ScoredResultSchema = z
  .object({
    chariot: Id,
    place: z.number().int().min(1).nullable().describe('Its place; null when it had none (wrecked, out).'),
    status: ConditionSchema.shape.status.describe('Its status at the end of the race.'),
    points: z.number().int().min(0).describe('Points scored by the points table.'),
  })
  .describe("One chariot's result and points.");

export const SeasonRaceSchema = z.object({
  race: z.number().int().min(1).describe('Number of the race in the season, from 1.'),
  seed: z.number().int().min(0).max(0xffff_ffff).describe("The race's seed, drawn from the season's."),
  order: z.array(Id).describe('The field in starting order: it turns by one chariot each race.'),
  carried: z
    .record(z.string(), OptionValue)
    .describe('Ruleset options this race got from the races before it (what carried).'),
  results: z.array(ScoredResultSchema).describe("The race's results with the points each place scored."),
  tallies: z
    .record(z.string(), z.record(z.string(), z.number().describe('The amount.')).describe('By chariot.'))
    .optional()
    .describe('Amounts won in this race besides points, by name, then by chariot (sesterces).'),
  log: z.unknown().describe('The race log (race-log.schema.json), whole.'),
});

const DriverStandingSchema = z
  .object({
    chariot: Id,
    name: z.string().describe("The driver's name."),
    faction: z.string().describe('Its faction.'),
    points: z.number().int().min(0).describe('Points over the season.'),
    wins: z.number().int().min(0).describe('Races won.'),
    places: z
      .array(z.number().int().min(1).nullable().describe('A place; null: none.'))
      .describe('Its place in each race, in order.'),
    tallies: z
      .record(z.string(), z.number().describe('The total.'))
      .optional()
      .describe('Season totals besides points, by name (sesterces).'),
  })
  .describe("A driver's season.");

const FactionStandingSchema = z
  .object({
    faction: z.string().describe('The faction.'),
    points: z.number().int().min(0).describe("Its drivers' points added up."),
    wins: z.number().int().min(0).describe("Its drivers' wins."),
    chariots: z.array(Id).describe('Its chariots, in field order.'),
  })
  .describe("A faction's season.");

export const SeasonFileSchema = z
  .object({
    format: z.literal(SEASON_FORMAT).describe(`Always "${SEASON_FORMAT}".`),
    version: z.literal(SEASON_VERSION).describe('Version of the season file format.'),
    engine: z
      .object({ name: z.string().describe('Engine name.'), version: z.string().describe('Engine version.') })
      .describe('The engine that ran it.'),
    ruleset: z.enum(RULESET_IDS).describe('The rules of every race.'),
    seed: z.number().int().min(0).max(0xffff_ffff).describe("The season's seed."),
    points: z
      .array(z.number().int().min(0).describe('Points for that place.'))
      .min(1)
      .describe('Points for first, second, … place.'),
    field: z
      .array(
        z
          .object({
            id: Id,
            name: z.string().describe("The driver's name."),
            faction: z.string().describe('Its faction.'),
            colour: z.string().describe('Its colour, #rrggbb.'),
            personality: z.enum(PERSONALITIES).describe('How its AI drives.'),
          })
          .describe('A chariot of the field.'),
      )
      .describe('The field as given, before the start order turns.'),
    options: z.record(z.string(), OptionValue).describe("The field's ruleset options, as given."),
    carries: z.array(CarryRuleSchema).describe('What the ruleset carries between races.'),
    carriesNothing: z.string().optional().describe('Where nothing carries, why (what the rules say).'),
    races: z.array(SeasonRaceSchema).min(1).describe('Every race, in order.'),
    standings: z
      .object({
        drivers: z.array(DriverStandingSchema).describe('Drivers, best first.'),
        factions: z.array(FactionStandingSchema).describe('Factions, best first.'),
      })
      .describe('The standings after the last race.'),
  })
  .describe('A season: the same field raced again and again under one ruleset, with its standings.');

export type SeasonFileInput = z.infer<typeof SeasonFileSchema>;
export type SeasonRace = Omit<z.infer<typeof SeasonRaceSchema>, 'log'> & { log: RaceLog };
export type SeasonFile = Omit<SeasonFileInput, 'races'> & { races: SeasonRace[] };

/** The season as bytes: canonical JSON, one race a line. */
export function serializeSeason(season: SeasonFile): string {
  const head = canonicalJson({ ...season, races: [] });
  const races = `[\n${season.races.map((r) => canonicalJson(r)).join(',\n')}\n]`;
  return `${head.replace('"races":[]', () => `"races":${races}`)}\n`;
}

/** Is this decoded JSON meant as a season file (so a reader of logs and seasons can tell)? */
export const isSeasonData = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { format?: unknown }).format === SEASON_FORMAT;

/** Reads a season file's text. */
export function parseSeason(text: string): Result<SeasonFile, LogError> {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return {
      ok: false,
      error: { message: `the season file is not JSON: ${(e as Error).message}`, path: '$' },
    };
  }
  return readSeason(data);
}

/** Reads a decoded season file: its shape, then every race's log; errors name where. */
export function readSeason(data: unknown): Result<SeasonFile, LogError> {
  const parsed = SeasonFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = `$${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
    return { ok: false, error: { message: `bad season file at ${path}: ${issue.message}`, path } };
  }
  const races: SeasonRace[] = [];
  for (const [i, race] of parsed.data.races.entries()) {
    const log = validateLog(race.log);
    if (!log.ok) {
      const path = `$.races[${i}].log${log.error.path.slice(1)}`;
      return { ok: false, error: { message: `race ${i + 1} of the season: ${log.error.message}`, path } };
    }
    races.push({ ...race, log: log.value });
  }
  return { ok: true, value: { ...parsed.data, races } };
}
