import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { buildProgressMap, timeAtProgress } from '../../src/replay/compare-progress.ts';
import { compileReplay, type Replay } from '../../src/replay/compile.ts';
import { type OpenPage, openPage } from './browser.ts';

// Rulesets side by side (`?compare=`): both panes play in step (the same point of the race), each
// race the same as the engine resolves it here; the broadcast layout ends on what differed.
// Deep tier: two panes of SwiftShader frames take seconds each on a loaded 2-core machine.
const TIMEOUT = 900_000;

const SHOTS = join(import.meta.dirname, '../../test-results/compare');
const SEED = 7;

/** The race the page should show for a ruleset: the default field of 8 (the Hippodrome its first 4). */
function race(ruleset: string): Replay {
  const field = defaultSetup(8);
  const setup = ruleset === 'hippodrome' ? { chariots: field.chariots.slice(0, 4) } : field;
  const r = simulate({ ruleset, seed: SEED, setup });
  if (!r.ok) throw new Error(r.error.message);
  const c = compileReplay(r.value, { mode: 'race' });
  if (!c.ok) throw new Error(c.error);
  return c.replay;
}

interface PaneState {
  ruleset: string;
  time: number;
  progress: number;
  leaderLaps: number;
  laps: number;
}
interface CompareState {
  status: string;
  message: string;
  ready: boolean;
  frames: number;
  playing: boolean;
  position: number;
  panes: PaneState[];
}

const state = (o: OpenPage): Promise<CompareState> =>
  o.page.evaluate('window.__quadrigaCompare.state()') as Promise<CompareState>;

async function waitReady(o: OpenPage): Promise<CompareState> {
  await o.page.waitForFunction(
    'window.__quadrigaCompare && (window.__quadrigaCompare.state().ready || window.__quadrigaCompare.state().status === "error")',
    undefined,
    { timeout: 300_000, polling: 500 },
  );
  const s = await state(o);
  expect(s.message).toBe('');
  expect(s.status).toBe('ready');
  return s;
}

/** Waits until the page has run a frame after this call (the pane times follow a seek then). */
async function nextFrame(o: OpenPage): Promise<CompareState> {
  const before = (await state(o)).frames;
  await o.page.waitForFunction(`window.__quadrigaCompare.state().frames > ${before}`, undefined, {
    timeout: 240_000,
    polling: 250,
  });
  return state(o);
}

describe('rulesets side by side', () => {
  let opened: OpenPage | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it(
    'two rulesets play in step, in one canvas, each race as the engine resolves it',
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      const rulesets = ['crudis', 'circus-maximus'];
      const maps = rulesets.map((id) => {
        const r = race(id);
        return buildProgressMap(r.plan, r.winnerTime, r.laps);
      });
      opened = await openPage(inject('baseUrl'), `/?compare=${rulesets.join(',')}&seed=${SEED}`, {
        width: 960,
        height: 540,
      });
      const o = opened;
      await waitReady(o);
      // One WebGL context: the panes are viewports of one canvas.
      await expect(o.page.locator('canvas').count()).resolves.toBe(1);
      await expect(o.page.locator('.qc-pane').count()).resolves.toBe(2);

      // Playing: at several moments both panes are at the same point of their races, and each pane's
      // time is the one this race's progress map gives for that point.
      let last = -1;
      for (let k = 0; k < 3; k++) {
        const s = await nextFrame(o);
        expect(s.playing).toBe(true);
        expect(s.position).toBeGreaterThan(last);
        last = s.position;
        const [a, b] = s.panes;
        expect(Math.abs(a!.progress - b!.progress)).toBeLessThan(1e-6);
        for (const [i, p] of s.panes.entries())
          expect(p.time).toBeCloseTo(timeAtProgress(maps[i]!, s.position), 6);
        await o.page.waitForTimeout(1500);
      }

      // Seeking moves both together: half-way, each leader has done about half its laps.
      await o.page.evaluate('window.__quadrigaCompare.setPlaying(false)');
      for (const x of [0.3, 0.55, 0.9]) {
        await o.page.evaluate(`window.__quadrigaCompare.seek(${x})`);
        const s = await nextFrame(o);
        for (const [i, p] of s.panes.entries()) {
          expect(p.progress).toBeCloseTo(x, 6);
          expect(p.time).toBeCloseTo(timeAtProgress(maps[i]!, x), 6);
        }
        const shares = s.panes.map((p) => p.leaderLaps / p.laps);
        expect(Math.abs(shares[0]! - shares[1]!), `at ${x}: ${shares.join(', ')}`).toBeLessThanOrEqual(0.5);
        // Each pane's lap counter says its own leader's lap (the HUD refreshes a few times a second).
        const said = s.panes.map((p) =>
          p.leaderLaps >= p.laps ? 'Final straight' : `Lap ${p.leaderLaps + 1} of ${p.laps}`,
        );
        await expect
          .poll(() => o.page.locator('.qc-pane-lap').allTextContents(), { timeout: 120_000 })
          .toEqual(said);
      }
      await o.page.evaluate('window.__quadrigaCompare.seek(0.55)');
      await nextFrame(o);
      await nextFrame(o);
      await o.page.screenshot({ path: join(SHOTS, 'compare-viewer.png') });
      expect(o.errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'the broadcast layout ends on what differed',
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      const winners = ['crudis', 'hippodrome'].map((id) => {
        const r = race(id);
        return r.log.header.entrants.find((e) => e.id === r.log.footer.winner)?.name;
      });
      opened = await openPage(inject('baseUrl'), `/?mode=broadcast&compare=crudis,hippodrome&seed=${SEED}`, {
        width: 960,
        height: 540,
      });
      const o = opened;
      await waitReady(o);
      // The Hippodrome races the field's first four, and says so.
      await expect(
        o.page.locator('.qc-pane[data-ruleset="hippodrome"] .qc-pane-note').textContent(),
      ).resolves.toBe("the field's first 4 of 8");
      // No controls on the broadcast.
      await expect(o.page.locator('.qc-transport').count()).resolves.toBe(0);
      await o.page.evaluate('window.__quadrigaCompare.seek(1.995)');
      const summary = o.page.locator('.qc-summary');
      await summary.waitFor({ timeout: 240_000 });
      const cells = await summary.locator('tr[data-fact="winner"] td').allTextContents();
      expect(cells).toEqual(winners);
      await o.page.screenshot({ path: join(SHOTS, 'compare-broadcast-summary.png') });
      expect(o.errors).toEqual([]);
    },
    TIMEOUT,
  );
});
