import { afterAll, describe, expect, test } from 'vitest';
import type { Relay } from '../../src/server/relay.ts';
import { SegmentFeed } from '../../src/ui/segment-feed.ts';
import { type CachingProxy, pooledFetch, startCachingProxy } from './caching-proxy.ts';
import { RACE, relay, resolved } from './helpers.ts';

// Issue 21 item 5: a live race's HTTP segments fanned out by a real caching proxy (Debian's nginx,
// started and stopped here on loopback) to a crowd of followers polling it. Bounded: one race of
// about twelve seconds. The everyday run has 300 followers; `npm run test:deep` has 3,000.

const DEEP = process.env['QUADRIGA_DEEP'] === '1';
const FOLLOWERS = DEEP ? 3000 : 300;
/** Each follower polls the index this often (it is fresh for a second at the proxy). */
const POLL_MS = DEEP ? 2000 : 1000;

let r: Relay | null = null;
let proxy: CachingProxy | null = null;
afterAll(async () => {
  await proxy?.stop();
  await r?.close();
});

describe(`${FOLLOWERS} followers behind a caching proxy (Debian's nginx on loopback)`, () => {
  test('the origin serves each segment a handful of times, and every follower gets every event once', async () => {
    r = await relay({ pace: 8, gap: 2 });
    proxy = await startCachingProxy(`127.0.0.1:${r.port}`);
    const pool = pooledFetch(256);
    const index = `${proxy.url}segments/index.json`;
    const feeds = Array.from(
      { length: FOLLOWERS },
      () => new SegmentFeed({ url: index, fetch: pool.fetch, pollMs: POLL_MS }),
    );
    // Followers join over the first poll, as an audience would.
    for (const [i, f] of feeds.entries()) setTimeout(() => f.start(), (i * POLL_MS) / FOLLOWERS);
    const t0 = Date.now();
    while (feeds.some((f) => !f.log.footer) && Date.now() - t0 < 240_000)
      await new Promise((w) => setTimeout(w, 200));
    for (const f of feeds) f.stop();
    pool.close();
    const log = resolved(RACE);
    const done = feeds.filter((f) => f.log.footer !== null);
    expect(done.length).toBe(FOLLOWERS);
    for (const f of feeds) {
      expect(f.log.repeated).toBe(0);
      expect(f.log.events.length).toBe(log.events.length);
      expect(f.log.footer).toEqual(log.footer);
    }
    expect(feeds[0]!.log.toLog()).toEqual(log);
    const counts = r.segmentCounts();
    const race = r.current()!.race;
    const batches = r.current()!.batches;
    const segments = [...counts.entries()].filter(
      ([p]) => p.startsWith(`/segments/${race}/`) && /\/\d+\.json$/.test(p),
    );
    const requests = feeds.reduce((n, f) => n + f.requests, 0);
    const notModified = feeds.reduce((n, f) => n + f.notModified, 0);
    console.log(
      `${FOLLOWERS} followers made ${requests} requests (${notModified} index polls answered 304); the origin served ` +
        `${[...counts.values()].reduce((a, b) => a + b, 0)} bodies: index ${counts.get('/segments/index.json') ?? 0}, ` +
        `segments at most ${Math.max(...segments.map(([, n]) => n))} times each`,
    );
    // Every turn's segment was asked for, and each served by the origin a handful of times at most.
    expect(segments.length).toBe(batches);
    for (const [, n] of segments) expect(n).toBeLessThanOrEqual(3);
    expect(counts.get(`/segments/${race}/end.json`)).toBeLessThanOrEqual(3);
    expect(counts.get(`/segments/${race}/header.json`)).toBeLessThanOrEqual(3);
    // The index: about once a second (each refresh), not once per follower's poll.
    expect(counts.get('/segments/index.json')!).toBeLessThan((Date.now() - t0) / 1000 + 10);
  }, 300_000);
});
