import { type AnimationClip, type KeyframeTrack, Matrix4, type Object3D, Quaternion, Vector3 } from 'three';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  bakeGallop,
  GALLOP_FRAMES,
  type GallopBake,
  sampleBakedPart,
} from '../../src/scene/animation/gallop-bake.ts';
import { buildHorseGeometry } from '../../src/scene/geometry/horse-geometry.ts';
import { loadModel } from './gltf.ts';

const PARTS = [
  'Body',
  'Neck',
  'Head',
  'Tail',
  ...['FL', 'FR', 'HL', 'HR'].flatMap((leg) => [`Leg${leg}_Upper`, `Leg${leg}_Lower`]),
];

let scene: Object3D;
let clip: AnimationClip;
let bake: GallopBake;

beforeAll(async () => {
  const gltf = await loadModel('horse.glb');
  scene = gltf.scene;
  clip = gltf.animations.find((a) => a.name === 'gallop')!;
  bake = bakeGallop(scene, clip);
});

function track(name: string): KeyframeTrack | undefined {
  return clip.tracks.find((t) => t.name === name);
}

/**
 * A part's matrix in the horse's space at key `k` of the clip, composed by hand from the tracks'
 * raw values and the nodes' rest positions: an independent reference for the bake.
 */
function clipPose(partName: string, k: number): Matrix4 {
  const chain: Object3D[] = [];
  for (let o: Object3D | null = scene.getObjectByName(partName)!; o && o !== scene; o = o.parent)
    chain.unshift(o);
  const m = new Matrix4();
  const local = new Matrix4();
  for (const node of chain) {
    const q = track(`${node.name}.quaternion`);
    const p = track(`${node.name}.position`);
    const quaternion = q ? new Quaternion().fromArray(q.values, k * 4) : node.quaternion.clone();
    const position = p ? new Vector3().fromArray(p.values, k * 3) : node.position.clone();
    local.compose(position, quaternion, node.scale);
    m.multiply(local);
  }
  return m;
}

function expectClose(actual: Matrix4, expected: Matrix4, tolerance = 1e-5): void {
  for (let i = 0; i < 16; i++)
    expect(actual.elements[i]).toBeCloseTo(expected.elements[i]!, -Math.log10(tolerance));
}

describe('the baked gallop', () => {
  test('holds 32 poses a stride and a rest pose, for the 12 rigid parts', () => {
    expect(bake.frames).toBe(GALLOP_FRAMES);
    expect(GALLOP_FRAMES).toBe(32);
    expect([...bake.parts].sort()).toEqual([...PARTS].sort());
    expect(bake.data.length).toBe((32 + 1) * 12 * 16);
    expect(clip.duration).toBeCloseTo(1, 6);
  });

  test.each([
    [0, 0],
    [0.5, 16],
    [0.75, 24],
  ])('at phase %s reproduces the clip at key %i', (phase, key) => {
    const out = new Matrix4();
    for (const name of PARTS) {
      sampleBakedPart(bake, bake.parts.indexOf(name), phase, 1, out);
      expectClose(out, clipPose(name, key));
    }
  });

  test('between two keys blends them linearly, and only the fraction of the phase counts', () => {
    const leg = bake.parts.indexOf('LegFR_Lower');
    const a = clipPose('LegFR_Lower', 8);
    const b = clipPose('LegFR_Lower', 9);
    const mid = new Matrix4();
    for (let i = 0; i < 16; i++) mid.elements[i] = (a.elements[i]! + b.elements[i]!) / 2;
    const out = new Matrix4();
    expectClose(sampleBakedPart(bake, leg, 8.5 / 32, 1, out), mid);
    expectClose(sampleBakedPart(bake, leg, 3 + 8.5 / 32, 1, new Matrix4()), mid);
  });

  test('the last key wraps to the first', () => {
    const body = bake.parts.indexOf('Body');
    const mid = new Matrix4();
    const a = clipPose('Body', 31);
    const b = clipPose('Body', 0);
    for (let i = 0; i < 16; i++) mid.elements[i] = (a.elements[i]! + b.elements[i]!) / 2;
    expectClose(sampleBakedPart(bake, body, 31.5 / 32, 1, new Matrix4()), mid);
  });

  test('with no gait it stands in the rest pose: legs straight down, hooves on the sand', () => {
    const out = new Matrix4();
    sampleBakedPart(bake, bake.parts.indexOf('Body'), 0.37, 0, out);
    expectClose(out, new Matrix4().makeTranslation(0, 1.2, 0));
    sampleBakedPart(bake, bake.parts.indexOf('LegFL_Lower'), 0.81, 0, out);
    expectClose(out, new Matrix4().makeTranslation(0.5, 0.62, -0.16), 1e-4);
  });

  test('leaves the loaded model in its rest pose', () => {
    expect(scene.getObjectByName('Body')!.position.y).toBeCloseTo(1.2, 6);
    expect(scene.getObjectByName('LegHL_Upper')!.quaternion.w).toBeCloseTo(1, 6);
  });
});

describe('the merged horse', () => {
  test('keeps every triangle and tags each vertex with its part', () => {
    const geometry = buildHorseGeometry(scene, bake);
    let triangles = 0;
    scene.traverse((o) => {
      const g = (o as { geometry?: { index: { count: number } | null } }).geometry;
      if (g?.index) triangles += g.index.count / 3;
    });
    expect(geometry.index!.count / 3).toBe(triangles);
    const part = geometry.getAttribute('aPart');
    const seen = new Set<number>();
    for (let i = 0; i < part.count; i++) seen.add(part.getX(i));
    expect([...seen].sort((a, b) => a - b)).toEqual(PARTS.map((_, i) => i));
  });

  test('posed from the bake, no hoof sinks into the sand and most poses touch it', () => {
    const geometry = buildHorseGeometry(scene, bake);
    const position = geometry.getAttribute('position');
    const part = geometry.getAttribute('aPart');
    const m = new Matrix4();
    const v = new Vector3();
    let grounded = 0;
    for (let f = 0; f < bake.frames; f++) {
      let lowest = Infinity;
      for (let i = 0; i < position.count; i++) {
        sampleBakedPart(bake, part.getX(i), f / bake.frames, 1, m);
        lowest = Math.min(lowest, v.fromBufferAttribute(position, i).applyMatrix4(m).y);
      }
      expect(lowest, `frame ${f}`).toBeGreaterThan(-0.04);
      if (lowest < 0.04) grounded++;
    }
    // A gallop has one moment of suspension; the rest of the stride some hoof bears weight.
    expect(grounded).toBeGreaterThan(bake.frames * 0.6);
    // The bounds cover every pose (the shader moves vertices three cannot see).
    expect(geometry.boundingBox!.min.y).toBeLessThan(0.01);
    expect(geometry.boundingBox!.max.y).toBeGreaterThan(2);
  });
});
