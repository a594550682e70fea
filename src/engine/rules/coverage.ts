/**
 * Rules coverage: is every seed clause implemented by a rule id, every rule id tested and
 * explained, and every rule id the engine logs in the catalogue? Pure: the caller hands in the
 * texts of the test files and the rule ids seen in logs (the CLI and the coverage test read them).
 */
import { CATALOGUES } from './index.ts';
import type { RulesCatalogue } from './types.ts';
import type { RulesetId } from '../rulesets/ids.ts';

export interface CoverageRow {
  ruleset: RulesetId;
  /** Clause id, or '' for a rule that implements no seed clause (a house rule). */
  clause: string;
  clauseTitle: string;
  /** Rule id, or '' for a clause no rule implements. */
  rule: string;
  tested: boolean;
  explained: boolean;
}

export interface CoverageReport {
  ruleset: RulesetId;
  complete: boolean;
  rows: CoverageRow[];
  /** Everything wrong, one plain sentence each; empty when the ruleset is covered. */
  problems: string[];
}

/** Minimum explainer length: a title repeated is not an explanation. */
const MIN_EXPLAIN = 40;

/** True when a text names the rule id as a whole string literal or JSON string ('x', "x" or `x`). */
export function namesRule(text: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`['"\`]${escaped}['"\`]`).test(text);
}

/**
 * One ruleset's coverage. `testTexts` are the contents of the test files (and scenario files,
 * which the scenarios test runs); `logged` the rule ids the engine wrote in a few races.
 */
export function coverageOf(
  cat: RulesCatalogue,
  testTexts: readonly string[],
  logged: ReadonlySet<string>,
): CoverageReport {
  const rows: CoverageRow[] = [];
  const problems: string[] = [];
  const tested = (id: string) => testTexts.some((t) => namesRule(t, id));
  const explained = (explain: string) => explain.trim().length >= MIN_EXPLAIN;
  const clauseIds = new Set(cat.clauses.map((c) => c.id));
  const tableIds = new Set(cat.tables.map((t) => t.id));
  for (const clause of cat.clauses) {
    const rules = cat.rules.filter((r) => r.clauses.includes(clause.id));
    if (rules.length === 0) {
      rows.push({
        ruleset: cat.ruleset,
        clause: clause.id,
        clauseTitle: clause.title,
        rule: '',
        tested: false,
        explained: false,
      });
      problems.push(`clause ${clause.id} (${clause.title}) has no rule id`);
    }
    for (const r of rules)
      rows.push({
        ruleset: cat.ruleset,
        clause: clause.id,
        clauseTitle: clause.title,
        rule: r.id,
        tested: tested(r.id),
        explained: explained(r.explain),
      });
  }
  for (const r of cat.rules) {
    if (r.clauses.length === 0)
      rows.push({
        ruleset: cat.ruleset,
        clause: '',
        clauseTitle: '(house rule)',
        rule: r.id,
        tested: tested(r.id),
        explained: explained(r.explain),
      });
    if (!tested(r.id)) problems.push(`rule ${r.id} has no test naming it`);
    if (!explained(r.explain)) problems.push(`rule ${r.id} has no explainer text`);
    if (r.clauses.length === 0 && r.source === 'seed')
      problems.push(`rule ${r.id} is marked seed but implements no clause`);
    for (const c of r.clauses) if (!clauseIds.has(c)) problems.push(`rule ${r.id} names unknown clause ${c}`);
    for (const t of r.tables) if (!tableIds.has(t)) problems.push(`rule ${r.id} names unknown table ${t}`);
  }
  const known = new Set(cat.rules.map((r) => r.id));
  for (const id of logged)
    if (id.startsWith(`${cat.ruleset}.`) && !known.has(id))
      problems.push(`the engine logs ${id}, which the catalogue lacks`);
  return { ruleset: cat.ruleset, complete: cat.complete, rows, problems };
}

/** Every ruleset's coverage, catalogue order. */
export function coverage(testTexts: readonly string[], logged: ReadonlySet<string>): CoverageReport[] {
  return Object.values(CATALOGUES).map((c) => coverageOf(c, testTexts, logged));
}
