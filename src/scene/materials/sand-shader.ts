import { CIRCUS } from '../../engine/track/circus-maximus.ts';

/**
 * GLSL injected into the sand's MeshStandardMaterial: large-scale tone variation and a darker,
 * hoof-churned band along the racing line around the spina, streaked in the direction of travel.
 */
export const SAND_VERTEX_PARS = /* glsl */ `
varying vec3 vSandWorld;
`;

export const SAND_VERTEX = /* glsl */ `
vSandWorld = (modelMatrix * vec4(transformed, 1.0)).xyz;
`;

const f = (n: number): string => n.toFixed(2);

export const SAND_FRAGMENT_PARS = /* glsl */ `
varying vec3 vSandWorld;
// The weather (effects/weather-now.ts): how muddy and how wet the track is, 0 to 1.
uniform float uMud;
uniform float uWet;
float sandPuddle = 0.0;
float sandHash(vec2 p) {
  p = fract(p * vec2(123.34, 456.21));
  p += dot(p, p + 45.32);
  return fract(p.x * p.y);
}
float sandNoise(vec2 p) {
  vec2 i = floor(p);
  vec2 u = fract(p);
  u = u * u * (3.0 - 2.0 * u);
  float a = sandHash(i);
  float b = sandHash(i + vec2(1.0, 0.0));
  float c = sandHash(i + vec2(0.0, 1.0));
  float d = sandHash(i + vec2(1.0, 1.0));
  return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}
float sandFbm(vec2 p) {
  return 0.5 * sandNoise(p) + 0.3 * sandNoise(p * 2.13 + 7.1) + 0.2 * sandNoise(p * 4.37 + 3.3);
}
`;

export const SAND_FRAGMENT = /* glsl */ `
{
  vec2 p = vSandWorld.xz;
  // Track coordinates: along = distance in the direction of travel, d = offset from the spina.
  float d;
  float along;
  if (p.x > ${f(CIRCUS.eastMetaX)}) {
    vec2 q = p - vec2(${f(CIRCUS.eastMetaX)}, 0.0);
    d = length(q);
    along = atan(q.x, q.y) * d;
  } else if (p.x < ${f(CIRCUS.westMetaX)}) {
    vec2 q = p - vec2(${f(CIRCUS.westMetaX)}, 0.0);
    d = length(q);
    along = atan(q.x, q.y) * d;
  } else {
    d = abs(p.y);
    along = p.x;
  }
  float streak = sandNoise(vec2(along * 0.045, d * 2.2)) * 0.6 + sandNoise(vec2(along * 0.12, d * 5.0)) * 0.4;
  float racing = smoothstep(${f(CIRCUS.spinaHalfWidth)}, 7.5, d) * (1.0 - smoothstep(20.0, 46.0, d));
  float big = sandFbm(p * 0.018);
  vec3 tint = mix(vec3(1.0), vec3(0.83, 0.77, 0.71), racing * (0.35 + 0.65 * streak));
  tint *= 0.9 + 0.2 * big;
  // a paler, raked strip along the foot of the podium wall
  tint *= 1.0 + 0.06 * smoothstep(52.0, 58.0, d);
  // Rain darkens the sand; mud churns the racing line into ruts along the direction of travel,
  // and water gathers in puddles in the hollows.
  // Dry sand skips the ruts' and puddles' noise (four of the nine noises): uMud is the same for
  // every pixel, so the branch costs nothing where it is not taken, even on a software renderer.
  tint *= mix(vec3(1.0), vec3(0.74, 0.68, 0.62), uWet);
  if (uMud > 0.0) {
    float ruts = smoothstep(0.45, 0.8, sandNoise(vec2(along * 0.02, d * 1.6)));
    tint *= mix(vec3(1.0), vec3(0.58, 0.47, 0.38), uMud * (0.35 + 0.65 * racing) * (0.55 + 0.45 * ruts));
    if (uMud > 0.3) {
      sandPuddle = smoothstep(0.56, 0.62, sandFbm(p * 0.08 + 11.0)) * smoothstep(0.3, 0.9, uMud);
      tint = mix(tint, vec3(0.42, 0.44, 0.47), sandPuddle * 0.8);
    }
  }
  diffuseColor.rgb *= tint;
}
`;

/** After the roughness is read: wet sand and puddles shine. */
export const SAND_ROUGHNESS = /* glsl */ `
roughnessFactor *= 1.0 - 0.4 * uWet - 0.5 * sandPuddle;
`;
