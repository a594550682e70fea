import {
  MeshDepthMaterial,
  MeshStandardMaterial,
  type Vector3,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { bindWeather, SPLASH_PARS, SPLASH_ROUGHNESS, splashColor } from './weather-splash.ts';

export interface CarMaterials {
  readonly material: MeshStandardMaterial;
  readonly depthMaterial: MeshDepthMaterial;
}

const PARS_VERTEX = /* glsl */ `
uniform vec3 uHubL;
uniform vec3 uHubR;
uniform vec3 uLeanPivot;
uniform vec3 uCrewFeet;
attribute float aPart;    // 0 fixed, 1 leans, 2 left wheel, 3 right wheel, 4 crew (leans)
attribute vec3 aSurface;  // roughness, metalness, paint (1: takes the instance colour; 2: blur disc)
attribute vec4 aCar;      // left wheel angle, right wheel angle, lean (roll about x), bob (m)
attribute float aCrew;    // 1 while the driver is aboard; 0 folds the crew away
attribute vec3 aDriver;   // the driver's roll beyond the car's, his pitch (rad), the spokes' blur
attribute vec4 aFaction;  // the faction's colour, and 1 where the chariot races for a faction
varying vec2 vSurface;
varying float vPaint;
varying vec4 vFaction;
varying float vSpokes;    // 1 on a spoke between hub and rim (it thins as the wheel blurs)
varying float vBlur;

vec3 carRotZ(vec3 v, float a) {
  float c = cos(a);
  float s = sin(a);
  return vec3(c * v.x - s * v.y, s * v.x + c * v.y, v.z);
}

vec3 carRotX(vec3 v, float a) {
  float c = cos(a);
  float s = sin(a);
  return vec3(v.x, c * v.y - s * v.z, s * v.y + c * v.z);
}
`;

const POSE_VERTEX = /* glsl */ `
void main() {
  vec3 carPosition = position;
  vec3 carNormal = normal;
  vSpokes = 0.0;
  vBlur = aDriver.z;
  if (aPart > 3.5) {
    // The driver leans and braces about his feet; the reins follow his hands and stay on the horses.
    float hold = 1.0 - smoothstep(0.4, 1.6, position.x - uCrewFeet.x);
    vec3 feet = position - uCrewFeet;
    carPosition = uCrewFeet + carRotZ(carRotX(feet, aDriver.x * hold), aDriver.y * hold);
    carNormal = carRotZ(carRotX(normal, aDriver.x * hold), aDriver.y * hold);
  }
  if (aPart > 1.5 && aPart < 3.5) {
    vec3 spoke = position - (aPart > 2.5 ? uHubR : uHubL);
    float r = length(spoke.xy);
    vSpokes = aSurface.z < 1.5 && r > 0.075 && r < 0.385 ? 1.0 : 0.0;
    bool right = aPart > 2.5;
    vec3 hub = right ? uHubR : uHubL;
    float angle = right ? aCar.y : aCar.x;
    carPosition = hub + carRotZ(position - hub, angle);
    carNormal = carRotZ(normal, angle);
  } else if (aPart > 0.5) {
    carPosition = uLeanPivot + carRotX(carPosition - uLeanPivot, aCar.z) + vec3(0.0, aCar.w, 0.0);
    carNormal = carRotX(carNormal, aCar.z);
  }
  // A blur disc while the spokes are sharp (and always in the shadow pass): folded to its hub.
  if (aSurface.z > 1.5 && (aDriver.z < 0.01 || !BLUR_DRAWN)) carPosition = aPart > 2.5 ? uHubR : uHubL;
  // A driver off his car: his triangles fold to a point, so nothing of him is drawn or shadowed.
  if (aPart > 3.5 && aCrew < 0.5) carPosition = uLeanPivot;`;

const NORMAL_VERTEX = /* glsl */ `
vec3 objectNormal = carNormal;
#ifdef USE_TANGENT
  vec3 objectTangent = vec3(tangent.xyz);
#endif`;

const BEGIN_VERTEX = /* glsl */ `
vec3 transformed = carPosition;
vSplashPos = carPosition;
#ifdef USE_ALPHAHASH
  vPosition = vec3(position);
#endif`;

// Paint takes the instance (faction) colour; every other material keeps its own vertex colour.
const COLOR_VERTEX = /* glsl */ `
#include <color_vertex>
#if defined(USE_COLOR) && defined(USE_INSTANCING_COLOR)
  vColor.rgb = mix(color.rgb, instanceColor.rgb, aSurface.z > 1.5 ? 0.0 : aSurface.z);
#endif
vSurface = aSurface.xy;
vPaint = aSurface.z;
vFaction = aFaction;`;

const PARS_FRAGMENT = /* glsl */ `
varying vec2 vSurface;
varying float vPaint;
varying vec4 vFaction;
varying float vSpokes;
varying float vBlur;`;

/**
 * Spokes blurring at speed (`alphaHash` dithers what is less than opaque): the spokes thin to a
 * ghost and the disc between them fills in, as a fast wheel looks to the eye and to a camera.
 */
const BLUR_FRAGMENT = /* glsl */ `
#include <alphamap_fragment>
if (vPaint > 1.5) diffuseColor.a = 0.55 * vBlur;
else if (vSpokes > 0.5) diffuseColor.a = 1.0 - 0.7 * vBlur;`;

/**
 * The faction's mark, as the standings and cards show it: a diamond in the faction's colour, rimmed
 * dark, painted on the breastwork where it curves round the front (model space: x forward, y up),
 * on each side above the wheel and on the front, inside and out, so every camera sees one.
 */
const FACTION_FRAGMENT = /* glsl */ `
#include <color_fragment>
if (vFaction.w > 0.5 && vPaint > 0.5) {
  vec3 p = vSplashPos;
  // Sides: centred above the wheel's rim; front: on the centre line.
  float side = abs(p.x - 0.38) / 0.12 + abs(p.y - 1.0) / 0.16;
  float front = abs(p.z) / 0.13 + abs(p.y - 1.02) / 0.17;
  float d = abs(p.z) > 0.22 ? side : (p.x > 0.42 ? front : 2.0);
  if (d < 1.0) diffuseColor.rgb = d > 0.8 ? vec3(0.04, 0.03, 0.02) : vFaction.rgb;
}`;

/**
 * Materials for the merged chariot and wreck geometries (see `buildCarGeometry`): one standard
 * material whose roughness, metalness and paint come per vertex, wheels spun and the body leaned in
 * the vertex stage from the per-instance `aCar`, and the crew shown or folded away by `aCrew`.
 */
export function createCarMaterials(
  hubL: Vector3,
  hubR: Vector3,
  leanPivot: Vector3,
  crewFeet: Vector3 = leanPivot,
): CarMaterials {
  const uniforms = {
    uHubL: { value: hubL },
    uHubR: { value: hubR },
    uLeanPivot: { value: leanPivot },
    uCrewFeet: { value: crewFeet },
  };
  const poseVertex = (shader: WebGLProgramParametersWithUniforms, drawn: boolean): void => {
    Object.assign(shader.uniforms, uniforms);
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>\n#define BLUR_DRAWN ${drawn}\n${PARS_VERTEX}\n${SPLASH_PARS}`,
      )
      .replace('void main() {', POSE_VERTEX)
      .replace('#include <beginnormal_vertex>', NORMAL_VERTEX)
      .replace('#include <begin_vertex>', BEGIN_VERTEX);
  };
  // alphaHash: only the blur discs and blurring spokes are ever less than opaque.
  const material = new MeshStandardMaterial({ vertexColors: true, alphaHash: true });
  material.name = 'CarParts';
  material.onBeforeCompile = (shader) => {
    poseVertex(shader, true);
    bindWeather(shader);
    shader.vertexShader = shader.vertexShader.replace('#include <color_vertex>', COLOR_VERTEX);
    // Mud on the wheels and the lower car (below about 0.7 m); wet wood and bronze shine.
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>\n${PARS_FRAGMENT}\n${SPLASH_PARS}`)
      .replace(
        '#include <color_fragment>',
        splashColor(0.7).replace('#include <color_fragment>', FACTION_FRAGMENT),
      )
      .replace('#include <alphamap_fragment>', BLUR_FRAGMENT)
      .replace('#include <roughnessmap_fragment>', `float roughnessFactor = vSurface.x;\n${SPLASH_ROUGHNESS}`)
      .replace('#include <metalnessmap_fragment>', 'float metalnessFactor = vSurface.y;');
  };
  material.customProgramCacheKey = () => 'quadriga-car';
  const depthMaterial = new MeshDepthMaterial();
  depthMaterial.name = 'CarPartsDepth';
  depthMaterial.onBeforeCompile = (shader) => poseVertex(shader, false);
  depthMaterial.customProgramCacheKey = () => 'quadriga-car-depth';
  return { material, depthMaterial };
}
