import { CIRCUS, FINISH_X } from '../engine/track/circus-maximus.ts';

/** Where the arena's buildings stand, in metres (x east, y up, z south), shared by the components
 * that must agree: the cavea leaves room for the imperial box and the arch, the spina carries the
 * frames the lap counters sit on. */

export const SPINA = {
  /** Height of the spina's wall. */
  height: 1.5,
  obeliskX: (CIRCUS.westMetaX + CIRCUS.eastMetaX) / 2,
} as const;

/** The two lap-counter frames on the spina. Eggs near the west meta, dolphins near the east. */
export const LAP_COUNTER = {
  eggsX: -96,
  dolphinsX: 142,
  count: 7,
  /** Spacing of the eggs / dolphins along the frame. */
  spacing: 1.45,
  /** Height of the frame's posts above the spina. */
  postHeight: 5,
  /** Depth of the top beam (the eggs sink into it). */
  beamHeight: 1.1,
} as const;

/** Top of the lap-counter beam, above the ground. */
export const COUNTER_BEAM_TOP = SPINA.height + LAP_COUNTER.postHeight + LAP_COUNTER.beamHeight;

/** The pulvinar in the south cavea, facing the finish line. */
export const IMPERIAL_BOX = {
  x: FINISH_X,
  halfWidth: 13,
  /** z of its front, a little proud of the podium wall. */
  front: CIRCUS.wallOffset - 1.5,
  back: CIRCUS.wallOffset + 17,
  floor: 8,
} as const;

/** The arch in the curved east end; the cavea opens around it. */
export const ARCH = {
  /** x of its west face, where the arena curve meets its sides. */
  front: CIRCUS.endCentreX + Math.sqrt(CIRCUS.wallOffset ** 2 - 17 ** 2) - 0.5,
  depth: 12,
  halfWidth: 17,
} as const;

/** Half the angle of the opening left in the curved cavea for the arch. */
export const CAVEA_GAP_HALF_ANGLE = Math.asin((ARCH.halfWidth + 0.5) / CIRCUS.wallOffset);

/** The starting-gate building across the west end. */
export const CARCERES = {
  back: CIRCUS.carceresX,
  front: CIRCUS.carceresX + 11,
  /** Half the width of the stalls' row; towers stand beyond it. */
  halfWidth: 52,
  towerHalfWidth: 68,
  /** Width of the central processional gate. */
  gateWidth: 10,
} as const;
