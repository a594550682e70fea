import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { seededRandom } from '../random.ts';

/** Procedural textures drawn on small canvases: no downloaded assets. */

function makeCanvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  return [canvas, ctx];
}

function toTexture(canvas: HTMLCanvasElement, srgb: boolean): CanvasTexture {
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.anisotropy = 8;
  if (srgb) texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** Raked sand: grain, a few pebbles and darker hoof-churned specks. Coloured (sRGB). */
export function createSandTexture(size = 512): CanvasTexture {
  const [canvas, ctx] = makeCanvas(size);
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
  return toTexture(canvas, true);
}

/** Ashlar masonry, near white so vertex colours tint it: courses with staggered joints. */
export function createStoneTexture(size = 256): CanvasTexture {
  const [canvas, ctx] = makeCanvas(size);
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
  return toTexture(canvas, true);
}

/** Planks with grain, near white so vertex colours tint them. */
export function createWoodTexture(size = 128): CanvasTexture {
  const [canvas, ctx] = makeCanvas(size);
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
  return toTexture(canvas, true);
}
