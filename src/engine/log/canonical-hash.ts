import { canonicalJson, canonicalMember, isIndex } from './canonical.ts';
import { SHA256_PADDING, sha256HexOfBytes } from './sha256.ts';

/**
 * The SHA-256 of a value's canonical JSON, `sha256Hex(canonicalJson(value))`, worked out without
 * building the text: the canonical bytes are written straight into a reused buffer and hashed
 * there. The kernel hashes the whole race state at the end of every turn (a checkpoint), so this
 * is on the resolving side's hot path, and a race's objects have the same few shapes turn after
 * turn: each shape's key order (array-index keys first, the rest in code-unit order, as
 * canonicalJson has it) is worked out once and kept with its keys' bytes, not sorted again.
 *
 * What the fast path does not cover goes through canonicalJson's own writer (an object with a
 * `toJSON`, a string that needs an escape or is not ASCII, a value it refuses), so the bytes are
 * always canonicalJson's (tests/engine/canonical-hash holds the two equal over every ruleset's
 * states and over random values).
 */
export function canonicalSha256Hex(value: unknown): string {
  pos = 0;
  if (value === undefined) writeAscii('null');
  else writeValue(value, '');
  room(SHA256_PADDING);
  return sha256HexOfBytes(buf, pos);
}

/** The bytes written so far (the engine is single-threaded: one hash at a time). */
let buf = new Uint8Array(1 << 16);
let pos = 0;

/** Makes room for `n` more bytes. */
function room(n: number): void {
  if (pos + n <= buf.length) return;
  const grown = new Uint8Array(Math.max(pos + n, buf.length * 2));
  grown.set(buf.subarray(0, pos));
  buf = grown;
}

declare const TextEncoder: new () => {
  encodeInto(text: string, into: Uint8Array): { read: number; written: number };
};
const utf8 = new TextEncoder();

/** Writes canonical JSON text as UTF-8 (the slow path's output, and anything not plain ASCII). */
function writeText(text: string): void {
  room(text.length * 3);
  pos += utf8.encodeInto(text, buf.subarray(pos)).written;
}

/** Writes text known to be ASCII. */
function writeAscii(text: string): void {
  room(text.length);
  for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
}

const QUOTE = 0x22;

/** Writes a string as JSON: as it is when it is printable ASCII with no quote or backslash. */
function writeString(text: string): void {
  const n = text.length;
  room(n + 2);
  const start = pos;
  buf[pos++] = QUOTE;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === QUOTE || c === 0x5c) {
      pos = start;
      writeText(JSON.stringify(text));
      return;
    }
    buf[pos++] = c;
  }
  buf[pos++] = QUOTE;
}

/** Integers below this are written digit by digit (exact in a double); the rest as String has it. */
const SAFE = 2 ** 53;

function writeNumber(n: number): void {
  if (!Number.isFinite(n)) throw new TypeError(`canonicalJson: non-finite number ${n}`);
  if (!Number.isInteger(n) || n >= SAFE || n <= -SAFE) {
    writeAscii(String(n));
    return;
  }
  room(17);
  let m = n;
  if (m < 0) {
    buf[pos++] = 0x2d;
    m = -m;
  }
  // -0 falls through here as 0, as String(-0) is "0".
  let digits = 1;
  for (let p = 10; p <= m; p *= 10) digits++;
  let at = pos + digits;
  pos = at;
  while (m >= 10) {
    const q = Math.floor(m / 10);
    buf[--at] = 0x30 + (m - q * 10);
    m = q;
  }
  buf[--at] = 0x30 + m;
}

function hasToJson(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}

/** Writes a value that is not undefined (undefined members and items are handled by their holder). */
function writeValue(value: unknown, key: string | number): void {
  switch (typeof value) {
    case 'string':
      writeString(value);
      return;
    case 'number':
      writeNumber(value);
      return;
    case 'boolean':
      writeAscii(value ? 'true' : 'false');
      return;
    case 'object':
      if (value === null) writeAscii('null');
      else if (hasToJson(value)) writeText(canonicalMember(value, key) ?? 'null');
      else if (Array.isArray(value)) writeArray(value);
      else writeObject(value as Record<string, unknown>);
      return;
    default:
      // Refused (a function, bigint or symbol) with canonicalJson's own error.
      writeText(canonicalJson(value));
  }
}

function writeArray(list: readonly unknown[]): void {
  room(2);
  buf[pos++] = 0x5b;
  for (let i = 0; i < list.length; i++) {
    if (i > 0) {
      room(1);
      buf[pos++] = 0x2c;
    }
    const item = list[i];
    if (item === undefined) writeAscii('null');
    else writeValue(item, i);
  }
  room(1);
  buf[pos++] = 0x5d;
}

/** An object shape: its keys as Object.keys lists them, and the same keys in canonical order
 * with the bytes of `,"key":` for each. */
interface Shape {
  readonly keys: readonly string[];
  readonly order: readonly string[];
  readonly names: readonly Uint8Array[];
}

/** Shapes by their first key; a few shapes may share one. */
const SHAPES = new Map<string, Shape[]>();
let shapeCount = 0;
const MAX_SHAPES = 4096;

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const encoder = new TextEncoder();

function shapeOf(keys: string[]): Shape {
  const first = keys[0]!;
  const known = SHAPES.get(first);
  if (known !== undefined) for (const s of known) if (sameKeys(s.keys, keys)) return s;
  // Object.keys lists the array-index keys first, in numeric order: only the rest need sorting.
  let indices = 0;
  while (indices < keys.length && isIndex(keys[indices]!)) indices++;
  const order = [...keys.slice(0, indices), ...keys.slice(indices).sort()];
  const names = order.map((k) => {
    const text = `,${JSON.stringify(k)}:`;
    const bytes = new Uint8Array(text.length * 3);
    return bytes.subarray(0, encoder.encodeInto(text, bytes).written);
  });
  const shape: Shape = { keys, order, names };
  if (shapeCount < MAX_SHAPES) {
    shapeCount++;
    if (known === undefined) SHAPES.set(first, [shape]);
    else known.push(shape);
  }
  return shape;
}

function writeObject(obj: Record<string, unknown>): void {
  const keys = Object.keys(obj);
  room(2);
  buf[pos++] = 0x7b;
  if (keys.length > 0) {
    const { order, names } = shapeOf(keys);
    let first = true;
    for (let i = 0; i < order.length; i++) {
      const k = order[i]!;
      const v = obj[k];
      if (v === undefined) continue;
      // A member whose toJSON gives undefined is left out, as canonicalJson leaves it.
      const text = hasToJson(v) ? canonicalMember(v, k) : null;
      if (text === undefined) continue;
      const name = names[i]!;
      room(name.length);
      for (let j = first ? 1 : 0; j < name.length; j++) buf[pos++] = name[j]!;
      first = false;
      if (text === null) writeValue(v, k);
      else writeText(text);
    }
  }
  room(1);
  buf[pos++] = 0x7d;
}
