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

/*
 * The header is checked here by hand, every field of it, rather than by a zod schema as the race
 * logs are: this module is on the first load's script, which carries no zod (the logs' schemas load
 * with a later chunk), and zod/mini for this header alone would add some 6 KB gzip to it (zod 24 KB;
 * measured with rolldown, minified), where these checks add 0.8 KB. A bad header fails with
 * "teams.bin: <field> <what is wrong>", the field named by its path in the header
 * (`horse.geometry.attributes[0].array.offset`). The arrays' contents (an index's vertices) are not
 * scanned: a pass over every entry at load, for a file the bake writes and a test holds to a fresh bake.
 */

type Fields = { readonly [key: string]: unknown };

/** A value as a message shows it (cut short). */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function check(ok: boolean, value: unknown, where: string, what: string): void {
  if (value === undefined) fail(`${where} is missing`);
  if (!ok) fail(`${where} should be ${what}, not ${shown(value)}`);
}

function objectAt(value: unknown, where: string): Fields {
  check(typeof value === 'object' && value !== null && !Array.isArray(value), value, where, 'an object');
  return value as Fields;
}

function listAt(value: unknown, where: string): readonly unknown[] {
  check(Array.isArray(value), value, where, 'a list');
  return value as unknown[];
}

function textAt(value: unknown, where: string): string {
  check(typeof value === 'string', value, where, 'a string');
  return value as string;
}

function wholeAt(value: unknown, where: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const ok = Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  check(
    ok,
    value,
    where,
    max === Number.MAX_SAFE_INTEGER ? `a whole number from ${min}` : `a whole number from ${min} to ${max}`,
  );
  return value as number;
}

function numbersAt(value: unknown, where: string, count: number): readonly number[] {
  const ok = Array.isArray(value) && value.length === count && value.every((n) => Number.isFinite(n));
  check(ok, value, where, `a list of ${count} numbers`);
  return value as number[];
}

/** The arrays of one file: its bytes and where the arrays begin. */
interface Arrays {
  readonly buffer: ArrayBuffer;
  readonly base: number;
}

function arrayAt(
  file: Arrays,
  value: unknown,
  where: string,
  only?: ArrayEntry['type'],
): Float32Array | Uint32Array {
  const entry = objectAt(value, where);
  const type = entry.type;
  check(
    only ? type === only : type === 'f32' || type === 'u32',
    type,
    `${where}.type`,
    only ? `"${only}"` : '"f32" or "u32"',
  );
  const offset = wholeAt(entry.offset, `${where}.offset`);
  if (offset % 4 !== 0) fail(`${where}.offset should be a multiple of 4, not ${offset}`);
  const length = wholeAt(entry.length, `${where}.length`);
  const start = file.base + offset;
  if (start + length * 4 > file.buffer.byteLength)
    fail(`${where} runs past the end of the file (${start + length * 4} > ${file.buffer.byteLength} bytes)`);
  return type === 'f32'
    ? new Float32Array(file.buffer, start, length)
    : new Uint32Array(file.buffer, start, length);
}

function geometryAt(file: Arrays, value: unknown, where: string): BufferGeometry {
  const entry = objectAt(value, where);
  const geometry = new BufferGeometry();
  let vertices = -1;
  listAt(entry.attributes, `${where}.attributes`).forEach((value, i) => {
    const at = `${where}.attributes[${i}]`;
    const attribute = objectAt(value, at);
    const name = textAt(attribute.name, `${at}.name`);
    const itemSize = wholeAt(attribute.itemSize, `${at}.itemSize`, 1, 4);
    const array = arrayAt(file, attribute.array, `${at}.array`);
    if (array.length % itemSize !== 0)
      fail(`${at} ("${name}") has ${array.length} numbers, not a multiple of its itemSize ${itemSize}`);
    if (vertices >= 0 && array.length / itemSize !== vertices)
      fail(
        `${at} ("${name}") has ${array.length / itemSize} vertices, not ${vertices} as the attributes before it`,
      );
    vertices = array.length / itemSize;
    geometry.setAttribute(name, new BufferAttribute(array, itemSize));
  });
  if (!geometry.getAttribute('position')) fail(`${where}.attributes has no "position"`);
  const index = arrayAt(file, entry.index, `${where}.index`, 'u32');
  geometry.setIndex(new BufferAttribute(index, 1));
  const [x0, y0, z0, x1, y1, z1] = numbersAt(entry.box, `${where}.box`, 6) as Six;
  geometry.boundingBox = new Box3(new Vector3(x0, y0, z0), new Vector3(x1, y1, z1));
  const [cx, cy, cz, r] = numbersAt(entry.sphere, `${where}.sphere`, 4) as Four;
  geometry.boundingSphere = new Sphere(new Vector3(cx, cy, cz), r);
  return geometry;
}

