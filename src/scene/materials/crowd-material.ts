import { shaderMaterial } from '@react-three/drei';
import { Color, type ShaderMaterial, Vector3 } from 'three';
import {
  FOG_COLOR,
  FOG_FAR,
  FOG_NEAR,
  HEMI_GROUND_COLOR,
  HEMI_INTENSITY,
  HEMI_SKY_COLOR,
  SUN_COLOR,
  SUN_DIRECTION,
  SUN_INTENSITY,
} from '../sun.ts';

/**
 * The crowd: each spectator is one quad, turned about y toward the camera in the vertex shader,
 * cut to a head-and-shoulders silhouette in the fragment shader and lit by the same sun and sky
 * as the rest of the scene. Bobbing and bursts of cheering (standing, arms up) come from one time
 * uniform, so animating thirty thousand people costs no CPU work per person.
 */
const vertexShader = /* glsl */ `
uniform float uTime;
uniform vec3 uSunDir;
uniform vec3 uSunColor;
uniform vec3 uSkyColor;
uniform vec3 uGroundColor;
varying vec2 vUv;
varying vec3 vTint;
varying vec3 vLight;
varying float vCheer;
varying float vSeed;
varying float vAspect;
#include <common>
#include <fog_pars_vertex>

void main() {
  vec3 centre = (modelMatrix * instanceMatrix * vec4(0.0, 0.0, 0.0, 1.0)).xyz;
  float w = length(instanceMatrix[0].xyz);
  float h = length(instanceMatrix[1].xyz);
  vec3 facing = normalize((modelMatrix * vec4(instanceMatrix[2].xyz, 0.0)).xyz);
  vec3 toCam = cameraPosition - centre;
  vec3 side = length(toCam.xz) > 0.001 ? normalize(vec3(toCam.z, 0.0, -toCam.x)) : vec3(1.0, 0.0, 0.0);

  float seed = fract(sin(dot(centre.xz, vec2(12.9898, 78.233))) * 43758.5453);
  // bursts of cheering sweep slowly along the stands; only some people join in
  float wave = sin(uTime * 0.45 + centre.x * 0.017 - centre.z * 0.011 + seed * 1.2);
  float cheer = smoothstep(0.6, 0.95, wave) * step(0.4, seed);
  float bob = 0.03 * sin(uTime * (2.0 + 2.5 * seed) + seed * 40.0);
  float stand = cheer * (0.2 + 0.06 * sin(uTime * 8.0 + seed * 30.0));

  vec3 world = centre + side * (position.x * w) + vec3(0.0, position.y * (h + stand) + bob, 0.0);
  vec4 mvPosition = viewMatrix * vec4(world, 1.0);
  gl_Position = projectionMatrix * mvPosition;

  vec3 n = normalize(facing * 0.8 + vec3(0.0, 0.6, 0.0));
  vLight = (uSunColor * max(dot(n, uSunDir), 0.0) + mix(uGroundColor, uSkyColor, 0.5 + 0.5 * n.y)) * RECIPROCAL_PI;
  vUv = uv;
  #ifdef USE_INSTANCING_COLOR
    vTint = instanceColor;
  #else
    vTint = vec3(0.8);
  #endif
  vCheer = cheer;
  vSeed = seed;
  vAspect = w / (h + stand);
  #include <fog_vertex>
}
`;

const fragmentShader = /* glsl */ `
varying vec2 vUv;
varying vec3 vTint;
varying vec3 vLight;
varying float vCheer;
varying float vSeed;
varying float vAspect;
#include <common>
#include <fog_pars_fragment>

void main() {
  // silhouette in units of the figure's height, x centred
  vec2 q = vec2((vUv.x - 0.5) * vAspect, vUv.y);
  float head = length(q - vec2(0.0, 0.855)) - 0.085;
  float halfWidth = mix(0.23, 0.19, vUv.y / 0.74);
  float torso = max(abs(q.x) - halfWidth, vUv.y - 0.74);
  float shoulders = length(vec2(max(abs(q.x) - halfWidth + 0.07, 0.0), max(vUv.y - 0.67, 0.0))) - 0.07;
  torso = max(torso, shoulders);
  float arms = max(abs(abs(q.x) - 0.2) - 0.035, max(vUv.y - (0.74 + 0.26 * vCheer), 0.45 - vUv.y));
  arms = vCheer > 0.05 ? arms : 1.0;
  float d = min(min(head, torso), arms);
  // a far figure is only a few pixels tall: keep the whole quad, a speck of its colour
  if (fwidth(vUv.y) < 0.12 && d > 0.0) discard;

  vec3 skin = vec3(0.55, 0.33, 0.21) * (0.75 + 0.4 * vSeed);
  bool isSkin = head < 0.0 || (arms < 0.0 && vUv.y > 0.74);
  vec3 base = isSkin ? skin : vTint * (0.8 + 0.2 * vUv.y);
  gl_FragColor = vec4(base * vLight, 1.0);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
  #include <fog_fragment>
}
`;

function scaled(hex: string, k: number): Color {
  return new Color(hex).multiplyScalar(k);
}

const CrowdMaterialImpl = shaderMaterial(
  {
    uTime: 0,
    uSunDir: new Vector3(...SUN_DIRECTION),
    uSunColor: scaled(SUN_COLOR, SUN_INTENSITY),
    uSkyColor: scaled(HEMI_SKY_COLOR, HEMI_INTENSITY),
    uGroundColor: scaled(HEMI_GROUND_COLOR, HEMI_INTENSITY),
    fogColor: new Color(FOG_COLOR),
    fogNear: FOG_NEAR,
    fogFar: FOG_FAR,
    fogDensity: 0,
  },
  vertexShader,
  fragmentShader,
);

/** A new crowd material; set `uniforms.uTime.value` each frame. */
export function createCrowdMaterial(): ShaderMaterial {
  const material = new CrowdMaterialImpl() as unknown as ShaderMaterial;
  material.fog = true;
  return material;
}
