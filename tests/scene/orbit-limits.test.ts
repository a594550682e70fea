import { describe, expect, it } from 'vitest';
import { CIRCUS } from '../../src/engine/track/circus-maximus.ts';
import { CAVEA_EXTENT } from '../../src/scene/geometry/cavea.ts';
import {
  beyondWall,
  clampOrbitCamera,
  clampOrbitTarget,
  floorAt,
  ORBIT_LIMITS,
} from '../../src/scene/orbit-limits.ts';

/** Height of the stands' seats at `e` metres past the podium wall (their slope, under the roof). */
function seatsAt(e: number): number {
  const { front, frontTop, back, top } = CAVEA_EXTENT;
  return Math.min(top, frontTop + ((top - frontTop) / (back - front)) * e);
}

describe('the orbit camera keeps out of the stands and near the arena (issue 19 item 11)', () => {
  it('over the sand it may come down to a standing man’s eye', () => {
    const p = { x: 0, y: 0.2, z: 30 };
    expect(clampOrbitCamera(p)).toBe(true);
    expect(p.y).toBe(ORBIT_LIMITS.floor);
    expect(beyondWall(0, 30)).toBe(0);
  });

  it('a drag low over the cavea, on either side and round the east end, is lifted above the seats', () => {
    for (const [x, z] of [
      [0, CIRCUS.wallOffset + 20],
      [-100, -(CIRCUS.wallOffset + 35)],
      [CIRCUS.endCentreX + CIRCUS.wallOffset + 15, 0],
    ] as const) {
      const p = { x, y: 2, z };
      clampOrbitCamera(p);
      const e = beyondWall(x, z);
      expect(e).toBeGreaterThan(0);
      expect(p.y, `at ${x}, ${z}`).toBeGreaterThanOrEqual(seatsAt(e) + ORBIT_LIMITS.clearance - 1e-9);
      expect(p.y).toBe(floorAt(x, z));
    }
  });

  it('never goes farther than its reach, nor higher', () => {
    const p = { x: 3000, y: 5000, z: -4000 };
    clampOrbitCamera(p);
    expect(Math.hypot(p.x, p.z)).toBeCloseTo(ORBIT_LIMITS.reach, 6);
    expect(p.y).toBe(ORBIT_LIMITS.reach);
  });

  it('a camera already within the limits is left where it is', () => {
    const p = { x: 40, y: 25, z: -20 };
    expect(clampOrbitCamera(p)).toBe(false);
    expect(p).toEqual({ x: 40, y: 25, z: -20 });
  });

  it('looks at a point over the arena', () => {
    const t = { x: 900, y: -5, z: 200 };
    expect(clampOrbitTarget(t)).toBe(true);
    expect(t).toEqual({ x: CIRCUS.endApexX, y: 0, z: CIRCUS.wallOffset });
  });
});
