import type { RuleEntry, RuleSource, RulesetId } from './types.ts';

/**
 * A rule entry of a ruleset's catalogue: its id is `<ruleset>.<slug>` (as the engine logs it) and
 * each clause slug becomes `<ruleset>:<clause>`. `tables` are full table ids.
 */
export function ruleEntry(
  ruleset: RulesetId,
  slug: string,
  title: string,
  clauses: readonly string[],
  tables: readonly string[],
  explain: string,
  source: RuleSource = 'seed',
): RuleEntry {
  return {
    id: `${ruleset}.${slug}`,
    ruleset,
    title,
    explain,
    clauses: clauses.map((c) => `${ruleset}:${c}`),
    source,
    tables: [...tables],
  };
}
