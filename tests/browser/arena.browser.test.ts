import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OpenPage, openPage, type QuadrigaStats, waitForScene } from './browser.ts';
import { decodePng, type RgbaImage } from './png.ts';

/** Low on the south straight, looking east along the track: sand below, sky above. */
const TRACKSIDE = '/?camera=-60,6,40&target=200,8,22';

interface Palette {
  distinct: number;
  sandShare: number;
  skyShare: number;
}

function palette(image: RgbaImage): Palette {
  const colours = new Set<number>();
  let sand = 0;
  let sky = 0;
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) {
    const r = image.data[i * 4]!;
    const g = image.data[i * 4 + 1]!;
    const b = image.data[i * 4 + 2]!;
    colours.add(((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2));
    // warm, light brown: the arena's sand
    if (r > 140 && r > g && g > b && r - b > 35 && r - b < 140) sand++;
    // blue over red: the sky
    if (b > 150 && b > r + 20 && b >= g) sky++;
  }
  return { distinct: colours.size, sandShare: sand / n, skyShare: sky / n };
}

describe('the arena in the browser', () => {
  let opened: OpenPage;
  let overview: QuadrigaStats;

  beforeAll(async () => {
    opened = await openPage(inject('baseUrl'), '/');
    overview = await waitForScene(opened.page);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('loads and reports itself ready without console or page errors', () => {
    expect(overview.ready).toBe(true);
    expect(opened.errors).toEqual([]);
  });

  it('draws the overview within the draw-call budget, shadow passes included', () => {
    expect(overview.renderer.calls).toBeGreaterThan(0);
    expect(overview.renderer.calls).toBeLessThanOrEqual(80);
    expect(overview.renderer.triangles).toBeGreaterThan(0);
  });

  it('shows sand and sky from the trackside, in many colours', async () => {
    await opened.goto(TRACKSIDE);
    const stats = await waitForScene(opened.page);
    expect(stats.renderer.calls).toBeLessThanOrEqual(80);
    const image = decodePng(await opened.page.screenshot({ type: 'png' }));
    expect(image.width).toBe(1280);
    expect(image.height).toBe(720);
    const p = palette(image);
    expect(p.distinct).toBeGreaterThan(500);
    expect(p.sandShare).toBeGreaterThan(0.1);
    expect(p.skyShare).toBeGreaterThan(0.05);
    expect(opened.errors).toEqual([]);
  });
});
