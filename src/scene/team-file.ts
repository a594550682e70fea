import { Box3, BufferAttribute, BufferGeometry, Sphere, Vector3 } from 'three';
import type { GallopBake } from './animation/gallop-bake.ts';
import type { IndexRange } from './geometry/lod-index.ts';

/**
 * The teams' models as the viewer draws them, baked when the models are built
 * (scripts/bake-teams.ts writes public/models/teams.bin from the .glb files): the merged horse with
 * its light versions and its gallop baked into part matrices, the merged chariot with its blur discs
 * and light versions, the wreck, and the driver on his own. The page reads the arrays as they are
 * (typed views of the file): no glTF parse, no merging, no simplifying and no gallop baking before
 * the first frame.
 *
 * The file: the four bytes `QTM1`, the header's length (uint32, little-endian), the header (JSON,
 * UTF-8, padded with spaces to a multiple of four bytes), then the arrays, each starting on a
 * multiple of four bytes. Offsets in the header count from the first byte after the header.
 */
export const TEAM_FILE_MAGIC = 'QTM1';

/** One typed array in the file. */
export interface ArrayEntry {
  readonly type: 'f32' | 'u32';
  readonly offset: number;
  readonly length: number;
}

export interface GeometryEntry {
  /** The geometry's attributes, in the order they were set. */
  readonly attributes: readonly {
    readonly name: string;
    readonly itemSize: number;
    readonly array: ArrayEntry;
  }[];
  readonly index: ArrayEntry;
  /** min x, y, z, max x, y, z */
  readonly box: readonly number[];
  /** centre x, y, z, radius */
  readonly sphere: readonly number[];
}

type Point = readonly [number, number, number];

/** What a car model (the chariot, the wreck, the driver) needs beside its geometry. */
export interface CarPoints {
  readonly hubL: Point;
  readonly hubR: Point;
  readonly leanPivot: Point;
  readonly crewFeet: Point;
}

export interface TeamFileHeader {
  readonly horse: {
    readonly geometry: GeometryEntry;
    readonly ranges: { readonly full: IndexRange; readonly far: IndexRange; readonly shadow: IndexRange };
    readonly gallop: {
      readonly frames: number;
      readonly parts: readonly string[];
      readonly data: ArrayEntry;
    };
  };
  readonly chariot: CarPoints & {
    readonly geometry: GeometryEntry;
    readonly ranges: { readonly full: IndexRange; readonly far: IndexRange; readonly shadow: IndexRange };
  };
  readonly wreck: CarPoints & { readonly geometry: GeometryEntry };
  readonly driver: CarPoints & { readonly geometry: GeometryEntry };
  /** The horse lying dead, frozen in one pose (not galloped by the shader). */
  readonly carcass: { readonly geometry: GeometryEntry };
}

/** A car model as read from the file. */
export interface BakedCar {
  readonly geometry: BufferGeometry;
  readonly hubL: Vector3;
  readonly hubR: Vector3;
  readonly leanPivot: Vector3;
  readonly crewFeet: Vector3;
}

export interface BakedTeams {
  readonly horse: {
    readonly geometry: BufferGeometry;
    readonly ranges: TeamFileHeader['horse']['ranges'];
    readonly bake: GallopBake;
  };
  readonly chariot: BakedCar & { readonly ranges: TeamFileHeader['chariot']['ranges'] };
  readonly wreck: BakedCar;
  readonly driver: BakedCar;
  readonly carcass: BufferGeometry;
}

function fail(what: string): never {
  throw new Error(`teams.bin: ${what}`);
}

/** The arrays of one file: its bytes and where the arrays begin. */
interface Arrays {
  readonly buffer: ArrayBuffer;
  readonly base: number;
}

function arrayOf(file: Arrays, entry: ArrayEntry, where: string): Float32Array | Uint32Array {
  const { type, offset, length } = entry;
  if (!Number.isInteger(offset) || offset % 4 !== 0 || !Number.isInteger(length) || length < 0)
    fail(`${where} has a bad offset or length (${offset}, ${length})`);
  const start = file.base + offset;
  if (start + length * 4 > file.buffer.byteLength)
    fail(`${where} runs past the end of the file (${start + length * 4} > ${file.buffer.byteLength} bytes)`);
  if (type === 'f32') return new Float32Array(file.buffer, start, length);
  if (type === 'u32') return new Uint32Array(file.buffer, start, length);
  return fail(`${where} has an unknown type ${String(type)}`);
}