type Six = [number, number, number, number, number, number];
type Four = [number, number, number, number];
type Ranges = TeamFileHeader['horse']['ranges'];

/** The model's light versions: runs of its index. */
function rangesAt(value: unknown, where: string, geometry: BufferGeometry): Ranges {
  const ranges = objectAt(value, where);
  const entries = geometry.getIndex()!.count;
  const range = (key: keyof Ranges): IndexRange => {
    const at = `${where}.${key}`;
    const { start, count } = objectAt(ranges[key], at);
    const run = { start: wholeAt(start, `${at}.start`), count: wholeAt(count, `${at}.count`) };
    if (run.start + run.count > entries)
      fail(`${at} (${run.start} + ${run.count}) runs past the index's ${entries} entries`);
    return run;
  };
  return { full: range('full'), far: range('far'), shadow: range('shadow') };
}

function pointAt(value: unknown, where: string): Vector3 {
  const [x, y, z] = numbersAt(value, where, 3) as Point;
  return new Vector3(x, y, z);
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

function carAt(file: Arrays, entry: Fields, where: string): BakedCar {
  return {
    geometry: geometryAt(file, entry.geometry, `${where}.geometry`),
    hubL: pointAt(entry.hubL, `${where}.hubL`),
    hubR: pointAt(entry.hubR, `${where}.hubR`),
    leanPivot: pointAt(entry.leanPivot, `${where}.leanPivot`),
    crewFeet: pointAt(entry.crewFeet, `${where}.crewFeet`),
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 8, length)));
  } catch (error) {
    return fail(`the header is not JSON (${(error as Error).message})`);
  }
  const header = objectAt(parsed, 'the header');
  const file: Arrays = { buffer, base: 8 + length };
  const horse = objectAt(header.horse, 'horse');
  const horseGeometry = geometryAt(file, horse.geometry, 'horse.geometry');
  const gallop = objectAt(horse.gallop, 'horse.gallop');
  const frames = wholeAt(gallop.frames, 'horse.gallop.frames', 1);
  const parts = listAt(gallop.parts, 'horse.gallop.parts').map((p, i) =>
    textAt(p, `horse.gallop.parts[${i}]`),
  );
  const data = arrayAt(file, gallop.data, 'horse.gallop.data', 'f32') as Float32Array;
  const floats = (frames + 1) * parts.length * 16;
  if (data.length !== floats)
    fail(
      `horse.gallop.data has ${data.length} numbers, not ${floats} (16 for each part in each of frames + 1 poses)`,
    );
  const chariot = objectAt(header.chariot, 'chariot');
  const chariotCar = carAt(file, chariot, 'chariot');
  const wreck = carAt(file, objectAt(header.wreck, 'wreck'), 'wreck');
  const driver = carAt(file, objectAt(header.driver, 'driver'), 'driver');
  const carcass = objectAt(header.carcass, 'carcass');
  return {
    horse: {
      geometry: horseGeometry,
      ranges: rangesAt(horse.ranges, 'horse.ranges', horseGeometry),
      bake: { frames, parts, data },
    },
    chariot: { ...chariotCar, ranges: rangesAt(chariot.ranges, 'chariot.ranges', chariotCar.geometry) },
    wreck,
    driver,
    carcass: geometryAt(file, carcass.geometry, 'carcass.geometry'),
  };
}
