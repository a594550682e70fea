import { Matrix4, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { buildCavea } from '../../src/scene/geometry/cavea.ts';
import {
  buildCrowd,
  chunkCrowd,
  createFigureGeometry,
  FIGURE_BODY_INDICES,
  FIGURE_PART,
} from '../../src/scene/geometry/crowd.ts';
import { mergedCrowdGeometry } from '../../src/scene/geometry/crowd-merged.ts';

const chunks = chunkCrowd(buildCrowd(buildCavea(24), 3000), 6);

describe("the crowd as plain meshes (the software renderer's low quality)", () => {
  test('every corner carries what the instanced shader reads from its figure', () => {
    const figure = createFigureGeometry();
    const figPos = figure.getAttribute('position');
    const figPart = figure.getAttribute('aPart');
    const m = new Matrix4();
    const col = [new Vector3(), new Vector3(), new Vector3()] as const;
    for (const chunk of chunks) {
      const g = mergedCrowdGeometry(chunk);
      const seat = g.getAttribute('position');
      const uv = g.getAttribute('uv');
      const part = g.getAttribute('aPart');
      const shape = g.getAttribute('aShape');
      const tint = g.getAttribute('aTint');
      const sector = g.getAttribute('aSector');
      expect(seat.count).toBe(chunk.count * figPos.count);
      const index = Array.from(g.index!.array);
      expect(index).toHaveLength(chunk.count * figure.index!.count);
      // What the merged mesh must carry, corner by corner, from the instanced figure's data.
      const want = {
        seat: [] as number[],
        corner: [] as number[],
        part: [] as number[],
        shape: [] as number[],
      };
      const wantTint: number[] = [];
      const wantSector: number[] = [];
      for (let i = 0; i < chunk.count; i++) {
        m.fromArray(chunk.matrices, i * 16);
        m.extractBasis(col[0], col[1], col[2]);
        const facing = col[2].clone().normalize();
        for (let v = 0; v < figPos.count; v++) {
          want.seat.push(...chunk.matrices.subarray(i * 16 + 12, i * 16 + 15));
          // The shader's corner, (u - 0.5, v), is the instanced figure's position.
          want.corner.push(figPos.getX(v), figPos.getY(v));
          want.part.push(figPart.getX(v));
          want.shape.push(col[0].length(), col[1].length(), facing.x, facing.z);
          wantTint.push(chunk.colors.getX(i), chunk.colors.getY(i), chunk.colors.getZ(i));
          wantSector.push(chunk.sectors.getX(i));
        }
      }
      const corner = Array.from({ length: uv.count * 2 }, (_, k) =>
        k % 2 === 0 ? uv.getX(k >> 1) - 0.5 : uv.getY(k >> 1),
      );
      const off = (got: ArrayLike<number>, exp: number[]): number =>
        exp.reduce((most, e, k) => Math.max(most, Math.abs(e - got[k]!)), got.length === exp.length ? 0 : 1);
      expect(off(seat.array, want.seat)).toBe(0);
      expect(off(corner, want.corner)).toBeLessThan(1e-6);
      expect(off(part.array, want.part)).toBe(0);
      expect(off(shape.array, want.shape)).toBeLessThan(1e-5);
      expect(off(tint.array, wantTint)).toBe(0);
      expect(off(sector.array, wantSector)).toBe(0);
      // Every figure's triangles, each once; the bodies first, so a draw range draws them alone.
      const bodies = chunk.count * FIGURE_BODY_INDICES;
      expect(index.slice(0, bodies).every((v) => part.getX(v) === FIGURE_PART.body)).toBe(true);
      expect(index.slice(bodies).every((v) => part.getX(v) !== FIGURE_PART.body)).toBe(true);
      const tris = new Set<string>();
      for (let t = 0; t < index.length; t += 3) tris.add(index.slice(t, t + 3).join());
      expect(tris.size).toBe(index.length / 3);
      const figureTris = Array.from(figure.index!.array);
      for (let i = 0; i < chunk.count; i++)
        for (let t = 0; t < figureTris.length; t += 3)
          expect(
            tris.has(
              figureTris
                .slice(t, t + 3)
                .map((v) => v + i * figPos.count)
                .join(),
            ),
          ).toBe(true);
      // Culled as the instanced stretch is: by the stretch's sphere, room for raised arms included.
      expect(g.boundingSphere!.center.toArray()).toEqual(chunk.centre.toArray());
      expect(g.boundingSphere!.radius).toBe(chunk.radius);
    }
  });

  test('bodies only: the body quads alone, one per figure', () => {
    const g = mergedCrowdGeometry(chunks[0]!, true);
    expect(g.getAttribute('position').count).toBe(chunks[0]!.count * 4);
    expect(g.index!.count).toBe(chunks[0]!.count * FIGURE_BODY_INDICES);
    const part = g.getAttribute('aPart');
    expect(Array.from(part.array).every((p) => p === FIGURE_PART.body)).toBe(true);
  });
});
