import {
  type DataTexture,
  MeshDepthMaterial,
  MeshStandardMaterial,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { GALLOP_GLSL } from '../animation/gallop-bake.ts';
import { bindWeather, SPLASH_PARS, SPLASH_ROUGHNESS, splashColor } from './weather-splash.ts';

export interface HorseMaterials {
  /** Lit and shadowed; vertex colour × instance colour (the coat). */
  readonly material: MeshStandardMaterial;
  /** The same pose for the shadow pass (`customDepthMaterial`). */
  readonly depthMaterial: MeshDepthMaterial;
}

const POSE_VERTEX = /* glsl */ `
void main() {
  mat4 gallopM = gallopMatrix();`;

const NORMAL_VERTEX = /* glsl */ `
vec3 objectNormal = mat3(gallopM) * vec3(normal);
#ifdef USE_TANGENT
  vec3 objectTangent = vec3(tangent.xyz);
#endif`;

const BEGIN_VERTEX = /* glsl */ `
vec3 transformed = (gallopM * vec4(position, 1.0)).xyz;
vSplashPos = transformed;
#ifdef USE_ALPHAHASH
  vPosition = vec3(position);
#endif`;

/**
 * Horse materials: three's standard lighting and shadows, with the vertex stage posing each part
 * from the baked gallop texture (`GALLOP_GLSL`) before the instance matrix places the horse, and
 * the weather on the coat (mud thrown up, a wet sheen).
 */
export function createHorseMaterials(texture: DataTexture, frames: number): HorseMaterials {
  const uniforms = { uGallopTex: { value: texture }, uGallopFrames: { value: frames } };
  const patch = (shader: WebGLProgramParametersWithUniforms): void => {
    Object.assign(shader.uniforms, uniforms);
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', `#include <common>\n${GALLOP_GLSL}\n${SPLASH_PARS}`)
      .replace('void main() {', POSE_VERTEX)
      .replace('#include <beginnormal_vertex>', NORMAL_VERTEX)
      .replace('#include <begin_vertex>', BEGIN_VERTEX);
  };
  const material = new MeshStandardMaterial({ vertexColors: true, roughness: 0.78, metalness: 0 });
  material.name = 'HorseGallop';
  material.onBeforeCompile = (shader) => {
    patch(shader);
    bindWeather(shader);
    // Mud on the legs and belly (below about 1.1 m); a wet coat shines.
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>\n${SPLASH_PARS}`)
      .replace('#include <color_fragment>', splashColor(1.1))
      .replace('#include <roughnessmap_fragment>', `#include <roughnessmap_fragment>\n${SPLASH_ROUGHNESS}`);
  };
  material.customProgramCacheKey = () => 'quadriga-horse';
  const depthMaterial = new MeshDepthMaterial();
  depthMaterial.name = 'HorseGallopDepth';
  depthMaterial.onBeforeCompile = patch;
  depthMaterial.customProgramCacheKey = () => 'quadriga-horse-depth';
  return { material, depthMaterial };
}
