import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { buildEffects } from '../../src/replay/effects.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { debrisPieces } from '../../src/scene/effects/debris-pieces.ts';
import { LIFE_SECONDS, MAX_PIECES, SINK_SECONDS } from '../../src/scene/effects/debris-sim.ts';
import { EFFECT_BUDGET } from '../../src/scene/effects/effect-quality.ts';
import type { ViewerDebug } from '../../src/ui/viewer-debug.ts';
import { buildEffectsLog } from '../fixtures/effects-log.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { diffImages } from './image-diff.ts';
import { decodePng } from './png.ts';

/**
 * The scripted race (a wreck, a carcass, a sideslip, rain and mud) renders each effect: fixed time,
 * camera and quality give the same frame on every run, which is compared with a stored reference
 * within a tolerance; the same frame with the effects switched off (`?effects=off`) must differ by
 * more than that tolerance, so the comparison would catch an effect gone missing.
 * `UPDATE_REFERENCES=1` rewrites the references. Each frame is also written to
 * $TMPDIR/quadriga-effects/ to look at.
 */

const REFERENCES = resolve(import.meta.dirname, 'references');
const OUT = join(tmpdir(), 'quadriga-effects');
const UPDATE = process.env.UPDATE_REFERENCES === '1';
/** Mean difference per channel (0-255) and share of changed pixels allowed against a reference. */
const TOLERANCE = { mean: 2, changed: 0.03 };
/** The part of the frame compared: the scene between the HUD panels. */
const CLIP = { x: 320, y: 80, width: 560, height: 440 };
const LOG_PATH = '/__fixtures/effects-log.json';

const log = buildEffectsLog();
const built = buildPlan(log);
if (!built.ok) throw new Error(built.error);
const plan = built.plan;
const timeline = buildEffects(plan);
const debris = timeline.bursts.find((b) => b.kind === 'debris')!;
const carcass = timeline.carcasses[0]!;
const slideSeq = log.events.find((e) => e.type === 'sideslip')!.seq;
const slide = timeline.skids.filter((s) => s.seq === slideSeq);
const slideEnd = slide[slide.length - 1]!;
/** The physics debris at the quality the tests set (medium). */
const pieces = debrisPieces(timeline, EFFECT_BUDGET.medium.debrisShare);

/**
 * The first moment from `from` on when no team is galloping within `clear` metres of (x, z): a
 * horse's stride depends on the frames played before the test paused, so a frame with a team in
 * it is not the same from run to run.
 */
function quietTime(x: number, z: number, from: number, clear = 32): number {
  const s = newSample();
  for (let t = from; t < plan.duration; t += 0.25) {
    const busy = plan.chariots.some((c) => {
      sampleChariot(plan, c, t, s);
      return s.status !== 'wrecked' && Math.hypot(s.x - x, s.z - z) < clear;
    });
    if (!busy) return t;
  }
  throw new Error(`the track near ${x}, ${z} is never quiet after ${from}`);
}

/** A camera above and behind (x, z), looking down on it steeply (no crowd in the frame). */
function view(x: number, z: number, back: number, side: number, height: number, effects = true): string {
  const camera = [x - back, height, z - side].map((v) => v.toFixed(2)).join(',');
  const target = [x, 0.8, z].map((v) => v.toFixed(2)).join(',');
  return `/?log=${LOG_PATH}&camera=${camera}&target=${target}&quality=medium${effects ? '' : '&effects=off'}`;
}

const debug = <T>(page: Page, fn: (d: ViewerDebug) => T): Promise<T> =>
  page.evaluate(`(${fn.toString()})(window.__quadriga)`) as Promise<T>;

async function frameAt(opened: OpenPage, path: string, time: number): Promise<Buffer> {
  await opened.goto(path);
  await waitForScene(opened.page);
  await opened.page.evaluate((t) => {
    const d = (window as unknown as { __quadriga: ViewerDebug }).__quadriga;
    d.pause();
    d.seek(t);
  }, time);
  // Once debris is due, the lazily loaded physics must have caught up with the seeked moment.
  if (!path.includes('effects=off') && pieces.length > 0 && time >= pieces[0]!.time)
    await debrisAt(opened.page, time);
  // Two frames to draw the seeked moment (and its shadows).
  await opened.page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  return opened.page.screenshot({ type: 'png', clip: CLIP });
}

/** Waits until the debris physics is loaded and simulated to plan time `t`. */
async function debrisAt(page: Page, t: number): Promise<void> {
  await page.waitForFunction(
    (at) => {
      const probe = (window as unknown as { __quadrigaDebris?: { simTime: number } }).__quadrigaDebris;
      return probe !== undefined && Math.abs(probe.simTime - at) < 0.05;
    },
    t,
    { timeout: 90_000 },
  );
}

const debrisProbe = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __quadrigaDebris: { simTime: number; live: number; bodies: number } })
        .__quadrigaDebris,
  );

