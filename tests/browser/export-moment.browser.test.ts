import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { type OpenPage, openPage, waitForScene } from './browser.ts';

// "Export this moment": in explain mode, the 3D frame with the explain card drawn on it, as a PNG.

const SHOTS = join(import.meta.dirname, '../../test-results/export-moment');
const sim = simulate({ ruleset: 'crudis', seed: 7 });
if (!sim.ok) throw new Error(sim.error.message);
// A collision: its card has rolls read on the damage table.
const event = sim.value.events.find((e) => e.type === 'collision' && e.rolls?.some((r) => r.table))!;

/** The PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The image's pixels read back in the page: how varied the frame is, and what is in the card's corner. */
interface Looked {
  /** Distinct colours (to 4 bits a channel) in the image's left half, where the card is not. */
  frameColours: number;
  /** The colour just inside the card's top right corner. */
  corner: [number, number, number];
  /** Bright (text) pixels in the card's top rows. */
  textPixels: number;
}

describe('exporting a moment in explain mode', () => {
  let opened: OpenPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    opened = await openPage(
      inject('baseUrl'),
      `/?ruleset=crudis&seed=7&event=${event.seq}&view=trackside&explain=1&quality=low`,
      { width: 1024, height: 640 },
    );
    await waitForScene(opened.page);
    await opened.page.waitForSelector(`.qx-card[data-seq="${event.seq}"]`, { timeout: 60_000 });
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('the button saves the frame with the card drawn on it, at the frame size; so does P', async () => {
    const { page } = opened;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-moment').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`crudis-seed-7-event-${event.seq}.png`);
    const file = join(SHOTS, 'moment.png');
    await download.saveAs(file);
    const bytes = readFileSync(file);
    // The view's size on screen (1024x640 at one device pixel per CSS pixel), though low quality
    // draws the 3D frame at half of it.
    const canvas = (await page.evaluate(
      `(() => { const c = document.querySelector('.qv-root canvas'); return { width: c.clientWidth, height: c.clientHeight }; })()`,
    )) as { width: number; height: number };
    expect(pngSize(bytes)).toEqual(canvas);
    const looked = (await page.evaluate(`(async () => {
      const data = Uint8Array.from(atob('${bytes.toString('base64')}'), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
      const c = document.createElement('canvas');
      c.width = bitmap.width;
      c.height = bitmap.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      const w = c.width, h = c.height;
      const left = ctx.getImageData(0, 0, Math.floor(w / 2), h).data;
      const colours = new Set();
      for (let i = 0; i < left.length; i += 4)
        colours.add(((left[i] >> 4) << 8) | ((left[i + 1] >> 4) << 4) | (left[i + 2] >> 4));
      // The card sits in the top right corner, from a margin in.
      const unit = Math.max(0.6, Math.min(w / 1280, h / 720) * 1.25);
      const pad = Math.round(14 * unit);
      const corner = ctx.getImageData(w - pad - 6, pad + 6, 1, 1).data;
      const box = Math.min(w - 2 * pad, 440 * unit);
      const top = ctx.getImageData(Math.round(w - box), pad, Math.round(box - 2 * pad), Math.round(60 * unit)).data;
      let text = 0;
      for (let i = 0; i < top.length; i += 4) if (top[i] + top[i + 1] + top[i + 2] > 600) text++;
      return { frameColours: colours.size, corner: [corner[0], corner[1], corner[2]], textPixels: text };
    })()`)) as Looked;
    // Not blank: a drawing buffer read after it was cleared is one flat colour.
    expect(looked.frameColours).toBeGreaterThan(50);
    // The card: its dark panel in the corner, and its title and rule in light text.
    expect(Math.max(...looked.corner)).toBeLessThan(80);
    expect(looked.textPixels).toBeGreaterThan(100);

    const [byKey] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('p')]);
    expect(byKey.suggestedFilename()).toBe(`crudis-seed-7-event-${event.seq}.png`);
  });
});
