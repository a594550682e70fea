import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { seededRandom } from '../random.ts';

/**
 * Procedural textures drawn on small canvases: no downloaded assets. Each is painted when first
 * needed rather than when made: the arena's materials are made while the first frame's scene is
 * built, and their programs can then be handed to the GPU before the pixels are drawn
 * (`paintPendingTextures`, from CompileAhead), so the GPU process compiles while the page paints.
 * Whatever reads a texture's image first (three uploading it) paints it then, so no texture is
 * ever seen unpainted.
 */

type Paint = (ctx: CanvasRenderingContext2D, size: number) => void;

/** The paints of textures not painted yet, in the order the textures were made. */
const unpainted = new Set<() => void>();

/** Paints every texture made but not painted yet. */
export function paintPendingTextures(): void {
  for (const paint of unpainted) paint();
}

/** A repeating texture on a `size` canvas that `paint` draws when the texture is first needed. */
function paintedLater(size: number, srgb: boolean, paint: Paint): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.anisotropy = 8;
  if (srgb) texture.colorSpace = SRGBColorSpace;
  const source = texture.source;
  const settle = (data: unknown): void => {
    unpainted.delete(painted);
    Object.defineProperty(source, 'data', {
      value: data,
      writable: true,
      configurable: true,
      enumerable: true,
    });
  };
  function painted(): void {
    settle(canvas);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('2D canvas unavailable');
    paint(ctx, size);
  }
  unpainted.add(painted);
  // The image (three reads `texture.image`, which is `source.data`) is painted on its first read.
  Object.defineProperty(source, 'data', {
    get: () => {
      painted();
      return canvas;
    },
    set: settle,
    configurable: true,
    enumerable: true,
  });
  return texture;
}

/** Raked sand: grain, a few pebbles and darker hoof-churned specks. Coloured (sRGB). */
export function createSandTexture(size = 512): CanvasTexture {
  return paintedLater(size, true, paintSand);
}

function paintSand(ctx: CanvasRenderingContext2D, size: number): void {
  const rnd = seededRandom(7);
  const img = ctx.createImageData(size, size);
  const base = [222, 190, 142];
  for (let i = 0; i < size * size; i++) {
    const grain = (rnd() - 0.5) * 26 + (rnd() < 0.04 ? -30 * rnd() : 0) + (rnd() < 0.02 ? 28 * rnd() : 0);
    img.data[i * 4] = base[0]! + grain;
    img.data[i * 4 + 1] = base[1]! + grain * 0.95;
    img.data[i * 4 + 2] = base[2]! + grain * 0.85;
    img.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  for (let i = 0; i < 160; i++) {
    const shade = 150 + rnd() * 70;
    ctx.fillStyle = `rgba(${shade}, ${shade * 0.88}, ${shade * 0.7}, 0.55)`;
    ctx.beginPath();
    ctx.ellipse(rnd() * size, rnd() * size, 0.8 + rnd() * 2.2, 0.6 + rnd() * 1.6, rnd() * 3, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Ashlar masonry, near white so vertex colours tint it: courses with staggered joints. */
export function createStoneTexture(size = 256): CanvasTexture {
  return paintedLater(size, true, paintStone);
}

function paintStone(ctx: CanvasRenderingContext2D, size: number): void {
  const rnd = seededRandom(11);
  const img = ctx.createImageData(size, size);
  for (let i = 0; i < size * size; i++) {
    const v = 236 + (rnd() - 0.5) * 22;
    img.data[i * 4] = v;
    img.data[i * 4 + 1] = v;
    img.data[i * 4 + 2] = v - 2;
    img.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  const courses = 4;
  const h = size / courses;
  for (let c = 0; c < courses; c++) {
    // each block a slightly different tone
    const blocks = 2;
    for (let b = 0; b <= blocks; b++) {
      const x0 = ((b + (c % 2) * 0.5) * size) / blocks;
      ctx.fillStyle = `rgba(${120 + rnd() * 40}, ${110 + rnd() * 40}, 100, ${0.05 + rnd() * 0.06})`;
      ctx.fillRect(x0, c * h, size / blocks, h);
    }
    ctx.fillStyle = 'rgba(90, 80, 70, 0.2)';
    ctx.fillRect(0, c * h, size, 2);
    for (let b = 0; b < blocks; b++) {
      const x = ((b + (c % 2) * 0.5) * size) / blocks;
      ctx.fillRect(x % size, c * h, 2, h);
    }
  }
}

/** Planks with grain, near white so vertex colours tint them. */
export function createWoodTexture(size = 128): CanvasTexture {
  return paintedLater(size, true, paintWood);
}

function paintWood(ctx: CanvasRenderingContext2D, size: number): void {
  const rnd = seededRandom(5);
  ctx.fillStyle = 'rgb(235, 230, 222)';
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < 90; i++) {
    const x = rnd() * size;
    ctx.fillStyle = `rgba(110, 80, 50, ${0.06 + rnd() * 0.12})`;
    ctx.fillRect(x, 0, 0.6 + rnd() * 1.8, size);
  }
  ctx.fillStyle = 'rgba(60, 40, 25, 0.45)';
  for (let x = 0; x < size; x += size / 4) ctx.fillRect(x, 0, 1.5, size);
}
