import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BufferGeometry } from 'three';
import { beforeAll, describe, expect, test } from 'vitest';
import { bakeTeams, type BuiltTeams, buildTeams, parseGlb } from '../../scripts/bake-teams.ts';
import { carcassGeometry, driverFigure, teamAssetsOf } from '../../src/scene/chariot-assets.ts';
import { type BakedTeams, readTeamFile, TEAM_FILE_MAGIC } from '../../src/scene/team-file.ts';
import { loadTeamFile } from './gltf.ts';

const MODELS = resolve(import.meta.dirname, '../../public/models');
const glb = async (file: string): Promise<Uint8Array> =>
  new Uint8Array(await readFile(resolve(MODELS, file)));

let committed: ArrayBuffer;
let built: BuiltTeams;
let read: BakedTeams;

beforeAll(async () => {
  committed = await loadTeamFile();
  // What the page built at load before issue 21's bake: the builders run on the parsed models.
  const [horse, chariot, wreck] = await Promise.all(['horse.glb', 'chariot.glb', 'wreck.glb'].map(glb));
  built = await buildTeams(await parseGlb(horse!), await parseGlb(chariot!), await parseGlb(wreck!));
  read = readTeamFile(committed);
});

const bytesOf = (array: ArrayLike<number>): Buffer => {
  const typed = array as Float32Array;
  return Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
};

/** Every attribute (name, order, type, item size, bytes), the index and the bounds, exactly. */
function expectSameGeometry(actual: BufferGeometry, expected: BufferGeometry): void {
  expect(Object.keys(actual.attributes)).toEqual(Object.keys(expected.attributes));
  for (const [name, attribute] of Object.entries(expected.attributes)) {
    const a = actual.getAttribute(name);
    expect(a.itemSize, name).toBe(attribute.itemSize);
    expect(a.array.constructor, name).toBe(attribute.array.constructor);
    expect(bytesOf(a.array).equals(bytesOf(attribute.array)), name).toBe(true);
  }
  expect(actual.getIndex()!.array).toBeInstanceOf(Uint32Array);
  expect(bytesOf(actual.getIndex()!.array).equals(bytesOf(expected.getIndex()!.array))).toBe(true);
  expect(actual.boundingBox).toEqual(expected.boundingBox);
  expect(actual.boundingSphere).toEqual(expected.boundingSphere);
}

describe('teams.bin (issue 21: the teams baked when the models are built, not at load)', () => {
  test('matches a fresh bake of the committed models byte for byte (run `npm run models` after changing them)', async () => {
    const fresh = await bakeTeams(await glb('horse.glb'), await glb('chariot.glb'), await glb('wreck.glb'));
    expect(Buffer.from(fresh).equals(Buffer.from(committed))).toBe(true);
  });

  test('reads back exactly what the builders make from the models: the horse, its light versions and its gallop', () => {
    expectSameGeometry(read.horse.geometry, built.horse.geometry);
    expect(read.horse.ranges).toEqual(built.horse.ranges);
    expect(read.horse.bake.frames).toBe(built.horse.bake.frames);
    expect(read.horse.bake.parts).toEqual(built.horse.bake.parts);
    expect(read.horse.bake.data).toEqual(built.horse.bake.data);
    // Three versions of the horse: the full one and two lighter.
    expect(read.horse.ranges.full.count).toBeGreaterThan(read.horse.ranges.far.count);
    expect(read.horse.ranges.far.count).toBeGreaterThan(read.horse.ranges.shadow.count);
  });

  test('reads back exactly the chariot (with its blur discs and light versions), the wreck, the driver and the carcass', () => {
    for (const name of ['chariot', 'wreck', 'driver'] as const) {
      expectSameGeometry(read[name].geometry, built[name].geometry);
      for (const point of ['hubL', 'hubR', 'leanPivot', 'crewFeet'] as const)
        expect(read[name][point].toArray(), `${name}.${point}`).toEqual(built[name][point].toArray());
    }
    expect(read.chariot.ranges).toEqual(built.chariot.ranges);
    // The dead horse, frozen in one pose and laid on its side: the light horse's triangles.
    expectSameGeometry(read.carcass, built.carcass);
    expect(read.carcass.getIndex()!.count).toBe(read.horse.ranges.far.count);
    expect(read.carcass.boundingBox!.min.y).toBeCloseTo(-0.06, 6);
    // The driver on his own stands in his own frame: feet near the origin (the box has 0.25 m of
    // room for leaning, as every car's).
    expect(read.driver.geometry.boundingBox!.min.y).toBeCloseTo(-0.25, 1);
  });

  test('gives the viewer views of the same arrays for near and far teams', () => {
    const { horse, chariot, wreck } = teamAssetsOf(committed);
    for (const model of [horse, chariot]) {
      expect(model.far.getIndex()).toBe(model.near.getIndex());
      expect(model.far.getAttribute('position')).toBe(model.near.getAttribute('position'));
      expect(model.near.drawRange).toEqual(model.ranges.full);
      expect(model.far.drawRange).toEqual(model.ranges.far);
    }
    expect(horse.texture.image.data).toBe(horse.bake.data);
    expect(wreck.geometry.getAttribute('aSurface').count).toBeGreaterThan(0);
    // The driver figure and the carcass are the caller's own (their effects dispose them): a new
    // geometry each call, with attributes of its own over the file's arrays (nothing copied).
    const teams = teamAssetsOf(committed);
    for (const [made, baked] of [
      [driverFigure(teams).geometry, teams.baked.driver.geometry],
      [carcassGeometry(teams), teams.baked.carcass],
    ] as const) {
      expectSameGeometry(made, baked);
      expect(made).not.toBe(baked);
      expect(made.getAttribute('position')).not.toBe(baked.getAttribute('position'));
      expect(made.getAttribute('position').array).toBe(baked.getAttribute('position').array);
    }
  });
});

