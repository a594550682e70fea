import { canonicalJson, sha256Hex } from './canonical.ts';
import type { RaceEvent, RaceLog } from './schema.ts';

/** Digest of the canonical event stream, as the footer records it. */
export function eventsDigest(events: readonly RaceEvent[]): string {
  return `sha256:${sha256Hex(canonicalJson(events))}`;
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
