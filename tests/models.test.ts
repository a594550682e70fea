import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Material, Mesh, Object3D } from 'three';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { describe, expect, test } from 'vitest';
import { buildModel, MODEL_FILES, MODELS_DIR, type ModelFile } from '../scripts/build-models.ts';

// GLTFLoader reaches for `self` (a browser global) on some paths; Node has TextDecoder already.
if (typeof globalThis.self === 'undefined') Object.assign(globalThis, { self: globalThis });

const REQUIRED: Record<ModelFile, { nodes: readonly string[]; maxTriangles: number }> = {
  'horse.glb': {
    nodes: [
      'Horse',
      'Body',
      'Neck',
      'Head',
      'Tail',
      ...['FL', 'FR', 'HL', 'HR'].flatMap((leg) => [`Leg${leg}_Upper`, `Leg${leg}_Lower`]),
    ],
    maxTriangles: 3000,
  },
  'chariot.glb': {
    nodes: ['Chariot', 'Car', 'WheelL', 'WheelR', 'Pole', 'Yoke', 'Driver', 'Reins'],
    maxTriangles: 4000,
  },
  'wreck.glb': { nodes: ['Wreck', 'WreckCar', 'WreckWheel'], maxTriangles: 4000 },
};

const MAX_BYTES = 300 * 1024;

async function committed(file: ModelFile): Promise<Uint8Array> {
  return new Uint8Array(await readFile(resolve(MODELS_DIR, file)));
}

function parse(bytes: Uint8Array): Promise<GLTF> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Promise((resolveGltf, reject) => new GLTFLoader().parse(buffer, '', resolveGltf, reject));
}

function meshes(root: Object3D): Mesh[] {
  const found: Mesh[] = [];
  root.traverse((object) => {
    if ((object as Mesh).isMesh) found.push(object as Mesh);
  });
  return found;
}

function triangles(root: Object3D): number {
  return meshes(root).reduce((sum, mesh) => {
    const { index, attributes } = mesh.geometry;
    return sum + (index ? index.count : attributes.position!.count) / 3;
  }, 0);
}

function materialNames(root: Object3D): Set<string> {
  return new Set(
    meshes(root)
      .flatMap((mesh) => (Array.isArray(mesh.material) ? mesh.material : [mesh.material]) as Material[])
      .map((m) => m.name),
  );
}

describe.each(MODEL_FILES)('%s', (file) => {
  test('has the named nodes, stays within budget and is small', async () => {
    const bytes = await committed(file);
    const gltf = await parse(bytes);
    for (const name of REQUIRED[file].nodes) expect(gltf.scene.getObjectByName(name), name).toBeDefined();
    expect(triangles(gltf.scene)).toBeLessThanOrEqual(REQUIRED[file].maxTriangles);
    expect(bytes.byteLength).toBeLessThan(MAX_BYTES);
  });

  test('matches a fresh build byte for byte (run `npm run models` after changing the script)', async () => {
    const fresh = await buildModel(file);
    expect(Buffer.from(fresh).equals(Buffer.from(await committed(file)))).toBe(true);
  });
});

test('the horse gallops in a loop of one second', async () => {
  const gltf = await parse(await committed('horse.glb'));
  const gallop = gltf.animations.find((clip) => clip.name === 'gallop');
  expect(gallop).toBeDefined();
  expect(gallop!.duration).toBeCloseTo(1.0, 2);
  expect(materialNames(gltf.scene).size).toBeLessThanOrEqual(2);
});

test('the chariot and the wreck carry the FactionPaint material', async () => {
  for (const file of ['chariot.glb', 'wreck.glb'] as const) {
    const names = materialNames((await parse(await committed(file))).scene);
    expect(names).toContain('FactionPaint');
    expect(names.size).toBeLessThanOrEqual(6);
  }
});