function keep(name: string, png: Buffer): void {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${name}.png`), png);
}

/**
 * Compares a frame with its stored reference (writing it when updating or when there is none yet,
 * unless `reference` is false: a frame that must differ from the reference never replaces it).
 */
function compare(name: string, png: Buffer, reference = true): { mean: number; changed: number } {
  const file = join(REFERENCES, `${name}.png`);
  if (reference && (UPDATE || !existsSync(file))) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, png);
    if (!UPDATE) throw new Error(`no reference ${file} yet: written now; look at it and run again`);
  }
  const d = diffImages(decodePng(png), decodePng(readFileSync(file)));
  console.log(`[effects] ${name}: mean ${d.mean.toFixed(3)}, changed ${(100 * d.changed).toFixed(2)}%`);
  return d;
}

describe('incidents and weather in the browser', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    // A blank page to start from; the fixture log is served from the test, not the site.
    opened = await openPage(inject('baseUrl'), 'about:blank');
    await opened.page.route(`**${LOG_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: serializeLog(log) }),
    );
  });

  afterAll(async () => {
    await opened?.close();
  });

  const wreckView = (effects = true) => view(debris.x, debris.z, 9, 8, 11, effects);

  it('breaks the car up in the rain at the wreck, as the reference shows', async () => {
    const png = await frameAt(opened, wreckView(), debris.time + 0.35);
    keep('wreck-in-rain', png);
    const d = compare('wreck-in-rain', png);
    expect(d.mean).toBeLessThan(TOLERANCE.mean);
    expect(d.changed).toBeLessThan(TOLERANCE.changed);
    expect(await debug(opened.page, (q) => q.renderer.calls)).toBeLessThanOrEqual(80);
  });

  it('throws splinters, spokes and a wheel that settle on the sand, the same after seeking', async () => {
    // A quiet moment while the pieces still lie there (before they sink and are cleared).
    const time = quietTime(debris.x, debris.z, debris.time + 2.5, 14);
    expect(time).toBeLessThan(debris.time + LIFE_SECONDS - SINK_SECONDS);
    const png = await frameAt(opened, wreckView(), time);
    keep('debris-settled', png);
    const probe = await debrisProbe(opened.page);
    expect(probe.live).toBeGreaterThan(5);
    expect(probe.live).toBeLessThanOrEqual(MAX_PIECES);
    const d = compare('debris-settled', png);
    expect(d.mean).toBeLessThan(TOLERANCE.mean);
    expect(d.changed).toBeLessThan(TOLERANCE.changed);
    // Back to the pieces in the air, then forward again: the same pieces lie in the same places.
    for (const t of [debris.time + 0.4, time]) {
      await opened.page.evaluate((at) => {
        (window as unknown as { __quadriga: ViewerDebug }).__quadriga.seek(at);
      }, t);
      await debrisAt(opened.page, t);
    }
    await opened.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    const again = await opened.page.screenshot({ type: 'png', clip: CLIP });
    keep('debris-settled-after-seeking', again);
    const same = diffImages(decodePng(again), decodePng(png));
    expect(same.mean).toBeLessThan(0.5);
    expect(opened.errors).toEqual([]);
  });

  it('starts at low on a software renderer where the address names no quality, and says so', async () => {
    // Paused at the start: playing on would load the debris physics while the page is measured.
    await opened.goto(`/?log=${LOG_PATH}&camera=0,260,330&target=0,0,0`);
    await waitForScene(opened.page, 90_000);
    await opened.page.evaluate(() => (window as unknown as { __quadriga: ViewerDebug }).__quadriga.pause());
    // The tests draw with SwiftShader: the viewer picks low by itself and the select says "(auto)".
    const select = opened.page.locator('label.qv-select select');
    expect(await select.inputValue({ timeout: 10_000 })).toBe('low');
    expect(await select.locator('option:checked').textContent({ timeout: 10_000 })).toBe('Low (auto)');
    // Named in the address, it is left alone.
    await opened.goto(`/?log=${LOG_PATH}&camera=0,260,330&target=0,0,0&quality=high`);
    await waitForScene(opened.page, 90_000);
    expect(await select.inputValue({ timeout: 10_000 })).toBe('high');
    expect(await select.locator('option:checked').textContent({ timeout: 10_000 })).toBe('High');
  });

  it('leaves the carcass and the driver on foot on a muddy track, as the reference shows', async () => {
    const time = quietTime(carcass.x, carcass.z, carcass.time + 4);
    const png = await frameAt(opened, wreckView(), time);
    keep('carcass-mud', png);
    const d = compare('carcass-mud', png);
    expect(d.mean).toBeLessThan(TOLERANCE.mean);
    expect(d.changed).toBeLessThan(TOLERANCE.changed);
    // Without the effects the same moment differs far beyond the tolerance.
    const bare = await frameAt(opened, wreckView(false), time);
    keep('carcass-mud-without-effects', bare);
    const missing = compare('carcass-mud', bare, false);
    expect(missing.changed).toBeGreaterThan(TOLERANCE.changed * 3);
  });

  it('churns ruts and sprays sand in the sideslip, as the reference shows', async () => {
    // Centred on the middle of the slide, once the field has gone by.
    const mid = slide[Math.floor(slide.length / 2)]!;
    const path = (effects: boolean) => view(mid.x0, mid.z0, 8, 7, 12, effects);
    const time = quietTime(mid.x0, mid.z0, slideEnd.time + 1);
    const png = await frameAt(opened, path(true), time);
    keep('sideslip', png);
    const d = compare('sideslip', png);
    expect(d.mean).toBeLessThan(TOLERANCE.mean);
    expect(d.changed).toBeLessThan(TOLERANCE.changed);
    const bare = await frameAt(opened, path(false), time);
    keep('sideslip-without-effects', bare);
    expect(compare('sideslip', bare, false).changed).toBeGreaterThan(TOLERANCE.changed * 2);
    expect(opened.errors).toEqual([]);
  });
});
