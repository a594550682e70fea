import {
  Color,
  MeshBasicMaterial,
  type MeshLambertMaterial,
  MeshStandardMaterial,
  NoColorSpace,
  SRGBColorSpace,
  type Texture,
  Vector3,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import {
  HEMI_GROUND_COLOR,
  HEMI_INTENSITY,
  HEMI_SKY_COLOR,
  SUN_COLOR,
  SUN_DIRECTION,
  SUN_INTENSITY,
} from '../sun.ts';
import { DECODED_MAP_FRAGMENT } from './srgb-output.ts';

/**
 * The scene's two lights as the vertex-lit materials read them (SkyAndLight writes them each frame
 * from its lights): the sun's direction toward the light and its colour times its intensity, and the
 * hemisphere fill's sky and ground colours times its intensity (linear); clear weather's until then.
 */
export const vertexLightUniforms = {
  uSunDir: { value: new Vector3(...SUN_DIRECTION).normalize() },
  uSunLight: { value: new Color(SUN_COLOR).multiplyScalar(SUN_INTENSITY) },
  uHemiSky: { value: new Color(HEMI_SKY_COLOR).multiplyScalar(HEMI_INTENSITY) },
  uHemiGround: { value: new Color(HEMI_GROUND_COLOR).multiplyScalar(HEMI_INTENSITY) },
};

const VERTEX_PARS = /* glsl */ `
uniform vec3 uSunDir;
uniform vec3 uSunLight;
uniform vec3 uHemiSky;
uniform vec3 uHemiGround;
varying vec3 vVertexLight;
`;

// three's Lambert terms (RE_Direct and the hemisphere's irradiance, each times BRDF_Lambert's 1/pi),
// worked out once a vertex instead of once a pixel.
const VERTEX = /* glsl */ `
{
  vec3 litNormal = normal;
  #ifdef USE_INSTANCING
    litNormal = mat3(instanceMatrix) * litNormal;
  #endif
  litNormal = normalize(mat3(modelMatrix) * litNormal);
  vVertexLight = (max(dot(litNormal, uSunDir), 0.0) * uSunLight
    + mix(uHemiGround, uHemiSky, 0.5 * litNormal.y + 0.5)) * RECIPROCAL_PI;
}
`;

/** Adds the per-vertex lighting to a MeshBasicMaterial's shaders (after any patch of its own). */
function patchVertexLight(shader: WebGLProgramParametersWithUniforms): void {
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', `#include <common>\n${VERTEX_PARS}`)
    .replace('#include <begin_vertex>', `#include <begin_vertex>\n${VERTEX}`);
  shader.fragmentShader = shader.fragmentShader
    .replace('#include <common>', '#include <common>\nvarying vec3 vVertexLight;')
    .replace(
      '#include <aomap_fragment>',
      '#include <aomap_fragment>\nreflectedLight.indirectDiffuse *= vVertexLight;',
    );
  Object.assign(shader.uniforms, vertexLightUniforms);
}

// The sun's highlight on a metal, once a vertex: a normalised Blinn-Phong lobe (its sharpness from
// the source's roughness) times the sun, left for the fragment to tint by the metal's reflectance.
const GLINT_VERTEX_PARS = /* glsl */ `
uniform float uShininess;
varying vec3 vVertexGlint;
`;

const GLINT_VERTEX = /* glsl */ `
{
  vec4 glintWorld = vec4(transformed, 1.0);
  #ifdef USE_INSTANCING
    glintWorld = instanceMatrix * glintWorld;
  #endif
  glintWorld = modelMatrix * glintWorld;
  vec3 glintNormal = normal;
  #ifdef USE_INSTANCING
    glintNormal = mat3(instanceMatrix) * glintNormal;
  #endif
  glintNormal = normalize(mat3(modelMatrix) * glintNormal);
  vec3 halfway = normalize(uSunDir + normalize(cameraPosition - glintWorld.xyz));
  vVertexGlint = uSunLight * max(dot(glintNormal, uSunDir), 0.0)
    * pow(max(dot(glintNormal, halfway), 0.0), uShininess) * (uShininess + 8.0) / (8.0 * PI);
}
`;

/** Adds the sun's highlight (tinted by `uGlint`) and the glow (`uGlow`) a metal's source had. */
function patchGlint(shader: WebGLProgramParametersWithUniforms, metal: MetalUniforms): void {
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', `#include <common>\n${GLINT_VERTEX_PARS}`)
    .replace('#include <begin_vertex>', `#include <begin_vertex>\n${GLINT_VERTEX}`);
  shader.fragmentShader = shader.fragmentShader
    .replace(
      '#include <common>',
      '#include <common>\nuniform vec3 uGlint;\nuniform vec3 uGlow;\nvarying vec3 vVertexGlint;',
    )
    .replace(
      '#include <opaque_fragment>',
      'outgoingLight += vVertexGlint * uGlint + uGlow;\n#include <opaque_fragment>',
    );
  Object.assign(shader.uniforms, metal);
}

type MetalUniforms = {
  uShininess: { value: number };
  uGlint: { value: Color };
  uGlow: { value: Color };
};

/**
 * What a metallic or glowing MeshStandardMaterial adds to a diffuse one, as uniforms: its
 * reflectance (three's mix of 0.04 and the colour by metalness), a highlight's sharpness from its
 * roughness (softened: a vertex's highlight is spread over its faces), and its emissive glow; null
 * for the plain ones.
 */
function metalOf(
  source: MeshStandardMaterial | MeshLambertMaterial | MeshBasicMaterial,
): MetalUniforms | null {
  if (!(source instanceof MeshStandardMaterial)) return null;
  const glow = source.emissive.clone().multiplyScalar(source.emissiveIntensity);
  if (source.metalness === 0 && glow.getHex() === 0) return null;
  const roughness = Math.max(source.roughness, 0.2);
  return {
    uShininess: { value: 2 / (roughness * roughness) - 2 },
    uGlint: { value: new Color(0.04, 0.04, 0.04).lerp(source.color, source.metalness) },
    uGlow: { value: glow },
  };
}

/**
 * An sRGB colour map as a plain 8-bit texture of the same picture (the same source: painted and
 * uploaded once more, apart), for a shader that decodes its texels itself (DECODED_MAP_FRAGMENT).
 */
function encodedMap(map: Texture): Texture {
  const encoded = map.clone();
  encoded.colorSpace = NoColorSpace;
  return encoded;
}

/**
 * A material lit once a vertex (Gouraud) rather than once a pixel: the same colour, map,
 * vertex colours, sides, blending and polygon offset as `source`, and its own shader patch if it has
 * one (the sand's). Low's arena: a software renderer spends about a third of the frame lighting its
 * pixels, and the arena's surfaces are flat faces and rough stone whose lighting hardly changes
 * across a face. A matte source keeps only its diffuse light; a metallic or glowing one (the
 * gilding) its diffuse share of the colour, the sun's highlight worked out at its vertices, and its
 * glow, so that a MeshBasicMaterial program stands in for a MeshStandardMaterial's. An sRGB colour
 * map is sampled as plain 8-bit and decoded in the shader (srgb-output.ts: on a software renderer the
 * texture unit's own decoding costs more).
 */
export function vertexLit(
  source: MeshStandardMaterial | MeshLambertMaterial | MeshBasicMaterial,
): MeshBasicMaterial {
  const metal = metalOf(source);
  const metalness = metal && source instanceof MeshStandardMaterial ? source.metalness : 0;
  const decode = source.map?.colorSpace === SRGBColorSpace;
  const material = new MeshBasicMaterial({
    color: source.color.clone().multiplyScalar(1 - metalness),
    map: source.map && decode ? encodedMap(source.map) : source.map,
    vertexColors: source.vertexColors,
    side: source.side,
    transparent: source.transparent,
    opacity: source.opacity,
    depthWrite: source.depthWrite,
    polygonOffset: source.polygonOffset,
    polygonOffsetFactor: source.polygonOffsetFactor,
    polygonOffsetUnits: source.polygonOffsetUnits,
  });
  const own = source.onBeforeCompile;
  const ownKey = source.customProgramCacheKey();
  material.onBeforeCompile = (shader, renderer) => {
    own.call(source, shader, renderer);
    patchVertexLight(shader);
    if (metal) patchGlint(shader, metal);
    if (decode)
      shader.fragmentShader = shader.fragmentShader.replace('#include <map_fragment>', DECODED_MAP_FRAGMENT);
  };
  material.customProgramCacheKey = () =>
    `vertex-lit${metal ? ' metal' : ''}${decode ? ' decoded' : ''} ${ownKey}`;
  return material;
}
