import { BufferAttribute, BufferGeometry, Sphere } from 'three';
import { type CrowdChunk, FIGURE_BODY_INDICES } from './crowd.ts';

/** Corners of a figure's quad as (u, v): the instanced figure's position is (u - 0.5, v). */
const CORNERS = [0, 0, 1, 0, 1, 1, 0, 1] as const;
/** A figure's quads: the body, then the two arms (FIGURE_PART). */
const QUADS = 3;

/**
 * A stretch of the crowd as one plain mesh rather than an instanced one: every figure's quads
 * written out, each corner carrying its seat (`position`), its size and facing (`aShape`: width,
 * height, facing x and z), its tunic (`aTint`) and its sector (`aSector`), which the crowd shader
 * reads (CROWD_MERGED) where the instanced figure reads its instance's matrix and colour. The same
 * figures, drawn the same way; for renderers where each instance of an instanced draw costs the
 * setup of a draw of its own: SwiftShader (software GL) spends some 20 µs of CPU an instance, so
 * the stands a broadcast camera sees (3,000-4,500 figures) cost it 60-90 ms a frame instanced.
 *
 * The bodies come first in the index (FIGURE_BODY_INDICES each), then the arms: a draw range of
 * `chunk.count * FIGURE_BODY_INDICES` draws the bodies alone. `bodiesOnly` leaves the arms out.
 */
export function mergedCrowdGeometry(chunk: CrowdChunk, bodiesOnly = false): BufferGeometry {
  const n = chunk.count;
  const quads = bodiesOnly ? 1 : QUADS;
  const verts = n * quads * 4;
  const seat = new Float32Array(verts * 3);
  const uv = new Float32Array(verts * 2);
  const part = new Float32Array(verts);
  const shape = new Float32Array(verts * 4);
  const tint = new Float32Array(verts * 3);
  const sector = new Float32Array(verts);
  const index = verts > 65_535 ? new Uint32Array(n * quads * 6) : new Uint16Array(n * quads * 6);
  const m = chunk.matrices;
  const colors = chunk.colors.array;
  const sectors = chunk.sectors.array;
  for (let i = 0; i < n; i++) {
    const o = i * 16;
    const width = Math.hypot(m[o]!, m[o + 1]!, m[o + 2]!);
    const height = Math.hypot(m[o + 4]!, m[o + 5]!, m[o + 6]!);
    // The figure faces along its matrix's z axis, turned about y only.
    const facing = Math.hypot(m[o + 8]!, m[o + 10]!) || 1;
    for (let q = 0; q < quads; q++) {
      const first = (i * quads + q) * 4;
      for (let k = 0; k < 4; k++) {
        const v = first + k;
        seat[v * 3] = m[o + 12]!;
        seat[v * 3 + 1] = m[o + 13]!;
        seat[v * 3 + 2] = m[o + 14]!;
        uv[v * 2] = CORNERS[k * 2]!;
        uv[v * 2 + 1] = CORNERS[k * 2 + 1]!;
        part[v] = q;
        shape[v * 4] = width;
        shape[v * 4 + 1] = height;
        shape[v * 4 + 2] = m[o + 8]! / facing;
        shape[v * 4 + 3] = m[o + 10]! / facing;
        tint[v * 3] = colors[i * 3]!;
        tint[v * 3 + 1] = colors[i * 3 + 1]!;
        tint[v * 3 + 2] = colors[i * 3 + 2]!;
        sector[v] = sectors[i]!;
      }
      // Bodies first (quad 0 of every figure), then every figure's arms.
      const at = q === 0 ? i * FIGURE_BODY_INDICES : n * FIGURE_BODY_INDICES + (i * 2 + q - 1) * 6;
      index.set([first, first + 1, first + 2, first, first + 2, first + 3], at);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(seat, 3));
  geometry.setAttribute('uv', new BufferAttribute(uv, 2));
  geometry.setAttribute('aPart', new BufferAttribute(part, 1));
  geometry.setAttribute('aShape', new BufferAttribute(shape, 4));
  geometry.setAttribute('aTint', new BufferAttribute(tint, 3));
  geometry.setAttribute('aSector', new BufferAttribute(sector, 1));
  geometry.setIndex(new BufferAttribute(index, 1));
  // The figures turn to the camera and raise their arms in the shader: the stretch's own bounds.
  geometry.boundingSphere = new Sphere(chunk.centre.clone(), chunk.radius);
  return geometry;
}
