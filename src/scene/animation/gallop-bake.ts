import {
  type AnimationClip,
  AnimationMixer,
  DataTexture,
  FloatType,
  Matrix4,
  type Mesh,
  NearestFilter,
  type Object3D,
  RGBAFormat,
} from 'three';

/**
 * The gallop clip baked into a table of rigid-part matrices, so the GPU can pose every horse from
 * one texture and a phase per instance: no skeleton, no mixer, no CPU work per horse per frame.
 *
 * Layout: `frames` evenly spaced poses over one stride, then one rest pose (the model's bind pose,
 * standing square). Each pose holds, for every part, its matrix in the horse's own space
 * (column-major, like `Matrix4.elements`). As a texture: one row per pose, four RGBA texels (the
 * matrix columns) per part.
 */
export interface GallopBake {
  /** Poses per stride (the rest pose is row `frames`). */
  readonly frames: number;
  /** Names of the rigid parts (nodes holding meshes), in texture order. */
  readonly parts: readonly string[];
  /** (frames + 1) × parts × 16 floats. */
  readonly data: Float32Array;
}

/** Poses baked per stride: the clip has 32 keys a stride, so each bake row is a key. */
export const GALLOP_FRAMES = 32;

const _inverseRoot = new Matrix4();
const _m = new Matrix4();
const _a = new Matrix4();
const _b = new Matrix4();

/** The nodes that hold meshes directly: the horse's rigid parts, in traversal order. */
export function rigidParts(root: Object3D): Object3D[] {
  const parts: Object3D[] = [];
  root.traverse((object) => {
    if (!(object as Mesh).isMesh) return;
    const part = object.parent;
    if (part && part !== root && !parts.includes(part)) parts.push(part);
  });
  return parts;
}

function writePose(root: Object3D, parts: readonly Object3D[], data: Float32Array, row: number): void {
  root.updateMatrixWorld(true);
  _inverseRoot.copy(root.matrixWorld).invert();
  for (let p = 0; p < parts.length; p++) {
    _m.multiplyMatrices(_inverseRoot, parts[p]!.matrixWorld);
    _m.toArray(data, (row * parts.length + p) * 16);
  }
}

/**
 * Bakes `clip` played on `root` (a clone is posed; `root` is left untouched). Part matrices are
 * relative to `root`, so the root's own placement does not matter.
 */
export function bakeGallop(root: Object3D, clip: AnimationClip, frames = GALLOP_FRAMES): GallopBake {
  const rig = root.clone(true);
  const parts = rigidParts(rig);
  const data = new Float32Array((frames + 1) * parts.length * 16);
  writePose(rig, parts, data, frames);
  const mixer = new AnimationMixer(rig);
  mixer.clipAction(clip).play();
  for (let k = 0; k < frames; k++) {
    mixer.setTime((k / frames) * clip.duration);
    writePose(rig, parts, data, k);
  }
  mixer.stopAllAction();
  mixer.uncacheRoot(rig);
  return { frames, parts: parts.map((p) => p.name), data };
}

/** The bake as a float texture for `texelFetch`: width parts × 4, height frames + 1. */
export function gallopTexture(bake: GallopBake): DataTexture {
  const texture = new DataTexture(bake.data, bake.parts.length * 4, bake.frames + 1, RGBAFormat, FloatType);
  texture.magFilter = NearestFilter;
  texture.minFilter = NearestFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}

function mixInto(out: Matrix4, a: Matrix4, b: Matrix4, u: number): Matrix4 {
  const o = out.elements;
  const x = a.elements;
  const y = b.elements;
  for (let i = 0; i < 16; i++) o[i] = x[i]! + (y[i]! - x[i]!) * u;
  return out;
}

/**
 * A part's matrix at `phase` (strides; only the fraction counts), blended toward the rest pose as
 * `gait` falls from 1 to 0. The CPU twin of `gallopMatrix()` in the horse material's shader: the
 * same frame pick and the same linear blends.
 */
export function sampleBakedPart(
  bake: GallopBake,
  part: number,
  phase: number,
  gait: number,
  out: Matrix4,
): Matrix4 {
  const f = (phase - Math.floor(phase)) * bake.frames;
  const f0 = Math.min(bake.frames - 1, Math.floor(f));
  const f1 = (f0 + 1) % bake.frames;
  const stride = bake.parts.length * 16;
  _a.fromArray(bake.data, f0 * stride + part * 16);
  _b.fromArray(bake.data, f1 * stride + part * 16);
  mixInto(out, _a, _b, f - f0);
  _a.fromArray(bake.data, bake.frames * stride + part * 16);
  return mixInto(out, _a, out, Math.min(1, Math.max(0, gait)));
}

/** GLSL of the same sampling, for a vertex shader with `uGallopTex` and `uGallopFrames`. */
export const GALLOP_GLSL = /* glsl */ `
uniform highp sampler2D uGallopTex;
uniform int uGallopFrames;
attribute float aPart;
attribute vec4 aGallop; // phase in strides, reach of the gait (0 standing, 1 galloping), stumble, wind

mat4 gallopPose(int part, int frame) {
  int x = part * 4;
  return mat4(
    texelFetch(uGallopTex, ivec2(x, frame), 0),
    texelFetch(uGallopTex, ivec2(x + 1, frame), 0),
    texelFetch(uGallopTex, ivec2(x + 2, frame), 0),
    texelFetch(uGallopTex, ivec2(x + 3, frame), 0));
}

mat4 mixPose(mat4 a, mat4 b, float u) {
  return mat4(mix(a[0], b[0], u), mix(a[1], b[1], u), mix(a[2], b[2], u), mix(a[3], b[3], u));
}

mat4 gallopMatrix() {
  int part = int(aPart + 0.5);
  float f = fract(aGallop.x) * float(uGallopFrames);
  int f0 = min(uGallopFrames - 1, int(floor(f)));
  int f1 = (f0 + 1) % uGallopFrames;
  mat4 running = mixPose(gallopPose(part, f0), gallopPose(part, f1), f - float(f0));
  return mixPose(gallopPose(part, uGallopFrames), running, clamp(aGallop.y, 0.0, 1.0));
}
`;
