import { CIRCUS } from '../engine/track/circus-maximus.ts';

/** Fixed trackside cameras, as a director would place them: along both podium walls, at the
 * carceres and in the curved east end. [x, y, z] in metres. */
export const BROADCAST_CAMERAS: ReadonlyArray<readonly [number, number, number]> = [
  // south side (the finish straight), just inside the podium wall
  [-255, 9, 55],
  [-160, 9, 55],
  [-60, 9, 55],
  [40, 9, 55],
  [135, 9, 55],
  [240, 9, 55],
  // north side
  [-250, 9, -55],
  [-150, 9, -55],
  [-50, 9, -55],
  [50, 9, -55],
  [150, 9, -55],
  [245, 9, -55],
  // ends: over the carceres, and in the curve under the arch
  [CIRCUS.carceresX + 16, 14, 0],
  [CIRCUS.endApexX - 8, 11, 0],
];
