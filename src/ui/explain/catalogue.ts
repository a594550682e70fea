/**
 * The rules catalogue as the explain card and the rules book read it. Only lazy modules import
 * this file, so the catalogue (and the ruleset tables it is built from) stays out of the page's
 * first load.
 */

export type { RuleEntry, RulesTable, RulesTableRow } from '../../engine/rules/index.ts';
export { allTables, catalogue, ruleById, tableById } from '../../engine/rules/index.ts';
export { ruleText, tableText } from '../../engine/rules/rule-text.ts';

/** Whether a table named only by the log (not in the catalogue) is one of our house tables. */
export const namedHouse = (name: string): boolean => /\(house\)/i.test(name);
