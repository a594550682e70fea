import type { RootState } from '@react-three/fiber';
import {
  DepthTexture,
  HalfFloatType,
  LinearFilter,
  Matrix4,
  type PerspectiveCamera,
  ShaderMaterial,
  UnsignedIntType,
  Vector2,
  Vector3,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { FullScreenQuad } from 'three/examples/jsm/postprocessing/Pass.js';
import type { Quality } from '../../playback/quality.ts';
import { cameraFocus } from '../camera-focus.ts';
import { weatherNow } from '../effects/weather-now.ts';
import { TIME_OF_DAY } from '../sun.ts';
import type { PostRenderer } from './post-renderer.ts';
import { heatShimmer, POST, type PostSettings, SHIMMER } from './post-settings.ts';

/**
 * The post-processing, loaded lazily (a dynamic import from `PostProcessing`): the scene is drawn
 * into a half-float picture with its depth (four samples at high; one at medium, whose edges the
 * compose pass smooths), bright light is taken off at half size (a quarter at medium) and blurred
 * at a quarter, and one pass composes the frame: heat shimmer, depth of field, ambient occlusion,
 * edge smoothing, bloom, then the filmic tone mapping (not on the sky) and the output colour space.
 * Written by hand rather than with an effect-composer library so the whole chain is four
 * full-screen draws (a library's separate bloom, SSAO and bokeh passes each re-draw the scene or add
 * a dozen draws: the budget is 60 a frame), and the ambient occlusion reads the depth alone (no
 * normal pass, which would draw the scene again).
 */

const VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}`;

/**
 * The depth the sky leaves (nothing drawn there writes depth): the sky is neither bloomed nor tone
 * mapped, so it keeps the colours its material gives it, as at low quality.
 */
const SKY_DEPTH = '0.9999995';

/**
 * Light above the threshold (luminance, linear), with a soft knee: the sunlit bronze and gold. The
 * sky (the sun's glow in it) is left out: bloomed, it washed the whole sky to grey at the finish.
 */
const BRIGHT = /* glsl */ `
uniform sampler2D tScene;
uniform sampler2D tDepth;
uniform vec2 uTexel;
varying vec2 vUv;
void main() {
  if (texture2D(tDepth, vUv).x >= ${SKY_DEPTH}) {
    gl_FragColor = vec4(0.0, 0.0, 0.0, 1.0);
    return;
  }
  vec3 c = vec3(0.0);
  // Four taps: a box filter down to the bright picture's size (half or a quarter).
  c += texture2D(tScene, vUv + uTexel * vec2(-0.5, -0.5)).rgb;
  c += texture2D(tScene, vUv + uTexel * vec2(0.5, -0.5)).rgb;
  c += texture2D(tScene, vUv + uTexel * vec2(-0.5, 0.5)).rgb;
  c += texture2D(tScene, vUv + uTexel * vec2(0.5, 0.5)).rgb;
  c *= 0.25;
  float l = dot(c, vec3(0.2126, 0.7152, 0.0722));
  float knee = smoothstep(1.0, 2.0, l);
  gl_FragColor = vec4(c * knee, 1.0);
}`;

/** A separable Gaussian, nine taps along uDirection (texels). */
const BLUR = /* glsl */ `
uniform sampler2D tInput;
uniform vec2 uDirection;
varying vec2 vUv;
void main() {
  vec3 c = texture2D(tInput, vUv).rgb * 0.2270270;
  c += texture2D(tInput, vUv + uDirection * 1.3846154).rgb * 0.3162162;
  c += texture2D(tInput, vUv - uDirection * 1.3846154).rgb * 0.3162162;
  c += texture2D(tInput, vUv + uDirection * 3.2307692).rgb * 0.0702703;
  c += texture2D(tInput, vUv - uDirection * 3.2307692).rgb * 0.0702703;
  gl_FragColor = vec4(c, 1.0);
}`;

const COMPOSE = /* glsl */ `
#include <packing>
uniform sampler2D tScene;
uniform sampler2D tDepth;
uniform sampler2D tBloom;
uniform vec2 uTexel;
uniform float uNear;
uniform float uFar;
uniform float uBloom;
uniform float uOcclusion;
uniform float uFocus;
uniform float uBlur;
uniform float uShimmer;
uniform float uTime;
uniform float uPixelAngle;
uniform vec2 uProjScale;
uniform mat4 uCameraWorld;
uniform vec2 uShimmerHeight;
uniform vec3 uShimmerReach;
varying vec2 vUv;

