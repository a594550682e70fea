import { describe, expect, test } from 'vitest';
import { buildCavea } from '../../src/scene/geometry/cavea.ts';
import { buildCaveaDressing, GROW_ATTRIBUTE } from '../../src/scene/geometry/cavea-dressing.ts';

const dressing = buildCaveaDressing(buildCavea(24));
const position = dressing.geometry.getAttribute('position');
const grow = dressing.geometry.getAttribute(GROW_ATTRIBUTE);

/** Every vertex where CaveaDressing's vertex shader puts it, `pixel` metres being a pixel's width there. */
function widened(pixel: number): Float32Array {
  const out = new Float32Array(position.count * 3);
  for (let i = 0; i < position.count; i++) {
    const k = Math.max(0, pixel - 2 * grow.getW(i));
    out[i * 3] = position.getX(i) + grow.getX(i) * k;
    out[i * 3 + 1] = position.getY(i) + grow.getY(i) * k;
    out[i * 3 + 2] = position.getZ(i) + grow.getZ(i) * k;
  }
  return out;
}

/** The posts (masts and flag poles): their vertices are the ones with a width of their own, 24 a post. */
function posts(p: Float32Array): { x: number; z: number }[] {
  const spans: { x: number; z: number }[] = [];
  for (let i = 0; i < position.count; ) {
    if (grow.getW(i) === 0) {
      i++;
      continue;
    }
    let x0 = Infinity;
    let x1 = -Infinity;
    let z0 = Infinity;
    let z1 = -Infinity;
    for (let j = i; j < i + 24; j++) {
      expect(grow.getW(j)).toBe(grow.getW(i));
      x0 = Math.min(x0, p[j * 3]!);
      x1 = Math.max(x1, p[j * 3]!);
      z0 = Math.min(z0, p[j * 3 + 2]!);
      z1 = Math.max(z1, p[j * 3 + 2]!);
    }
    spans.push({ x: x1 - x0, z: z1 - z0 });
    i += 24;
  }
  return spans;
}

describe('the dressing of the cavea kept a pixel wide (low)', () => {
  test('far off, every mast and pole is a pixel wide both ways, and every awning a pixel deeper', () => {
    const pixel = 0.8; // a pixel at about 350 m at low's half resolution
    const far = widened(pixel);
    const spans = posts(far);
    // masts along both long sides and the curved end, flag poles along the podium
    expect(spans.length).toBeGreaterThan(40);
    for (const s of spans) {
      expect(s.x).toBeGreaterThanOrEqual(pixel - 1e-4);
      expect(s.z).toBeGreaterThanOrEqual(pixel - 1e-4);
    }
    // the awnings' front edges drop a pixel; nothing else moves down
    let dropped = 0;
    for (let i = 0; i < position.count; i++) {
      const dy = far[i * 3 + 1]! - position.getY(i);
      if (dy !== 0) {
        expect(dy).toBeCloseTo(-pixel, 5);
        dropped++;
      }
    }
    expect(dropped).toBeGreaterThan(100);
  });

  test('near by, the posts keep their own width and the banners never move', () => {
    const near = widened(0.05);
    for (const s of posts(near)) {
      // masts 0.35 m, flag poles 0.12 m: wider than a pixel here, untouched
      expect([0.35, 0.12].some((w) => Math.abs(s.x - w) < 1e-4 && Math.abs(s.z - w) < 1e-4)).toBe(true);
    }
    const still = Array.from({ length: position.count }, (_, i) => i).filter(
      (i) => grow.getX(i) === 0 && grow.getY(i) === 0 && grow.getZ(i) === 0,
    );
    // the banners (and the awnings' back edges) stay where they are at any distance
    expect(still.length).toBeGreaterThan(100);
    const far = widened(5);
    for (const i of still) expect(far[i * 3 + 1]).toBe(position.getY(i));
  });
});
