import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerspectiveCamera, Vector3 } from 'three';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stationToWorld } from '../../src/engine/track/circus-maximus.ts';
import { OVERVIEW } from '../../src/scene/camera-shots.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';
import { decodePng, type RgbaImage } from './png.ts';
import { debug } from './viewer-debug.ts';

/**
 * The lane lines chalked on the sand stay continuous far from the camera at medium (one sample a
 * pixel): each is drawn with the share of every pixel it covers (src/scene/materials/chalk-lines.ts)
 * rather than only in the pixels whose centres it crosses, which broke a far line into dashes. The
 * free camera stands just north of the spina and looks across the north straight, where the lane
 * lines run at a slant across the picture, the far ones a fraction of a pixel wide; each line is
 * followed in the screenshot along its projection (the same camera rebuilt here) and must be
 * lighter than the sand in the middle of the lanes on either side in nearly every column. The
 * frame is written to $TMPDIR/quadriga-chalk/ to look at.
 */

const SIZE = { width: 1280, height: 720 };
const CAMERA = [0, 8, -6] as const;
const TARGET = [40, 0, -50] as const;
/** The stretch of the north straight followed (world x): clear of the teams at the start. */
const FROM_X = -60;
const TO_X = 150;
/** The lane lines' width (src/scene/geometry/track-marks.ts), m. */
const LINE_WIDTH = 0.12;
/** The least a lane's middle lies from the line on screen to be read as the sand beside it, px. */
const MIDDLE_PX = 3;
/** A line narrower than this on screen is far off, px. */
const FAR_PX = 0.6;
/** A column counts as chalked when the line is this much lighter than the sand beside it (0-255). */
const LIGHTER = 1;

const camera = new PerspectiveCamera(OVERVIEW.fov, SIZE.width / SIZE.height, 0.5, 9000);
camera.position.set(...CAMERA);
camera.lookAt(...TARGET);
camera.updateMatrixWorld();

const _v = new Vector3();
const _pose = { x: 0, z: 0, heading: 0 };

/** Where the point at offset d off the spina axis, world x, falls on screen (pixels). */
function onScreen(x: number, d: number): { u: number; w: number } {
  // station 2-3 is the north straight, westbound: x falls from the east meta as the station grows
  stationToWorld(2, d, _pose);
  _v.set(x, 0.02, _pose.z).project(camera);
  return { u: ((_v.x + 1) / 2) * SIZE.width, w: ((1 - _v.y) / 2) * SIZE.height };
}

const inside = (p: { u: number; w: number }): boolean =>
  p.u >= 0 && p.u < SIZE.width && p.w >= 2 && p.w < SIZE.height - 2;

function luminance(image: RgbaImage, u: number, w: number): number {
  const i = (Math.floor(w) * image.width + Math.floor(u)) * 4;
  return 0.2126 * image.data[i]! + 0.7152 * image.data[i + 1]! + 0.0722 * image.data[i + 2]!;
}

interface Followed {
  /** The line's width on screen where followed, pixels: its least and its most. */
  narrowest: number;
  widest: number;
  columns: number;
  /** The share of columns where the line is lighter than the sand beside it. */
  chalked: number;
  /** The longest run of columns without chalk. */
  longestGap: number;
}

/**
 * Follows the lane line at offset d along its projection, one sample a column, where it is between
 * `from` and `to` pixels wide on screen and the lanes on either side are wide enough on screen to
 * hold sand between the lines.
 */
function follow(image: RgbaImage, d: number, laneWidth: number, from: number, to: number): Followed {
  let columns = 0;
  let chalked = 0;
  let gap = 0;
  let longestGap = 0;
  let narrowest = Infinity;
  let widest = 0;
  let last = -1;
  for (let x = FROM_X; x <= TO_X; x += 0.02) {
    const p = onScreen(x, d);
    const column = Math.floor(p.u);
    if (column === last || !inside(p)) continue;
    const a = onScreen(x, d - laneWidth / 2);
    const b = onScreen(x, d + laneWidth / 2);
    if (!inside(a) || !inside(b) || Math.min(Math.abs(a.w - p.w), Math.abs(b.w - p.w)) < MIDDLE_PX) continue;
    const width = Math.abs(onScreen(x, d + LINE_WIDTH / 2).w - onScreen(x, d - LINE_WIDTH / 2).w);
    if (width < from || width > to) continue;
    last = column;
    // the line's light lands in the one or two rows nearest its projection
    const line = Math.max(luminance(image, p.u, p.w - 0.5), luminance(image, p.u, p.w + 0.5));
    const sand = (luminance(image, a.u, a.w) + luminance(image, b.u, b.w)) / 2;
    narrowest = Math.min(narrowest, width);
    widest = Math.max(widest, width);
    columns++;
    if (line - sand > LIGHTER) {
      chalked++;
      gap = 0;
    } else {
      gap++;
      longestGap = Math.max(longestGap, gap);
    }
  }
  return { narrowest, widest, columns, chalked: columns ? chalked / columns : 0, longestGap };
}

describe('the chalk lines far off', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    const at = `/?ruleset=crudis&seed=7&quality=medium&camera=${CAMERA.join(',')}&target=${TARGET.join(',')}`;
    opened = await openPage(inject('baseUrl'), at, SIZE);
    await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('draws every far lane line of the north straight continuous at medium', async () => {
    const { page } = opened;
    await debug(page, (d) => {
      d.pause();
      d.seek(0.5);
    });
    // only the 3D picture
    await page.addStyleTag({
      content: '* { visibility: hidden !important } canvas { visibility: visible !important }',
    });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    const png = await page.screenshot({ type: 'png' });
    const dir = join(tmpdir(), 'quadriga-chalk');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'north-straight.png'), png);
    const image = decodePng(png);
    expect(image.width).toBe(SIZE.width);

    const board = await debug(page, (d) => d.header?.track.board ?? null);
    expect(board?.kind).toBe('lane-squares');
    if (board?.kind !== 'lane-squares') return;
    const lines = Array.from({ length: board.lanes + 1 }, (_, k) => board.innerOffset + k * board.laneWidth);
    // The lines where they are pixels wide, near the camera: the projection lands on them.
    const near = lines
      .map((d) => ({ d, ...follow(image, d, board.laneWidth, 1.5, Infinity) }))
      .filter((f) => f.columns >= 50);
    // Where they are a fraction of a pixel wide: what this is about.
    const far = lines
      .map((d) => ({ d, ...follow(image, d, board.laneWidth, 0, FAR_PX) }))
      .filter((f) => f.columns >= 100);
    for (const f of near) console.log(`[chalk] near, line at ${f.d} m: ${JSON.stringify(f)}`);
    for (const f of far) console.log(`[chalk] far, line at ${f.d} m: ${JSON.stringify(f)}`);
    expect(near.length).toBeGreaterThan(2);
    expect(far.length).toBeGreaterThan(10);
    for (const f of [...near, ...far]) {
      expect(f.chalked, `line at ${f.d} m`).toBeGreaterThan(0.97);
      expect(f.longestGap, `line at ${f.d} m`).toBeLessThan(2);
    }
  });
});
