import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandTexture,
  createStoneTexture,
  createWoodTexture,
  paintPendingTextures,
} from '../../src/scene/materials/canvas-textures.ts';

/** Every 2D drawing call made on the fake canvases, and the pixels put on them. */
const calls: string[] = [];
const puts: Uint8ClampedArray[] = [];

function fakeCanvas() {
  const ctx = {
    fillStyle: '',
    createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
    putImageData: (img: { data: Uint8ClampedArray }) => {
      calls.push('putImageData');
      puts.push(img.data);
    },
    beginPath: () => calls.push('beginPath'),
    ellipse: () => calls.push('ellipse'),
    fill: () => calls.push('fill'),
    fillRect: () => calls.push('fillRect'),
  };
  return { width: 0, height: 0, getContext: (kind: string) => (kind === '2d' ? ctx : null) };
}

const page = globalThis as { document?: unknown };
const had = 'document' in page;
const before = page.document;
beforeAll(() => {
  page.document = { createElement: () => fakeCanvas() };
});
afterAll(() => {
  if (had) page.document = before;
  else delete page.document;
});

describe("the arena's canvas textures are painted when first needed (issue 21)", () => {
  it('making one draws nothing; the first read of its image paints it, once', () => {
    calls.length = 0;
    const sand = createSandTexture(16);
    expect(calls).toEqual([]);
    const image = sand.image as { width: number };
    expect(image.width).toBe(16);
    expect(calls.filter((c) => c === 'putImageData')).toHaveLength(1);
    expect(calls.filter((c) => c === 'ellipse')).toHaveLength(160);
    const n = calls.length;
    expect(sand.image).toBe(image);
    paintPendingTextures();
    expect(calls).toHaveLength(n);
  });

  it('paintPendingTextures paints every texture made and not yet painted, and only those', () => {
    calls.length = 0;
    const stone = createStoneTexture(8);
    const wood = createWoodTexture(8);
    expect(calls).toEqual([]);
    paintPendingTextures();
    expect(calls.filter((c) => c === 'putImageData')).toHaveLength(1); // the stone's grain
    expect(calls.filter((c) => c === 'fillRect').length).toBeGreaterThan(90); // the wood's planks
    const n = calls.length;
    void stone.image;
    void wood.image;
    paintPendingTextures();
    expect(calls).toHaveLength(n);
  });

  it('the same pixels whichever way a texture is painted (seeded, never from the time it is painted)', () => {
    puts.length = 0;
    const a = createSandTexture(32);
    const b = createSandTexture(32);
    void b.image; // b painted first, by its read
    paintPendingTextures(); // then a
    expect(a.image).toBeDefined();
    expect(puts).toHaveLength(2);
    expect(puts[0]).toEqual(puts[1]);
    expect(new Set(puts[0]).size).toBeGreaterThan(20);
  });

  it('an image set by hand replaces the painting', () => {
    calls.length = 0;
    const sand = createSandTexture(8);
    const other = { width: 1, height: 1 } as unknown as HTMLCanvasElement;
    sand.image = other;
    expect(sand.image).toBe(other);
    paintPendingTextures();
    expect(calls).toEqual([]);
  });
});
