import { readOptions } from '../../kernel/options.ts';
import type { LogError, Result } from '../../log/parse.ts';
import type { AurigaeOptions } from './context.ts';
import { AurigaeOptionsSchema } from './definition.ts';

export type { AurigaeOptions } from './context.ts';
export type { AurigaeDecisions, PlotValue } from './decisions.ts';
export { AURIGAE_RULES_VERSION, aurigae } from './definition.ts';
export type { AurigaeExtras, Placement } from './turn.ts';

/** Reads Aurigae options from a setup (errors name `$.options.<key>`). */
export function aurigaeOptions(raw: Record<string, unknown>): Result<AurigaeOptions, LogError> {
  return readOptions('aurigae', AurigaeOptionsSchema, raw);
}
