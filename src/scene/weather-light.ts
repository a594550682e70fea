import { Color, type DirectionalLight, type Fog, type HemisphereLight } from 'three';
import type { WeatherSample } from '../replay/effects.ts';
import { vertexLightUniforms } from './materials/vertex-lit.ts';
import { FOG_COLOR, FOG_FAR, HEMI_INTENSITY, SUN_INTENSITY } from './sun.ts';

const CLEAR_FOG = new Color(FOG_COLOR);
const RAIN_FOG = new Color('#7d8288');

/**
 * The day's light under this frame's weather (SkyAndLight's system, once a frame): cloud dims the
 * sun and lifts the sky's fill a little, and greys the haze, which rain draws in. Writes the lights,
 * the uniforms that the materials lighting themselves read (vertex-lit.ts's `vertexLightUniforms`:
 * low's arena and the crowd at every quality) and the fog; allocates nothing.
 */
export function lightTheWeather(
  weather: WeatherSample,
  sun: DirectionalLight | null,
  fill: HemisphereLight | null,
  fog: Fog | null,
): void {
  const grey = weather.overcast;
  if (sun) {
    sun.intensity = SUN_INTENSITY * (1 - 0.6 * grey);
    vertexLightUniforms.uSunLight.value.copy(sun.color).multiplyScalar(sun.intensity);
  }
  if (fill) {
    fill.intensity = HEMI_INTENSITY * (1 + 0.2 * grey);
    vertexLightUniforms.uHemiSky.value.copy(fill.color).multiplyScalar(fill.intensity);
    vertexLightUniforms.uHemiGround.value.copy(fill.groundColor).multiplyScalar(fill.intensity);
  }
  if (fog) {
    fog.color.copy(CLEAR_FOG).lerp(RAIN_FOG, grey);
    fog.far = FOG_FAR * (1 - 0.6 * weather.rain);
  }
}
