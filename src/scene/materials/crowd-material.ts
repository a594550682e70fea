import { shaderMaterial } from '@react-three/drei';
import { Color, type ShaderMaterial } from 'three';
import { CROWD_SECTORS } from '../crowd-state.ts';
import { FOG_COLOR, FOG_FAR, FOG_NEAR } from '../sun.ts';
import { vertexLightUniforms } from './vertex-lit.ts';

/**
 * The crowd: each spectator is a figure of three quads (geometry/crowd.ts), turned about y toward
 * the camera in the vertex shader, its body cut to a head-and-shoulders silhouette in the fragment
 * shader and lit by the same sun and sky as the rest of the scene: the very uniforms the vertex-lit
 * arena reads (vertex-lit.ts's `vertexLightUniforms`, which SkyAndLight writes each frame), so the
 * crowd dims with the arena under cloud and rain. What each one does comes from
 * its sector's level (`uLevel`, crowd-state.ts, set once a frame) and its own seed: seated, on its
 * feet, waving one arm, or both arms up; the vertex shader raises the body and swings the arms, so
 * thirty thousand people cost no CPU work per person.
 */
const vertexShader = /* glsl */ `
#define SECTORS ${CROWD_SECTORS}
uniform float uTime;
uniform float uLevel[SECTORS];
uniform vec3 uSunDir;
uniform vec3 uSunLight;
uniform vec3 uHemiSky;
uniform vec3 uHemiGround;
attribute float aPart;
attribute float aSector;
varying vec2 vUv;
varying vec3 vTint;
varying vec3 vLight;
varying float vPart;
varying float vSeed;
varying float vAspect;
#include <common>
#include <fog_pars_vertex>

#ifdef CROWD_MERGED
attribute vec4 aShape;
attribute vec3 aTint;
#endif

void main() {
#ifdef CROWD_MERGED
  // one plain mesh (geometry/crowd-merged.ts): each corner carries its figure's seat and shape
  vec3 centre = (modelMatrix * vec4(position, 1.0)).xyz;
  float w = aShape.x;
  float h = aShape.y;
  vec3 facing = normalize((modelMatrix * vec4(aShape.z, 0.0, aShape.w, 0.0)).xyz);
  vec2 corner = vec2(uv.x - 0.5, uv.y);
#else
  vec3 centre = (modelMatrix * instanceMatrix * vec4(0.0, 0.0, 0.0, 1.0)).xyz;
  float w = length(instanceMatrix[0].xyz);
  float h = length(instanceMatrix[1].xyz);
  vec3 facing = normalize((modelMatrix * vec4(instanceMatrix[2].xyz, 0.0)).xyz);
  vec2 corner = position.xy;
#endif
  vec3 toCam = cameraPosition - centre;
  vec3 side = length(toCam.xz) > 0.001 ? normalize(vec3(toCam.z, 0.0, -toCam.x)) : vec3(1.0, 0.0, 0.0);

  float seed = fract(sin(dot(centre.xz, vec2(12.9898, 78.233))) * 43758.5453);
  float seed2 = fract(seed * 57.31);
  // Each person answers the sector's mood a little sooner or later than the next.
  float g = uLevel[int(aSector + 0.5)] + (seed - 0.5) * 0.36;
  float stand = smoothstep(0.24, 0.4, g);
  float up = smoothstep(0.74, 0.88, g);
  float wave = smoothstep(0.5, 0.62, g) * (1.0 - up);
  // Seated, the legs are hidden by the row in front: the figure shows from the lap up.
  float height = h * mix(0.66, 1.0, stand);
  float bob = 0.02 * sin(uTime * (2.0 + 2.5 * seed) + seed * 40.0) + stand * up * 0.07 * max(0.0, sin(uTime * 7.0 + seed * 20.0));
  float shoulder = height * 0.72 + bob;

  vec3 world;
  if (aPart < 0.5) {
    world = centre + side * (corner.x * w) + vec3(0.0, corner.y * height + bob, 0.0);
  } else {
    // An arm: hanging (angle 0) to straight up (pi), swung out to its own side.
    float right = aPart > 1.5 ? 1.0 : -1.0;
    float rest = 0.18;
    float waving = right > 0.0 ? wave * (2.5 + 0.45 * sin(uTime * 9.0 + seed * 30.0)) : 0.0;
    float raised = up * (2.75 + 0.2 * sin(uTime * 6.0 + seed2 * 30.0 + right));
    float angle = max(rest, max(waving, raised));
    vec2 along = vec2(sin(angle) * right, -cos(angle));
    vec2 across = vec2(-along.y, along.x);
    float len = h * 0.46;
    // never thinner than about two pixels, so a raised arm still shows across the arena
    float thick = max(w * 0.24, length(toCam) * 0.0022);
    vec2 p = vec2(right * w * 0.36, shoulder) + along * corner.y * len + across * corner.x * thick;
    world = centre + side * p.x + vec3(0.0, p.y, 0.0);
  }
  vec4 mvPosition = viewMatrix * vec4(world, 1.0);
  gl_Position = projectionMatrix * mvPosition;

  vec3 n = normalize(facing * 0.8 + vec3(0.0, 0.6, 0.0));
  vLight = (uSunLight * max(dot(n, uSunDir), 0.0) + mix(uHemiGround, uHemiSky, 0.5 + 0.5 * n.y)) * RECIPROCAL_PI;
  vUv = uv;
  #if defined(CROWD_MERGED)
    vTint = aTint;
  #elif defined(USE_INSTANCING_COLOR)
    vTint = instanceColor;
  #else
    vTint = vec3(0.8);
  #endif
  vPart = aPart;
  vSeed = seed;
  vAspect = w / height;
  #include <fog_vertex>
}
`;

