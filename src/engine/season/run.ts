/**
 * Runs a season: the same field raced `races` times under one ruleset. Each race's seed is drawn
 * in turn from the season's seed; the start order turns by one chariot each race (race 2 starts
 * with the field's second chariot first), so no chariot keeps the best start all season; what the
 * rules carry (./carry.ts) goes into the next race as its options. Pure and deterministic: the
 * same input gives the same season.
 */
import { nextUint32, type RngState, seedRng } from '../dice/rng.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { defaultSetup, type RaceSetup, resolveSetup } from '../race/setup.ts';
import { KERNEL_RULESETS } from '../rulesets/definitions.ts';
import { simulate } from '../rulesets/index.ts';
import { ENGINE_NAME, ENGINE_VERSION } from '../version.ts';
import { type OptionValue, SEASON_RULES } from './carry.ts';
import { SEASON_FORMAT, SEASON_VERSION, type SeasonFile, type SeasonRace } from './file.ts';
import { checkSeasonInput } from './input.ts';
import { driverStandings, factionStandings, scoreResults } from './standings.ts';

/** The field as the ruleset resolves it (its default field when none is given). */
function resolveField(ruleset: keyof typeof KERNEL_RULESETS, field: unknown): Result<RaceSetup, LogError> {
  const def = KERNEL_RULESETS[ruleset];
  const size = def?.use((d) => d.field.defaultSize) ?? 8;
  const rules = def?.use((d) => d.field.rules);
  const resolved = resolveSetup(field === undefined ? defaultSetup(size) : field, rules);
  if (!resolved.ok)
    return {
      ok: false,
      error: { ...resolved.error, message: resolved.error.message.replace(/^bad setup/, 'bad field') },
    };
  return resolved;
}

/** The setup of race `index` (from 0): the field turned by `index`, with the carried options. */
function raceSetup(field: RaceSetup, index: number, carried: Record<string, OptionValue>) {
  const n = field.chariots.length;
  const order = field.chariots.map((_, i) => field.chariots[(i + index) % n]!);
  return {
    order: order.map((c) => c.id),
    setup: {
      chariots: order.map((c) => ({
        id: c.id,
        name: c.name,
        colour: c.colour,
        faction: c.faction,
        personality: c.personality,
      })),
      options: { ...field.options, ...carried },
      palette: field.palette,
    },
  };
}

export function runSeason(input: unknown): Result<SeasonFile, LogError> {
  const checked = checkSeasonInput(input);
  if (!checked.ok) return checked;
  const { ruleset, seed, races: count, points } = checked.value;
  const field = resolveField(ruleset, checked.value.field);
  if (!field.ok) return field;
  const rules = SEASON_RULES[ruleset];

  let rng: RngState = seedRng(seed);
  const logs: RaceLog[] = [];
  const races: SeasonRace[] = [];
  for (let i = 0; i < count; i++) {
    const [raceSeed, next] = nextUint32(rng);
    rng = next;
    const carried = rules.options?.(field.value, logs) ?? {};
    const { order, setup } = raceSetup(field.value, i, carried);
    const result = simulate({ ruleset, seed: raceSeed, setup });
    if (!result.ok)
      return {
        ok: false,
        error: { ...result.error, message: `race ${i + 1} of the season: ${result.error.message}` },
      };
    const log = result.value;
    logs.push(log);
    const tally = rules.tally;
    races.push({
      race: i + 1,
      seed: raceSeed,
      order,
      carried,
      results: scoreResults(log.footer.results, points),
      ...(tally ? { tallies: { [tally.name]: tally.of(log) } } : {}),
      log,
    });
  }

  const entries = field.value.chariots.map((c) => ({ id: c.id, name: c.name, faction: c.faction }));
  const drivers = driverStandings(entries, races);
  return {
    ok: true,
    value: {
      format: SEASON_FORMAT,
      version: SEASON_VERSION,
      engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
      ruleset,
      seed,
      points: [...points],
      field: field.value.chariots.map((c) => ({ ...c })),
      options: { ...field.value.options },
      carries: rules.carries.map((c) => ({ ...c })),
      ...(rules.nothing === undefined ? {} : { carriesNothing: rules.nothing }),
      races,
      standings: { drivers, factions: factionStandings(entries, drivers) },
    },
  };
}
