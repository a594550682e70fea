import type { IncomingMessage, ServerResponse } from 'node:http';
import { batchMessage, endMessage, type PreparedRace } from './prepared-race.ts';
import type { SegmentIndex } from './protocol.ts';

/**
 * The live race as cacheable HTTP segments, so that any caching proxy or CDN can fan it out:
 *
 * - `GET /segments/index.json`: the race on air and how many of its segments are out; small, fresh
 *   for a second (`max-age=1`), with an ETag so a follower polls with `If-None-Match` and mostly
 *   gets 304 Not Modified.
 * - `GET /segments/<race>/header.json`: the race's `welcome` message (header, start, pace).
 * - `GET /segments/<race>/<k>.json`: turn batch k's `events` message, the same bytes the WebSocket
 *   feed sends; `GET /segments/<race>/end.json`: the `end` message (footer and checkpoints).
 *
 * A segment never changes once out (`immutable`, cached for a year); one not out yet is a 404 that
 * nobody may cache. A follower reads the index, then every segment it does not hold, in order, so
 * it gets each event once however often it polls.
 */
export const SEGMENTS_PATH = '/segments/';

export interface SegmentSource {
  /** The race on air, how many of its batches are out and whether it has ended. */
  onAir(): { race: PreparedRace; startsAt: number; released: number; ended: boolean } | null;
  held(): boolean;
  pace: number;
  /** The race's `welcome` message as a fresh joiner from the start gets it. */
  welcome(): string | null;
}

/** Origin responses with a body (200), by path: what the test behind a proxy counts. */
export type SegmentCounts = Map<string, number>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The index (and a race's header, whose start may move): fresh for a second. */
const FRESH = 'public, max-age=1';

type Answer = { body: string | Buffer; etag: string; cache: string } | { missing: string };

/** What a path under /segments/ names now: a body with its ETag and caching, or why there is none. */
function answer(rest: string, source: SegmentSource): Answer {
  const now = source.onAir();
  if (rest === 'index.json') {
    const index: SegmentIndex = {
      v: 1,
      race: now?.race.id ?? null,
      startsAt: now?.startsAt ?? null,
      pace: source.pace,
      segments: now?.released ?? 0,
      // Over, and the end is out (a race skipped mid-way just stops: the next one follows).
      ended: now?.ended === true && now.released >= now.race.batches.length,
      held: source.held(),
    };
    const state = `${index.segments}.${index.ended ? 'e' : 'l'}.${index.held ? 'h' : 'r'}.${index.startsAt}`;
    return { body: JSON.stringify(index), etag: `"${index.race ?? 'none'}.${state}"`, cache: FRESH };
  }
  const match = /^([a-z0-9-]{1,80})\/(header|end|0|[1-9][0-9]{0,6})\.json$/.exec(rest);
  if (!match) return { missing: 'no such segment' };
  const [, id, name] = match as unknown as [string, string, string];
  if (now?.race.id !== id) return { missing: `race ${id} is not on air` };
  if (name === 'header') {
    const welcome = source.welcome();
    if (welcome === null) return { missing: 'no race on air' };
    // Its start may still move (an operator's hold or start): fresh for a second, like the index.
    return { body: welcome, etag: `"${id}.header.${now.startsAt}"`, cache: FRESH };
  }
  if (name === 'end') {
    if (!now.ended || now.released < now.race.batches.length) return { missing: 'the race has not ended' };
    return { body: endMessage(now.race), etag: `"${id}.end"`, cache: IMMUTABLE };
  }
  const k = Number(name);
  if (k >= now.released) return { missing: `segment ${k} is not out yet` };
  return { body: batchMessage(now.race, k), etag: `"${id}.${k}"`, cache: IMMUTABLE };
}

/** Answers a request under /segments/. */
export function serveSegments(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  source: SegmentSource,
  counts: SegmentCounts,
): void {
  if (req.method === 'OPTIONS') {
    // A page on another origin polling with If-None-Match asks first (the header is not a simple
    // one); the answer may be kept, so it asks once.
    res
      .writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'if-none-match',
        'access-control-max-age': '86400',
      })
      .end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  const a = answer(path.slice(SEGMENTS_PATH.length), source);
  if ('missing' in a) {
    res
      .writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      })
      .end(a.missing);
    return;
  }
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': a.cache,
    etag: a.etag,
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'etag',
  };
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(a.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  counts.set(path, (counts.get(path) ?? 0) + 1);
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(a.body) });
  res.end(req.method === 'HEAD' ? undefined : a.body);
}
