import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOG_CATALOGUES } from '../../src/engine/log/events/index.ts';
import { RULESET_IDS, simulate } from '../../src/engine/rulesets/index.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { lapText, raceLaps } from '../../src/replay/standings.ts';
import { footprintDepth } from '../scene/footprint.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { decodePng } from './png.ts';
import { debug, type ViewerDebug } from './viewer-debug.ts';

/** Screenshots of each ruleset's race, for people to look at (not compared). */
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'rulesets');
const SEED = 11;

// Crudis, the demo's ruleset, has its own tests in viewer.browser.test.ts; every other ruleset the
// engine resolves must play in the viewer without a special case.
const OTHERS = RULESET_IDS.filter((id) => id !== 'crudis');
// From above the whole track, so the screenshot shows every chariot.
const urlFor = (ruleset: string): string => `/?ruleset=${ruleset}&seed=${SEED}&camera=0,260,330&target=0,0,0`;

describe.runIf(OTHERS.length > 0)('every ruleset plays in the viewer', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await openPage(inject('baseUrl'), urlFor(OTHERS[0]!));
  });

  afterAll(async () => {
    await opened?.close();
  });

  it.each(OTHERS)('%s: loads, plays, and shows each chariot where the plan says', async (ruleset) => {
    const { page } = opened;
    if (ruleset !== OTHERS[0]) await opened.goto(urlFor(ruleset));
    await waitForScene(page);
    const r = simulate({ ruleset, seed: SEED });
    if (!r.ok) throw new Error(r.error.message);
    const log = r.value;
    expect(await debug(page, (d) => d.header?.ruleset.id)).toBe(ruleset);
    expect(await debug(page, (d) => d.error)).toBeNull();

    const start = await debug(page, (d) => ({ time: d.time, playing: d.playing }));
    expect(start.playing).toBe(true);
    await page.waitForFunction(
      (t) => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.time > t + 0.2,
      start.time,
      { timeout: 60_000, polling: 200 },
    );

    const built = buildPlan(log);
    if (!built.ok) throw new Error(built.error);
    const plan = built.plan;
    await debug(page, (d) => d.pause());
    const ids = plan.chariots.map((c) => c.id);
    for (const t of [plan.duration * 0.2, plan.duration * 0.6]) {
      const shown = await page.evaluate(
        ({ t, ids }) => {
          const d = (window as unknown as { __quadriga: ViewerDebug }).__quadriga;
          d.seek(t);
          return ids.map((id) => d.sample(id));
        },
        { t, ids },
      );
      for (const [i, track] of plan.chariots.entries()) {
        const want = sampleChariot(plan, track, t, newSample());
        const got = shown[i]!;
        expect(got, `${track.id} at ${t}`).not.toBeNull();
        expect(got.x).toBeCloseTo(want.x, 6);
        expect(got.z).toBeCloseTo(want.z, 6);
        expect(got.status).toBe(want.status);
      }
    }

    // Where the chariots are drawn (after the spacing that keeps whole chariots clear of each other,
    // near where the plan puts them), no two whole chariots' footprints run into each other: just
    // after the start, where the field is packed, and on through the race (issue 19 item 2).
    for (const t of [1, 4, plan.duration * 0.2, plan.duration * 0.6]) {
      const drawn = await page.evaluate(async (at) => {
        const d = (window as unknown as { __quadriga: ViewerDebug }).__quadriga;
        d.seek(at);
        // Two frames: the fleet is placed and spaced at the new time.
        await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
        return d.drawn();
      }, t);
      expect(drawn, `drawn at ${t}`).not.toBeNull();
      expect(drawn).toHaveLength(plan.chariots.length);
      for (const [i, track] of plan.chariots.entries()) {
        const want = sampleChariot(plan, track, t, newSample());
        expect(
          Math.hypot(drawn![i]!.x - want.x, drawn![i]!.z - want.z),
          `${track.id} drawn at ${t}`,
        ).toBeLessThan(5);
      }
      for (let i = 0; i < drawn!.length; i++)
        for (let j = i + 1; j < drawn!.length; j++)
          if (drawn![i]!.whole && drawn![j]!.whole)
            expect(
              footprintDepth(drawn![i]!, drawn![j]!),
              `${ids[i]} and ${ids[j]} at ${t} s`,
            ).toBeLessThanOrEqual(0.05);
    }

    // The lap counter moves when the leader's lap event comes (every ruleset whose log writes them).
    if (plan.leaderLaps.length > 0) {
      const first = plan.leaderLaps[0]!;
      const winner = plan.markers.find((m) => m.kind === 'finish')?.time ?? Number.POSITIVE_INFINITY;
      // Seeks to t and waits (the HUD refreshes a few times a second) for the counter to read `want`.
      const lapShows = async (t: number, want: string) => {
        await page.evaluate(
          (at) => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.seek(at),
          t,
        );
        await page
          .waitForFunction((w) => document.querySelector('.qv-lap')?.textContent === w, want, {
            timeout: 30_000,
            polling: 100,
          })
          .catch(() => undefined);
        expect(await page.locator('.qv-lap').textContent(), `lap counter at ${t}`).toBe(want);
      };
      const laps = raceLaps(plan);
      await lapShows(first - 0.05, `Lap 1 of ${laps}`);
      const after = lapText(plan, first + 0.05, winner);
      expect(after).not.toBe(`Lap 1 of ${laps}`);
      await lapShows(first + 0.05, after);
    }

    // No key of the log reaches the screen: the chariot card, with all its figures open.
    await page.evaluate(
      (id) => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.select(id),
      ids[0]!,
    );
    await page.locator('.qv-card').waitFor({ state: 'visible' });
    await page.locator('.qv-card-start summary').click();
    await page.waitForTimeout(400);
    const text = ((await page.locator('.qv-root').textContent()) ?? '').toLowerCase();
    const catalogue = LOG_CATALOGUES[ruleset];
    const raw = [...Object.keys(catalogue.attrs), ...Object.keys(catalogue.stats)].filter((k) =>
      /[a-z][A-Z0-9]/.test(k),
    );
    for (const key of raw) expect(text, `"${key}" on screen`).not.toContain(key.toLowerCase());
    await page.screenshot({ path: join(SHOTS, `${ruleset}-card.png`) });
    await debug(page, (d) => d.select(null));

    // Mid-race from the overview: the arena is drawn and the standings list every entrant.
    await page.waitForTimeout(1500);
    const png = await page.screenshot({ type: 'png' });
    writeFileSync(join(SHOTS, `${ruleset}.png`), png);
    const image = decodePng(png);
    const colours = new Set<number>();
    for (let i = 0; i < image.width * image.height; i++) {
      colours.add(
        ((image.data[i * 4]! >> 3) << 10) |
          ((image.data[i * 4 + 1]! >> 3) << 5) |
          (image.data[i * 4 + 2]! >> 3),
      );
    }
    expect(colours.size).toBeGreaterThan(300);
    expect(await page.locator('.qv-standings .qv-row').count()).toBe(log.header.entrants.length);
  });

  it('logged no console errors and no page errors throughout', () => {
    expect(opened.errors).toEqual([]);
  });
});
