import { Frustum, Matrix4, PerspectiveCamera } from 'three';
import { describe, expect, test } from 'vitest';
import { defaultSetup, simulate } from '../../src/engine/index.ts';
import { QUALITY } from '../../src/playback/quality.ts';
import { compileReplay } from '../../src/replay/compile.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import {
  createFleet,
  DETAIL,
  type Fleet,
  type FleetView,
  type InstanceSet,
  STATUS_CODE,
  updateFleet,
} from '../../src/scene/chariot-fleet.ts';
import {
  BLOB_FLOATS,
  CAR_BLOB,
  createBlobSet,
  HORSE_BLOB,
  MAX_STRETCH,
  sunStretch,
  WRECK_BLOB,
  writeContactShadows,
} from '../../src/scene/effects/contact-shadows.ts';
import { DAY_LIGHTS, TIMES_OF_DAY } from '../../src/scene/sun.ts';

const race = simulate({ ruleset: 'crudis', seed: 7, setup: defaultSetup(12) });
if (!race.ok) throw new Error(race.error.message);
const built = buildPlan(race.value);
if (!built.ok) throw new Error(built.error);
const plan = built.plan;
const compiled = compileReplay(plan.log, { mode: plan.mode });
if (!compiled.ok) throw new Error(compiled.error);
const replay = compiled.replay;

/** The fleet placed at time `t` for a view (the whole arena from above, unless given). */
function fleetAt(
  t: number,
  view: FleetView = { x: 0, y: 2000, z: 0, lodDistance: 45, frustum: null },
): Fleet {
  const fleet = createFleet(replay);
  updateFleet(fleet, plan, t - 0.1, view);
  updateFleet(fleet, plan, t, view);
  return fleet;
}

const placed = (f: Fleet): number =>
  f.horsesNear.count + f.horsesFar.count + f.carsNear.count + f.carsFar.count + f.wrecks.count;

/** Each blob of the set, as [x, z, cos, sin, half-length, half-width, height, darkness]. */
const blobs = (out: ReturnType<typeof createBlobSet>): number[][] =>
  Array.from({ length: out.count }, (_, i) =>
    Array.from(out.data.subarray(i * BLOB_FLOATS, (i + 1) * BLOB_FLOATS)),
  );

/** Where an instance of a set stands on the sand and which way it faces. */
const instance = (set: InstanceSet, i: number) => ({
  x: set.matrices[i * 16 + 12]!,
  z: set.matrices[i * 16 + 14]!,
  cos: set.matrices[i * 16]!,
  sin: set.matrices[i * 16 + 8]!,
});

describe('contact shadows', () => {
  test('only a quality without the sun’s shadow map draws them', () => {
    expect(QUALITY.low.shadowMapSize).toBe(0);
    expect(QUALITY.medium.shadowMapSize).toBeGreaterThan(0);
    expect(QUALITY.high.shadowMapSize).toBeGreaterThan(0);
  });

  test('one under every horse, car and wreck placed, where it stands and facing its way', () => {
    // Late in the race: wrecks on the track, teams still running.
    const t = plan.duration * 0.6;
    const fleet = fleetAt(t);
    expect(fleet.status.some((s) => s === STATUS_CODE.wrecked)).toBe(true);
    expect(fleet.wrecks.count).toBeGreaterThan(0);
    const out = createBlobSet(512);
    writeContactShadows(out, fleet);
    expect(out.count).toBe(placed(fleet));
    const all = blobs(out);
    let k = 0;
    for (const [set, shape] of [
      [fleet.horsesNear, HORSE_BLOB],
      [fleet.horsesFar, HORSE_BLOB],
      [fleet.carsNear, CAR_BLOB],
      [fleet.carsFar, CAR_BLOB],
      [fleet.wrecks, WRECK_BLOB],
    ] as const) {
      for (let i = 0; i < set.count; i++, k++) {
        const at = instance(set, i);
        const [x, z, c, s, halfLength, halfWidth, height, dark] = all[k]!;
        // Its footprint's centre, `ahead` of the instance along its forward, (cos, -sin) on the sand.
        expect(x).toBeCloseTo(at.x + at.cos * shape.ahead, 4);
        expect(z).toBeCloseTo(at.z - at.sin * shape.ahead, 4);
        expect(c).toBeCloseTo(at.cos, 6);
        expect(s).toBeCloseTo(at.sin, 6);
        expect([halfLength, halfWidth, height, dark]).toEqual(
          [shape.halfLength, shape.halfWidth, shape.height, shape.dark].map(Math.fround),
        );
      }
    }
  });

  test('none for what the view does not place, nor at a race’s start for horses not there', () => {
    // A camera looking at the sky over the arena: nothing in view, nothing placed, no shadows.
    const camera = new PerspectiveCamera(45, 16 / 9, 0.5, 9000);
    camera.position.set(0, 50, 0);
    camera.lookAt(0, 1000, 1);
    camera.updateMatrixWorld();
    const frustum = new Frustum().setFromProjectionMatrix(
      new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse),
    );
    const fleet = fleetAt(plan.duration * 0.3, { x: 0, y: 50, z: 0, lodDistance: 45, frustum });
    expect(Array.from(fleet.detail).every((d) => d === DETAIL.hidden)).toBe(true);
    const out = createBlobSet(512);
    out.count = 99;
    writeContactShadows(out, fleet);
    expect(out.count).toBe(0);
    // At the start every team is in place: four horses and a car each.
    writeContactShadows(out, fleetAt(0.2));
    expect(out.count).toBe(plan.chariots.length * 5);
  });

  test('never more than the set holds', () => {
    const out = createBlobSet(7);
    writeContactShadows(out, fleetAt(0.2));
    expect(out.count).toBe(7);
  });

  test('laid away from the sun, at most MAX_STRETCH a metre of height', () => {
    // The afternoon's sun is a little south of west: the shadows fall east and a little north.
    const [x, z] = sunStretch(DAY_LIGHTS.afternoon.sun.map((v, _, a) => v / Math.hypot(...a)) as never);
    expect(x).toBeGreaterThan(1.5);
    expect(z).toBeLessThan(0);
    expect(Math.hypot(x, z)).toBeLessThanOrEqual(MAX_STRETCH + 1e-9);
    for (const time of TIMES_OF_DAY) {
      const sun = DAY_LIGHTS[time].sun;
      const length = Math.hypot(...sun);
      const toSun = sun.map((v) => v / length) as unknown as [number, number, number];
      const [sx, sz] = sunStretch(toSun);
      // Opposite the sun on the ground, as long as the sun's height gives up to the cap.
      expect(sx * toSun[0] + sz * toSun[2]).toBeLessThan(0);
      const flat = Math.hypot(toSun[0], toSun[2]) / toSun[1];
      expect(Math.hypot(sx, sz)).toBeCloseTo(Math.min(flat, MAX_STRETCH), 9);
    }
    // The sun overhead lays no shadow aside.
    expect(sunStretch([0, 1, 0]).map(Math.abs)).toEqual([0, 0]);
  });
});
