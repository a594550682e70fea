import { isRulesetId, RULESET_IDS, serializeLog, simulate } from '../../engine/index.ts';
import { parseCommandLine, parseSeed } from '../args.ts';
import { CliFailure, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, readText, writeText } from '../io.ts';

export const SIMULATE_HELP = `Usage: quadriga simulate --ruleset <id> --seed <n> [--setup <file>] [--out <file>]

Resolves a race and writes its log (canonical JSON, one event per line).
The same ruleset, seed and setup always give the same log, byte for byte.

Options:
  -r, --ruleset <id>    rules to race under: ${RULESET_IDS.join(', ')} (required)
  -s, --seed <n>        seed of the dice, a whole number from 0 to 4294967295 (required:
                        the seed names the race, so it is never picked for you)
      --setup <file>    race setup as JSON, "-" for standard input (default: eight chariots)
                        {"chariots": [{"name": "Scorpus", "faction": "green",
                          "personality": "reckless"}, ...], "options": {"laps": 2}}
  -o, --out <file>      write the log to a file instead of standard output
  -h, --help            show this help

Examples:
  quadriga simulate --ruleset crudis --seed 7 > race.json
  quadriga simulate -r crudis -s 7 --setup setup.json --out race.json
  echo '{"chariots":[{"name":"A"},{"name":"B"}]}' | quadriga simulate -r crudis -s 1 --setup -
`;

const OPTIONS = {
  ruleset: { type: 'string', short: 'r' },
  seed: { type: 'string', short: 's' },
  setup: { type: 'string' },
  out: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

async function readSetup(io: CliIo, path: string): Promise<unknown> {
  const text = await readText(io, path, 'setup file');
  try {
    return JSON.parse(text);
  } catch (e) {
    const where = path === '-' ? 'standard input' : path;
    throw new CliFailure(
      `the setup in ${where} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

export async function runSimulate(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandLine(args, OPTIONS, 0);
  if (values.help) {
    io.out(SIMULATE_HELP);
    return EXIT_OK;
  }
  const ruleset = values.ruleset;
  if (ruleset === undefined) throw new UsageError(`missing --ruleset (one of ${RULESET_IDS.join(', ')})`);
  if (!isRulesetId(ruleset)) {
    throw new UsageError(`unknown ruleset "${ruleset}": choose one of ${RULESET_IDS.join(', ')}`);
  }
  const seed = parseSeed(values.seed);
  const setup = values.setup === undefined ? undefined : await readSetup(io, values.setup);

  const result = simulate({ ruleset, seed, setup });
  if (!result.ok) {
    const source =
      values.setup === undefined ? '' : `${values.setup === '-' ? 'standard input' : values.setup}: `;
    throw new CliFailure(`${source}${result.error.message}`);
  }
  const log = result.value;
  const text = serializeLog(log);
  if (values.out === undefined) {
    io.out(text);
    return EXIT_OK;
  }
  await writeText(io, values.out, text, 'log');
  const { footer } = log;
  const winner = footer.winner === null ? 'no winner' : `winner ${footer.winner}`;
  io.err(
    `wrote ${values.out}: ${ruleset} seed ${seed}, ${log.header.entrants.length} chariots, ` +
      `${footer.turns} turns, ${footer.eventCount} events, ${winner}\n`,
  );
  return EXIT_OK;
}
