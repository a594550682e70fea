import { FOOTPRINT } from '../../src/scene/fleet-spacing.ts';

/** A chariot's place on the sand (m) and heading (rad). */
export interface Pose {
  x: number;
  z: number;
  heading: number;
}

/**
 * How deep two chariots' footprints (rectangles, car rear to horses' noses: `FOOTPRINT`) run into
 * each other, m (≤ 0: clear), by separating axes.
 */
export function footprintDepth(p: Pose, q: Pose): number {
  const corners = (k: Pose): number[][] => {
    const c = Math.cos(k.heading);
    const s = Math.sin(k.heading);
    const { rear, nose, halfWidth } = FOOTPRINT;
    return [
      [rear, -halfWidth],
      [nose, -halfWidth],
      [nose, halfWidth],
      [rear, halfWidth],
    ].map(([ox, oz]) => [k.x + c * ox! + s * oz!, k.z - s * ox! + c * oz!]);
  };
  const a = corners(p);
  const b = corners(q);
  let depth = Number.POSITIVE_INFINITY;
  for (const poly of [a, b]) {
    for (let e = 0; e < 4; e++) {
      const [x1, z1] = poly[e]!;
      const [x2, z2] = poly[(e + 1) % 4]!;
      const len = Math.hypot(x2! - x1!, z2! - z1!);
      const [nx, nz] = [(z2! - z1!) / len, (x1! - x2!) / len];
      const project = (pts: number[][]): number[] => pts.map(([x, z]) => x! * nx + z! * nz);
      const pa = project(a);
      const pb = project(b);
      depth = Math.min(depth, Math.min(Math.max(...pa) - Math.min(...pb), Math.max(...pb) - Math.min(...pa)));
    }
  }
  return depth;
}