#ifdef EDGE_SMOOTHING
// Perceived brightness of a linear colour, squeezed into 0-1 so the bright sky and sunlit gold do
// not swamp the contrast of the edges below them.
float edgeLuma(vec3 c) {
  float l = dot(c, vec3(0.299, 0.587, 0.114));
  return sqrt(l / (1.0 + l));
}

// Antialiasing from the one-sample picture (after Lottes' FXAA): the four diagonal neighbours give
// the contrast and the way brightness changes; where the contrast is high, the pixel becomes an
// average of taps along the edge, square to that change (two near, or four reaching farther when
// those stay within the neighbourhood's range). Flat areas keep the pixel as it is.
vec3 smoothEdges(vec2 uv, vec3 centre) {
  float nw = edgeLuma(texture2D(tScene, uv + vec2(-1.0, 1.0) * uTexel).rgb);
  float ne = edgeLuma(texture2D(tScene, uv + vec2(1.0, 1.0) * uTexel).rgb);
  float sw = edgeLuma(texture2D(tScene, uv + vec2(-1.0, -1.0) * uTexel).rgb);
  float se = edgeLuma(texture2D(tScene, uv + vec2(1.0, -1.0) * uTexel).rgb);
  float m = edgeLuma(centre);
  float lo = min(m, min(min(nw, ne), min(sw, se)));
  float hi = max(m, max(max(nw, ne), max(sw, se)));
  if (hi - lo < max(0.0312, hi * 0.125)) return centre;
  // The change is (right - left, up - down); the edge runs square to it.
  vec2 along = vec2((nw + ne) - (sw + se), (nw + sw) - (ne + se));
  float damp = max((nw + ne + sw + se) * 0.03125, 0.0078125);
  along = clamp(along / (min(abs(along.x), abs(along.y)) + damp), -8.0, 8.0) * uTexel;
  vec3 inner = 0.5 * (texture2D(tScene, uv - along * 0.1666667).rgb
    + texture2D(tScene, uv + along * 0.1666667).rgb);
  vec3 outer = 0.5 * inner + 0.25 * (texture2D(tScene, uv - along * 0.5).rgb
    + texture2D(tScene, uv + along * 0.5).rgb);
  float l = edgeLuma(outer);
  return l < lo || l > hi ? inner : outer;
}
#endif

float viewDepth(vec2 uv) {
  return -perspectiveDepthToViewZ(texture2D(tDepth, uv).x, uNear, uFar);
}

// Creases and contacts from the depth alone: 1/depth is affine across a flat surface on screen,
// so where both neighbours of a pair stand nearer than the plane through them would put them,
// the surface folds toward the camera there (a corner, the sand under a car). A pair that jumps
// by more than a couple of its own spans in depth is an edge in front (a leg against the sand
// behind it), not a fold: ignored, so nothing gets a halo.
float occlusionAt(vec2 uv, float depth) {
  float radius = clamp(260.0 / depth, 2.0, 18.0);
  float reach = 2.0 * radius * depth * uPixelAngle;
  float inv = 1.0 / depth;
  float occ = 0.0;
  for (int i = 0; i < 4; i++) {
    float a = float(i) * 0.7853982 + 0.39;
    vec2 o = vec2(cos(a), sin(a)) * radius * uTexel;
    float d1 = viewDepth(uv + o);
    float d2 = viewDepth(uv - o);
    if (abs(d1 - depth) > reach || abs(d2 - depth) > reach) continue;
    float fold = (0.5 * (1.0 / d1 + 1.0 / d2) - inv) * depth;
    occ += clamp(fold * 40.0, 0.0, 1.0);
  }
  return 1.0 - 0.45 * uOcclusion * occ * 0.25;
}

