import { describe, expect, test } from 'vitest';
import type { SegmentIndex } from '../../src/server/protocol.ts';
import type { Relay } from '../../src/server/relay.ts';
import { SegmentFeed } from '../../src/ui/segment-feed.ts';
import { Client, closedAfterEach, halfwayClock, RACE, relay, resolved } from './helpers.ts';

// A live race as cacheable HTTP segments (issue 21 item 5): an immutable file per turn and a small
// index, followed by polling with conditional requests (behind a caching proxy: caching-proxy.test.ts).

const { relays: open } = closedAfterEach();
async function start(options: Parameters<typeof relay>[0] = {}): Promise<Relay> {
  const r = await relay(options);
  open.push(r);
  return r;
}
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe('HTTP segments from the relay', () => {
  test('the index is small and fresh for a second, with an ETag; a segment is immutable; one not out yet is a 404 nobody keeps', async () => {
    // The relay's clock stops halfway through the race until the end is checked not out yet.
    const halfway = halfwayClock(resolved(), 20);
    const r = await start({ pace: 20, gap: 0.3, now: halfway.now });
    halfway.from(r.current()!.startsAt);
    const viewer = await Client.join(r.liveUrl);
    await viewer.until((ms) => ms.filter((m) => m.type === 'events').length >= 3);
    const res = await get(`${r.url}segments/index.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=1');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    const index = (await res.json()) as SegmentIndex;
    expect(index.race).toBe(r.current()!.race);
    expect(index.segments).toBeGreaterThanOrEqual(3);
    const seg = await get(`${r.url}segments/${index.race}/0.json`);
    expect(seg.status).toBe(200);
    expect(seg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The same bytes the WebSocket sent for that turn.
    const sent = viewer.messages.find((m) => m.type === 'events')!;
    expect(await seg.json()).toEqual(sent);
    expect(
      (await get(`${r.url}segments/${index.race}/0.json`, { 'if-none-match': seg.headers.get('etag')! }))
        .status,
    ).toBe(304);
    const future = await get(`${r.url}segments/${index.race}/9999.json`);
    expect(future.status).toBe(404);
    expect(future.headers.get('cache-control')).toBe('no-store');
    expect((await get(`${r.url}segments/${index.race}/end.json`)).status).toBe(404);
    expect((await get(`${r.url}segments/r1-other-race/0.json`)).status).toBe(404);
    // A page on another origin may poll with If-None-Match (its preflight is answered).
    const preflight = await fetch(`${r.url}segments/index.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('if-none-match');
    // Once over, the index stands still: asked again with its ETag, 304 and no body; the end is out.
    halfway.release();
    await viewer.ended();
    const over = await get(`${r.url}segments/index.json`);
    expect(((await over.json()) as SegmentIndex).ended).toBe(true);
    const again = await get(`${r.url}segments/index.json`, { 'if-none-match': over.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const end = await get(`${r.url}segments/${index.race}/end.json`);
    expect(await end.json()).toEqual(viewer.messages.find((m) => m.type === 'end'));
    viewer.close();
  });

  test('a follower polling the index gets every event once and the end: the same log as the engine', async () => {
    const r = await start({ pace: 25, gap: 0.5 });
    const changes: string[] = [];
    const feed = new SegmentFeed({
      url: `${r.url}segments/index.json`,
      pollMs: 100,
      onChange: (_f, change) => changes.push(change),
    }).start();
    const t0 = Date.now();
    while (!feed.log.footer && Date.now() - t0 < 30_000) await new Promise((w) => setTimeout(w, 50));
    feed.stop();
    const log = resolved(RACE);
    expect(feed.log.toLog()).toEqual(log);
    expect(feed.log.repeated).toBe(0);
    expect(changes[0]).toBe('reset');
    expect(changes.at(-1)).toBe('end');
    // Most polls found nothing new: answered 304 without a body.
    expect(feed.notModified).toBeGreaterThan(0);
  });
});
