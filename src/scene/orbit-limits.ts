import { CIRCUS } from '../engine/track/circus-maximus.ts';
import { CAVEA_EXTENT } from './geometry/cavea.ts';
import { CARCERES } from './layout.ts';

/**
 * Where the free (orbit) camera may go: anywhere over the sand down to a man's height, and over
 * the stands only above a line from the podium wall's top to the portico's roof (the seats all
 * lie below it), so no drag ends inside the cavea; never farther than REACH from the arena's
 * middle. What it looks at stays over the arena.
 */
export const ORBIT_LIMITS = {
  /** Lowest eye height over the sand, m. */
  floor: 1.6,
  /** Clearance kept over the stands' slope and roof, m. */
  clearance: 3,
  /** Farthest the camera goes from the arena's middle, m (the whole circus and its hills in view). */
  reach: 900,
  /** Farthest the camera stands from what it looks at, m. */
  maxDistance: 800,
  minDistance: 4,
} as const;

/** Metres a point lies outside the arena's sand (past the podium wall), 0 over the sand. */
export function beyondWall(x: number, z: number): number {
  if (x < CARCERES.front) return Math.max(CARCERES.front - x, Math.abs(z) - CIRCUS.wallOffset);
  if (x <= CIRCUS.endCentreX) return Math.max(0, Math.abs(z) - CIRCUS.wallOffset);
  return Math.max(0, Math.hypot(x - CIRCUS.endCentreX, z) - CIRCUS.wallOffset);
}

/** Top of the carceres' towers, m, and how far they stand out onto the sand. */
const CARCERES_TOP = 21.5;
const TOWER_PROUD = 4;

/** The lowest the camera may stand at (x, z): the floor over the sand, above the buildings beyond. */
export function floorAt(x: number, z: number): number {
  const e = beyondWall(x, z);
  const { front, frontTop, back, top } = CAVEA_EXTENT;
  const slope = (top - frontTop) / (back - front);
  const stands = e <= 0 ? ORBIT_LIMITS.floor : Math.min(top, frontTop + e * slope) + ORBIT_LIMITS.clearance;
  const overCarceres =
    x < CARCERES.front || (x < CARCERES.front + TOWER_PROUD && Math.abs(z) > CARCERES.halfWidth);
  return overCarceres ? Math.max(stands, CARCERES_TOP + ORBIT_LIMITS.clearance) : stands;
}

export interface Point3 {
  x: number;
  y: number;
  z: number;
}

/** Brings a camera position within the limits, in place; returns whether it moved. */
export function clampOrbitCamera(p: Point3): boolean {
  let moved = false;
  const r = Math.hypot(p.x, p.z);
  if (r > ORBIT_LIMITS.reach) {
    const k = ORBIT_LIMITS.reach / r;
    p.x *= k;
    p.z *= k;
    moved = true;
  }
  const floor = floorAt(p.x, p.z);
  if (p.y < floor) {
    p.y = floor;
    moved = true;
  }
  if (p.y > ORBIT_LIMITS.reach) {
    p.y = ORBIT_LIMITS.reach;
    moved = true;
  }
  return moved;
}

/** Keeps the point looked at over the arena (between the carceres and the east end, on the sand). */
export function clampOrbitTarget(p: Point3): boolean {
  const x = Math.min(CIRCUS.endApexX, Math.max(CARCERES.front, p.x));
  const z = Math.min(CIRCUS.wallOffset, Math.max(-CIRCUS.wallOffset, p.z));
  const y = Math.min(30, Math.max(0, p.y));
  const moved = x !== p.x || y !== p.y || z !== p.z;
  p.x = x;
  p.y = y;
  p.z = z;
  return moved;
}
