/**
 * The rules catalogue's shapes: what a viewer (explain mode, rules book) and the coverage check
 * read. Everything here is plain, serialisable data; the catalogue modules fill it from each
 * ruleset's own table modules, so no number is copied.
 *
 * How the pieces link:
 * - a log event's `rule` (e.g. 'crudis.damage-table') is a `RuleEntry.id` (look it up with
 *   `ruleById`);
 * - a roll's `table` (e.g. 'crudis.whip-table.yokers') is a `RulesTable.id` (`tableById`) and its
 *   `row` is the `key` of the row that applied (`tableRow`);
 * - a rule's `clauses` are `Clause.id`s of the seed text it implements; house rules name the
 *   clause they read (or none when they are purely ours).
 */
import type { RulesetId } from '../rulesets/ids.ts';

export type { RulesetId };

/** Printed in the seed text, or our own reading/value where the seed is silent. */
export type RuleSource = 'seed' | 'house';

/** One clause of a ruleset's seed text (shared/seeds/*.txt). */
export interface Clause {
  /** `<ruleset>:<slug>`, e.g. 'crudis:danger-lines'. Stable: rules and tests refer to it. */
  readonly id: string;
  readonly ruleset: RulesetId;
  /** A short English heading (the seed's own heading where it has one). */
  readonly title: string;
  /** The seed lines (1-based, inclusive) the clause covers. */
  readonly lines: readonly [number, number];
  /**
   * A verbatim excerpt of the seed that opens the clause (French for Hippodrome), so a reader can
   * find it in the text; the coverage test checks it is really there.
   */
  readonly quote: string;
  /** For Hippodrome: the section of our English digest (shared/rules/hippodrome.md), e.g. '§3.4'. */
  readonly digest?: string;
}

/** Seed lines that are not rules (titles, credits, links), so the line check knows they are skipped on purpose. */
export interface NotRule {
  readonly lines: readonly [number, number];
  readonly why: string;
}

/** One rule id as the engine writes it in `event.rule`. */
export interface RuleEntry {
  /** `<ruleset>.<rule>`, exactly the string in the log's `event.rule`. */
  readonly id: string;
  readonly ruleset: RulesetId;
  readonly title: string;
  /** Plain words for people teaching the game: what the rule does and why. */
  readonly explain: string;
  /** `Clause.id`s this rule implements (at least one for a seed rule). */
  readonly clauses: readonly string[];
  readonly source: RuleSource;
  /** `RulesTable.id`s the rule reads (may be empty). */
  readonly tables: readonly string[];
}

export interface RulesTableRow {
  /** The string a log roll's `row` carries when this row applied (e.g. '4' for a die face). */
  readonly key: string;
  /** One cell per column, already formatted for display. */
  readonly cells: readonly string[];
  /** Set where a row's source differs from its table's (a house row in a printed table). */
  readonly source?: RuleSource;
}

/** One table of a ruleset as displayable data. */
export interface RulesTable {
  /** Exactly the string a log roll's `table` carries where the engine names it. */
  readonly id: string;
  readonly ruleset: RulesetId;
  readonly title: string;
  /** The table as a whole; a row may override it (`RulesTableRow.source`). */
  readonly source: RuleSource;
  /** A sentence on how the table is read (which dice, which modifiers). */
  readonly note?: string;
  readonly columns: readonly string[];
  readonly rows: readonly RulesTableRow[];
}

/** Everything the catalogue knows of one ruleset. */
export interface RulesCatalogue {
  readonly ruleset: RulesetId;
  /** The seed file under shared/seeds/. */
  readonly seedFile: string;
  /**
   * False while the ruleset's engine is still being written and its rule ids are not all mapped:
   * the coverage check reports it as incomplete instead of failing.
   */
  readonly complete: boolean;
  readonly clauses: readonly Clause[];
  readonly notRules: readonly NotRule[];
  readonly rules: readonly RuleEntry[];
  readonly tables: readonly RulesTable[];
}
