import { BufferAttribute, BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** A sheet of cloth as a grid: `point(u, v)` gives the world position for u, v in [0, 1]. */
export function clothSheet(
  columns: number,
  rows: number,
  point: (u: number, v: number) => readonly [number, number, number],
): BufferGeometry {
  const positions = new Float32Array((columns + 1) * (rows + 1) * 3);
  const uvs = new Float32Array((columns + 1) * (rows + 1) * 2);
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= columns; i++) {
      const k = j * (columns + 1) + i;
      const [x, y, z] = point(i / columns, j / rows);
      positions.set([x, y, z], k * 3);
      uvs.set([i / columns, j / rows], k * 2);
    }
  }
  const index: number[] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const a = j * (columns + 1) + i;
      const b = a + 1;
      const c = a + columns + 1;
      const d = c + 1;
      index.push(a, c, b, b, c, d);
    }
  }
  const geo = new BufferGeometry();
  geo.setAttribute('position', new BufferAttribute(positions, 3));
  geo.setAttribute('uv', new BufferAttribute(uvs, 2));
  geo.setIndex(index);
  geo.computeVertexNormals();
  return geo;
}

/** Merges cloth sheets (all indexed, same attributes). */
export function mergeCloth(sheets: BufferGeometry[]): BufferGeometry {
  const merged = mergeGeometries(sheets, false);
  for (const s of sheets) s.dispose();
  if (!merged) throw new Error('cloth sheets could not be merged');
  merged.computeBoundingSphere();
  return merged;
}
