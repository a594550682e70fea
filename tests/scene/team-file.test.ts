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
      /teams\.bin: horse\.\w+ runs past the end of the file/,
    );
  });
});
