export { sha256Hex } from './sha256.ts';

/**
 * Canonical JSON: object keys sorted, no whitespace, undefined members dropped. Two equal values
 * always give the same bytes, so hashes of them can be compared across runs and machines.
 * (Keys that are array indices come first in ascending numeric order, as JavaScript orders them;
 * every other key is in code-unit order: docs/race-log.md, "The canonical JSON and the digest".)
 *
 * Written out by hand rather than with JSON.stringify and a replacer that re-creates each object
 * with sorted keys (its earlier form, the reference its test holds it to): every turn's state hash
 * goes through it, and not building a sorted copy of every object makes it about twice as fast on
 * a race state (as fast on a log's events). A string or key that needs an escape is quoted by
 * JSON.stringify, so the escapes are exactly its own.
 */
export function canonicalJson(value: unknown): string {
  return write(value, '') ?? 'null';
}

/**
 * One member's or item's canonical JSON, as canonicalJson writes it inside its holder (`key` is
 * what its toJSON is given), or undefined where canonicalJson leaves the member out.
 */
export function canonicalMember(value: unknown, key: string | number): string | undefined {
  return write(value, key);
}

/** Whether JSON.stringify writes a string as it is: no quote, backslash, control character or
 * surrogate in it (a pair is written as itself, a lone one escaped: those take the slow way). */
function plain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c < 0xe000)) return false;
  }
  return true;
}

/** Quoted keys, kept: the same few dozen names recur in every object of every race. */
const QUOTED = new Map<string, string>();

function quoted(key: string): string {
  let q = QUOTED.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (QUOTED.size < 4096) QUOTED.set(key, q);
  }
  return q;
}

/** An array index as JavaScript orders keys: the decimal form of an integer up to 2^32 − 2. */
export function isIndex(key: string): boolean {
  const n = key.length;
  if (n === 0 || n > 10) return false;
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57 || (c === 48 && n > 1)) return false;
  for (let i = 1; i < n; i++) {
    const d = key.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return n < 10 || Number(key) <= 4294967294;
}

/** A value's canonical JSON, or undefined where JSON.stringify leaves it out (undefined). */
function write(input: unknown, key: string | number): string | undefined {
  let value = input;
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  )
    value = (value as { toJSON: (key: string) => unknown }).toJSON(String(key));
  switch (typeof value) {
    case 'string':
      // Most strings need no escape: quoted as they are, the rest by JSON.stringify itself.
      return plain(value) ? `"${value}"` : JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return undefined;
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? writeArray(value) : writeObject(value as Record<string, unknown>);
    default:
      throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
  }
}

function writeArray(list: readonly unknown[]): string {
  let out = '[';
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out += ',';
    out += write(list[i], i) ?? 'null';
  }
  return `${out}]`;
}

function writeObject(obj: Record<string, unknown>): string {
  // Object.keys lists the array-index keys first, in numeric order: only the rest need sorting.
  const keys = Object.keys(obj);
  let indices = 0;
  while (indices < keys.length && isIndex(keys[indices]!)) indices++;
  const named = indices === 0 ? keys.sort() : [...keys.slice(0, indices), ...keys.slice(indices).sort()];
  let out = '{';
  let first = true;
  for (let i = 0; i < named.length; i++) {
    const k = named[i]!;
    const v = write(obj[k], k);
    if (v === undefined) continue;
    out += first ? `${quoted(k)}:${v}` : `,${quoted(k)}:${v}`;
    first = false;
  }
  return `${out}}`;
}
