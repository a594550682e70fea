import type { BufferGeometry } from 'three';
import { Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { buildSurroundings, houseFaces } from '../../src/scene/geometry/surroundings.ts';

const triangles = (g: BufferGeometry): number =>
  (g.index ? g.index.count : g.getAttribute('position').count) / 3;

/** Each triangle's centre and its winding's normal (counter-clockwise is the side drawn). */
function facesOf(g: BufferGeometry): { centre: Vector3; normal: Vector3 }[] {
  const pos = g.getAttribute('position');
  const out: { centre: Vector3; normal: Vector3 }[] = [];
  for (let i = 0; i < pos.count; i += 3) {
    const [a, b, c] = [i, i + 1, i + 2].map((k) => new Vector3().fromBufferAttribute(pos, k)) as [
      Vector3,
      Vector3,
      Vector3,
    ];
    const normal = new Vector3().subVectors(b, a).cross(new Vector3().subVectors(c, a)).normalize();
    out.push({ centre: a.clone().add(b).add(c).divideScalar(3), normal });
  }
  return out;
}

describe('the valley around the circus', () => {
  // A house 20 m wide, 16 deep, walls 10 m, eaves 8.4 m from the middle, ridge 4 m above the walls.
  const house = houseFaces(20, 10, 16, 8.4, 4);

  test('a house is its walls and roof seen from outside: 16 triangles, each turned outward', () => {
    expect(triangles(house.walls)).toBe(8);
    expect(triangles(house.roof)).toBe(8);
    // The material draws the front faces only: each must face away from the house's middle,
    // or the wall or roof would vanish from outside (the roof's underside faces down, to the
    // ground under the eaves).
    const middle = new Vector3(0, 5, 0);
    for (const { centre, normal } of facesOf(house.walls)) {
      expect(normal.dot(centre.clone().sub(middle))).toBeGreaterThan(0);
    }
    const roofs = facesOf(house.roof);
    const under = roofs.filter((f) => f.normal.y < -0.99);
    expect(under).toHaveLength(2);
    for (const f of under) expect(f.centre.y).toBeCloseTo(10);
    const ridge = new Vector3(0, 11, 0);
    for (const { centre, normal } of roofs.filter((f) => f.normal.y >= -0.99)) {
      expect(normal.dot(centre.clone().sub(ridge))).toBeGreaterThan(0);
    }
  });

  test('the walls reach the roof and the roof covers them: no floor or ceiling is needed', () => {
    const box = (g: BufferGeometry) => {
      g.computeBoundingBox();
      return g.boundingBox!;
    };
    const corners = (g: BufferGeometry) => [...box(g).min.toArray(), ...box(g).max.toArray()];
    const near = (got: number[], want: number[]) => {
      for (const [i, v] of got.entries()) expect(v).toBeCloseTo(want[i]!, 5);
    };
    near(corners(house.walls), [-10, 0, -8, 10, 10, 8]);
    near(corners(house.roof), [-10, 10, -8.4, 10, 14, 8.4]);
  });

  test('the whole valley, drawn in one call whenever a piece of it is in view, stays under 20,000 triangles', () => {
    // 25,312 with each house a box and a three-sided cylinder (24 triangles) and the trunks closed;
    // the broadcast frame with its inset at high counts them against its 300,000 (crowd.browser).
    expect(triangles(buildSurroundings())).toBeLessThan(20_000);
  });
});
