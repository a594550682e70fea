import { shaderMaterial } from '@react-three/drei';
import { BackSide, Color, type ShaderMaterial, Vector3 } from 'three';
import { weatherUniforms } from '../effects/weather-now.ts';
import { FOG_COLOR, SKY_MID, SKY_ZENITH, SUN_COLOR, SUN_DIRECTION } from '../sun.ts';

/**
 * A gradient sky (its colours by the time of day, sun.ts): deep blue overhead, a haze at the horizon
 * (the fog's colour, so distant hills melt into it), and a glow round the sun. Drawn on a box
 * around the camera; the colour depends only on the view direction.
 */
const vertexShader = /* glsl */ `
varying vec3 vDir;
void main() {
  vDir = position;
  vec4 p = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
  gl_Position = p.xyww;
}
`;

const fragmentShader = /* glsl */ `
uniform vec3 uZenith;
uniform vec3 uMid;
uniform vec3 uHorizon;
uniform vec3 uGround;
uniform vec3 uSunColor;
uniform vec3 uSunDir;
uniform float uOvercast;
varying vec3 vDir;
void main() {
  vec3 dir = normalize(vDir);
  float h = dir.y;
  float up = clamp(h, 0.0, 1.0);
  vec3 col = mix(uHorizon, uMid, smoothstep(0.0, 0.22, up));
  col = mix(col, uZenith, smoothstep(0.12, 0.9, up));
  col = h < 0.0 ? mix(uHorizon, uGround, clamp(-h * 6.0, 0.0, 1.0)) : col;
  float s = max(dot(dir, normalize(uSunDir)), 0.0);
  col += uSunColor * (pow(s, 900.0) * 12.0 + pow(s, 60.0) * 0.5 + pow(s, 6.0) * 0.3) * (1.0 - uOvercast);
  // Under cloud or rain the sky closes over in grey, a little lighter toward the top.
  col = mix(col, vec3(0.42, 0.45, 0.5) * (0.8 + 0.3 * up), uOvercast * 0.9);
  gl_FragColor = vec4(col, 1.0);
  #include <colorspace_fragment>
}
`;

const SkyMaterialImpl = shaderMaterial(
  {
    uZenith: new Color(SKY_ZENITH),
    uMid: new Color(SKY_MID),
    uHorizon: new Color(FOG_COLOR),
    uGround: new Color('#bca47c'),
    uSunColor: new Color(SUN_COLOR),
    uSunDir: new Vector3(...SUN_DIRECTION),
  },
  vertexShader,
  fragmentShader,
);

export function createSkyMaterial(): ShaderMaterial {
  const material = new SkyMaterialImpl() as unknown as ShaderMaterial;
  material.side = BackSide;
  material.depthWrite = false;
  material.toneMapped = false;
  material.fog = false;
  // Shared with the weather driver, which writes it once a frame.
  material.uniforms.uOvercast = weatherUniforms.uOvercast;
  return material;
}
