/**
 * The event catalogue of every ruleset: each event type with what it says and the fields it may
 * carry, each condition attribute and each entrant stat. Plain data; docs/race-log.md is generated
 * from it (`npm run schema`), and a test checks it against the logs the engine writes.
 */
import type { RulesetId } from '../../rulesets/ids.ts';
import { AURIGAE_LOG } from './aurigae.ts';
import { CIRCUS_MAXIMUS_LOG } from './circus-maximus.ts';
import { CRUDIS_LOG } from './crudis.ts';
import { HIPPODROME_LOG } from './hippodrome.ts';
import type { LogCatalogue } from './shared.ts';

export * from './shared.ts';

export const LOG_CATALOGUES: Readonly<Record<RulesetId, LogCatalogue>> = {
  crudis: CRUDIS_LOG,
  hippodrome: HIPPODROME_LOG,
  'circus-maximus': CIRCUS_MAXIMUS_LOG,
  aurigae: AURIGAE_LOG,
};
