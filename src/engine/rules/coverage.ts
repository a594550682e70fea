/**
 * Rules coverage: is every seed clause implemented by a rule id, every rule id shown applied and
 * explained, and every rule id the engine logs in the catalogue? A rule counts as tested only
 * when the log of a scenario (the shipped scenarios, each run by the scenarios test) has an event
 * that applies it (`event.rule`): a rule id written in a test file proves nothing about the
 * engine. Pure: the caller runs the scenarios and a few races and hands in what their logs hold
 * (the CLI and the coverage test do).
 */
import type { RulesetId } from '../rulesets/ids.ts';
import { CATALOGUES } from './index.ts';
import type { RulesCatalogue } from './types.ts';

export interface CoverageRow {
  ruleset: RulesetId;
  /** Clause id, or '' for a rule that implements no seed clause (a house rule). */
  clause: string;
  clauseTitle: string;
  /** Rule id, or '' for a clause no rule implements. */
  rule: string;
  /** The scenarios whose logs apply the rule (empty: untested). */
  shownBy: readonly string[];
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

/** A scenario's log, as far as coverage reads it: its name, what it claims, and the rule each event applied. */
export interface ScenarioLog {
  name: string;
  /** The rule ids the scenario says it demonstrates. */
  demonstrates: readonly string[];
  events: ReadonlyArray<{ readonly rule: string }>;
}

/** Rule id → the scenarios whose logs apply it: those that claim to demonstrate it first. */
export type Applications = ReadonlyMap<string, readonly string[]>;

/** Which scenarios apply which rules. */
export function applications(logs: readonly ScenarioLog[]): Applications {
  const claimed = new Map<string, string[]>();
  const incidental = new Map<string, string[]>();
  for (const log of logs)
    for (const rule of new Set(log.events.map((e) => e.rule))) {
      const into = log.demonstrates.includes(rule) ? claimed : incidental;
      into.set(rule, [...(into.get(rule) ?? []), log.name]);
    }
  const out = new Map<string, string[]>();
  for (const rule of new Set([...claimed.keys(), ...incidental.keys()]))
    out.set(rule, [...(claimed.get(rule) ?? []), ...(incidental.get(rule) ?? [])]);
  return out;
}

/** Minimum explainer length: a title repeated is not an explanation. */
const MIN_EXPLAIN = 40;

/**
 * One ruleset's coverage. `applied` says which scenario logs apply each rule id; `logged` holds
 * the rule ids the engine wrote in a few races (to find ids missing from the catalogue).
 */
export function coverageOf(
  cat: RulesCatalogue,
  applied: Applications,
  logged: ReadonlySet<string>,
): CoverageReport {
  const rows: CoverageRow[] = [];
  const problems: string[] = [];
  const shownBy = (id: string) => applied.get(id) ?? [];
  const explained = (explain: string) => explain.trim().length >= MIN_EXPLAIN;
  const row = (clause: string, clauseTitle: string, rule: string, explain: string): CoverageRow => ({
    ruleset: cat.ruleset,
    clause,
    clauseTitle,
    rule,
    shownBy: rule ? shownBy(rule) : [],
    tested: rule !== '' && shownBy(rule).length > 0,
    explained: rule !== '' && explained(explain),
  });
  const clauseIds = new Set(cat.clauses.map((c) => c.id));
  const tableIds = new Set(cat.tables.map((t) => t.id));
  for (const clause of cat.clauses) {
    const rules = cat.rules.filter((r) => r.clauses.includes(clause.id));
    if (rules.length === 0) {
      rows.push(row(clause.id, clause.title, '', ''));
      problems.push(`clause ${clause.id} (${clause.title}) has no rule id`);
    }
    for (const r of rules) rows.push(row(clause.id, clause.title, r.id, r.explain));
  }
  for (const r of cat.rules) {
    if (r.clauses.length === 0) rows.push(row('', '(house rule)', r.id, r.explain));
    if (shownBy(r.id).length === 0) problems.push(`rule ${r.id} is applied in no scenario's log`);
    if (!explained(r.explain)) problems.push(`rule ${r.id} has no explainer text`);
    if (r.clauses.length === 0 && r.source === 'seed')
      problems.push(`rule ${r.id} is marked seed but implements no clause`);
    for (const c of r.clauses) if (!clauseIds.has(c)) problems.push(`rule ${r.id} names unknown clause ${c}`);
    for (const t of r.tables) if (!tableIds.has(t)) problems.push(`rule ${r.id} names unknown table ${t}`);
  }
  const known = new Set(cat.rules.map((r) => r.id));
  for (const id of new Set([...logged, ...applied.keys()]))
    if (id.startsWith(`${cat.ruleset}.`) && !known.has(id))
      problems.push(`the engine logs ${id}, which the catalogue lacks`);
  return { ruleset: cat.ruleset, complete: cat.complete, rows, problems };
}

/** Every ruleset's coverage, catalogue order. */
export function coverage(applied: Applications, logged: ReadonlySet<string>): CoverageReport[] {
  return Object.values(CATALOGUES).map((c) => coverageOf(c, applied, logged));
}
