import {
  MeshLambertMaterial,
  Vector2,
  Vector4,
  type WebGLProgramParametersWithUniforms,
  type WebGLRenderer,
} from 'three';

/**
 * The chalk lines on the sand, drawn with the coverage of each pixel worked out from the line's
 * width on screen, so a far line stays a continuous faint line. A 12 cm lane line a hundred metres
 * off, seen at a grazing angle, is a tenth of a pixel wide: rasterised as it is, it lights only
 * the pixels whose centres it happens to cross and breaks into dashes (more so without
 * multisampling, as at medium and low). Each corner of a line's quad carries its offset from the
 * line's middle (`chalkSpread`, metres on the ground, and its side). The vertex shader measures the line's half
 * width in pixels across its direction on screen and spreads the corners out by CHALK_MARGIN_PX
 * more, so every pixel the line touches is drawn; the fragment shader knows where it lies across
 * the line (`vChalkAcross`: ±1 at the line's true edges) and, from that coordinate's change per
 * pixel, how much of the pixel the line covers: the chalk's alpha is scaled by it. A line a tenth
 * of a pixel wide leaves a tenth of its chalk in the pixels along it, in every column; a wide one
 * is drawn as before, its edges smoothed.
 */
export const CHALK_MARGIN_PX = 1;
/**
 * The most a line is spread out, times its width (a far line seen almost edge-on would otherwise be
 * spread over metres): beyond it the line may thin into dashes again, by then faded to nothing.
 */
export const CHALK_MAX_SPREAD = 128;

/**
 * The geometry attribute: each corner's offset (x, z) from its line's middle, metres, and which side
 * of the line it is on (-1 or 1).
 */
export const CHALK_SPREAD_ATTRIBUTE = 'chalkSpread';

const VERTEX_PARS = /* glsl */ `
uniform vec2 uChalkViewport;
attribute vec3 ${CHALK_SPREAD_ATTRIBUTE};
varying float vChalkAcross;
`;

// The corner's offset and the line's direction on screen are the derivatives of the projection
// at the line's middle (exact to first order, and no division by a corner's w, which may lie
// behind the camera). The half width in pixels is the offset's part perpendicular to the line.
const VERTEX = /* glsl */ `
vChalkAcross = ${CHALK_SPREAD_ATTRIBUTE}.z;
{
  vec3 chalkOffset = vec3(${CHALK_SPREAD_ATTRIBUTE}.x, 0.0, ${CHALK_SPREAD_ATTRIBUTE}.y);
  vec3 chalkMiddle = position - chalkOffset;
  mat4 chalkMvp = projectionMatrix * modelViewMatrix;
  vec4 chalkClip = chalkMvp * vec4(chalkMiddle, 1.0);
  if (chalkClip.w > 1e-4) {
    vec2 chalkNdc = chalkClip.xy / chalkClip.w;
    vec2 chalkPx = 0.5 * uChalkViewport / chalkClip.w;
    vec4 dOffset = chalkMvp * vec4(chalkOffset, 0.0);
    vec4 dAlong = chalkMvp * vec4(-chalkOffset.z, 0.0, chalkOffset.x, 0.0);
    vec2 offsetPx = (dOffset.xy - chalkNdc * dOffset.w) * chalkPx;
    vec2 alongPx = (dAlong.xy - chalkNdc * dAlong.w) * chalkPx;
    float alongLength = length(alongPx);
    float halfWidthPx = alongLength > 1e-6
      ? abs(offsetPx.x * alongPx.y - offsetPx.y * alongPx.x) / alongLength
      : length(offsetPx);
    float chalkScale = min(1.0 + ${CHALK_MARGIN_PX.toFixed(1)} / max(halfWidthPx, 1e-6), ${CHALK_MAX_SPREAD.toFixed(1)});
    transformed = chalkMiddle + chalkOffset * chalkScale;
    vChalkAcross = ${CHALK_SPREAD_ATTRIBUTE}.z * chalkScale;
  }
}
`;

const FRAGMENT_PARS = /* glsl */ `
varying float vChalkAcross;
`;

// The pixel as a box one pixel wide across the line: its overlap with the line's true width.
const FRAGMENT = /* glsl */ `
{
  float chalkPerPx = length(vec2(dFdx(vChalkAcross), dFdy(vChalkAcross)));
  float chalkHalf = 1.0 / max(chalkPerPx, 1e-6);
  float chalkFrom = abs(vChalkAcross) * chalkHalf;
  diffuseColor.a *= clamp(min(chalkFrom + 0.5, chalkHalf) - max(chalkFrom - 0.5, -chalkHalf), 0.0, 1.0);
}
`;

/** The viewport's size in pixels (of the canvas or of the render target being drawn). */
// Until a frame reads it, as large as a screen could be: a line never read would be left thin (and
// dashed, which tests/browser/chalk-lines sees), not spread to its cap over metres of sand.
const viewport = { value: new Vector2(16384, 16384) };
const _viewport = new Vector4();

function patchChalk(shader: WebGLProgramParametersWithUniforms): void {
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', `#include <common>\n${VERTEX_PARS}`)
    .replace('#include <begin_vertex>', `#include <begin_vertex>\n${VERTEX}`);
  shader.fragmentShader = shader.fragmentShader
    .replace('#include <common>', `#include <common>\n${FRAGMENT_PARS}`)
    .replace('#include <color_fragment>', `#include <color_fragment>\n${FRAGMENT}`);
  shader.uniforms.uChalkViewport = viewport;
}

/**
 * Reads the viewport's size just before the chalk is drawn, for the chalk's shader: the mesh's
 * `onBeforeRender` (the mesh's, not the material's, so that any material made from the chalk's,
 * such as low's vertex-lit copy, gets it too). The renderer uploads it with the material.
 */
export function readChalkViewport(renderer: WebGLRenderer): void {
  renderer.getCurrentViewport(_viewport);
  viewport.value.set(_viewport.z, _viewport.w);
}

/**
 * The chalk's material: vertex colours with alpha, drawn over the sand (a polygon offset, no depth
 * writes), each pixel's chalk scaled by how much of it the line covers (the geometry gives each
 * corner its `chalkSpread`; the mesh reads the viewport with `readChalkViewport`).
 */
export function createChalkMaterial(): MeshLambertMaterial {
  const material = new MeshLambertMaterial({
    vertexColors: true,
    transparent: true,
    depthWrite: false,
    polygonOffset: true,
    polygonOffsetFactor: -2,
    polygonOffsetUnits: -4,
  });
  material.onBeforeCompile = patchChalk;
  material.customProgramCacheKey = () => 'quadriga-chalk';
  return material;
}
