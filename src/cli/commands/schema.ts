import { parseCommandLine } from '../args.ts';
import { EXIT_OK, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { jsonSchemaText, SCHEMA_NAMES, type SchemaName } from '../schema.ts';

export const SCHEMA_HELP = `Usage: quadriga schema [${SCHEMA_NAMES.join(' | ')}]

Prints the JSON Schema (draft 2020-12) of a file format, generated from the engine's own schema:
the race log (the default), a race setup (--setup) or a scenario (--scenario). Every property is
described, so an editor that is given the schema (a "$schema" key in the file) completes and
explains it. The repository keeps copies in public/schema/ (npm run schema rewrites them).

Options:
  -h, --help    show this help

Examples:
  quadriga schema > race-log.schema.json
  quadriga schema scenario > scenario.schema.json
`;

const OPTIONS = { help: { type: 'boolean', short: 'h' } } as const;

const isSchemaName = (name: string): name is SchemaName => (SCHEMA_NAMES as readonly string[]).includes(name);

export async function runSchema(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, 1);
  if (values.help) {
    io.out(SCHEMA_HELP);
    return EXIT_OK;
  }
  const name = positionals[0] ?? 'race-log';
  if (!isSchemaName(name))
    throw new UsageError(`unknown schema "${name}": choose one of ${SCHEMA_NAMES.join(', ')}`);
  io.out(jsonSchemaText(name));
  return EXIT_OK;
}
