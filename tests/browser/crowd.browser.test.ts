import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CIRCUS, defaultSetup } from '../../src/engine/index.ts';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import type { Cut } from '../../src/replay/director.ts';
import { winnerTime } from '../../src/replay/director.ts';
import { buildEffects } from '../../src/replay/effects.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import {
  buildCrowdScript,
  CROWD_SECTORS,
  FINISH_LEVEL,
  sectorOf,
  WAVE_SPEED,
} from '../../src/scene/crowd-state.ts';
import { type BroadcastWindow, holdAt } from './broadcast-page.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { diffImages } from './image-diff.ts';
import { decodePng, type RgbaImage } from './png.ts';
import { debug } from './viewer-debug.ts';

/**
 * The crowd in the page (issue 24): a twelve-chariot race at high quality, with a wreck. The crowd's
 * state the scene draws (`window.__quadrigaCrowd`, the levels it last gave the shader) rises in the
 * stands by the wreck as it happens and stands the whole house up for the winner; the stands look
 * different when they rise; and the frame keeps within the draw-call and triangle budgets with every
 * camera, and on the broadcast page with its picture-in-picture (the inset's teams culled for its
 * own camera). The frames are written to $TMPDIR/quadriga-crowd/ to look at.
 */

const OUT = join(tmpdir(), 'quadriga-crowd');
function keep(name: string, png: Buffer): void {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${name}.png`), png);
}

/** Crudis, 12 chariots, seed 7: a lone wreck on the first lap (12.8 s) and a winner. */
const SEED = 7;
const LOG_PATH = '/__crowd/race.json';
const BUDGET = { calls: 60, triangles: 300_000 };
/** The stands in the frame, between the page's panels and above the track. */
const STANDS = { x: 270, y: 150, width: 610, height: 230 };

const sim = simulate({ ruleset: 'crudis', seed: SEED, setup: defaultSetup(12) });
if (!sim.ok) throw new Error(sim.error.message);
const log = sim.value;
const built = buildPlan(log);
if (!built.ok) throw new Error(built.error);
const plan = built.plan;
const wreck = buildEffects(plan).bursts.find((b) => b.kind === 'debris');
if (!wreck) throw new Error(`crudis seed ${SEED} with 12 chariots has no wreck any more: pick another seed`);
const won = winnerTime(plan);
/** When the pack first rounds the far turning post: the first moment six teams are within 30 m of it. */
const rounding = ((): number => {
  const sample = newSample();
  for (let t = 0; t < plan.duration; t += 0.5) {
    const by = plan.chariots.filter((c) => {
      const s = sampleChariot(plan, c, t, sample);
      return Math.hypot(s.x - CIRCUS.eastMetaX, s.z) < 30;
    });
    if (by.length >= 6) return t;
  }
  throw new Error(`crudis seed ${SEED}: the pack never rounds the far turning post`);
})();
const sectors = buildCrowdScript(plan).sectors;
const near = sectorOf(sectors, wreck.x, wreck.z);
/** When the wave from the wreck has stood up the stands nearest it. */
const risen =
  wreck.time + Math.hypot(sectors[near * 2]! - wreck.x, sectors[near * 2 + 1]! - wreck.z) / WAVE_SPEED + 0.8;

interface Crowd {
  time: number;
  levels: number[];
}

/** Seeks to `t` (paused) and returns the crowd levels the scene drew for it. */
async function crowdAt(page: Page, t: number): Promise<Crowd> {
  await debug(page, (q) => q.pause());
  await page.evaluate(`window.__quadriga.seek(${t})`);
  await page.waitForFunction(
    `window.__quadrigaCrowd !== undefined && Math.abs(window.__quadrigaCrowd.time - ${t}) < 1e-6`,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  // One more frame, so the picture has been drawn with these levels.
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))))',
  );
  return page.evaluate(
    '({ time: window.__quadrigaCrowd.time, levels: Array.from(window.__quadrigaCrowd.levels) })',
  ) as Promise<Crowd>;
}

describe('the crowd in the browser', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), 'about:blank');
    await opened.page.route(`**${LOG_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: serializeLog(log) }),
    );
    // Looking along the stands by the wreck, from across the track.
    const camera = [wreck.x - 40, 14, -Math.sign(wreck.z) * 20].join(',');
    const target = [sectors[near * 2]!, 8, sectors[near * 2 + 1]! * 1.15].join(',');
    await opened.goto(`/?log=${LOG_PATH}&quality=high&camera=${camera}&target=${target}`);
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('stands up the stands by the wreck as it happens', async () => {
    const page = opened.page;
    const before = await crowdAt(page, wreck.time - 0.05);
    keep('before-wreck', await page.screenshot({ type: 'png' }));
    const after = await crowdAt(page, risen);
    keep('after-wreck', await page.screenshot({ type: 'png' }));
    expect(after.levels).toHaveLength(CROWD_SECTORS);
    expect(after.levels[near]! - before.levels[near]!).toBeGreaterThan(0.2);
    expect(after.levels[near]!).toBeGreaterThan(0.9);
    // The same moment again draws the same crowd (the state is a function of the time).
    const again = await crowdAt(page, risen);
    expect(again.levels).toEqual(after.levels);
    expect(opened.errors).toEqual([]);
  });

  it('stands the whole house up for the winner, and the stands look it', async () => {
    expect(Number.isFinite(won)).toBe(true);
    const page = opened.page;
    const before = await crowdAt(page, won - 1);
    expect(before.levels.filter((l) => l >= FINISH_LEVEL).length).toBeLessThan(CROWD_SECTORS / 2);
    const after = await crowdAt(page, Math.min(plan.duration, won + 20));
    expect(Math.min(...after.levels)).toBeGreaterThanOrEqual(FINISH_LEVEL);
    const cheering = await page.screenshot({ type: 'png', clip: STANDS });
    keep('finish-stands', cheering);
    // Before the start everyone sits: the same stands look different with the house on its feet.
    const seated = await crowdAt(page, 0);
    expect(Math.max(...seated.levels)).toBe(0);
    const sitting = await page.screenshot({ type: 'png', clip: STANDS });
    keep('start-stands', sitting);
    const d = diffImages(decodePng(sitting), decodePng(cheering));
    console.log(`[crowd] stands seated and cheering: ${(100 * d.changed).toFixed(1)}% of pixels changed`);
    expect(d.changed).toBeGreaterThan(0.05);
    expect(opened.errors).toEqual([]);
  });

  it('keeps within the budgets at high quality with 12 chariots, the crowd in view drawn', async () => {
    const page = opened.page;
    // The crowd is a few instanced meshes, the stretches of the stands in view; the trackside camera
    // brings the chariots close, at their finest level of detail.
    await crowdAt(page, risen);
    const stands = await debug(page, (q) => ({ ...q.renderer, chariots: q.header?.entrants.length }));
    await debug(page, (q) => q.setCamera('broadcast'));
    await crowdAt(page, risen + 0.5);
    const trackside = await debug(page, (q) => ({ ...q.renderer }));
    keep('trackside', await page.screenshot({ type: 'png' }));
    console.log(
      `[crowd] high quality, 12 chariots: ${stands.calls} draw calls and ${stands.triangles} triangles looking at the stands, ${trackside.calls} and ${trackside.triangles} trackside`,
    );
    expect(stands.chariots).toBe(12);
    for (const stats of [stands, trackside]) {
      expect(stats.calls).toBeLessThanOrEqual(BUDGET.calls);
      expect(stats.triangles).toBeLessThanOrEqual(BUDGET.triangles);
    }
    expect(opened.errors).toEqual([]);
  });

  it('keeps within the budgets with every camera, the field bunched at the start and strung out later', async () => {
    const page = opened.page;
    // The page again without a camera of its own: the orbit camera is the overview.
    await opened.goto(`/?log=${LOG_PATH}&quality=high`);
    await waitForScene(page);
    const first = (await debug(page, (q) => q.header?.entrants[0]?.id)) as string;
    // The follow camera rides behind the first entrant: at the start, down the line of all twelve.
    await page.evaluate(`window.__quadriga.select(${JSON.stringify(first)})`);
    const over: string[] = [];
    for (const camera of ['orbit', 'follow', 'top', 'trackside'] as const) {
      await page.evaluate(`window.__quadriga.setCamera(${JSON.stringify(camera)})`);
      for (const t of [1, risen, rounding]) {
        await crowdAt(page, t);
        const stats = await debug(page, (q) => ({ ...q.renderer }));
        console.log(
          `[crowd] ${camera} camera at ${t.toFixed(1)} s: ${stats.calls} draw calls, ${stats.triangles} triangles`,
        );
        if (stats.calls > BUDGET.calls || stats.triangles > BUDGET.triangles)
          over.push(`${camera} at ${t.toFixed(1)} s: ${stats.calls} calls, ${stats.triangles} triangles`);
      }
    }
    await debug(page, (q) => q.select(null));
    expect(over).toEqual([]);
    expect(opened.errors).toEqual([]);
  });

  it('keeps within the budgets with the free camera put close to the field: the worst views found', async () => {
    const page = opened.page;
    // Each [camera, target, time]: 21 m behind the middle of the twelve at the start line, looking
    // down the arena (every team within 30 m, the stands either side by it: 343k triangles with every
    // team near drawn full); 21 m in front of them (300k); by the far turning post low by the stands
    // as the pack rounds it (the stands' arms, the pack in the turn).
    const start = -149;
    const views: [string, string, number][] = [
      [`${start - 21},6,28`, `${start},1,28`, 1],
      [`${start + 21},4,28`, `${start},1,28`, 1],
      [`${CIRCUS.eastMetaX + 42},8,-32`, `${CIRCUS.eastMetaX + 10},1,0`, rounding],
    ];
    const over: string[] = [];
    for (const [camera, target, t] of views) {
      await opened.goto(`/?log=${LOG_PATH}&quality=high&camera=${camera}&target=${target}`);
      await waitForScene(page);
      await crowdAt(page, t);
      const stats = await debug(page, (q) => ({ ...q.renderer }));
      const name = `free camera at ${camera} looking at ${target}, ${t.toFixed(1)} s`;
      keep(`free-${camera}`, await page.screenshot({ type: 'png' }));
      console.log(`[crowd] ${name}: ${stats.calls} draw calls, ${stats.triangles} triangles`);
      if (stats.calls > BUDGET.calls || stats.triangles > BUDGET.triangles)
        over.push(`${name}: ${stats.calls} calls, ${stats.triangles} triangles`);
    }
    expect(over).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});

