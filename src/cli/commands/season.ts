import { RULESET_IDS } from '../../engine/index.ts';
import { DEFAULT_POINTS, MAX_SEASON_RACES, runSeason, serializeSeason } from '../../engine/season/index.ts';
import { parseCommandLine, parseRuleset, parseSeed, seedOrRandom } from '../args.ts';
import { CliFailure, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, checkFolder, readJson, writeText } from '../io.ts';

export const SEASON_HELP = `Usage: quadriga season --ruleset <id> --races <n> [--field <file>] [--seed <n>] [--out <file>]

Runs a championship: the same field raced <n> times under one ruleset. Writes a season file
(every race's log, the points of each race and the standings of drivers and factions); the
viewer opens it and lists its races. The same ruleset, field, races and seed always give the
same file, byte for byte.

Each race's seed is drawn from the season's; the start order turns by one chariot each race;
what the ruleset carries from race to race (a Circus Maximus chariot's build, the Hippodrome
winner's purse) goes on into the next race. docs/seasons.md says what carries and why.

Options:
  -r, --ruleset <id>    rules of every race: ${RULESET_IDS.join(', ')} (required)
  -n, --races <n>       how many races, 1 to ${MAX_SEASON_RACES} (required)
      --field <file>    the field as a race setup (chariots and options, as for simulate
                        --setup), "-" for standard input (default: the ruleset's own field)
  -s, --seed <n>        the season's seed, a whole number from 0 to 4294967295 (default: one
                        picked at random and printed on standard error)
      --points <list>   points for first, second, … place, e.g. 10,6,4,3,2,1 (default
                        ${DEFAULT_POINTS.join(',')}); a place past the list and a chariot with no place score 0
  -o, --out <file>      write the season to a file instead of standard output (.gz: gzipped)
  -h, --help            show this help

Examples:
  quadriga season --ruleset hippodrome --races 10 --seed 7 --out season.json
  quadriga season -r circus-maximus --field field.json -n 5 -s 3 --points 5,3,1 -o cm.json
`;

const OPTIONS = {
  ruleset: { type: 'string', short: 'r' },
  races: { type: 'string', short: 'n' },
  field: { type: 'string' },
  seed: { type: 'string', short: 's' },
  points: { type: 'string' },
  out: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseRaces(text: string | undefined): number {
  if (text === undefined) throw new UsageError('missing --races: how many races the season runs');
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > MAX_SEASON_RACES)
    throw new UsageError(`bad --races "${text}": a whole number from 1 to ${MAX_SEASON_RACES}`);
  return n;
}

function parsePoints(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d+$/.test(p)))
    throw new UsageError(`bad --points "${text}": whole numbers separated by commas, e.g. 10,6,4,3,2,1`);
  return parts.map(Number);
}

export async function runSeasonCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandLine(args, OPTIONS, 0);
  if (values.help) {
    io.out(SEASON_HELP);
    return EXIT_OK;
  }
  const ruleset = parseRuleset(values.ruleset);
  const races = parseRaces(values.races);
  const points = parsePoints(values.points);
  if (values.seed !== undefined) parseSeed(values.seed);
  if (values.out !== undefined) checkFolder(values.out, 'season');
  const seed = seedOrRandom(values.seed, io, 'season');
  const field = values.field === undefined ? undefined : await readJson(io, values.field, 'field');
  const source =
    values.field === undefined ? '' : `${values.field === '-' ? 'standard input' : values.field}: `;

  const season = runSeason({ ruleset, seed, races, field, ...(points ? { points } : {}) });
  if (!season.ok) {
    // An error in the field (bad field at $.chariots[2].name) names the file; others the option.
    const where = season.error.path.startsWith('$.points') ? '--points: ' : source;
    throw new CliFailure(`${where}${season.error.message}`);
  }
  const text = serializeSeason(season.value);
  if (values.out === undefined) {
    io.out(text);
    return EXIT_OK;
  }
  await writeText(io, values.out, text, 'season');
  const top = season.value.standings.drivers[0]!;
  io.err(
    `wrote ${values.out}: ${ruleset} season seed ${seed}, ${races} races, ` +
      `${season.value.field.length} chariots; ${top.name} leads with ${top.points} points\n`,
  );
  return EXIT_OK;
}
