/**
 * The light of a late Roman afternoon, shared by the lights, the sky and the shaders that light
 * themselves (the crowd). A summer afternoon: the sun stands a little south of west, about 25° up,
 * so the carceres, the spina and its obelisk throw long shadows east along the sand.
 */
const SUN_RAW = [-0.85, 0.4, 0.2] as const;
const SUN_LEN = Math.hypot(SUN_RAW[0], SUN_RAW[1], SUN_RAW[2]);

/** Unit vector from the ground toward the sun (world axes: x east, y up, z south). */
export const SUN_DIRECTION: readonly [number, number, number] = [
  SUN_RAW[0] / SUN_LEN,
  SUN_RAW[1] / SUN_LEN,
  SUN_RAW[2] / SUN_LEN,
];

export const SUN_COLOR = '#ffcf96';
export const SUN_INTENSITY = 3.4;
export const HEMI_SKY_COLOR = '#bcc6d2';
export const HEMI_GROUND_COLOR = '#b08a5c';
export const HEMI_INTENSITY = 1.4;
/** Haze toward the horizon; close to the sky's colour near the horizon. */
export const FOG_COLOR = '#e3cfb0';
export const FOG_NEAR = 600;
export const FOG_FAR = 3400;
