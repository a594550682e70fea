import { Frustum, Matrix4, PerspectiveCamera } from 'three';
import { beforeAll, describe, expect, test } from 'vitest';
import { defaultSetup, simulate, stationToWorld } from '../../src/engine/index.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { gallopRate, MAX_DRIFT } from '../../src/scene/animation/chariot-motion.ts';
import {
  createFleet,
  DETAIL,
  type Fleet,
  type FleetView,
  HORSE_SLOTS,
  HORSES_PER_TEAM,
  type InstanceSet,
  STATUS_CODE,
  updateFleet,
} from '../../src/scene/chariot-fleet.ts';

let plan: Plan;

beforeAll(() => {
  const race = simulate({ ruleset: 'crudis', seed: 7, setup: defaultSetup(12) });
  if (!race.ok) throw new Error(race.error.message);
  const built = buildPlan(race.value);
  if (!built.ok) throw new Error(built.error);
  plan = built.plan;
});

/** A camera far above the arena: no culling, every team beyond the near distance. */
const overview = (): FleetView => ({ x: 0, y: 2000, z: 0, lodDistance: 45, frustum: null });

const position = (set: InstanceSet, k: number): [number, number] => [
  set.matrices[k * 16 + 12]!,
  set.matrices[k * 16 + 14]!,
];

function run(times: readonly number[], view: FleetView = overview()): Fleet {
  const fleet = createFleet(plan);
  for (const t of times) updateFleet(fleet, plan, t, view);
  return fleet;
}

describe('the chariot systems', () => {
  test('at the start every team stands still, in the rest pose, facing down the track', () => {
    const fleet = run([0]);
    expect(fleet.horsesFar.count).toBe(12 * HORSES_PER_TEAM);
    expect(fleet.carsFar.count).toBe(12);
    expect(fleet.wrecks.count).toBe(0);
    for (let k = 0; k < fleet.horsesFar.count; k++) expect(fleet.horsesFar.params[k * 2 + 1]).toBe(0);
    const sample = newSample();
    for (let i = 0; i < 12; i++) {
      sampleChariot(plan, plan.chariots[i]!, 0, sample);
      expect(fleet.heading[i]).toBeCloseTo(stationToWorld(sample.station, sample.d).heading, 9);
      // the start line lies along the end of the west turn: inside lanes stand angled on its arc
      expect(Math.abs(fleet.heading[i]!)).toBeLessThan(0.7);
    }
  });

  test('a wrecked chariot shows a wreck and no horses; the others keep their four', () => {
    const fleet = run([19.8, 20]);
    const wrecked = plan.chariots.findIndex((c) => c.id === 'florus');
    expect(fleet.status[wrecked]).toBe(STATUS_CODE.wrecked);
    expect(fleet.wrecks.count).toBe(1);
    expect(fleet.wrecks.owner[0]).toBe(wrecked);
    expect(fleet.carsFar.count).toBe(11);
    expect(fleet.horsesFar.count).toBe(11 * HORSES_PER_TEAM);
    for (let k = 0; k < fleet.horsesFar.count; k++) expect(fleet.horsesFar.owner[k]).not.toBe(wrecked);
  });

  test('each horse stands in its slot ahead of its car, facing the way the car faces', () => {
    const fleet = run([29.8, 30]);
    const cars = fleet.carsFar;
    const horses = fleet.horsesFar;
    for (let c = 0; c < cars.count; c++) {
      const i = cars.owner[c]!;
      const [cx, cz] = position(cars, c);
      const h = fleet.heading[i]!;
      const forward = [Math.cos(h), -Math.sin(h)] as const;
      const right = [Math.sin(h), Math.cos(h)] as const;
      const team = [...horses.owner.subarray(0, horses.count)].flatMap((o, k) => (o === i ? [k] : []));
      expect(team).toHaveLength(HORSES_PER_TEAM);
      team.forEach((k, slot) => {
        const [hx, hz] = position(horses, k);
        const ahead = (hx - cx) * forward[0] + (hz - cz) * forward[1];
        const side = (hx - cx) * right[0] + (hz - cz) * right[1];
        // (instance matrices are 32-bit floats)
        expect(ahead).toBeCloseTo(HORSE_SLOTS[slot]!.x, 3);
        expect(side).toBeCloseTo(HORSE_SLOTS[slot]!.z, 3);
        // the horse's own +x axis is the car's forward direction
        expect(horses.matrices[k * 16]).toBeCloseTo(forward[0], 5);
        expect(horses.matrices[k * 16 + 2]).toBeCloseTo(forward[1], 5);
      });
    }
  });

  test('on the south straight the teams run east, along the track', () => {
    const fleet = run([19.8, 20]);
    let checked = 0;
    for (let i = 0; i < fleet.size; i++) {
      const onStraight = fleet.z[i]! > 5 && fleet.x[i]! > -140 && fleet.x[i]! < 185;
      if (!onStraight || fleet.status[i] !== STATUS_CODE.racing) continue;
      expect(Math.abs(fleet.heading[i]!)).toBeLessThanOrEqual(MAX_DRIFT + 1e-9);
      checked++;
    }
    expect(checked).toBeGreaterThan(6);
  });

  test('the gallop phase advances with play at the pace of the speed, and not at all when paused', () => {
    const fleet = run([19.9, 20]);
    const before = Float64Array.from(fleet.phase);
    const matrices = Float32Array.from(fleet.carsFar.matrices);
    updateFleet(fleet, plan, 20, overview());
    expect([...fleet.phase]).toEqual([...before]);
    expect([...fleet.carsFar.matrices]).toEqual([...matrices]);
    updateFleet(fleet, plan, 20.1, overview());
    for (let i = 0; i < fleet.size; i++) {
      expect(fleet.phase[i]! - before[i]!).toBeCloseTo(gallopRate(fleet.speed[i]!) * 0.1, 6);
    }
    const moving = [...fleet.speed].filter((v) => v > 5).length;
    expect(moving).toBeGreaterThan(6);
  });

  test('in the east turn the cars lean to their left, into the turn', () => {
    const fleet = run([37.8, 37.9, 38]);
    let leaning = 0;
    for (let i = 0; i < fleet.size; i++) {
      if (fleet.yawRate[i]! > 0.2 && fleet.speed[i]! > 5) {
        expect(fleet.lean[i]).toBeLessThan(0);
        leaning++;
      }
    }
    expect(leaning).toBeGreaterThan(0);
  });

  test('teams near the camera get the full models, the others the light ones; unseen teams none', () => {
    const near = run([0]);
    // a camera standing by chariot 0 at the start
    const view: FleetView = { x: near.x[0]!, y: 2, z: near.z[0]! + 3, lodDistance: 20, frustum: null };
    updateFleet(near, plan, 0, view);
    expect(near.detail[0]).toBe(DETAIL.near);
    expect(near.detail[11]).toBe(DETAIL.far);
    expect(near.carsNear.count + near.carsFar.count).toBe(12);
    expect(near.horsesNear.count).toBe(HORSES_PER_TEAM * near.carsNear.count);

    // a camera looking straight up sees no team
    const camera = new PerspectiveCamera(45, 16 / 9, 0.5, 9000);
    camera.position.set(0, 10, 0);
    camera.lookAt(0, 100, 0.01);
    camera.updateMatrixWorld();
    const frustum = new Frustum().setFromProjectionMatrix(
      new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse),
    );
    updateFleet(near, plan, 0, { ...view, frustum });
    expect(near.horsesNear.count + near.horsesFar.count + near.carsNear.count + near.carsFar.count).toBe(0);
  });
});
