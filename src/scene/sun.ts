/**
 * The light of the race day, shared by the lights, the sky and the shaders that light themselves
 * (the crowd). Three times of day (`?time=morning|afternoon|sunset`, afternoon by default):
 * - morning: the sun low in the east-south-east, a cool clear light and a pale haze;
 * - afternoon: a summer afternoon, the sun a little south of west about 25° up, so the carceres,
 *   the spina and its obelisk throw long shadows east along the sand;
 * - sunset: the sun low in the west, orange, the sky and the haze warm and dim.
 * The page's address is read once, when the scene's modules load: the light is fixed for a page.
 */

export type TimeOfDay = 'morning' | 'afternoon' | 'sunset';
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['morning', 'afternoon', 'sunset'];

export interface DayLight {
  /** Toward the sun, not yet normalised (x east, y up, z south). */
  sun: readonly [number, number, number];
  sunColor: string;
  sunIntensity: number;
  hemiSky: string;
  hemiGround: string;
  hemiIntensity: number;
  /** Haze toward the horizon; the sky's colour at the horizon. */
  fog: string;
  zenith: string;
  mid: string;
}

export const DAY_LIGHTS: Readonly<Record<TimeOfDay, DayLight>> = {
  morning: {
    sun: [0.78, 0.42, 0.3],
    sunColor: '#fff0d8',
    sunIntensity: 3.1,
    hemiSky: '#c3d3e6',
    hemiGround: '#a98a64',
    hemiIntensity: 1.45,
    fog: '#d9dcdb',
    zenith: '#3a73c4',
    mid: '#a3c2e4',
  },
  afternoon: {
    sun: [-0.85, 0.4, 0.2],
    sunColor: '#ffcf96',
    sunIntensity: 3.4,
    hemiSky: '#bcc6d2',
    hemiGround: '#b08a5c',
    hemiIntensity: 1.4,
    fog: '#e3cfb0',
    zenith: '#2f66b8',
    mid: '#8cb0dc',
  },
  sunset: {
    sun: [-0.93, 0.11, 0.12],
    sunColor: '#ff9454',
    sunIntensity: 2.9,
    hemiSky: '#a99aae',
    hemiGround: '#8a5f3e',
    hemiIntensity: 1.05,
    fog: '#e7a77a',
    zenith: '#2b3f7a',
    mid: '#c98f86',
  },
};

/** The time of day an address asks for (`?time=`), afternoon when it names none or another. */
export function timeOfDayOf(search: string): TimeOfDay {
  const asked = new URLSearchParams(search).get('time');
  return TIMES_OF_DAY.find((t) => t === asked) ?? 'afternoon';
}

export const TIME_OF_DAY: TimeOfDay = timeOfDayOf(globalThis.location?.search ?? '');
const DAY = DAY_LIGHTS[TIME_OF_DAY];
const SUN_LEN = Math.hypot(DAY.sun[0], DAY.sun[1], DAY.sun[2]);

/** Unit vector from the ground toward the sun (world axes: x east, y up, z south). */
export const SUN_DIRECTION: readonly [number, number, number] = [
  DAY.sun[0] / SUN_LEN,
  DAY.sun[1] / SUN_LEN,
  DAY.sun[2] / SUN_LEN,
];

export const SUN_COLOR = DAY.sunColor;
export const SUN_INTENSITY = DAY.sunIntensity;
export const HEMI_SKY_COLOR = DAY.hemiSky;
export const HEMI_GROUND_COLOR = DAY.hemiGround;
export const HEMI_INTENSITY = DAY.hemiIntensity;
/** Haze toward the horizon; close to the sky's colour near the horizon. */
export const FOG_COLOR = DAY.fog;
export const SKY_ZENITH = DAY.zenith;
export const SKY_MID = DAY.mid;
export const FOG_NEAR = 600;
export const FOG_FAR = 3400;
