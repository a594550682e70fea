/**
 * The rules catalogue of every ruleset: seed clauses, the rule ids the engine writes in
 * `event.rule` with plain-words explainers, and every table as displayable data.
 *
 * For the viewer (explain mode, rules book):
 * - `ruleById(event.rule)` gives the rule card (title, explainer, source, tables);
 * - `tableById(roll.table)` gives the table, `tableRow(roll.table, roll.row)` the row to highlight;
 * - `catalogue(ruleset)` lists everything of one ruleset, `allTables()` every table for the book.
 * All of it is plain data, safe to import in the page (no zod, no engine run).
 */
import type { RulesetId } from '../rulesets/ids.ts';
import { AURIGAE_CATALOGUE } from './aurigae.ts';
import { CIRCUS_MAXIMUS_CATALOGUE } from './circus-maximus.ts';
import { CRUDIS_CATALOGUE } from './crudis.ts';
import { HIPPODROME_CATALOGUE } from './hippodrome.ts';
import type { Clause, RuleEntry, RulesCatalogue, RulesTable, RulesTableRow } from './types.ts';

export type {
  Clause,
  NotRule,
  RuleEntry,
  RuleSource,
  RulesCatalogue,
  RulesTable,
  RulesTableRow,
} from './types.ts';

/** Every ruleset's catalogue; a `Record` so the compiler asks for a new ruleset's entry. */
export const CATALOGUES: Readonly<Record<RulesetId, RulesCatalogue>> = {
  crudis: CRUDIS_CATALOGUE,
  hippodrome: HIPPODROME_CATALOGUE,
  'circus-maximus': CIRCUS_MAXIMUS_CATALOGUE,
  aurigae: AURIGAE_CATALOGUE,
};

/** One ruleset's catalogue, or null for an id that is not a ruleset. */
export function catalogue(ruleset: string): RulesCatalogue | null {
  return Object.hasOwn(CATALOGUES, ruleset) ? CATALOGUES[ruleset as RulesetId] : null;
}

const RULES = new Map<string, RuleEntry>(
  Object.values(CATALOGUES).flatMap((c) => c.rules.map((r) => [r.id, r] as const)),
);
const TABLES = new Map<string, RulesTable>(
  Object.values(CATALOGUES).flatMap((c) => c.tables.map((t) => [t.id, t] as const)),
);
const CLAUSES = new Map<string, Clause>(
  Object.values(CATALOGUES).flatMap((c) => c.clauses.map((k) => [k.id, k] as const)),
);

/** The rule a log event names in `event.rule` (e.g. 'crudis.damage-table'). */
export function ruleById(id: string): RuleEntry | undefined {
  return RULES.get(id);
}

/** The table a log roll names in `roll.table` (e.g. 'crudis.whip-table.yokers'). */
export function tableById(id: string): RulesTable | undefined {
  return TABLES.get(id);
}

/** The row of a table that a log roll's `row` names, to highlight it. */
export function tableRow(tableId: string, rowKey: string): RulesTableRow | undefined {
  return TABLES.get(tableId)?.rows.find((r) => r.key === rowKey);
}

/** A seed clause by id (e.g. 'crudis:danger-lines'). */
export function clauseById(id: string): Clause | undefined {
  return CLAUSES.get(id);
}

/** Every rule of every ruleset, catalogue order. */
export function allRules(): RuleEntry[] {
  return [...RULES.values()];
}

/** Every table of every ruleset, catalogue order (the rules book). */
export function allTables(): RulesTable[] {
  return [...TABLES.values()];
}
