import { BufferAttribute, BufferGeometry, type Vector3 } from 'three';
import { CAR_PART } from './chariot-geometry.ts';

/**
 * The blur discs of a chariot's wheels: a flat annulus in each wheel's plane between the hub and the
 * rim, both faces, that the car shader shows (dithered, `alphaHash`) only as the spokes blur at
 * speed, and folds away otherwise. Vertices carry the wheel's `aPart` and `aSurface.z = BLUR_DISC`.
 */
export const BLUR_DISC = 2;
/** Between the hub's boss and the rim's inner edge (chariot.glb, m). */
export const DISC_INNER = 0.07;
export const DISC_OUTER = 0.39;
const SEGMENTS = 20;

/** A copy of `geometry` (the merged car, `buildCarGeometry`) with a blur disc on each wheel. */
export function withBlurDiscs(geometry: BufferGeometry, hubL: Vector3, hubR: Vector3): BufferGeometry {
  const source = {
    position: geometry.getAttribute('position').array as Float32Array,
    normal: geometry.getAttribute('normal').array as Float32Array,
    color: geometry.getAttribute('color').array as Float32Array,
    aSurface: geometry.getAttribute('aSurface').array as Float32Array,
    aPart: geometry.getAttribute('aPart').array as Float32Array,
  };
  const index = geometry.getIndex()!.array;
  const base = source.aPart.length;
  // Two rings of SEGMENTS vertices per face, two faces, two wheels.
  const perDisc = SEGMENTS * 2 * 2;
  const added = perDisc * 2;
  const out = {
    position: new Float32Array((base + added) * 3),
    normal: new Float32Array((base + added) * 3),
    color: new Float32Array((base + added) * 3),
    aSurface: new Float32Array((base + added) * 3),
    aPart: new Float32Array(base + added),
  };
  for (const key of Object.keys(out) as (keyof typeof out)[]) out[key].set(source[key]);
  const tris = new Uint32Array(index.length + SEGMENTS * 2 * 2 * 2 * 3);
  tris.set(index);

  // The disc takes the wheel's own wood colour, a little darker: a spinning wheel reads dark.
  const wood = averageColour(source.color, source.aPart, CAR_PART.wheelL);
  let v = base;
  let t = index.length;
  for (const [hub, part] of [
    [hubL, CAR_PART.wheelL],
    [hubR, CAR_PART.wheelR],
  ] as const) {
    for (const face of [1, -1]) {
      const first = v;
      for (let s = 0; s < SEGMENTS; s++) {
        const a = (2 * Math.PI * s) / SEGMENTS;
        for (const r of [DISC_INNER, DISC_OUTER]) {
          out.position.set([hub.x + r * Math.cos(a), hub.y + r * Math.sin(a), hub.z], v * 3);
          out.normal.set([0, 0, face], v * 3);
          out.color.set([wood[0] * 0.7, wood[1] * 0.7, wood[2] * 0.7], v * 3);
          out.aSurface.set([0.9, 0, BLUR_DISC], v * 3);
          out.aPart[v] = part;
          v++;
        }
      }
      for (let s = 0; s < SEGMENTS; s++) {
        const i0 = first + s * 2;
        const i1 = first + ((s + 1) % SEGMENTS) * 2;
        // Counter-clockwise seen from the side the face looks to.
        const quad = face > 0 ? [i0, i0 + 1, i1 + 1, i0, i1 + 1, i1] : [i0, i1 + 1, i0 + 1, i0, i1, i1 + 1];
        tris.set(quad, t);
        t += 6;
      }
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(out.position, 3));
  g.setAttribute('normal', new BufferAttribute(out.normal, 3));
  g.setAttribute('color', new BufferAttribute(out.color, 3));
  g.setAttribute('aSurface', new BufferAttribute(out.aSurface, 3));
  g.setAttribute('aPart', new BufferAttribute(out.aPart, 1));
  g.setIndex(new BufferAttribute(tris, 1));
  g.boundingBox = geometry.boundingBox;
  g.boundingSphere = geometry.boundingSphere;
  return g;
}

function averageColour(color: Float32Array, part: Float32Array, of: number): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < part.length; i++) {
    if (part[i] !== of) continue;
    r += color[i * 3]!;
    g += color[i * 3 + 1]!;
    b += color[i * 3 + 2]!;
    n++;
  }
  return n === 0 ? [0.4, 0.3, 0.2] : [r / n, g / n, b / n];
}
