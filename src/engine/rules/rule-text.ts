/**
 * A rule's title and explanation in another language than the catalogue's English, keyed by rule
 * id beside each ruleset's entries (`<ruleset>.fr.ts`): the explain card and the rules book show
 * them under `?lang=fr`. Written for each rule, never derived from the English.
 */
import { AURIGAE_FR } from './aurigae.fr.ts';
import { CIRCUS_MAXIMUS_FR } from './circus-maximus.fr.ts';
import { CRUDIS_FR } from './crudis.fr.ts';
import { HIPPODROME_FR } from './hippodrome.fr.ts';
import { TABLE_ROWS_FR } from './table-rows.fr.ts';
import { TABLES_FR, type TableText } from './tables.fr.ts';
import type { RuleEntry, RulesetId, RulesTable } from './types.ts';

export type { TableText };

export interface RuleText {
  readonly title: string;
  readonly explain: string;
}

/** Rule texts by rule id (`<ruleset>.<rule>`). */
export type RuleTexts = Readonly<Record<string, RuleText>>;

/** The French rule texts of every ruleset. */
export const RULES_FR: Readonly<Record<RulesetId, RuleTexts>> = {
  crudis: CRUDIS_FR,
  hippodrome: HIPPODROME_FR,
  'circus-maximus': CIRCUS_MAXIMUS_FR,
  aurigae: AURIGAE_FR,
};

/** A rule's title and explanation in `lang` (English, the catalogue's own, where none is written). */
export function ruleText(rule: RuleEntry, lang: 'en' | 'fr'): RuleText {
  if (lang === 'fr') {
    const fr = RULES_FR[rule.ruleset]?.[rule.id];
    if (fr) return fr;
  }
  return { title: rule.title, explain: rule.explain };
}

/**
 * A table's title, note, column names and (for the tables a race rolls on) rows in `lang`; its own
 * English where none is written (the rows: the table's own cells).
 */
export function tableText(table: RulesTable, lang: 'en' | 'fr'): TableText {
  const fr = lang === 'fr' ? TABLES_FR[table.id] : undefined;
  if (fr && fr.columns.length === table.columns.length) return { ...fr, ...TABLE_ROWS_FR[table.id] };
  return { title: table.title, ...(table.note ? { note: table.note } : {}), columns: table.columns };
}

/** What a roll read at row `key` of table `id` came to, in French (the row's result cell), if written. */
export function rowResultFr(id: string, key: string): string | undefined {
  const t = TABLE_ROWS_FR[id];
  return t?.rows[key]?.[t.result ?? 1];
}
