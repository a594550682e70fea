import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { RaceInputs } from '../../src/server/protocol.ts';
import { type Relay, startRelay } from '../../src/server/relay.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

// The broadcast page following a live relay (`?mode=broadcast&live=`, issue 20 item 6): the race card,
// then the race directed as its turns arrive, never back to the card when a turn comes, then the
// results once the relay has sent the end.

const RACE: RaceInputs = { ruleset: 'crudis', seed: 7, setup: { ...defaultSetup(4), options: { laps: 1 } } };

interface BroadcastWindow {
  __quadriga: { broadcast: { phase: string; time: number; duration: number; cut: number } | null };
}

describe('the broadcast page on a live relay', () => {
  let relay: Relay;
  let opened: OpenPage;

  beforeAll(async () => {
    const started = await startRelay({ race: RACE, pace: 1, gap: 3, staticDir: null, races: 1 });
    if (!started.ok) throw new Error(started.error);
    relay = started.relay;
    opened = await openPage(
      inject('baseUrl'),
      `/?mode=broadcast&card=20&live=${encodeURIComponent(relay.liveUrl)}`,
    );
  });

  afterAll(async () => {
    await opened?.close();
    await relay?.close();
  });

  it('goes from the card to the results once, the programme growing turn by turn, the director cutting', async () => {
    const { page } = opened;
    await waitForScene(page);
    const samples: Array<{ phase: string; time: number; duration: number; cut: number }> = [];
    const t0 = Date.now();
    while (Date.now() - t0 < 300_000) {
      const s = await page.evaluate(() => {
        const b = (window as unknown as BroadcastWindow).__quadriga.broadcast;
        return b && { phase: b.phase, time: b.time, duration: b.duration, cut: b.cut };
      });
      if (s) samples.push(s);
      if (s?.phase === 'results') break;
      await page.waitForTimeout(250);
    }
    const phases = samples.map((s) => s.phase).filter((p, i, all) => i === 0 || all[i - 1] !== p);
    expect(phases.filter((p) => p !== 'waiting')).toEqual(['card', 'race', 'results']);
    const race = samples.filter((s) => s.phase === 'race');
    // The programme grew while it was on air (turns arrived), and its time never went back.
    expect(new Set(race.map((s) => s.duration)).size).toBeGreaterThan(1);
    for (let i = 1; i < race.length; i++) expect(race[i]!.time).toBeGreaterThanOrEqual(race[i - 1]!.time);
    // The director cut during the race.
    expect(new Set(race.map((s) => s.cut)).size).toBeGreaterThan(1);
    expect(relay.current()?.ended).toBe(true);
  });

  it('logged no console errors and no page errors throughout', () => {
    expect(opened.errors).toEqual([]);
  });
});
