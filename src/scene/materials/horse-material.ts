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

/**
 * Hair and stumbles, after the baked pose (`aGallop`: z the stumble's depth, w the wind). The
 * tail swishes side to side twice a stride, the swing travelling down it to the tip, and streams
 * back and up with speed; the mane ripples along the crest. A stumbling horse pitches onto its
 * forehand about its front hooves and drops, as a horse that has taken a blow does.
 */
const HAIR_PARS = /* glsl */ `
attribute float aHair; // 0 coat; 0-1 along the tail from its root; 2 the mane

vec3 hairOffset(vec3 p) {
  if (aHair < 0.001) return vec3(0.0);
  float stride = 6.2831853 * aGallop.x;
  float wind = aGallop.w;
  if (aHair > 1.5) {
    float ripple = sin(2.0 * stride - 9.0 * (p.x + p.y));
    return vec3(0.0, 0.012 * wind * ripple, (0.012 + 0.03 * wind) * ripple);
  }
  float w = aHair * aHair;
  float swish = sin(2.0 * stride - 3.0 * aHair);
  return vec3(-0.22 * wind * w, 0.16 * wind * w, (0.05 + 0.1 * wind) * w * swish);
}

const vec3 STUMBLE_PIVOT = vec3(0.55, 0.0, 0.0);

mat3 stumbleTurn() {
  float a = -0.3 * aGallop.z;
  float c = cos(a);
  float s = sin(a);
  return mat3(c, s, 0.0, -s, c, 0.0, 0.0, 0.0, 1.0);
}
`;

const POSE_VERTEX = /* glsl */ `
void main() {
  mat4 gallopM = gallopMatrix();
  mat3 stumbleM = stumbleTurn();`;

const NORMAL_VERTEX = /* glsl */ `
vec3 objectNormal = stumbleM * (mat3(gallopM) * vec3(normal));
#ifdef USE_TANGENT
  vec3 objectTangent = vec3(tangent.xyz);
#endif`;

const BEGIN_VERTEX = /* glsl */ `
vec3 transformed = (gallopM * vec4(position + hairOffset(position), 1.0)).xyz;
transformed = STUMBLE_PIVOT + stumbleM * (transformed - STUMBLE_PIVOT) - vec3(0.0, 0.14 * aGallop.z, 0.0);
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
      .replace('#include <common>', `#include <common>\n${GALLOP_GLSL}\n${HAIR_PARS}\n${SPLASH_PARS}`)
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
