import { type LogError, type Verdict, verifyLog } from '../../engine/index.ts';
import { parseCommandLine } from '../args.ts';
import { CliFailure, EXIT_FAILURE, EXIT_NOT_RERESOLVED, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, readText } from '../io.ts';

export const VERIFY_HELP = `Usage: quadriga verify <log.json> [--json]

Checks a race log. First what the log itself can show: it parses under its format version, its
digest and event count match its events, its checkpoints follow its turns, and its results,
finishing order, winner and wrecks agree with its events. Then it runs the race again from the
header (ruleset, seed, entrants and options) and compares the two; layout does not matter,
content does.

A log written under another rules version of its ruleset (or another log format) cannot be
resolved again to the same events: such a log is checked as far as it can be without resolving,
and verify says plainly that it was not re-resolved.

Exit status:
  0  re-resolved: this engine resolves the same race, event for event (an OK line, then what
     was left out of the comparison, if anything: fields this engine does not know, which it
     ignores; or, for a log written before its ruleset's events were typed, the checkpoints'
     state hashes, as it is compared on what it records)
  1  not a valid log, inconsistent with itself, or re-resolved to a different race: the first
     differing turn and event are named, and the engine or rules version when it differs
  2  usage error
  3  consistent with itself, but written under another rules version or log format (or with a
     header this engine cannot run), or with dice typed in from a real table (header dice:
     entered; every face is checked to fit its die): NOT re-resolved

A log that does not parse exits 1 with the parser's message, which names the JSON path and event
seq. Use "-" to read standard input; a gzipped log (.json.gz) is read as it is.

Options:
      --json    print the verdict as one JSON object on standard output: {"file", "ok",
                "verdict" (same, different, inconsistent, not-reresolved), "ruleset", "seed",
                "events", "digest", "details": [...]}, or {"file", "ok": false, "error":
                {"message", "path", "seq", "stage"}} for a log that cannot be read, does not
                parse or names an unknown ruleset; the exit status is the same
  -h, --help    show this help

Examples:
  quadriga verify race.json
  quadriga verify race.json.gz --json
  quadriga simulate -r crudis -s 7 | quadriga verify -
`;

const OPTIONS = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

/** The parser's message, with the path and seq added where the message does not say them. */
export function describeLogError(error: LogError): string {
  const where: string[] = [];
  if (error.path !== '$' && !error.message.includes(error.path)) where.push(`at ${error.path}`);
  if (error.seq !== undefined && !error.message.includes(`seq ${error.seq}`))
    where.push(`event seq ${error.seq}`);
  return where.length === 0 ? error.message : `${error.message} (${where.join(', ')})`;
}

const EXIT: Record<Verdict, number> = {
  same: EXIT_OK,
  different: EXIT_FAILURE,
  inconsistent: EXIT_FAILURE,
  'not-reresolved': EXIT_NOT_RERESOLVED,
};

export async function runVerify(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, 1);
  if (values.help) {
    io.out(VERIFY_HELP);
    return EXIT_OK;
  }
  const file = positionals[0];
  if (file === undefined) throw new UsageError('missing the log file to verify');
  const name = file === '-' ? 'standard input' : file;
  const json = (value: object): void => io.out(`${JSON.stringify({ file: name, ...value })}\n`);

  let text: string;
  try {
    text = await readText(io, file, 'log');
  } catch (e) {
    if (!(values.json && e instanceof CliFailure)) throw e;
    json({ ok: false, error: { message: e.message, path: '$', stage: 'read' } });
    return EXIT_FAILURE;
  }
  const result = verifyLog(text);
  if (!result.ok) {
    if (values.json) {
      json({ ok: false, error: result.error });
      return EXIT_FAILURE;
    }
    throw new CliFailure(
      result.error.stage === 'run'
        ? `${name}: ${result.error.message}`
        : `${name} is not a valid race log: ${describeLogError(result.error)}`,
    );
  }
  const v = result.value;
  if (values.json) {
    const { verdict, ruleset, seed, events, digest, details } = v;
    json({ ok: verdict === 'same', verdict, ruleset, seed, events, digest, details });
    return EXIT[verdict];
  }
  const race = `${v.ruleset} seed ${v.seed}, ${v.events} events, ${v.digest}`;
  const indented = v.details.map((l) => `  ${l}\n`).join('');
  if (v.verdict === 'same') io.out(`OK ${name}: ${race}\n${indented}`);
  else if (v.verdict === 'inconsistent') io.out(`INCONSISTENT ${name}: ${race}\n${indented}`);
  else if (v.verdict === 'not-reresolved')
    io.out(
      `NOT RE-RESOLVED ${name}: ${race}\n${indented}` +
        `  checked without resolving: the log parses as format version ${v.written}; its digest and event count ` +
        'match its events; its checkpoints follow its turns; its results, finishing order, winner and wrecks agree with its events\n',
    );
  else io.out(`MISMATCH ${name}: ${v.ruleset} seed ${v.seed} does not replay to the same race\n${indented}`);
  return EXIT[v.verdict];
}
