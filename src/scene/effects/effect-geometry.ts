import {
  BoxGeometry,
  type BufferGeometry,
  CylinderGeometry,
  InstancedBufferAttribute,
  InstancedBufferGeometry,
  PlaneGeometry,
  TorusGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { hash01 } from './hash.ts';

/**
 * Small procedural shapes for the effects (each one merged geometry, drawn instanced): a dead horse
 * lying on its side, a loose wheel, a charioteer. x is forward, y up.
 */

function merged(parts: BufferGeometry[]): BufferGeometry {
  const plain = parts.map((g) => {
    const n = g.index ? g.toNonIndexed() : g;
    n.deleteAttribute('uv');
    return n;
  });
  const out = mergeGeometries(plain, false);
  for (const g of [...parts, ...plain]) g.dispose();
  return out;
}

/** A chariot wheel: rim and four spokes, upright in the x-y plane (axle along z). */
export function wheelGeometry(): BufferGeometry {
  const rim = new TorusGeometry(0.45, 0.04, 5, 16);
  const spokes = [0, 1, 2, 3].map((i) => {
    const s = new BoxGeometry(0.86, 0.035, 0.035);
    s.rotateZ((i * Math.PI) / 4);
    return s;
  });
  const hub = new CylinderGeometry(0.07, 0.07, 0.16, 6);
  hub.rotateX(Math.PI / 2);
  return merged([rim, ...spokes, hub]);
}

/**
 * One quad (corners in [-0.5, 0.5], facing +z) to be drawn instanced: no instances yet, and no
 * per-instance attributes (the caller adds its own).
 */
export function instancedQuad(): InstancedBufferGeometry {
  const quad = new PlaneGeometry(1, 1);
  const g = new InstancedBufferGeometry();
  g.setAttribute('position', quad.getAttribute('position'));
  g.setIndex(quad.getIndex());
  g.instanceCount = 0;
  return g;
}

/**
 * One quad (corners in [-0.5, 0.5]) instanced `count` times, each instance with a seed in [0, 1)^3:
 * the GPU places rain streaks and splash rings from them.
 */
export function seededQuads(count: number, seed: number): InstancedBufferGeometry {
  const seeds = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    seeds[i * 3] = hash01(seed, i, 1);
    seeds[i * 3 + 1] = hash01(seed, i, 2);
    seeds[i * 3 + 2] = hash01(seed, i, 3);
  }
  const g = instancedQuad();
  g.setAttribute('aSeed', new InstancedBufferAttribute(seeds, 3));
  g.instanceCount = count;
  return g;
}
