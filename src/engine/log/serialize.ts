import { canonicalJson } from './canonical.ts';
import { canonicalSha256Hex } from './canonical-hash.ts';
import type { RaceEvent, RaceLog } from './schema.ts';

/**
 * Digest of the canonical event stream, as the footer records it: the SHA-256 of the events'
 * canonical JSON, hashed from bytes written straight into a buffer (the text is never built).
 * Both sides go through it, the race's end and parseLog's check, and on a race it was a third of
 * the work; tests/engine/canonical-hash holds it to `sha256Hex(canonicalJson(events))`.
 */
export function eventsDigest(events: readonly RaceEvent[]): string {
  return `sha256:${canonicalSha256Hex(events)}`;
}

/**
 * The log as bytes: canonical JSON (sorted keys) with one event or checkpoint per line, so logs
 * diff line by line. The same log always gives the same text.
 */
export function serializeLog(log: RaceLog): string {
  const { events, checkpoints, ...rest } = log;
  const head = canonicalJson({ ...rest, events: [], checkpoints: [] });
  const lines = (items: readonly unknown[]): string =>
    items.length === 0 ? '[]' : `[\n${items.map((e) => canonicalJson(e)).join(',\n')}\n]`;
  // Keys sort as: checkpoints, events, footer, format, header, version.
  return `${head
    .replace('"checkpoints":[]', () => `"checkpoints":${lines(checkpoints)}`)
    .replace('"events":[]', () => `"events":${lines(events)}`)}\n`;
}