void main() {
  vec2 uv = vUv;
  float depth = viewDepth(uv);
  bool sky = texture2D(tDepth, uv).x >= ${SKY_DEPTH};
  if (uShimmer > 0.0 && !sky) {
    // The hot air just over the sand wavers (post-settings.ts, shimmerWeight): the surface's height
    // from its depth, strongest a little way off, gone in the distance and above the layer.
    vec2 ndc = uv * 2.0 - 1.0;
    vec3 view = vec3(ndc.x / uProjScale.x, ndc.y / uProjScale.y, -1.0) * depth;
    float height = (uCameraWorld * vec4(view, 1.0)).y;
    float low = 1.0 - smoothstep(uShimmerHeight.x, uShimmerHeight.y, height);
    float reach = smoothstep(uShimmerReach.x, uShimmerReach.y, depth)
      * (1.0 - smoothstep(uShimmerReach.y, uShimmerReach.z, depth));
    float w = low * reach * uShimmer;
    if (w > 0.0) {
      vec2 wobble = vec2(
        sin(uv.y * 260.0 + uTime * 7.0) + 0.5 * sin(uv.y * 97.0 - uTime * 3.1),
        cos(uv.x * 190.0 + uTime * 5.3)
      );
      uv += wobble * uTexel * 1.2 * w;
      depth = viewDepth(uv);
    }
  }
  vec4 scene = texture2D(tScene, uv);
  vec3 c = scene.rgb;
#ifdef EDGE_SMOOTHING
  c = smoothEdges(uv, c);
#endif
  if (uBlur > 0.0) {
    float coc = min(uBlur, uBlur * 2.5 * abs(depth - uFocus) / max(depth, 0.01));
    if (coc > 0.5) {
      vec3 sum = c;
      float n = 1.0;
      for (int i = 0; i < 16; i++) {
        float a = float(i) * 2.3999632;
        float r = sqrt((float(i) + 0.5) / 16.0) * coc;
        vec2 p = uv + vec2(cos(a), sin(a)) * r * uTexel;
        // A sharp thing in front is not smeared over what is behind it.
        float w = viewDepth(p) < depth - 2.0 && coc > 0.0 ? 0.3 : 1.0;
        sum += texture2D(tScene, p).rgb * w;
        n += w;
      }
      c = sum / n;
    }
  }
  if (uOcclusion > 0.0 && depth < 400.0) c *= occlusionAt(uv, depth);
  c += texture2D(tBloom, uv).rgb * uBloom;
  gl_FragColor = vec4(c, scene.a);
  #include <tonemapping_fragment>
  if (sky) gl_FragColor.rgb = c;
  #include <colorspace_fragment>
}`;

/** Widest blur of the depth of field (px at 1080 lines). */
const MAX_BLUR = 7;

interface Pipeline extends PostRenderer {
  dispose(): void;
}

function target(samples: number, depth: boolean): WebGLRenderTarget {
  return new WebGLRenderTarget(1, 1, {
    type: HalfFloatType,
    minFilter: LinearFilter,
    magFilter: LinearFilter,
    samples,
    depthBuffer: depth,
    ...(depth ? { depthTexture: new DepthTexture(1, 1, UnsignedIntType) } : {}),
  });
}

export function createPostPipeline(gl: WebGLRenderer, quality: Quality): Pipeline {
  const settings: PostSettings = POST[quality];
  const scene = target(settings.samples, true);
  const bright = target(0, false);
  const blurA = target(0, false);
  const blurB = target(0, false);
  const size = new Vector2();
  const brightMaterial = new ShaderMaterial({
    vertexShader: VERTEX,
    fragmentShader: BRIGHT,
    uniforms: {
      tScene: { value: scene.texture },
      tDepth: { value: scene.depthTexture },
      uTexel: { value: new Vector2() },
    },
    depthTest: false,
    depthWrite: false,
  });
  const blurMaterial = new ShaderMaterial({
    vertexShader: VERTEX,
    fragmentShader: BLUR,
    uniforms: { tInput: { value: null }, uDirection: { value: new Vector2() } },
    depthTest: false,
    depthWrite: false,
  });
  const compose = new ShaderMaterial({
    defines: settings.edgeSmoothing ? { EDGE_SMOOTHING: '' } : {},
    vertexShader: VERTEX,
    fragmentShader: COMPOSE,
    uniforms: {
      tScene: { value: scene.texture },
      tDepth: { value: scene.depthTexture },
      tBloom: { value: blurA.texture },
      uTexel: { value: new Vector2() },
      uNear: { value: 0.5 },
      uFar: { value: 9000 },
      uBloom: { value: settings.bloom },
      uOcclusion: { value: settings.occlusion },
      uFocus: { value: 40 },
      uBlur: { value: 0 },
      uShimmer: { value: 0 },
      uTime: { value: 0 },
      uPixelAngle: { value: 0.001 },
      uProjScale: { value: new Vector2(1, 1) },
      uCameraWorld: { value: new Matrix4() },
      uShimmerHeight: { value: new Vector2(SHIMMER.ground, SHIMMER.top) },
      uShimmerReach: { value: new Vector3(SHIMMER.near, SHIMMER.full, SHIMMER.far) },
    },
    depthTest: false,
    depthWrite: false,
  });
  const quad = new FullScreenQuad(compose);

  const pass = (material: ShaderMaterial, out: WebGLRenderTarget | null): void => {
    quad.material = material;
    gl.setRenderTarget(out);
    quad.render(gl);
  };

  return {
    render(state: RootState, now: number, drawScene: () => void): void {
      gl.getDrawingBufferSize(size);
      const w = Math.max(1, size.x);
      const h = Math.max(1, size.y);
      if (scene.width !== w || scene.height !== h) {
        scene.setSize(w, h);
        bright.setSize(Math.ceil(w / settings.bloomDivisor), Math.ceil(h / settings.bloomDivisor));
        blurA.setSize(Math.ceil(w / 4), Math.ceil(h / 4));
        blurB.setSize(Math.ceil(w / 4), Math.ceil(h / 4));
      }
      const previous = gl.getRenderTarget();
      gl.setRenderTarget(scene);
      drawScene();
      if (settings.bloom > 0) {
        // The bright pass's four taps (bilinear, each the mean of four pixels) span its block of
        // the picture; the first blur steps two of the picture's pixels whatever the block.
        const block = settings.bloomDivisor / 2;
        brightMaterial.uniforms.uTexel!.value.set(block / w, block / h);
        pass(brightMaterial, bright);
        blurMaterial.uniforms.tInput!.value = bright.texture;
        blurMaterial.uniforms.uDirection!.value.set(1 / (block * bright.width), 0);
        pass(blurMaterial, blurB);
        blurMaterial.uniforms.tInput!.value = blurB.texture;
        blurMaterial.uniforms.uDirection!.value.set(0, 1 / blurA.height);
        pass(blurMaterial, blurA);
      }
      const u = compose.uniforms;
      const camera = state.camera as PerspectiveCamera;
      u.uTexel!.value.set(1 / w, 1 / h);
      u.uNear!.value = camera.near;
      u.uFar!.value = camera.far;
      u.uFocus!.value = cameraFocus.distance;
      u.uBlur!.value = settings.depthOfField && cameraFocus.shallow ? (MAX_BLUR * h) / 1080 : 0;
      u.uShimmer!.value = heatShimmer(quality, TIME_OF_DAY, weatherNow);
      u.uTime!.value = now / 1000;
      // Metres a pixel spans at one metre away: the ambient occlusion's sense of scale.
      u.uPixelAngle!.value = (2 * Math.tan((camera.fov * Math.PI) / 360)) / h;
      const p = camera.projectionMatrix.elements;
      u.uProjScale!.value.set(p[0]!, p[5]!);
      u.uCameraWorld!.value.copy(camera.matrixWorld);
      pass(compose, previous);
    },
    dispose(): void {
      for (const t of [scene, bright, blurA, blurB]) t.dispose();
      scene.depthTexture?.dispose();
      for (const m of [brightMaterial, blurMaterial, compose]) m.dispose();
      quad.dispose();
    },
  };
}
