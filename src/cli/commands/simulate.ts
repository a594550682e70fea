import { type RaceLog, RULESET_IDS, serializeLog, simulate } from '../../engine/index.ts';
import { parseCommandLine, parseRuleset, seedOrRandom } from '../args.ts';
import { CliFailure, EXIT_FAILURE, EXIT_OK, UsageError } from '../errors.ts';
import { type CliIo, checkFolder, readJson, writeText } from '../io.ts';
import { rulesetDefaultsText } from '../ruleset-defaults.ts';

/** A bot's time for one decision when --time-limit is not given. */
const DEFAULT_TIME_LIMIT_MS = 2000;

export const SIMULATE_HELP = `Usage: quadriga simulate --ruleset <id> [--seed <n>] [--setup <file>] [--out <file>]
       quadriga simulate --scenario <file> [--out <file>]

Resolves a race and writes its log (canonical JSON, one event per line).
The same ruleset, seed and setup always give the same log, byte for byte.

Options:
  -r, --ruleset <id>    rules to race under: ${RULESET_IDS.join(', ')} (required)
  -s, --seed <n>        seed of the dice, a whole number from 0 to 4294967295 (default: one
                        picked at random and printed on standard error, to run the race again)
      --setup <file>    race setup as JSON, "-" for standard input (default: the ruleset's own
                        field, below)
                        {"chariots": [{"name": "Scorpus", "faction": "green",
                          "personality": "reckless"}, ...], "options": {"laps": 2}}
      --scenario <file> run a scenario instead (scenarios/<ruleset>/*.json): chariots placed
                        by hand, forced decisions and dice; it names its ruleset and seed
  -o, --out <file>      write the log to a file instead of standard output; a name ending in
                        .gz is written gzipped (every command reads .json.gz logs)
      --driver <chariot>=<command>
                        a program drives that chariot (its id, e.g. scorpus): the command is
                        run by the shell and answers each decision over standard input and
                        output, one JSON message a line (docs/bots.md); repeat for more seats
      --dice entered    the dice are thrown at a real table: each throw the rules need is asked
                        for on the terminal ("1d6 for Scorpus's effort roll"; type the faces),
                        and a face the die does not have is refused and asked for again
      --time-limit <ms> each bot's time for one decision, in milliseconds (default ${DEFAULT_TIME_LIMIT_MS}); a
                        late, malformed or illegal answer is logged and the AI decides instead
  -h, --help            show this help

Examples:
  quadriga simulate --ruleset crudis --seed 7 > race.json
  quadriga simulate -r crudis -s 7 --setup setup.json --out race.json.gz
  echo '{"chariots":[{"name":"A"},{"name":"B"}]}' | quadriga simulate -r crudis -s 1 --setup -
  quadriga simulate --scenario scenarios/crudis/whip-to-attack.json --out race.json
  quadriga simulate -r hippodrome -s 7 --driver scorpus='node examples/bot.js' --out race.json
`;