describe('a bad teams file', () => {
  const bytes = (): Uint8Array<ArrayBuffer> => new Uint8Array(committed.slice(0));
  const headerLength = (b: Uint8Array): number => new DataView(b.buffer).getUint32(4, true);

  test('is refused with what is wrong with it', () => {
    expect(() => readTeamFile(new ArrayBuffer(3))).toThrow('teams.bin: 3 bytes is too short');
    const other = bytes();
    other.set(new TextEncoder().encode('glTF'), 0);
    expect(() => readTeamFile(other.buffer)).toThrow(`starts with "glTF", not "${TEAM_FILE_MAGIC}"`);
    const long = bytes();
    new DataView(long.buffer).setUint32(4, long.length, true);
    expect(() => readTeamFile(long.buffer)).toThrow('runs past the end of the file');
    const garbled = bytes();
    garbled[8] = 0x7b + 1;
    expect(() => readTeamFile(garbled.buffer)).toThrow('the header is not JSON');
  });

  test('cut short is refused naming the array that runs past its end', () => {
    const b = bytes();
    expect(() => readTeamFile(b.buffer.slice(0, 8 + headerLength(b) + 1000))).toThrow(
      /^teams\.bin: horse\.geometry\.attributes\[\d\]\.array runs past the end of the file \(\d+ > \d+ bytes\)$/,
    );
  });
});

/** A field of the header: the keys and list positions that lead to it. */
type Path = readonly (string | number)[];
type Json = unknown;

/** A path as the reader's messages write it: `horse.geometry.attributes[0].array`. */
const named = (path: Path): string =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');

function headerOf(file: ArrayBuffer): Json {
  const length = new DataView(file).getUint32(4, true);
  return JSON.parse(new TextDecoder().decode(new Uint8Array(file, 8, length)));
}

/** The committed file with another header (padded as the bake pads it), its arrays as they are. */
function withHeader(file: ArrayBuffer, header: Json): ArrayBuffer {
  const length = new DataView(file).getUint32(4, true);
  let json = JSON.stringify(header);
  json += ' '.repeat((4 - (new TextEncoder().encode(json).length % 4)) % 4);
  const text = new TextEncoder().encode(json);
  const arrays = new Uint8Array(file, 8 + length);
  const out = new Uint8Array(8 + text.length + arrays.length);
  out.set(new Uint8Array(file, 0, 4), 0);
  new DataView(out.buffer).setUint32(4, text.length, true);
  out.set(text, 8);
  out.set(arrays, 8 + text.length);
  return out.buffer;
}

