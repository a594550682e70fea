import {
  isRulesetId,
  type LogError,
  parseLog,
  type RaceLog,
  RULESET_IDS,
  type SetupInput,
  simulate,
} from '../../engine/index.ts';
import { consistencyProblems } from '../../engine/log/consistency.ts';
import { parseCommandLine } from '../args.ts';
import { compareLogs } from '../compare-logs.ts';
import { CliFailure, EXIT_FAILURE, EXIT_NOT_RERESOLVED, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, readText } from '../io.ts';

export const VERIFY_HELP = `Usage: quadriga verify <log.json>

Checks a race log. First what the log itself can show: it parses under its format version, its
digest and event count match its events, its checkpoints follow its turns, and its results,
finishing order, winner and wrecks agree with its events. Then it runs the race again from the
header (ruleset, seed, entrants and options) and compares the two; layout does not matter,
content does.

A log written under another rules version of its ruleset (or another log format) cannot be
resolved again to the same events: such a log is checked as far as it can be without resolving,
and verify says plainly that it was not re-resolved.

Exit status:
  0  re-resolved: this engine resolves the same race, event for event (one OK line)
  1  not a valid log, inconsistent with itself, or re-resolved to a different race: the first
     differing turn and event are named, and the engine or rules version when it differs
  2  usage error
  3  consistent with itself, but written under another rules version or log format (or with a
     header this engine cannot run): NOT re-resolved

A log that does not parse exits 1 with the parser's message, which names the JSON path and event
seq. Use "-" to read standard input.

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

/** What wrote a log, in a few words. */
const writtenBy = (log: RaceLog): string =>
  `${log.header.ruleset.id} rules ${log.header.ruleset.rulesVersion} (engine ${log.header.engine.name} ${log.header.engine.version}, log format ${log.version})`;

/** Why a replay by this engine cannot be compared with the stored log, or null when it can. */
function incomparable(stored: RaceLog, replay: RaceLog): string | null {
  const same =
    stored.version === replay.version &&
    stored.header.engine.name === replay.header.engine.name &&
    stored.header.ruleset.rulesVersion === replay.header.ruleset.rulesVersion;
  if (same) return null;
  return `written under ${writtenBy(stored)}; this engine has ${writtenBy(replay)}, so it cannot resolve the race again to compare`;
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
  const { eventCount, digest } = stored.footer;
  const race = `${ruleset.id} seed ${seed}, ${eventCount} events, ${digest}`;

  const problems = consistencyProblems(stored);
  if (problems.length > 0) {
    io.out(`INCONSISTENT ${name}: ${race}\n${problems.map((p) => `  ${p}\n`).join('')}`);
    return EXIT_FAILURE;
  }
  if (!isRulesetId(ruleset.id))
    throw new CliFailure(
      `cannot run ${name} again from its header: "${ruleset.id}" is not a ruleset of this engine (${RULESET_IDS.join(', ')})`,
    );

  const notReresolved = (why: string): number => {
    io.out(
      `NOT RE-RESOLVED ${name}: ${race}\n` +
        `  ${why}\n` +
        `  checked without resolving: the log parses as format version ${stored.version}; its digest and event count ` +
        'match its events; its checkpoints follow its turns; its results, finishing order, winner and wrecks agree with its events\n',
    );
    return EXIT_NOT_RERESOLVED;
  };
  // The engine validates what the header holds (entrants, options) as it would a setup.
  const replay = simulate({ ruleset: ruleset.id, seed, setup: setupFromHeader(stored) });
  if (!replay.ok)
    return notReresolved(
      `written under ${writtenBy(stored)}; this engine cannot run the race from its header: ${replay.error.message}`,
    );
  const why = incomparable(stored, replay.value);
  if (why !== null) return notReresolved(why);

  const comparison = compareLogs(stored, replay.value);
  if (comparison.same) {
    io.out(`OK ${name}: ${race}\n`);
    return EXIT_OK;
  }
  io.out(
    `MISMATCH ${name}: ${ruleset.id} seed ${seed} does not replay to the same race\n` +
      comparison.lines.map((l) => `  ${l}\n`).join(''),
  );
  return EXIT_FAILURE;
}
