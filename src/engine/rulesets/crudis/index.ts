import { readOptions } from '../../kernel/options.ts';
import type { LogError, Result } from '../../log/parse.ts';
import type { CrudisOptions } from './context.ts';
import { CrudisOptionsSchema } from './definition.ts';

export type { CrudisExtras, CrudisOptions, CruRace, Placement } from './context.ts';
export type { CrudisDecisions, MoveValue, WhipAttackValue } from './decisions.ts';
export { CRUDIS_RULES_VERSION, crudis } from './definition.ts';

/** Reads Crudis options from a setup (errors name `$.options.<key>`). */
export function crudisOptions(raw: Record<string, unknown>): Result<CrudisOptions, LogError> {
  return readOptions('crudis', CrudisOptionsSchema, raw);
}