type Node = { [key: string | number]: Json };
const parentOf = (header: Json, path: Path): Node =>
  path.slice(0, -1).reduce((node: Json, key) => (node as Node)[key], header) as Node;
const get = (header: Json, path: Path): Json => parentOf(header, path)[path.at(-1)!];

/** The header with the field at `path` changed to `value` (or removed, for undefined). */
function changed(header: Json, path: Path, value: Json): Json {
  const copy = structuredClone(header);
  const parent = parentOf(copy, path);
  if (value === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  return copy;
}

/**
 * Every field of the header: each object's keys, and the first element of each list of objects or
 * strings (a list of numbers, such as a box or a point, is one field).
 */
function fieldsOf(value: Json, path: Path = []): Path[] {
  const inner = (key: string | number, child: Json): Path[] => [
    [...path, key],
    ...fieldsOf(child, [...path, key]),
  ];
  if (Array.isArray(value)) return typeof value[0] === 'number' ? [] : inner(0, value[0]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => inner(key, child));
  return [];
}

/** A value of another type than `value`'s. */
const otherType = (value: Json): Json =>
  Array.isArray(value) ? {} : typeof value === 'object' ? [] : typeof value === 'string' ? 7 : 'x';

/** What reading a file throws ('' when it reads). */
function refusal(file: ArrayBuffer): string {
  try {
    readTeamFile(file);
    return '';
  } catch (error) {
    return error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error);
  }
}

