/**
 * How a team moves, as small pure functions of the sampled motion: gallop pace, the blend from
 * standing to galloping, the car's lean in a turn, and a heading that stays smooth where the plan's
 * keyframes turn sharply.
 */

/** A galloping horse lengthens its stride with speed more than it quickens it. */
export const MAX_STRIDE = 6.8;
const MIN_STRIDE = 2.4;
const STRIDE_PER_SPEED = 0.24;

/** Metres covered per stride at `speed` (m/s): about 6.5 m at a full gallop of 17 m/s. */
export function strideLength(speed: number): number {
  return Math.min(MAX_STRIDE, MIN_STRIDE + STRIDE_PER_SPEED * Math.max(0, speed));
}

/** Strides per second at `speed`: the gallop phase advances by this each second. */
export function gallopRate(speed: number): number {
  return Math.max(0, speed) / strideLength(speed);
}

/** Advances a gallop phase (strides) by `dt` seconds at `speed`; never backwards. */
export function advancePhase(phase: number, speed: number, dt: number): number {
  return phase + gallopRate(speed) * Math.abs(dt);
}

/** Below this a team stands in the rest pose; above `GALLOP_SPEED` it gallops fully. */
export const STAND_SPEED = 0.4;
export const GALLOP_SPEED = 3.5;

/** 0 standing square, 1 galloping: how far the pose blends from rest toward the gallop. */
export function gaitWeight(speed: number): number {
  const u = Math.min(1, Math.max(0, (speed - STAND_SPEED) / (GALLOP_SPEED - STAND_SPEED)));
  return u * u * (3 - 2 * u);
}

/** Radians of lean per m/s² of lateral acceleration, and the most the car leans. */
export const LEAN_PER_ACCELERATION = 0.015;
export const MAX_LEAN = 0.16;

/**
 * The car's roll about its forward (+x) axis. The lateral acceleration is yaw rate × speed; the car
 * leans into the turn, so a left turn (yaw rate > 0: heading grows counter-clockwise seen from
 * above) tips the top toward the left, −z, which is a negative roll.
 */
export function leanAngle(yawRate: number, speed: number): number {
  const roll = -LEAN_PER_ACCELERATION * yawRate * Math.max(0, speed);
  return Math.min(MAX_LEAN, Math.max(-MAX_LEAN, roll));
}

/** An angle brought into (−π, π]. */
export function wrapAngle(a: number): number {
  const r = a - 2 * Math.PI * Math.floor((a + Math.PI) / (2 * Math.PI));
  return r <= -Math.PI ? r + 2 * Math.PI : r;
}

/** The yaw (three's `rotation.y`) of a displacement on the sand: 0 east, growing toward north. */
export function headingOf(dx: number, dz: number): number {
  return Math.atan2(-dz, dx);
}

/** How far the direction of motion may turn a team away from the track's own direction. */
export const MAX_DRIFT = 0.7;

/**
 * The heading to show: the track's direction where the team stands still, turning toward its
 * direction of motion as it gets going (a team moving across lanes angles across the track), so a
 * standing team always faces down the track and nothing spins when speed falls to zero.
 */
export function blendHeading(trackHeading: number, motionHeading: number, speed: number): number {
  const drift = Math.min(MAX_DRIFT, Math.max(-MAX_DRIFT, wrapAngle(motionHeading - trackHeading)));
  return trackHeading + drift * gaitWeight(speed);
}
