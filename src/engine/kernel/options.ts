import type { z } from 'zod';
import type { LogError, Result } from '../log/parse.ts';

/**
 * Reads a ruleset's options from a setup with its zod schema (an object schema, or one piped into
 * a transform: its keys are the options it knows, each with its default). An unknown key, or a value the schema refuses, is an
 * error naming `$.options.<key>`, as every other setup error names its path.
 */
export function readOptions<O>(
  ruleset: string,
  schema: z.ZodType<O>,
  raw: Readonly<Record<string, unknown>>,
): Result<O, LogError> {
  const bad = (key: string, message: string): { ok: false; error: LogError } => ({
    ok: false,
    error: { message: `bad setup at $.options.${key}: ${message}`, path: `$.options.${key}` },
  });
  // The object schema, under a transform if the ruleset reshapes its options. An open object (a
  // catchall: Circus Maximus' `spec.<id>` keys name chariots) refuses unknown keys itself.
  const object = ((schema as unknown as { in?: unknown }).in ?? schema) as {
    shape?: object;
    def?: { catchall?: unknown };
  };
  const known = Object.keys(object.shape ?? {});
  if (object.def?.catchall === undefined)
    for (const key of Object.keys(raw))
      if (!known.includes(key))
        return bad(key, `${ruleset} has no option "${key}" (it knows ${known.join(', ') || 'none'})`);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return bad(issue.path.map(String).join('.'), issue.message);
}
