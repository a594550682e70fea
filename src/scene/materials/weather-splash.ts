import type { WebGLProgramParametersWithUniforms } from 'three';
import { weatherUniforms } from '../effects/weather-now.ts';

/**
 * Weather on the teams: mud thrown up from the track on legs, bellies and wheels (thickest at the
 * ground, speckled above), and a wet sheen in the rain (a glossier surface). Shared by the horse
 * and car materials; `vSplashPos` is the posed model-space position (y up from the sand), set by
 * the material's own vertex stage.
 */

/** Declarations for the vertex and fragment stages. */
export const SPLASH_PARS = /* glsl */ `
uniform float uMud;
uniform float uWet;
varying vec3 vSplashPos;`;

/** Fragment: after `color_fragment`, mud over the colour below `height` metres. */
export function splashColor(height: number): string {
  return /* glsl */ `
#include <color_fragment>
{
  float cell = fract(sin(dot(floor(vSplashPos * 14.0), vec3(12.9898, 78.233, 37.719))) * 43758.5453);
  float low = 1.0 - smoothstep(0.0, ${height.toFixed(2)}, vSplashPos.y);
  float splash = clamp(low * 1.4 + step(0.75, cell) * low, 0.0, 1.0) * uMud * 0.92;
  diffuseColor.rgb = mix(diffuseColor.rgb, vec3(0.055, 0.036, 0.02), splash);
}`;
}

/** Fragment: after the roughness is read, rain makes the surface glossier. */
export const SPLASH_ROUGHNESS = /* glsl */ `
roughnessFactor *= 1.0 - 0.45 * uWet;`;

/** Binds the shared weather uniforms to a compiled shader. */
export function bindWeather(shader: WebGLProgramParametersWithUniforms): void {
  shader.uniforms.uMud = weatherUniforms.uMud;
  shader.uniforms.uWet = weatherUniforms.uWet;
}
