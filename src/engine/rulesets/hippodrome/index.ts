import { readOptions } from '../../kernel/options.ts';
import type { LogError, Result } from '../../log/parse.ts';
import type { HippodromeOptions } from './context.ts';
import { HippodromeOptionsSchema } from './definition.ts';

export type { HippodromeExtras, HippodromeOptions } from './context.ts';
export type { HippodromeDecisions } from './decisions.ts';
export { HIPPODROME_RULES_VERSION, hippodrome } from './definition.ts';
export { HIPPODROME_FIELD, hippodromeFactions } from './factions.ts';

/** Reads Hippodrome options from a setup (errors name `$.options.<key>`). */
export function hippodromeOptions(raw: Record<string, unknown>): Result<HippodromeOptions, LogError> {
  return readOptions('hippodrome', HippodromeOptionsSchema, raw);
}
