export { sha256Hex } from './sha256.ts';

/**
 * Canonical JSON: object keys sorted, no whitespace, undefined members dropped. Two equal values
 * always give the same bytes, so hashes of them can be compared across runs and machines.
 * (Keys that look like array indices come first in ascending numeric order, as JavaScript orders
 * them; every other key is in code-unit order.) Built on JSON.stringify with a replacer that
 * re-creates each object with sorted keys: several times faster than assembling strings by hand.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys) ?? 'null';
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number ${value}`);
    return value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
    }
    return value;
  }
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(obj).sort()) out[k] = obj[k];
  return out;
}