const fragmentShader = /* glsl */ `
varying vec2 vUv;
varying vec3 vTint;
varying vec3 vLight;
varying float vPart;
varying float vSeed;
varying float vAspect;
#include <common>
#include <fog_pars_fragment>

void main() {
  vec3 skin = vec3(0.55, 0.33, 0.21) * (0.75 + 0.4 * vSeed);
  vec3 base;
  if (vPart < 0.5) {
    // silhouette in units of the figure's height, x centred
    vec2 q = vec2((vUv.x - 0.5) * vAspect, vUv.y);
    float head = length(q - vec2(0.0, 0.855)) - 0.085;
    float halfWidth = mix(0.23, 0.19, vUv.y / 0.74);
    float torso = max(abs(q.x) - halfWidth, vUv.y - 0.74);
    float shoulders = length(vec2(max(abs(q.x) - halfWidth + 0.07, 0.0), max(vUv.y - 0.67, 0.0))) - 0.07;
    torso = max(torso, shoulders);
    float d = min(head, torso);
    // a far figure is only a few pixels tall: keep the whole quad, a speck of its colour
    if (fwidth(vUv.y) < 0.12 && d > 0.0) discard;
    base = head < 0.0 ? skin : vTint * (0.8 + 0.2 * vUv.y);
  } else {
    // an arm: sleeve to the elbow, then the forearm and hand
    base = vUv.y < 0.45 ? vTint * 0.9 : skin;
  }
  gl_FragColor = vec4(base * vLight, 1.0);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
  #include <fog_fragment>
}
`;

const CrowdMaterialImpl = shaderMaterial(
  {
    uTime: 0,
    uLevel: new Float32Array(CROWD_SECTORS),
    fogColor: new Color(FOG_COLOR),
    fogNear: FOG_NEAR,
    fogFar: FOG_FAR,
    fogDensity: 0,
  },
  vertexShader,
  fragmentShader,
);

/**
 * A new crowd material; set `uniforms.uTime.value` and the levels in `uniforms.uLevel.value` each
 * frame. `merged`: for the plain meshes of geometry/crowd-merged.ts rather than instanced ones.
 */
export function createCrowdMaterial(merged = false): ShaderMaterial {
  const material = new CrowdMaterialImpl() as unknown as ShaderMaterial;
  if (merged) material.defines = { ...material.defines, CROWD_MERGED: '' };
  // Its own levels: a typed array in the defaults would be shared by every material made from them.
  material.uniforms['uLevel']!.value = new Float32Array(CROWD_SECTORS);
  // The scene's light: the same uniform objects as the arena's, so SkyAndLight's one write a frame
  // (the weather dimming the sun, brightening the fill) reaches the crowd too.
  Object.assign(material.uniforms, vertexLightUniforms);
  material.fog = true;
  return material;
}
