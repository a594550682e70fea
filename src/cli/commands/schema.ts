import { parseCommandLine } from '../args.ts';
import { EXIT_OK } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { RACE_LOG_SCHEMA_FILE, raceLogJsonSchemaText } from '../schema.ts';

export const SCHEMA_HELP = `Usage: quadriga schema

Prints the JSON Schema (draft 2020-12) of the race log, generated from the engine's own schema.
The repository keeps a copy in ${RACE_LOG_SCHEMA_FILE} (npm run schema rewrites it).

Options:
  -h, --help    show this help

Example:
  quadriga schema > race-log.schema.json
`;

const OPTIONS = { help: { type: 'boolean', short: 'h' } } as const;

export async function runSchema(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandLine(args, OPTIONS, 0);
  io.out(values.help ? SCHEMA_HELP : raceLogJsonSchemaText());
  return EXIT_OK;
}
