/**
 * How a team and its driver carry themselves, as small pure functions of plan time and the sampled
 * motion (no allocation, no state): the gait a pace calls for, the stumble of a hurt horse, manes
 * and tails in the wind, the driver leaning into a corner or braced against a blow, and wheels
 * whose spokes blur at speed. The fleet's systems write their results into the instance buffers;
 * the horse and car shaders do the posing.
 */

import { gaitWeight } from './chariot-motion.ts';

/** Up to this speed (m/s) a running team canters; from GALLOP_FROM it gallops flat out. */
export const CANTER_TOP = 9;
export const GALLOP_FROM = 13;
/**
 * How much of the baked gallop's extension a canter shows: a collected, shorter-reaching stride
 * (legs folded less, the body rocking less), blended to the full gallop between the two speeds.
 */
export const CANTER_REACH = 0.62;

const smoothstep = (edge0: number, edge1: number, x: number): number => {
  const u = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return u * u * (3 - 2 * u);
};

/** 0 at a canter, 1 at a full gallop: which gait the pace calls for. */
export function gallopShare(speed: number): number {
  return smoothstep(CANTER_TOP, GALLOP_FROM, speed);
}

/**
 * How far each horse's pose moves from standing square toward the baked gallop at `speed`: 0 at a
 * stand, CANTER_REACH at a canter, 1 at a gallop. This is what the horse shader's gait input takes.
 */
export function gaitReach(speed: number): number {
  return gaitWeight(speed) * (CANTER_REACH + (1 - CANTER_REACH) * gallopShare(speed));
}

/** The gait's name at `speed`, for captions and tests. */
export function gaitName(speed: number): 'stand' | 'canter' | 'gallop' {
  if (gaitWeight(speed) === 0) return 'stand';
  return gallopShare(speed) < 0.5 ? 'canter' : 'gallop';
}

/** How long a hurt horse's stumble lasts (s) and how deep it goes at its worst (0-1). */
export const STUMBLE_SECONDS = 1.1;
/** Of a stumble's span, the fraction spent going down; the rest is the recovery. */
const STUMBLE_DROP = 0.22;

/**
 * The depth of a stumble at `age` seconds after the blow: a fast drop onto the forehand, then a
 * slower recovery back into the stride; 0 before the blow and once recovered.
 */
export function stumbleDepth(age: number): number {
  if (!(age >= 0) || age >= STUMBLE_SECONDS) return 0;
  const u = age / STUMBLE_SECONDS;
  return u < STUMBLE_DROP ? smoothstep(0, STUMBLE_DROP, u) : 1 - smoothstep(STUMBLE_DROP, 1, u);
}

/**
 * Index of the last time in sorted `times` at or before `t`, or -1 (binary search; the timelines
 * are short, but a seek may land anywhere).
 */
export function lastAtOrBefore(times: Float64Array, t: number, stride = 1): number {
  let lo = 0;
  let hi = times.length / stride;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid * stride]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** How long a driver stays braced after a lash, a ram or a collision (s). */
export const BRACE_SECONDS = 1.4;

/**
 * How braced the driver is at `age` seconds after a blow: at once (he sees it coming, or takes
 * it), held, then easing back into his driving stance. 0 before and after.
 */
export function braceAt(age: number): number {
  if (!(age >= 0) || age >= BRACE_SECONDS) return 0;
  const rise = smoothstep(0, 0.12, age);
  return rise * (1 - smoothstep(BRACE_SECONDS * 0.45, BRACE_SECONDS, age));
}

/** How much further than his car the driver leans into a corner, and the most he leans. */
export const DRIVER_LEAN_GAIN = 1.6;
export const DRIVER_MAX_LEAN = 0.32;
/** Braced, the driver sits back on the reins (rad, rolled about the car's cross axis). */
export const BRACE_PITCH = 0.34;
/** Driving a galloping team, the driver crouches forward over the front of the car (rad). */
export const DRIVE_PITCH = -0.12;

/**
 * The driver's lean beyond his car's (roll about the car's forward axis, rad, signed like the car's
 * lean): he throws his weight into the turn the car leans into, and less while braced.
 */
export function driverRoll(carLean: number, brace: number): number {
  const total = Math.max(-DRIVER_MAX_LEAN, Math.min(DRIVER_MAX_LEAN, carLean * DRIVER_LEAN_GAIN));
  return (total - carLean) * (1 - 0.5 * brace);
}

/**
 * The driver's pitch about the car's cross axis (rad; positive leans back): crouched forward as
 * the team gallops, sitting back hard on the reins when braced.
 */
export function driverPitch(speed: number, brace: number): number {
  return DRIVE_PITCH * gaitWeight(speed) * (1 - brace) + BRACE_PITCH * brace;
}

/** Spokes of chariot.glb's wheels, and the radius their blur disc spans (m). */
export const SPOKES = 8;
/**
 * Angular speeds (rad/s) between which the spokes blur: from where a spoke moves a third of the
 * gap to the next in one frame at 60 fps (the eye starts to lose it) to where it moves more than
 * the whole gap at 30 fps (it would strobe: wheels seen turning backwards).
 */
export const BLUR_FROM = ((2 * Math.PI) / SPOKES / 3) * 60;
export const BLUR_FULL = ((2 * Math.PI) / SPOKES) * 30;

/** 0 sharp spokes, 1 a blurred disc: how far a wheel turning at `omega` rad/s is blurred. */
export function spokeBlur(omega: number): number {
  return smoothstep(BLUR_FROM, BLUR_FULL, Math.abs(omega));
}

/** A full gallop's speed (m/s): manes and tails stream fully back at it. */
export const WIND_FULL = 17;

/** 0 still air, 1 streaming: how far manes and tails are blown back by the team's speed. */
export function hairWind(speed: number): number {
  return Math.min(1, Math.max(0, speed / WIND_FULL));
}