function geometryOf(file: Arrays, entry: GeometryEntry, where: string): BufferGeometry {
  const geometry = new BufferGeometry();
  for (const { name, itemSize, array } of entry.attributes)
    geometry.setAttribute(name, new BufferAttribute(arrayOf(file, array, `${where}.${name}`), itemSize));
  geometry.setIndex(new BufferAttribute(arrayOf(file, entry.index, `${where}.index`), 1));
  const [x0, y0, z0, x1, y1, z1] = entry.box as [number, number, number, number, number, number];
  geometry.boundingBox = new Box3(new Vector3(x0, y0, z0), new Vector3(x1, y1, z1));
  const [cx, cy, cz, r] = entry.sphere as [number, number, number, number];
  geometry.boundingSphere = new Sphere(new Vector3(cx, cy, cz), r);
  return geometry;
}

/**
 * A new geometry over the same arrays (new attribute objects: disposing it frees only its own GPU
 * buffers), with the same bounds.
 */
export function sharedCopy(geometry: BufferGeometry): BufferGeometry {
  const copy = new BufferGeometry();
  for (const [name, a] of Object.entries(geometry.attributes))
    copy.setAttribute(name, new BufferAttribute(a.array, a.itemSize, a.normalized));
  const index = geometry.getIndex();
  if (index) copy.setIndex(new BufferAttribute(index.array, 1));
  copy.boundingBox = geometry.boundingBox?.clone() ?? null;
  copy.boundingSphere = geometry.boundingSphere?.clone() ?? null;
  return copy;
}

function carOf(file: Arrays, entry: CarPoints & { geometry: GeometryEntry }, where: string): BakedCar {
  return {
    geometry: geometryOf(file, entry.geometry, where),
    hubL: new Vector3(...entry.hubL),
    hubR: new Vector3(...entry.hubR),
    leanPivot: new Vector3(...entry.leanPivot),
    crewFeet: new Vector3(...entry.crewFeet),
  };
}

/** Reads teams.bin. The geometries' arrays are views of `buffer` (nothing is copied). */
export function readTeamFile(buffer: ArrayBuffer): BakedTeams {
  if (buffer.byteLength < 8) fail(`${buffer.byteLength} bytes is too short`);
  const magic = String.fromCharCode(...new Uint8Array(buffer, 0, 4));
  if (magic !== TEAM_FILE_MAGIC) fail(`starts with "${magic}", not "${TEAM_FILE_MAGIC}" (not a teams file)`);
  const length = new DataView(buffer).getUint32(4, true);
  if (length % 4 !== 0 || 8 + length > buffer.byteLength)
    fail(`the header's length ${length} is not a multiple of 4 or runs past the end of the file`);
  let header: TeamFileHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 8, length))) as TeamFileHeader;
  } catch (error) {
    return fail(`the header is not JSON (${(error as Error).message})`);
  }
  const { horse, chariot, wreck, driver, carcass } = header;
  if (!horse || !chariot || !wreck || !driver || !carcass)
    fail('the header lacks one of horse, chariot, wreck, driver, carcass');
  const file: Arrays = { buffer, base: 8 + length };
  const gallop = arrayOf(file, horse.gallop.data, 'horse.gallop');
  if (!(gallop instanceof Float32Array)) fail('horse.gallop is not f32');
  return {
    horse: {
      geometry: geometryOf(file, horse.geometry, 'horse'),
      ranges: horse.ranges,
      bake: { frames: horse.gallop.frames, parts: horse.gallop.parts, data: gallop },
    },
    chariot: { ...carOf(file, chariot, 'chariot'), ranges: chariot.ranges },
    wreck: carOf(file, wreck, 'wreck'),
    driver: carOf(file, driver, 'driver'),
    carcass: geometryOf(file, carcass.geometry, 'carcass'),
  };
}