const OPTIONS = {
  ruleset: { type: 'string', short: 'r' },
  seed: { type: 'string', short: 's' },
  setup: { type: 'string' },
  scenario: { type: 'string' },
  out: { type: 'string', short: 'o' },
  driver: { type: 'string', multiple: true },
  'time-limit': { type: 'string' },
  dice: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runSimulate(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandLine(args, OPTIONS, 0);
  if (values.help) {
    io.out(`${SIMULATE_HELP}\n${rulesetDefaultsText()}`);
    return EXIT_OK;
  }
  if (values.out !== undefined) checkFolder(values.out, 'log');
  if (values.scenario !== undefined && values.driver !== undefined)
    throw new UsageError(
      '--driver is for races by --ruleset: a scenario drives its chariots by its own script',
    );
  if (values.scenario !== undefined && values.dice !== undefined)
    throw new UsageError('--dice is for races by --ruleset: a scenario forces its own dice');
  if (values.scenario !== undefined) return runScenarioFile(values, io);
  const ruleset = parseRuleset(values.ruleset);
  const seed = seedOrRandom(values.seed, io, 'simulate');
  const drivers = parseDrivers(values.driver ?? []);
  const timeLimitMs = parseTimeLimit(values['time-limit']);
  if (values.dice !== undefined && values.dice !== 'entered' && values.dice !== 'seeded')
    throw new UsageError(`bad --dice "${values.dice}": seeded (the default) or entered`);
  const dice = values.dice === 'entered' ? 'entered' : 'seeded';
  const setup = values.setup === undefined ? undefined : await readJson(io, values.setup, 'setup');
  const source =
    values.setup === undefined ? '' : `${values.setup === '-' ? 'standard input' : values.setup}: `;

  let log: RaceLog;
  if (drivers.size === 0 && dice === 'seeded') {
    const result = simulate({ ruleset, seed, setup });
    if (!result.ok) throw new CliFailure(`${source}${result.error.message}`);
    log = result.value;
  } else {
    const { raceFromOutside } = await import('../drivers/race.ts');
    log = await raceFromOutside({ ruleset, seed, setup, drivers, dice, timeLimitMs, io, source });
  }
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

/** `--driver scorpus='node bot.js'`, once per seat. */
function parseDrivers(specs: readonly string[]): Map<string, string> {
  const drivers = new Map<string, string>();
  for (const spec of specs) {
    const at = spec.indexOf('=');
    const seat = spec.slice(0, at).trim();
    const command = spec.slice(at + 1).trim();
    if (at < 1 || seat === '' || command === '')
      throw new UsageError(
        `bad --driver "${spec}": write --driver <chariot>=<command>, e.g. scorpus='node bot.js'`,
      );
    if (drivers.has(seat))
      throw new UsageError(`--driver ${seat} is given twice: one program drives one chariot`);
    drivers.set(seat, command);
  }
  return drivers;
}

function parseTimeLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_TIME_LIMIT_MS;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms < 1 || ms > 600_000)
    throw new UsageError(`bad --time-limit "${text}": a whole number of milliseconds from 1 to 600000`);
  return ms;
}

/** `--scenario <file>`: the scenario names its ruleset and seed, so --ruleset, --seed, --setup are refused. */
async function runScenarioFile(
  values: { scenario?: string; ruleset?: string; seed?: string; setup?: string; out?: string },
  io: CliIo,
): Promise<number> {
  for (const opt of ['ruleset', 'seed', 'setup'] as const)
    if (values[opt] !== undefined)
      throw new UsageError(`--scenario names its own ${opt}: leave out --${opt}`);
  const path = values.scenario!;
  const where = path === '-' ? 'standard input' : path;
  const { parseScenario, runScenario, rulesShown } = await import('../../engine/scenario/index.ts');
  const scenario = parseScenario(await readJson(io, path, 'scenario'));
  if (!scenario.ok) throw new CliFailure(`${where}: ${scenario.error.message}`);
  const run = runScenario(scenario.value);
  if (!run.ok) throw new CliFailure(`${where}: ${run.error.message}`);
  const text = serializeLog(run.value.log);
  if (values.out === undefined) io.out(text);
  else await writeText(io, values.out, text, 'log');
  const shown = new Set(rulesShown(run.value));
  const missing = scenario.value.demonstrates.filter((id) => !shown.has(id));
  io.err(
    `${values.out === undefined ? '' : `wrote ${values.out}: `}scenario "${scenario.value.title}" (${scenario.value.ruleset}), ` +
      `${run.value.log.footer.turns} turns, ${run.value.log.footer.eventCount} events` +
      `${run.value.unusedDice > 0 ? `; ${run.value.unusedDice} forced dice never rolled` : ''}` +
      `${missing.length > 0 ? `; does NOT show ${missing.join(', ')}` : ''}\n`,
  );
  return missing.length > 0 ? EXIT_FAILURE : EXIT_OK;
}
