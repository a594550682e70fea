import { type LogError, parseLog, type RaceLog, type SetupInput, simulate } from '../../engine/index.ts';
import { parseCommandLine } from '../args.ts';
import { compareLogs } from '../compare-logs.ts';
import { CliFailure, EXIT_FAILURE, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, readText } from '../io.ts';

export const VERIFY_HELP = `Usage: quadriga verify <log.json>

Checks a race log: parses and validates it, runs the race again from its header (ruleset, seed,
entrants and options) and compares the two. Layout does not matter; content does.

Prints one OK line and exits 0 when the replay is identical. Otherwise exits 1 and names the
first turn whose state hash differs, the first event that differs (both versions) and whether the
log came from another engine or rules version. A log that does not parse exits 1 with the
parser's message, which names the JSON path and event seq. Use "-" to read standard input.

Options:
  -h, --help    show this help

Examples:
  quadriga verify race.json
  quadriga simulate -r crudis -s 7 | quadriga verify -
`;

const OPTIONS = { help: { type: 'boolean', short: 'h' } } as const;

/** The parser's message, with the path and seq added where the message does not say them. */
export function describeLogError(error: LogError): string {
  const where: string[] = [];
  if (error.path !== '$' && !error.message.includes(error.path)) where.push(`at ${error.path}`);
  if (error.seq !== undefined && !error.message.includes(`seq ${error.seq}`))
    where.push(`event seq ${error.seq}`);
  return where.length === 0 ? error.message : `${error.message} (${where.join(', ')})`;
}

/** The setup a log's header records, as `simulate` takes it. */
export function setupFromHeader(log: RaceLog): SetupInput {
  return {
    chariots: log.header.entrants.map((e) => ({
      id: e.id,
      name: e.name,
      colour: e.colour,
      ...(e.faction === undefined ? {} : { faction: e.faction }),
      personality: e.personality as NonNullable<SetupInput['chariots'][number]['personality']>,
    })),
    options: log.header.options as SetupInput['options'],
  };
}

export async function runVerify(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, 1);
  if (values.help) {
    io.out(VERIFY_HELP);
    return EXIT_OK;
  }
  const file = positionals[0];
  if (file === undefined) throw new UsageError('missing the log file to verify');
  const name = file === '-' ? 'standard input' : file;

  const parsed = parseLog(await readText(io, file, 'log'));
  if (!parsed.ok) throw new CliFailure(`${name} is not a valid race log: ${describeLogError(parsed.error)}`);
  const stored = parsed.value;
  const { ruleset, seed } = stored.header;

  // The engine validates what the header holds (ruleset id, entrants, options) as it would a setup.
  const replay = simulate({ ruleset: ruleset.id, seed, setup: setupFromHeader(stored) });
  if (!replay.ok) throw new CliFailure(`cannot run ${name} again from its header: ${replay.error.message}`);

  const comparison = compareLogs(stored, replay.value);
  if (comparison.same) {
    const { eventCount, digest } = stored.footer;
    io.out(`OK ${name}: ${ruleset.id} seed ${seed}, ${eventCount} events, ${digest}\n`);
    return EXIT_OK;
  }
  io.out(
    `MISMATCH ${name}: ${ruleset.id} seed ${seed} does not replay to the same race\n` +
      comparison.lines.map((l) => `  ${l}\n`).join(''),
  );
  return EXIT_FAILURE;
}