/** The colour of the picture-in-picture's frame (src/scene/PictureInPicture.tsx). */
const INSET_FRAME = [0xd9, 0xb4, 0x5a] as const;

/** The longest horizontal run of pixels of `rgb` (within a few levels) in the top right quarter. */
function longestRunOf(image: RgbaImage, rgb: readonly [number, number, number]): number {
  let longest = 0;
  for (let y = 0; y < image.height / 2; y++) {
    let run = 0;
    for (let x = Math.floor(image.width / 2); x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const near = [0, 1, 2].every((c) => Math.abs(image.data[i + c]! - rgb[c]!) <= 6);
      run = near ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

describe('the broadcast frame with its picture-in-picture', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), 'about:blank');
    await opened.page.route(`**${LOG_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: serializeLog(log) }),
    );
    await opened.goto(`/?mode=broadcast&log=${LOG_PATH}&quality=high`);
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('keeps the whole frame, main picture and inset, within the budgets', async () => {
    const page = opened.page;
    const cuts = (await page.evaluate(() => (window as unknown as BroadcastWindow).__quadriga.cuts)) as Cut[];
    const inset = cuts.findIndex((c) => c.pip && !c.replay);
    expect(
      inset,
      `crudis seed ${SEED} with 12 chariots has no shot with the leader inset`,
    ).toBeGreaterThanOrEqual(0);
    const cut = cuts[inset]!;
    const at = cut.start + Math.min(1, (cut.end - cut.start) / 2);
    await holdAt(page, at);
    const frame = await page.evaluate(() => {
      const q = window as unknown as BroadcastWindow & {
        __quadriga: { renderer: { calls: number; triangles: number } };
      };
      return {
        cut: q.__quadriga.broadcast.cut,
        calls: q.__quadriga.renderer.calls,
        triangles: q.__quadriga.renderer.triangles,
      };
    });
    const shot = await page.screenshot({ type: 'png' });
    keep('broadcast-pip', shot);
    console.log(
      `[crowd] broadcast at high quality, 12 chariots, picture-in-picture on: ${frame.calls} draw calls and ${frame.triangles} triangles`,
    );
    expect(frame.cut).toBe(inset);
    // The inset is on the picture: its gold frame runs along the top right of the canvas.
    expect(longestRunOf(decodePng(shot), INSET_FRAME)).toBeGreaterThan(100);
    expect(frame.calls).toBeLessThanOrEqual(BUDGET.calls);
    expect(frame.triangles).toBeLessThanOrEqual(BUDGET.triangles);
    expect(opened.errors).toEqual([]);
  });
});
