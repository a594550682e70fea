import type { FleetBuffers, InstanceSet } from '../chariot-fleet.ts';

/**
 * Contact shadows for a quality without the sun's shadow map (low): a soft dark ellipse on the sand
 * under every horse, car and wreck the fleet placed this frame, read from the fleet's own instance
 * buffers (so a team culled, led off or gone has none, and one only a second view sees has its
 * own). Each ellipse is the thing's footprint stretched away from the sun by its height, so the
 * teams stand in the light as medium's shadow maps show them, not on a round smudge. Written into
 * preallocated arrays once a frame; allocates nothing.
 */

/** What each kind of thing throws: its footprint (half-length along its heading, half-width,
 * centre ahead of its origin, m), its height (m: how far the sun stretches it) and how dark the
 * middle of it is (0-1). */
export interface BlobShape {
  readonly halfLength: number;
  readonly halfWidth: number;
  readonly ahead: number;
  readonly height: number;
  readonly dark: number;
}

/** A horse: hooves 0.55 m either side of its origin, a little more at full reach; body at 1.2 m. */
export const HORSE_BLOB: BlobShape = {
  halfLength: 1.05,
  halfWidth: 0.32,
  ahead: 0.05,
  height: 1.1,
  dark: 0.42,
};
/** A car: the wheels 0.62 m either side of the axle, the breastwork ahead of it. */
export const CAR_BLOB: BlobShape = { halfLength: 0.75, halfWidth: 0.85, ahead: 0.15, height: 0.8, dark: 0.3 };
/** A wreck: the broken car lying on the sand. */
export const WRECK_BLOB: BlobShape = { halfLength: 0.95, halfWidth: 0.8, ahead: 0, height: 0.35, dark: 0.28 };

/** Floats a blob: `aBlob` (the footprint's centre x, z, and the cos and sin of its heading) then
 * `aShape` (half-length, half-width, height, darkness). */
export const BLOB_FLOATS = 8;

export interface BlobSet {
  readonly data: Float32Array;
  readonly capacity: number;
  count: number;
}

export function createBlobSet(capacity: number): BlobSet {
  return { data: new Float32Array(capacity * BLOB_FLOATS), capacity, count: 0 };
}

/** Appends a blob for every instance placed in `set` (the view's own and those only a second view
 * sees), each a turn about y at a point on the sand (chariot-fleet.ts's `writePlacement`). */
function addSet(out: BlobSet, set: InstanceSet, shape: BlobShape): void {
  const m = set.matrices;
  const d = out.data;
  for (let i = 0; i < set.count && out.count < out.capacity; i++) {
    const o = i * 16;
    // The model's forward (+x) in the world is (cos h, 0, -sin h): m[0] = cos h, m[8] = sin h.
    const c = m[o]!;
    const s = m[o + 8]!;
    const b = out.count * BLOB_FLOATS;
    d[b] = m[o + 12]! + c * shape.ahead;
    d[b + 1] = m[o + 14]! - s * shape.ahead;
    d[b + 2] = c;
    d[b + 3] = s;
    d[b + 4] = shape.halfLength;
    d[b + 5] = shape.halfWidth;
    d[b + 6] = shape.height;
    d[b + 7] = shape.dark;
    out.count++;
  }
}

/** The blobs of everything the fleet placed this frame. */
export function writeContactShadows(out: BlobSet, fleet: FleetBuffers): void {
  out.count = 0;
  addSet(out, fleet.horsesNear, HORSE_BLOB);
  addSet(out, fleet.horsesFar, HORSE_BLOB);
  addSet(out, fleet.carsNear, CAR_BLOB);
  addSet(out, fleet.carsFar, CAR_BLOB);
  addSet(out, fleet.wrecks, WRECK_BLOB);
}

/** The most a metre of height is stretched along the sand (a low sun would lay a shadow across the
 * track; a blob that long is no longer a shadow). */
export const MAX_STRETCH = 2.4;

/**
 * How far a metre of height is laid along the sand, away from the sun (x, z), for a unit vector
 * toward the sun; at most MAX_STRETCH long.
 */
export function sunStretch(toSun: readonly [number, number, number]): [number, number] {
  const up = Math.max(toSun[1], 1e-3);
  const x = -toSun[0] / up;
  const z = -toSun[2] / up;
  const length = Math.hypot(x, z);
  const k = length > MAX_STRETCH ? MAX_STRETCH / length : 1;
  return [x * k, z * k];
}