describe("a bad teams.bin header is refused, saying which field and what is wrong (every field's message)", () => {
  let file: ArrayBuffer;
  let header: Json;
  let fields: Path[];
  beforeAll(() => {
    file = committed;
    header = headerOf(file);
    fields = fieldsOf(header);
  });

  test('the walk finds every kind of field of each model', () => {
    expect(fields.length).toBeGreaterThan(100);
    for (const field of [
      'horse.geometry.attributes[0].array.offset',
      'horse.geometry.index.type',
      'horse.geometry.box',
      'horse.ranges.shadow.count',
      'horse.gallop.parts[0]',
      'horse.gallop.data.length',
      'chariot.ranges.far.start',
      'chariot.crewFeet',
      'wreck.hubL',
      'driver.leanPivot',
      'carcass.geometry.sphere',
    ])
      expect(fields.map(named)).toContain(field);
  });

  test('each field missing', () => {
    const wrong = fields
      .filter((path) => typeof path.at(-1) === 'string')
      .map((path) => [named(path), refusal(withHeader(file, changed(header, path, undefined)))])
      .filter(([field, message]) => message !== `Error: teams.bin: ${field} is missing`);
    expect(wrong).toEqual([]);
  });

  test('each field of the wrong type', () => {
    const wrong = fields
      .map((path) => {
        const value = otherType(get(header, path));
        const message = refusal(withHeader(file, changed(header, path, value)));
        const prefix = `Error: teams.bin: ${named(path)} should be `;
        const ok = message.startsWith(prefix) && message.endsWith(`, not ${JSON.stringify(value)}`);
        return ok ? '' : `${named(path)} as ${JSON.stringify(value)}: ${message}`;
      })
      .filter((line) => line !== '');
    expect(wrong).toEqual([]);
  });

  test.each<[string, Path, (value: Json) => Json, string | RegExp]>([
    ['not an object', [], () => [], 'the header should be an object, not []'],
    ['no horse', ['horse'], () => null, 'horse should be an object, not null'],
    [
      'an array of an unknown type',
      ['horse', 'geometry', 'attributes', 0, 'array', 'type'],
      () => 'f64',
      'horse.geometry.attributes[0].array.type should be "f32" or "u32", not "f64"',
    ],
    [
      'an index of floats',
      ['chariot', 'geometry', 'index', 'type'],
      () => 'f32',
      'chariot.geometry.index.type should be "u32", not "f32"',
    ],
    [
      'a gallop of whole numbers',
      ['horse', 'gallop', 'data', 'type'],
      () => 'u32',
      'horse.gallop.data.type should be "f32", not "u32"',
    ],
    [
      'an offset off the four-byte grid',
      ['horse', 'geometry', 'index', 'offset'],
      (v) => (v as number) + 2,
      /^horse\.geometry\.index\.offset should be a multiple of 4, not \d+$/,
    ],
    [
      'a negative offset',
      ['wreck', 'geometry', 'attributes', 1, 'array', 'offset'],
      () => -4,
      'wreck.geometry.attributes[1].array.offset should be a whole number from 0, not -4',
    ],
    [
      'a length in pieces',
      ['driver', 'geometry', 'index', 'length'],
      () => 1.5,
      'driver.geometry.index.length should be a whole number from 0, not 1.5',
    ],
    [
      'an array past the end of the file',
      ['carcass', 'geometry', 'index', 'offset'],
      () => 1 << 24,
      /^carcass\.geometry\.index runs past the end of the file \(\d+ > \d+ bytes\)$/,
    ],
    [
      'an item size of 5',
      ['horse', 'geometry', 'attributes', 0, 'itemSize'],
      () => 5,
      'horse.geometry.attributes[0].itemSize should be a whole number from 1 to 4, not 5',
    ],
    [
      'an attribute cut in the middle of a vertex',
      ['horse', 'geometry', 'attributes', 0, 'array', 'length'],
      (v) => (v as number) - 1,
      /^horse\.geometry\.attributes\[0\] \("position"\) has \d+ numbers, not a multiple of its itemSize 3$/,
    ],
    [
      'an attribute with fewer vertices than the others',
      ['chariot', 'geometry', 'attributes', 1, 'array', 'length'],
      (v) => (v as number) - 3,
      /^chariot\.geometry\.attributes\[1\] \("normal"\) has \d+ vertices, not \d+ as the attributes before it$/,
    ],
    [
      'no position',
      ['driver', 'geometry', 'attributes', 0, 'name'],
      () => 'place',
      'driver.geometry.attributes has no "position"',
    ],
    [
      'a box of five numbers',
      ['horse', 'geometry', 'box'],
      (v) => (v as number[]).slice(1),
      /^horse\.geometry\.box should be a list of 6 numbers, not \[/,
    ],
    [
      'a sphere with a null radius',
      ['chariot', 'geometry', 'sphere'],
      (v) => [...(v as number[]).slice(0, 3), null],
      /^chariot\.geometry\.sphere should be a list of 4 numbers, not \[.*,null\]$/,
    ],
    [
      'a point of two numbers',
      ['chariot', 'hubL'],
      () => [1, 2],
      'chariot.hubL should be a list of 3 numbers, not [1,2]',
    ],
    [
      'a light version past the index',
      ['horse', 'ranges', 'shadow', 'count'],
      (v) => (v as number) + 1,
      /^horse\.ranges\.shadow \(\d+ \+ \d+\) runs past the index's \d+ entries$/,
    ],
    [
      'a range starting before zero',
      ['chariot', 'ranges', 'far', 'start'],
      () => -1,
      'chariot.ranges.far.start should be a whole number from 0, not -1',
    ],
    [
      'no gallop frames',
      ['horse', 'gallop', 'frames'],
      () => 0,
      'horse.gallop.frames should be a whole number from 1, not 0',
    ],
    [
      'a gallop of another size than its parts',
      ['horse', 'gallop', 'parts'],
      (v) => (v as string[]).slice(1),
      /^horse\.gallop\.data has \d+ numbers, not \d+ \(16 for each part in each of frames \+ 1 poses\)$/,
    ],
  ])('%s', (_, path, change, message) => {
    const value = change(path.length === 0 ? header : get(header, path));
    const bad = path.length === 0 ? withHeader(file, value) : withHeader(file, changed(header, path, value));
    // An Error (not a TypeError from a missing field) saying all of it, and nothing else.
    if (typeof message === 'string') expect(refusal(bad)).toBe(`Error: teams.bin: ${message}`);
    else expect(refusal(bad)).toMatch(new RegExp(`^Error: teams\\.bin: ${message.source.slice(1)}`));
  });
});
