import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import type { RaceInputs } from '../../src/server/protocol.ts';
import { type Relay, startRelay } from '../../src/server/relay.ts';
import { type CachingProxy, startCachingProxy } from '../server/caching-proxy.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { debug, type ViewerDebug } from './viewer-debug.ts';

// The viewer following a live race through its HTTP segments (`?segments=`, issue 21 item 5), as
// a CDN would serve them: Debian's nginx on loopback in front of the relay.

const RACE: RaceInputs = { ruleset: 'crudis', seed: 7, setup: { ...defaultSetup(4), options: { laps: 1 } } };

describe('a viewer following a live race through HTTP segments behind a caching proxy', () => {
  let relay: Relay;
  let proxy: CachingProxy;
  let opened: OpenPage;

  beforeAll(async () => {
    const started = await startRelay({ race: RACE, pace: 3, gap: 2, staticDir: null, races: 1 });
    if (!started.ok) throw new Error(started.error);
    relay = started.relay;
    proxy = await startCachingProxy(`127.0.0.1:${relay.port}`);
    opened = await openPage(
      inject('baseUrl'),
      `/?segments=${encodeURIComponent(`${proxy.url}segments/index.json`)}`,
    );
  });

  afterAll(async () => {
    await opened?.close();
    await proxy?.stop();
    await relay?.close();
  });

  it('plays the race as its turns come out, and ends with the whole race', async () => {
    const { page } = opened;
    await waitForScene(page);
    expect(await debug(page, (d) => d.header?.seed)).toBe(7);
    const first = await debug(page, (d) => d.duration);
    await page.waitForFunction(
      (t) => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.duration > t + 1,
      first,
      { timeout: 120_000, polling: 250 },
    );
    const finished = simulate(RACE);
    if (!finished.ok) throw new Error(finished.error.message);
    const built = buildPlan(finished.value);
    if (!built.ok) throw new Error(built.error);
    await page.waitForFunction(
      (want) =>
        Math.abs((window as unknown as { __quadriga: ViewerDebug }).__quadriga.duration - want) < 1e-6,
      built.plan.duration,
      { timeout: 180_000, polling: 500 },
    );
    expect(await debug(page, (d) => d.error)).toBeNull();
    // Every segment came through the proxy: the relay served each one once. The end segment comes
    // after the last batch (the index says `ended` only once the relay sends the end), so the
    // viewer may reach the whole race's duration a poll before it asks for end.json.
    const race = relay.current()!.race;
    const servedNow = () => [...relay.segmentCounts()].filter(([p]) => p.startsWith(`/segments/${race}/`));
    await expect
      .poll(() => servedNow().length, { timeout: 30_000, interval: 250 })
      .toBe(relay.current()!.batches + 2);
    const served = servedNow();
    expect(served.map(([p]) => p)).toContain(`/segments/${race}/end.json`);
    for (const [, n] of served) expect(n).toBe(1);
    await page.screenshot({ path: `${process.env['QUADRIGA_SHOTS'] ?? '/tmp'}/segments-viewer.png` });
  });

  it('logged no console errors and no page errors throughout', () => {
    expect(opened.errors).toEqual([]);
  });
});
