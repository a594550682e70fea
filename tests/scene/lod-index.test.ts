import type { BufferGeometry } from 'three';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildCarGeometry, CAR_PART } from '../../src/scene/geometry/chariot-geometry.ts';
import { appendLodIndices, type IndexRange, simplifierReady } from '../../src/scene/geometry/lod-index.ts';
import { loadModel } from './gltf.ts';

let geometry: BufferGeometry;
let fullCount: number;
let ranges: IndexRange[];

beforeAll(async () => {
  await simplifierReady;
  geometry = buildCarGeometry((await loadModel('chariot.glb')).scene).geometry;
  fullCount = geometry.index!.count;
  ranges = appendLodIndices(geometry, [
    { ratio: 0.3, error: 0.03, keepParts: [CAR_PART.wheelL, CAR_PART.wheelR] },
    { ratio: 0.1, error: 0.05, prune: true },
  ]);
});

/** Triangles of a range whose three corners belong to `part`. */
function trianglesOf(range: IndexRange, part: number): number {
  const index = geometry.index!;
  const aPart = geometry.getAttribute('aPart');
  let n = 0;
  for (let i = range.start; i < range.start + range.count; i += 3) {
    if ([0, 1, 2].every((k) => aPart.getX(index.getX(i + k)) === part)) n++;
  }
  return n;
}

describe('light models in the same index buffer', () => {
  test('the full model comes first, unchanged, and is what the geometry draws', () => {
    expect(ranges[0]).toEqual({ start: 0, count: fullCount });
    expect(geometry.drawRange).toMatchObject({ start: 0, count: fullCount });
    expect(ranges[1]!.start).toBe(fullCount);
    expect(ranges[2]!.start).toBe(ranges[1]!.start + ranges[1]!.count);
    expect(geometry.index!.count).toBe(ranges[2]!.start + ranges[2]!.count);
  });

  test('each level is lighter than the one before', () => {
    expect(ranges[1]!.count).toBeLessThan(0.6 * fullCount);
    expect(ranges[2]!.count).toBeLessThan(ranges[1]!.count / 2);
    expect(ranges[2]!.count % 3).toBe(0);
  });

  test('no light triangle joins two parts (the shader moves parts apart)', () => {
    const index = geometry.index!;
    const aPart = geometry.getAttribute('aPart');
    for (let i = fullCount; i < index.count; i += 3) {
      const p = aPart.getX(index.getX(i));
      expect(aPart.getX(index.getX(i + 1))).toBe(p);
      expect(aPart.getX(index.getX(i + 2))).toBe(p);
    }
  });

  test('kept parts keep every triangle: the far chariot still rolls on round wheels', () => {
    for (const wheel of [CAR_PART.wheelL, CAR_PART.wheelR]) {
      expect(trianglesOf(ranges[1]!, wheel)).toBe(trianglesOf(ranges[0]!, wheel));
      expect(trianglesOf(ranges[2]!, wheel)).toBeLessThan(trianglesOf(ranges[0]!, wheel));
    }
  });
});
