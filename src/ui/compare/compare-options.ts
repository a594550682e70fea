import { MAX_CHARIOTS, MIN_CHARIOTS } from '../../engine/race/limits.ts';
import { isRulesetId, RULESET_IDS, type RulesetId } from '../../engine/rulesets/ids.ts';
import { messages } from '../../messages/index.ts';

/**
 * What the comparison page takes from its address: `?compare=crudis,circus-maximus` (two to four
 * different rulesets), `&seed=N` (7, the demo's, when absent), and the field: `&setup=` a setup as
 * JSON (URL-encoded) or the address of a setup file, else `&chariots=N` of the default field (8).
 * `&mode=broadcast` lays it out for a stream.
 */
export interface CompareOptions {
  rulesets: RulesetId[];
  seed: number;
  /** A setup given inline, its address, or the default field's size. */
  field:
    | { kind: 'setup'; setup: unknown }
    | { kind: 'url'; url: string }
    | { kind: 'default'; chariots: number };
}

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
const DEFAULT_SEED = 7;
const DEFAULT_FIELD = 8;

export type OptionsResult = { ok: true; value: CompareOptions } | { ok: false; error: string };

/** Whether the address asks for a comparison. */
export const isCompare = (search: string): boolean => new URLSearchParams(search).has('compare');

export function readCompareOptions(search: string): OptionsResult {
  const p = new URLSearchParams(search);
  const m = messages.compare;
  const text = p.get('compare') ?? '';
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const unknown = names.find((n) => !isRulesetId(n));
  if (unknown !== undefined) return { ok: false, error: m.badRuleset(unknown, RULESET_IDS.join(', ')) };
  if (names.length < COMPARE_MIN || names.length > COMPARE_MAX || new Set(names).size !== names.length)
    return { ok: false, error: m.badList(text) };
  const seedText = p.get('seed');
  const seed = seedText === null ? DEFAULT_SEED : Number(seedText);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
    return {
      ok: false,
      error: `bad seed "${seedText}" in the address: seeds are whole numbers from 0 to 4294967295`,
    };
  const setupText = p.get('setup');
  let field: CompareOptions['field'];
  if (setupText?.trim().startsWith('{')) {
    try {
      field = { kind: 'setup', setup: JSON.parse(setupText) };
    } catch (e) {
      return { ok: false, error: m.badSetup((e as Error).message) };
    }
  } else if (setupText !== null && setupText.trim() !== '') {
    field = { kind: 'url', url: setupText.trim() };
  } else {
    const countText = p.get('chariots');
    const count = countText === null ? DEFAULT_FIELD : Number(countText);
    if (!Number.isInteger(count) || count < MIN_CHARIOTS || count > MAX_CHARIOTS)
      return {
        ok: false,
        error: `bad chariot count "${countText}" in the address: a race takes ${MIN_CHARIOTS} to ${MAX_CHARIOTS}`,
      };
    field = { kind: 'default', chariots: count };
  }
  return { ok: true, value: { rulesets: names as RulesetId[], seed, field } };
}
