#!/usr/bin/env node
// Recomputes the digest of a Quadriga race log from its events, with nothing but Node's crypto:
// an example of docs/race-log.md's "canonical JSON and the digest" for tool writers to port.
//
//   node examples/log-digest.js race.json
//
// prints the digest and whether it matches the footer's; exits 0 when it does, 1 when it does not.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** An array index, as JavaScript orders object keys: "0", "7", "12", … up to 2^32 − 2. */
const isIndex = (key) => /^(0|[1-9][0-9]*)$/.test(key) && Number(key) <= 4294967294;

/** Keys in canonical order: array indices in numeric order, then the rest by UTF-16 code units. */
function canonicalKeys(object) {
  const keys = Object.keys(object);
  const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  const others = keys.filter((k) => !isIndex(k)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...indices, ...others];
}

/** The canonical JSON of a parsed JSON value: no whitespace, keys in canonical order. */
export function canonicalJson(value) {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
    return String(value); // shortest round-trip form; -0 becomes "0"
  }
  if (typeof value === 'string') return JSON.stringify(value); // the escapes the document lists
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  return `{${canonicalKeys(value)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
    .join(',')}}`;
}

/** The digest of a log's events, as its footer writes it. */
export function logDigest(log) {
  return `sha256:${createHash('sha256').update(canonicalJson(log.events), 'utf8').digest('hex')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node examples/log-digest.js <race-log.json>');
    process.exit(2);
  }
  const log = JSON.parse(readFileSync(file, 'utf8'));
  const digest = logDigest(log);
  const matches = digest === log.footer?.digest;
  console.log(
    `${digest} ${matches ? 'matches the footer' : `does NOT match the footer (${log.footer?.digest})`}`,
  );
  process.exit(matches ? 0 : 1);
}
