import { describe, expect, test } from 'vitest';
import { CROWD_SECTORS } from '../../src/scene/crowd-state.ts';
import { buildCavea } from '../../src/scene/geometry/cavea.ts';
import { buildCaveaDressing } from '../../src/scene/geometry/cavea-dressing.ts';
import { buildCrowd, createFigureGeometry, FIGURE_PART } from '../../src/scene/geometry/crowd.ts';

const cavea = buildCavea(24);

describe('the crowd and the dressing of the cavea', () => {
  test('a figure is six triangles: a body and two arms the shader can tell apart', () => {
    const figure = createFigureGeometry();
    expect(figure.index!.count / 3).toBe(6);
    const parts = Array.from(figure.getAttribute('aPart').array);
    for (const part of Object.values(FIGURE_PART)) expect(parts.filter((p) => p === part)).toHaveLength(4);
  });

  test('every spectator sits in a sector of the stands, and every sector has people', () => {
    const crowd = buildCrowd(cavea, 6000);
    expect(crowd.count).toBeGreaterThan(5000);
    const sectors = Array.from(crowd.sectors.array);
    expect(sectors).toHaveLength(crowd.count);
    const counts = new Array<number>(CROWD_SECTORS).fill(0);
    for (const s of sectors) {
      expect(Number.isInteger(s) && s >= 0 && s < CROWD_SECTORS).toBe(true);
      counts[s]!++;
    }
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  test('velaria, banners and flag poles are one small mesh; flags fly on both sides of the arena', () => {
    const dressing = buildCaveaDressing(cavea);
    const triangles = dressing.geometry.getAttribute('position').count / 3;
    expect(triangles).toBeGreaterThan(500);
    expect(triangles).toBeLessThan(6000);
    const flags = dressing.flags.length / 4;
    expect(flags).toBeGreaterThan(20);
    const zs = Array.from({ length: flags }, (_, i) => dressing.flags[i * 4 + 2]!);
    expect(zs.some((z) => z > 50)).toBe(true);
    expect(zs.some((z) => z < -50)).toBe(true);
  });
});
