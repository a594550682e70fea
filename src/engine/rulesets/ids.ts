/** Every ruleset the engine resolves. Kept free of imports so the page can check an id without
 * loading the engine (which runs in a Web Worker). */
export const RULESET_IDS = ['crudis', 'aurigae', 'hippodrome', 'circus-maximus'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export function isRulesetId(x: unknown): x is RulesetId {
  return typeof x === 'string' && (RULESET_IDS as readonly string[]).includes(x);
}
