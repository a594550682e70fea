import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { RaceInputs } from '../../src/server/protocol.ts';
import { type Relay, startRelay } from '../../src/server/relay.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

// The relay's control page steering a broadcast page on air (issue 20 item 5): hold, lock, replay,
// overlay and skip, each clicked on the control page and seen on the broadcast page.

const RACE: RaceInputs = { ruleset: 'crudis', seed: 7, setup: { ...defaultSetup(4), options: { laps: 1 } } };
const TOKEN = 'on-air';

interface OnAirDebug {
  phase: string;
  time: number;
  race: string | null;
  held: boolean;
  lock: string | null;
  subject: string | null;
  replaying: boolean;
}
interface BroadcastWindow {
  __quadriga: { broadcast: OnAirDebug | null };
  __flips?: Array<{ key: string; value: unknown; at: number }>;
  __frames?: { last: number; longest: number };
}

const onAir = (page: Page): Promise<OnAirDebug | null> =>
  page.evaluate(() => {
    const b = (window as unknown as BroadcastWindow).__quadriga.broadcast;
    return (
      b && {
        phase: b.phase,
        time: b.time,
        race: b.race,
        held: b.held,
        lock: b.lock,
        subject: b.subject,
        replaying: b.replaying,
      }
    );
  });

async function until(page: Page, done: (s: OnAirDebug) => boolean, timeoutMs = 120_000): Promise<OnAirDebug> {
  const t0 = Date.now();
  for (;;) {
    const s = await onAir(page);
    if (s && done(s)) return s;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out; on air: ${JSON.stringify(s)}`);
    await page.waitForTimeout(100);
  }
}

/** When (wall ms) the broadcast page first saw `key` take `value`, watched in the page every 20 ms. */
async function watch(page: Page, key: keyof OnAirDebug, value: unknown): Promise<void> {
  await page.evaluate(
    ([k, v]) => {
      const w = window as unknown as BroadcastWindow;
      w.__flips ??= [];
      const timer = setInterval(() => {
        const b = w.__quadriga.broadcast as unknown as Record<string, unknown> | null;
        if (b && b[k as string] === v) {
          w.__flips!.push({ key: k as string, value: v, at: Date.now() });
          clearInterval(timer);
        }
      }, 20);
    },
    [key, value] as const,
  );
}
/**
 * The longest time between two frames since the last call: a page busy drawing a frame can act on
 * nothing, a relay's message included (SwiftShader on a loaded machine takes seconds a frame).
 */
async function longestFrame(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as BroadcastWindow;
    if (!w.__frames) {
      const f = { last: performance.now(), longest: 0 };
      w.__frames = f;
      const tick = (t: number): void => {
        f.longest = Math.max(f.longest, t - f.last);
        f.last = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }
    // A frame still being drawn counts too.
    const longest = Math.max(w.__frames.longest, performance.now() - w.__frames.last);
    w.__frames.longest = 0;
    return longest;
  });
}

async function seenAt(page: Page, key: string, timeoutMs = 30_000): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const at = await page.evaluate(
      (k) => (window as unknown as BroadcastWindow).__flips?.find((f) => f.key === k)?.at ?? null,
      key,
    );
    if (at !== null) return at;
    if (Date.now() - t0 > timeoutMs) throw new Error(`the broadcast page never saw ${key} change`);
    await page.waitForTimeout(100);
  }
}

describe('the control page steering the broadcast on air', () => {
  let relay: Relay;
  let broadcast: OpenPage;
  let control: OpenPage;

  beforeAll(async () => {
    const started = await startRelay({
      race: RACE,
      pace: 1,
      gap: 4,
      races: 2,
      publishToken: TOKEN,
      staticDir: null,
    });
    if (!started.ok) throw new Error(started.error);
    relay = started.relay;
    broadcast = await openPage(
      inject('baseUrl'),
      `/?mode=broadcast&card=2&live=${encodeURIComponent(relay.liveUrl)}`,
    );
    control = await openPage(relay.url, `/control#token=${TOKEN}`);
  });

  afterAll(async () => {
    await broadcast?.close();
    await control?.close();
    await relay?.close();
  });

  it('hold, lock, replay, overlay and skip change what is on air', async () => {
    const page = broadcast.page;
    const panel = control.page;
    await waitForScene(page);
    const first = relay.current()!.race;
    // The control page shows what is on air.
    await panel.locator(`#race[data-race="${first}"]`).waitFor();
    await until(page, (s) => s.phase === 'race' && s.time > 1);

    // Hold: the broadcast page holds within a second (of its next frame), and its programme stands still.
    await watch(page, 'held', true);
    await longestFrame(page);
    const clicked = Date.now();
    await panel.click('#hold');
    const held = await seenAt(page, 'held');
    const frame = await longestFrame(page);
    console.log(
      `hold seen on air ${held - clicked} ms after the click (longest frame meanwhile ${Math.round(frame)} ms)`,
    );
    expect(held - clicked).toBeLessThan(1000 + frame);
    await panel.locator('#state', { hasText: 'HELD' }).waitFor();
    const still = (await onAir(page))!.time;
    const out = relay.current()!.released;
    await page.waitForTimeout(2000);
    expect((await onAir(page))!.time).toBe(still);
    // The relay released no turn meanwhile.
    expect(relay.current()!.released).toBe(out);

    // Hold again runs on.
    await panel.click('#hold');
    await until(page, (s) => !s.held && s.time > still);

    // Lock the director on Diocles: the director's lock, and the shots frame him.
    await watch(page, 'lock', 'diocles');
    await longestFrame(page);
    const locking = Date.now();
    await panel.click('#lock button[data-chariot="diocles"]');
    const locked = await seenAt(page, 'lock');
    const lockFrame = await longestFrame(page);
    console.log(
      `lock seen on air ${locked - locking} ms after the click (longest frame ${Math.round(lockFrame)} ms)`,
    );
    expect(locked - locking).toBeLessThan(1000 + lockFrame);
    await until(page, (s) => s.subject === 'diocles' && !s.replaying);

    // A replay called from the control page goes on air.
    await watch(page, 'replaying', true);
    await panel.click('#replay');
    await seenAt(page, 'replaying');

    // The overlay goes off and comes back.
    const overlay = page.locator('[data-testid="broadcast-overlay"]');
    await panel.click('#overlay');
    await overlay.waitFor({ state: 'detached' });
    await panel.click('#overlay');
    await overlay.waitFor({ state: 'attached' });

    // Skip: the next race comes on air (after the relay's gap), on both pages.
    await panel.click('#skip');
    const second = await until(page, (s) => s.race !== null && !s.race.includes(first));
    const next = relay.current()!.race;
    expect(next).not.toBe(first);
    expect(second.race).toContain(next);
    await panel.locator(`#race[data-race="${next}"]`).waitFor();
    // The new race starts unlocked.
    await until(page, (s) => s.lock === null);
  }, 600_000);

  it('logged no console errors and no page errors on either page', () => {
    expect(broadcast.errors).toEqual([]);
    expect(control.errors).toEqual([]);
  });
});
