import { ENGINE_VERSION } from '../engine/version.ts';
import { CliFailure, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError } from './errors.ts';
import { type CliIo, processIo } from './io.ts';
import { suggestion } from './suggest.ts';

type Run = (args: string[], io: CliIo) => Promise<number>;

/** Every command, with a loader so that `--help` and `--version` start without loading the engine. */
const COMMANDS: ReadonlyArray<{ name: string; summary: string; load: () => Promise<Run> }> = [
  {
    name: 'simulate',
    summary: 'resolve a race and write its log',
    load: async () => (await import('./commands/simulate.ts')).runSimulate,
  },
  {
    name: 'play',
    summary: 'a correspondence game: players send orders by mail, a turn at a time',
    load: async () => (await import('./commands/play.ts')).runPlay,
  },
  {
    name: 'season',
    summary: 'run a championship: the same field raced again and again, with standings',
    load: async () => (await import('./commands/season.ts')).runSeasonCommand,
  },
  {
    name: 'verify',
    summary: 'check a log and replay it: does this engine resolve the same race?',
    load: async () => (await import('./commands/verify.ts')).runVerify,
  },
  {
    name: 'schema',
    summary: 'print the JSON Schema of the race log, a setup or a scenario',
    load: async () => (await import('./commands/schema.ts')).runSchema,
  },
  {
    name: 'serve',
    summary: 'serve the viewer and run live races for viewers to follow',
    load: async () => (await import('./commands/serve.ts')).runServe,
  },
  {
    name: 'publish',
    summary: 'queue a race on a running relay',
    load: async () => (await import('./commands/publish.ts')).runPublish,
  },
  {
    name: 'rules',
    summary: 'list the rules, show one with its tables, or check rules coverage',
    load: async () => (await import('./commands/rules.ts')).runRules,
  },
];

export const MAIN_HELP = `Usage: quadriga <command> [options]

Chariot races of the Circus Maximus, resolved by a deterministic engine.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)}${c.summary}`).join('\n')}

Options:
  -h, --help      show this help (or a command's: quadriga <command> --help)
  -V, --version   show the engine version

Examples:
  quadriga simulate --ruleset crudis --seed 7 --out race.json
  quadriga season --ruleset hippodrome --races 10 --seed 7 --out season.json
  quadriga verify race.json
  quadriga schema > race-log.schema.json
  quadriga serve --ruleset crudis --seed 7
  quadriga publish --ruleset aurigae --seed 3 --token secret
  quadriga rules --coverage

Exit status: 0 success, 1 failure (bad input file, log does not verify), 2 usage error.
`;

function usageHint(command: string | undefined): string {
  return `Run 'quadriga ${command ? `${command} ` : ''}--help' for usage.\n`;
}

/** Runs the command line and returns the exit status. Never throws for bad input. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.err(`quadriga: missing command\n\n${MAIN_HELP}`);
    return EXIT_USAGE;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? rest[0] : undefined;
    if (topic === undefined) {
      io.out(MAIN_HELP);
      return EXIT_OK;
    }
    return main([topic, '--help'], io);
  }
  if (first === '--version' || first === '-V') {
    io.out(`quadriga ${ENGINE_VERSION}\n`);
    return EXIT_OK;
  }
  const command = COMMANDS.find((c) => c.name === first);
  if (!command) {
    const what = first.startsWith('-')
      ? `unknown option "${first}"${suggestion(first, ['--help', '--version'])}`
      : `unknown command "${first}"${suggestion(
          first,
          COMMANDS.map((c) => c.name),
        )}`;
    io.err(`quadriga: ${what}\n${usageHint(undefined)}`);
    return EXIT_USAGE;
  }
  try {
    const run = await command.load();
    return await run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`quadriga ${command.name}: ${e.message}\n${usageHint(command.name)}`);
      return EXIT_USAGE;
    }
    if (e instanceof CliFailure) {
      io.err(`quadriga ${command.name}: ${e.message}\n`);
      return EXIT_FAILURE;
    }
    // A bug, not bad input: show the stack so it can be reported.
    io.err(
      `quadriga ${command.name}: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return EXIT_FAILURE;
  }
}
