import type { WeatherSample } from '../../replay/effects.ts';

/**
 * The weather being shown this frame, written once a frame by WeatherDriver (before the scene's
 * other systems) and read by the lights, the sky and the sand. A module value like the playback
 * clock: it changes every frame, so it stays out of React state.
 */
export const weatherNow: WeatherSample = { rain: 0, overcast: 0, mud: 0 };

/** Uniforms shared by every material that shows the weather (same objects, so one write serves all). */
export const weatherUniforms = {
  /** 0 dry, 1 deep mud. */
  uMud: { value: 0 },
  /** 0 dry, 1 soaked: follows rain and mud. */
  uWet: { value: 0 },
  /** 0 clear, 1 overcast. */
  uOvercast: { value: 0 },
};
