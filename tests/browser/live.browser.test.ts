import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import type { RaceInputs } from '../../src/server/protocol.ts';
import { type Relay, startRelay } from '../../src/server/relay.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { debug, type ViewerDebug } from './viewer-debug.ts';

/** A short race (96 s of racing), paced ten times faster than real time: about 10 s of arrivals. */
const RACE: RaceInputs = { ruleset: 'crudis', seed: 7, setup: { ...defaultSetup(4), options: { laps: 1 } } };

/**
 * The relay's clock, standing still until the page is ready: the race's 10 s of arrivals must come
 * while the test watches, however long the page takes to load (on a busy machine it took longer
 * than the whole race, which had ended before the test looked). Then it runs on from where it stood.
 */
const clock = {
  heldAt: Date.now() as number | null,
  lost: 0,
  now(): number {
    return (this.heldAt ?? Date.now()) - this.lost;
  },
  release(): void {
    if (this.heldAt === null) return;
    this.lost += Date.now() - this.heldAt;
    this.heldAt = null;
  },
};

describe('a viewer following a live race', () => {
  let relay: Relay;
  let opened: OpenPage;

  beforeAll(async () => {
    const started = await startRelay({
      race: RACE,
      pace: 10,
      gap: 2,
      staticDir: null,
      races: 1,
      now: () => clock.now(),
    });
    if (!started.ok) throw new Error(started.error);
    relay = started.relay;
    opened = await openPage(inject('baseUrl'), `/?live=${encodeURIComponent(relay.liveUrl)}`);
  });

  afterAll(async () => {
    await opened?.close();
    await relay?.close();
  });

  it('sees the events arrive as the relay releases them, and ends with the whole race', async () => {
    const { page } = opened;
    await waitForScene(page);
    expect(await debug(page, (d) => d.header?.seed)).toBe(7);
    // The header is out, no turn yet: the page holds the race before its start.
    const first = await debug(page, (d) => d.duration);
    clock.release();
    // The race so far is a partial log: it grows while the relay releases turn after turn.
    await page.waitForFunction(
      (t) => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.duration > t + 1,
      first,
      { timeout: 120_000, polling: 250 },
    );
    // Once the relay has sent the end, the page holds the same race as a replay of the finished log.
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
    for (let i = 0; i < 100 && !relay.current()?.ended; i++) await page.waitForTimeout(200);
    expect(relay.current()?.ended).toBe(true);
    expect(await debug(page, (d) => d.error)).toBeNull();
  });

  it('logged no console errors and no page errors throughout', () => {
    expect(opened.errors).toEqual([]);
  });
});
