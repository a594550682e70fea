import {
  Color,
  MeshBasicMaterial,
  type MeshLambertMaterial,
  type MeshStandardMaterial,
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

/**
 * A diffuse material lit once a vertex (Gouraud) rather than once a pixel: the same colour, map,
 * vertex colours, sides, blending and polygon offset as `source`, and its own shader patch if it has
 * one (the sand's). Low's arena: a software renderer spends about a third of the frame lighting its
 * pixels, and the arena's surfaces are flat faces and rough stone whose lighting hardly changes
 * across a face. Specular highlights are left out (the arena's materials are nearly matte).
 */
export function vertexLit(
  source: MeshStandardMaterial | MeshLambertMaterial | MeshBasicMaterial,
): MeshBasicMaterial {
  const material = new MeshBasicMaterial({
    color: source.color,
    map: source.map,
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
  };
  material.customProgramCacheKey = () => `vertex-lit ${ownKey}`;
  return material;
}
