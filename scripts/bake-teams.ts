/**
 * Bakes the teams' models into public/models/teams.bin (src/scene/team-file.ts describes the file):
 * what the viewer used to build from the .glb files at load, built here once from the same files.
 * Run by `npm run models` after the .glb files are written; tests/scene/team-file.test.ts holds the
 * committed file byte-equal to a fresh bake from the committed models.
 */
import type { AnimationClip, BufferGeometry, Object3D, Vector3 } from 'three';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { bakeGallop } from '../src/scene/animation/gallop-bake.ts';
import { buildCarGeometry, CAR_PART, type CarGeometry } from '../src/scene/geometry/chariot-geometry.ts';
import { buildHorseGeometry, carcassGeometry } from '../src/scene/geometry/horse-geometry.ts';
import {
  appendLodIndices,
  type IndexRange,
  type LodLevel,
  simplifierReady,
} from '../src/scene/geometry/lod-index.ts';
import { withBlurDiscs } from '../src/scene/geometry/wheel-blur.ts';
import {
  type ArrayEntry,
  type CarPoints,
  type GeometryEntry,
  TEAM_FILE_MAGIC,
  type TeamFileHeader,
} from '../src/scene/team-file.ts';

/**
 * The light models: for teams far from the camera, and all of them at low (about a quarter of the
 * horse; the chariot with its wheels kept round and its pole, driver and reins whole: simplified,
 * they broke or vanished), and for the shadow pass, whose texels (some 0.3 m on the sand) show no
 * detail anyway.
 */
export const HORSE_LODS: readonly LodLevel[] = [
  { ratio: 0.25, error: 0.03 },
  { ratio: 0.1, error: 0.05, prune: true },
];
export const CHARIOT_LODS: readonly LodLevel[] = [
  { ratio: 0.3, error: 0.03, keepParts: [CAR_PART.wheelL, CAR_PART.wheelR, CAR_PART.fixed, CAR_PART.crew] },
  { ratio: 0.1, error: 0.05, prune: true },
];

interface Model {
  readonly scene: Object3D;
  readonly animations: readonly AnimationClip[];
}

type Ranges = TeamFileHeader['horse']['ranges'];

function rangesOf(list: IndexRange[]): Ranges {
  const [full, far, shadow] = list as [IndexRange, IndexRange, IndexRange];
  return { full, far, shadow };
}

/** The teams as the viewer draws them, built from the three models (the builders the page once ran). */
export interface BuiltTeams {
  readonly horse: {
    readonly geometry: BufferGeometry;
    readonly ranges: Ranges;
    readonly bake: { frames: number; parts: readonly string[]; data: Float32Array };
  };
  readonly chariot: CarGeometry & { readonly ranges: Ranges };
  readonly wreck: CarGeometry;
  readonly driver: CarGeometry;
  readonly carcass: BufferGeometry;
}

export async function buildTeams(horse: Model, chariot: Model, wreck: Model): Promise<BuiltTeams> {
  const clip = horse.animations.find((a) => a.name === 'gallop');
  if (!clip) throw new Error('horse.glb has no "gallop" animation');
  const bake = bakeGallop(horse.scene, clip);
  const horseGeometry = buildHorseGeometry(horse.scene, bake);
  const car = buildCarGeometry(chariot.scene);
  const carGeometry = withBlurDiscs(car.geometry, car.hubL, car.hubR);
  await simplifierReady;
  const horseRanges = rangesOf(appendLodIndices(horseGeometry, HORSE_LODS));
  const carRanges = rangesOf(appendLodIndices(carGeometry, CHARIOT_LODS));
  const driverNode = chariot.scene.getObjectByName('Driver');
  if (!driverNode) throw new Error('chariot.glb has no "Driver" node');
  chariot.scene.updateMatrixWorld(true);
  return {
    horse: { geometry: horseGeometry, ranges: horseRanges, bake },
    chariot: { ...car, geometry: carGeometry, ranges: carRanges },
    wreck: buildCarGeometry(wreck.scene, {}),
    driver: buildCarGeometry(driverNode, {}),
    carcass: carcassGeometry(horseGeometry, bake, horseRanges.far),
  };
}

/** Parses a .glb file's bytes as the page once did. */
export function parseGlb(bytes: Uint8Array): Promise<GLTF> {
  // GLTFLoader reaches for `self` (a browser global) on some paths; Node has TextDecoder already.
  if (typeof globalThis.self === 'undefined') Object.assign(globalThis, { self: globalThis });
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Promise((done, fail) => new GLTFLoader().parse(buffer, '', done, fail));
}

/** The arrays of the file, laid end to end on four-byte boundaries. */
class ArrayList {
  readonly arrays: (Float32Array | Uint32Array)[] = [];
  bytes = 0;

  add(array: ArrayLike<number>, where: string): ArrayEntry {
    let type: ArrayEntry['type'];
    if (array instanceof Float32Array) type = 'f32';
    else if (array instanceof Uint32Array) type = 'u32';
    else throw new Error(`${where}: only Float32Array and Uint32Array are baked`);
    const entry: ArrayEntry = { type, offset: this.bytes, length: array.length };
    this.arrays.push(array);
    this.bytes += array.byteLength;
    return entry;
  }
}

function geometryEntry(list: ArrayList, geometry: BufferGeometry, where: string): GeometryEntry {
  const index = geometry.getIndex();
  const box = geometry.boundingBox;
  const sphere = geometry.boundingSphere;
  if (!index || !box || !sphere) throw new Error(`${where}: needs an index and its bounds`);
  return {
    attributes: Object.entries(geometry.attributes).map(([name, attribute]) => {
      if (!('array' in attribute) || attribute.normalized)
        throw new Error(`${where}.${name}: only plain attributes are baked`);
      return { name, itemSize: attribute.itemSize, array: list.add(attribute.array, `${where}.${name}`) };
    }),
    index: list.add(index.array, `${where}.index`),
    box: [...box.min.toArray(), ...box.max.toArray()],
    sphere: [...sphere.center.toArray(), sphere.radius],
  };
}

const point = (v: Vector3): [number, number, number] => [v.x, v.y, v.z];
const carPoints = (car: CarGeometry): CarPoints => ({
  hubL: point(car.hubL),
  hubR: point(car.hubR),
  leanPivot: point(car.leanPivot),
  crewFeet: point(car.crewFeet),
});

/** The bytes of teams.bin for built teams. */
export function encodeTeams(teams: BuiltTeams): Uint8Array {
  const list = new ArrayList();
  const header: TeamFileHeader = {
    horse: {
      geometry: geometryEntry(list, teams.horse.geometry, 'horse'),
      ranges: teams.horse.ranges,
      gallop: {
        frames: teams.horse.bake.frames,
        parts: teams.horse.bake.parts,
        data: list.add(teams.horse.bake.data, 'horse.gallop'),
      },
    },
    chariot: {
      geometry: geometryEntry(list, teams.chariot.geometry, 'chariot'),
      ranges: teams.chariot.ranges,
      ...carPoints(teams.chariot),
    },
    wreck: { geometry: geometryEntry(list, teams.wreck.geometry, 'wreck'), ...carPoints(teams.wreck) },
    driver: { geometry: geometryEntry(list, teams.driver.geometry, 'driver'), ...carPoints(teams.driver) },
    carcass: { geometry: geometryEntry(list, teams.carcass, 'carcass') },
  };
  let json = JSON.stringify(header);
  json += ' '.repeat((4 - (new TextEncoder().encode(json).length % 4)) % 4);
  const text = new TextEncoder().encode(json);
  const out = new Uint8Array(8 + text.length + list.bytes);
  out.set(new TextEncoder().encode(TEAM_FILE_MAGIC), 0);
  new DataView(out.buffer).setUint32(4, text.length, true);
  out.set(text, 8);
  let at = 8 + text.length;
  for (const array of list.arrays) {
    // Little-endian, as every machine the page runs on reads typed arrays.
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += array.byteLength;
  }
  return out;
}

/** teams.bin from the bytes of horse.glb, chariot.glb and wreck.glb. */
export async function bakeTeams(
  horse: Uint8Array,
  chariot: Uint8Array,
  wreck: Uint8Array,
): Promise<Uint8Array> {
  return encodeTeams(await buildTeams(await parseGlb(horse), await parseGlb(chariot), await parseGlb(wreck)));
}
