import { Color, Frustum, Matrix4, PerspectiveCamera } from 'three';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  defaultSetup,
  type RulesetId,
  type SetupInput,
  simulate,
  stationToWorld,
} from '../../src/engine/index.ts';
import { factionColour } from '../../src/engine/race/palette.ts';
import { compileReplay, type Replay } from '../../src/replay/compile.ts';
import { crewKeyAt } from '../../src/replay/effects.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { gallopRate, MAX_DRIFT } from '../../src/scene/animation/chariot-motion.ts';
import {
  CAR_CREW_OFFSET,
  CAR_FACTION_OFFSET,
  CAR_ITEM_SIZE,
  CREW,
  createFleet,
  DETAIL,
  type Fleet,
  type FleetView,
  HORSE_ITEM_SIZE,
  HORSE_SLOTS,
  HORSES_PER_TEAM,
  type InstanceSet,
  NEAR_TEAMS,
  JOLT_SECONDS,
  placeFleet,
  SLIDE_YAW,
  STATUS_CODE,
  TEAM_RADIUS,
  updateFleet,
  YOKE_X,
} from '../../src/scene/chariot-fleet.ts';

/** The race compiled as the viewer does, for the plan's log and playback mode. */
function replayOf(plan: { log: Parameters<typeof compileReplay>[0]; mode: 'race' | 'tabletop' }): Replay {
  const r = compileReplay(plan.log, { mode: plan.mode });
  if (!r.ok) throw new Error(r.error);
  return r.replay;
}

let plan: Plan;

/** The plan of a simulated race (`setup`: the ruleset's default when left out). */
function planOf(ruleset: RulesetId, seed: number, setup?: SetupInput): Plan {
  const race = simulate({ ruleset, seed, ...(setup ? { setup } : {}) });
  if (!race.ok) throw new Error(race.error.message);
  const built = buildPlan(race.value);
  if (!built.ok) throw new Error(built.error);
  return built.plan;
}

beforeAll(() => {
  plan = planOf('crudis', 7, defaultSetup(12));
});

/** A camera far above the arena: no culling, every team beyond the near distance. */
const overview = (): FleetView => ({ x: 0, y: 2000, z: 0, lodDistance: 45, frustum: null });

const position = (set: InstanceSet, k: number): [number, number] => [
  set.matrices[k * 16 + 12]!,
  set.matrices[k * 16 + 14]!,
];

const slotsOf = (set: InstanceSet, i: number): number[] =>
  [...set.owner.subarray(0, set.count)].flatMap((o, k) => (o === i ? [k] : []));

function run(times: readonly number[], view: FleetView = overview()): Fleet {
  const fleet = createFleet(replayOf(plan));
  for (const t of times) updateFleet(fleet, plan, t, view);
  return fleet;
}

describe('the chariot systems', () => {
  test('at the start every team stands still, in the rest pose, facing down the track', () => {
    const fleet = run([0]);
    expect(fleet.horsesFar.count).toBe(12 * HORSES_PER_TEAM);
    expect(fleet.carsFar.count).toBe(12);
    expect(fleet.wrecks.count).toBe(0);
    for (let k = 0; k < fleet.horsesFar.count; k++)
      expect(fleet.horsesFar.params[k * HORSE_ITEM_SIZE + 1]).toBe(0);
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

  test('in a swerve the car swings out with the slide while the team pulls back against it', () => {
    const p = planOf('crudis', 2);
    const fleet = createFleet(replayOf(p));
    let checked = 0;
    for (const [i, slides] of fleet.slides.entries()) {
      for (let k = 0; k < slides.length; k += 3) {
        const [start, end, side] = [slides[k]!, slides[k + 1]!, slides[k + 2]!];
        const mid = (start + end) / 2 + 0.2;
        // played up to the middle of the slide, so the swing has eased in
        for (let t = start - 0.3; t < mid; t += 1 / 30) updateFleet(fleet, p, t, overview());
        updateFleet(fleet, p, mid, overview());
        if (fleet.status[i] !== STATUS_CODE.racing) continue;
        expect(Math.sign(fleet.slide[i]!)).toBe(side);
        // the car, turned into the slide's swing: its nose away from the side it slides to
        expect(fleet.deviationYaw[i]! * side).toBeGreaterThan(0.2);
        expect(fleet.deviationYaw[i]! * side).toBeLessThanOrEqual(SLIDE_YAW + 1e-9);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1);
    // long after every slide, no chariot is swung
    const last = Math.max(...fleet.slides.map((l) => (l.length ? l[l.length - 2]! : 0)));
    for (let t = last + 3; t < last + 4; t += 1 / 30) updateFleet(fleet, p, t, overview());
    for (let i = 0; i < fleet.size; i++) {
      expect(fleet.slide[i]).toBe(0);
      expect(Math.abs(fleet.deviationYaw[i]!)).toBeLessThan(0.01);
    }
  });

  test('a car out of line with its team swings about the yoke: its pole still meets the team', () => {
    // Aurigae seed 3: fuscus swerves (deviation 3, 45°) before he crashes; Crudis seed 2 slides.
    let swung = 0;
    for (const [ruleset, seed] of [
      ['aurigae', 3],
      ['crudis', 2],
    ] as const) {
      const p = planOf(ruleset, seed);
      const fleet = createFleet(replayOf(p));
      for (let t = 0; t < p.duration; t += 0.1) {
        updateFleet(fleet, p, t, overview());
        const cars = fleet.carsFar;
        for (let c = 0; c < cars.count; c++) {
          const i = cars.owner[c]!;
          if (Math.abs(fleet.deviationYaw[i]!) < 0.2) continue;
          const team = slotsOf(fleet.horsesFar, i);
          if (team.length !== HORSES_PER_TEAM) continue;
          // the team's yoke: between the yoked horses (slots 1 and 2), at the yoke's distance ahead
          const [ax, az] = position(fleet.horsesFar, team[1]!);
          const [bx, bz] = position(fleet.horsesFar, team[2]!);
          const m = fleet.horsesFar.matrices;
          const [fx, fz] = [m[team[1]! * 16]!, m[team[1]! * 16 + 2]!];
          const ahead = YOKE_X - HORSE_SLOTS[1]!.x;
          const teamYoke = [(ax + bx) / 2 + fx * ahead, (az + bz) / 2 + fz * ahead];
          // the car's yoke: along its own forward axis from its axle
          const [cx, cz] = position(cars, c);
          const carYoke = [cx + cars.matrices[c * 16]! * YOKE_X, cz + cars.matrices[c * 16 + 2]! * YOKE_X];
          expect(Math.hypot(carYoke[0]! - teamYoke[0]!, carYoke[1]! - teamYoke[1]!)).toBeLessThan(0.02);
          // and the car stands at an angle to its team: it swung, not the whole chariot
          const carYaw = Math.atan2(-cars.matrices[c * 16 + 2]!, cars.matrices[c * 16]!);
          const teamYaw = Math.atan2(-fz, fx);
          expect(Math.abs(carYaw - teamYaw)).toBeGreaterThan(0.1);
          swung++;
        }
      }
    }
    expect(swung).toBeGreaterThan(20);
  });

  test("each car carries its faction's mark: the faction's colour, or none for a team of its own", () => {
    const race = simulate({ ruleset: 'crudis', seed: 7 });
    if (!race.ok) throw new Error(race.error.message);
    const log = structuredClone(race.value);
    const entrants = log.header.entrants;
    entrants[1] = { ...entrants[1]!, faction: 'Gallic guests' };
    delete entrants[2]!.faction;
    const built = compileReplay(log);
    if (!built.ok) throw new Error(built.error);
    const fleet = createFleet(built.replay);
    updateFleet(fleet, built.replay.plan, 0, overview());
    const cars = fleet.carsFar;
    expect(cars.count).toBe(entrants.length);
    for (let c = 0; c < cars.count; c++) {
      const i = cars.owner[c]!;
      const mark = [...cars.params.subarray(c * CAR_ITEM_SIZE + CAR_FACTION_OFFSET, (c + 1) * CAR_ITEM_SIZE)];
      const colour = factionColour(entrants[i]!.faction);
      if (i === 1 || i === 2) expect(colour).toBeNull();
      if (!colour) {
        expect(mark).toEqual([0, 0, 0, 0]);
        continue;
      }
      const rgb = new Color(colour);
      expect(mark[3]).toBe(1);
      for (const [k, v] of [rgb.r, rgb.g, rgb.b].entries()) expect(mark[k]).toBeCloseTo(v, 5);
    }
  });

  test('a chariot that runs over a wreck, or is rammed, bucks for a moment', () => {
    let checked = 0;
    // Seeded races until three such moments are checked (rule changes move which seeds have them).
    for (let seed = 0; checked < 3 && seed < 40; seed++) {
      const p = planOf('crudis', seed);
      for (const cue of p.cues.filter((c) => ['wreck-cross', 'wreck-pass', 'ram'].includes(c.event.type))) {
        const i = p.chariots.findIndex((c) => c.id === cue.event.chariots[0]);
        const fleet = createFleet(replayOf(p));
        updateFleet(fleet, p, cue.time + 0.04, overview());
        if (fleet.status[i] !== STATUS_CODE.racing) continue;
        const [car] = slotsOf(fleet.carsFar, i);
        const base = fleet.lean[i]!;
        expect(Math.abs(fleet.jolt[i]!)).toBeGreaterThan(0.3);
        expect(Math.abs(fleet.carsFar.params[car! * CAR_ITEM_SIZE + 2]! - base)).toBeGreaterThan(0.03);
        updateFleet(fleet, p, cue.time - 0.01, overview());
        const before = p.cues.some(
          (c) =>
            c.time > cue.time - JOLT_SECONDS &&
            c.time < cue.time &&
            c.event.chariots.includes(p.chariots[i]!.id),
        );
        if (!before) expect(fleet.jolt[i]).toBe(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2);
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

  test('at most NEAR_TEAMS teams get the full models, the nearest; a zoom reaches farther', () => {
    const fleet = run([0]);
    // 21 m behind the middle of the twelve at the start line: every team within 45 m of it.
    const mid = (fleet.z[0]! + fleet.z[11]!) / 2;
    const view: FleetView = { x: fleet.x[0]! - 21, y: 6, z: mid, lodDistance: 45, frustum: null };
    const distance = (i: number) => Math.hypot(fleet.x[i]! - view.x, fleet.z[i]! - view.z);
    expect(Math.max(...Array.from({ length: 12 }, (_, i) => distance(i)))).toBeLessThan(40);
    placeFleet(fleet, view);
    const near = [...fleet.detail.keys()].filter((i) => fleet.detail[i] === DETAIL.near);
    expect(near).toHaveLength(NEAR_TEAMS);
    const others = [...fleet.detail.keys()].filter((i) => !near.includes(i));
    expect(others.every((i) => fleet.detail[i] === DETAIL.far)).toBe(true);
    expect(Math.max(...near.map(distance))).toBeLessThanOrEqual(Math.min(...others.map(distance)));
    expect(fleet.carsNear.count).toBe(NEAR_TEAMS);
    expect(fleet.horsesNear.count).toBe(NEAR_TEAMS * HORSES_PER_TEAM);
    expect(fleet.carsFar.count).toBe(12 - NEAR_TEAMS);
    // 150 m off, the teams are small through the orbit camera's 45° lens (light models) and as big
    // as at 45 m through a 12° zoom (the nearest full).
    const off: FleetView = { ...view, x: fleet.x[0]! - 150 };
    placeFleet(fleet, { ...off, fov: 45 });
    expect(fleet.carsNear.count).toBe(0);
    placeFleet(fleet, { ...off, fov: 12 });
    expect(fleet.carsNear.count).toBe(NEAR_TEAMS);
  });

  test("a second view's teams are placed for the shadow pass, last; placed for it alone, only its own", () => {
    const fleet = run([0]);
    const frustumOf = (camera: PerspectiveCamera): Frustum => {
      camera.updateMatrixWorld();
      return new Frustum().setFromProjectionMatrix(
        new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse),
      );
    };
    // The main camera stands by chariot 0 looking at it; the second looks straight up: it sees none.
    const main = new PerspectiveCamera(45, 16 / 9, 0.5, 9000);
    main.position.set(fleet.x[0]!, 3, fleet.z[0]! + 8);
    main.lookAt(fleet.x[0]!, 1, fleet.z[0]!);
    const up = new PerspectiveCamera(45, 16 / 9, 0.5, 9000);
    up.position.set(0, 10, 0);
    up.lookAt(0, 100, 0.01);
    const view: FleetView = {
      x: main.position.x,
      y: 3,
      z: main.position.z,
      lodDistance: 20,
      frustum: frustumOf(main),
    };
    updateFleet(fleet, plan, 0, view);
    const seen = Array.from(fleet.detail);
    expect(seen[0]).toBe(DETAIL.near);
    const unseen = seen.flatMap((d, i) => (d === DETAIL.hidden ? [i] : []));
    expect(unseen.length).toBeGreaterThan(0);
    // A second camera over the whole field from high above: every team the main one does not see
    // is placed for its shadow (light models, after the main view's own, which the picture draws),
    // and the main one's teams keep their detail.
    const over = new PerspectiveCamera(60, 16 / 9, 0.5, 9000);
    over.position.set(0, 1500, 0);
    over.lookAt(0, 0, 0.01);
    placeFleet(fleet, { ...view, also: frustumOf(over) });
    for (let i = 0; i < fleet.size; i++)
      expect(fleet.detail[i]).toBe(seen[i] === DETAIL.hidden ? DETAIL.shadow : seen[i]);
    expect(fleet.carsNear.count + fleet.carsFar.count).toBe(12);
    const farSeen = seen.filter((d) => d === DETAIL.far).length;
    expect(fleet.carsFar.shown).toBe(farSeen);
    expect(fleet.carsNear.shown).toBe(fleet.carsNear.count);
    const shadowOnly = new Set(unseen);
    const owners = (set: InstanceSet) => Array.from(set.owner.subarray(0, set.count));
    expect(owners(fleet.carsFar).map((o) => shadowOnly.has(o))).toEqual(
      owners(fleet.carsFar).map((_, k) => k >= farSeen),
    );
    expect(fleet.horsesFar.count - fleet.horsesFar.shown).toBe(HORSES_PER_TEAM * unseen.length);
    expect(
      owners(fleet.horsesFar)
        .slice(fleet.horsesFar.shown)
        .every((o) => shadowOnly.has(o)),
    ).toBe(true);
    // A second camera that sees nothing adds nothing.
    placeFleet(fleet, { ...view, also: frustumOf(up) });
    expect(Array.from(fleet.detail)).toEqual(seen);
    expect(fleet.carsFar.shown).toBe(fleet.carsFar.count);
    // Placed for the second camera alone (no level of detail beyond 0 m): only what it sees, light.
    main.position.set(fleet.x[5]!, 3, fleet.z[5]! + 8);
    main.lookAt(fleet.x[5]!, 1, fleet.z[5]!);
    placeFleet(fleet, {
      x: main.position.x,
      y: 3,
      z: main.position.z,
      lodDistance: 0,
      frustum: frustumOf(main),
    });
    expect(fleet.detail[5]).toBe(DETAIL.far);
    expect(fleet.carsNear.count + fleet.horsesNear.count).toBe(0);
    expect(fleet.carsFar.count).toBe(Array.from(fleet.detail).filter((d) => d === DETAIL.far).length);
    expect(fleet.carsFar.count).toBeLessThan(12);
    // A view that draws no shadow pass counts a team only if the team itself is in view: a camera
    // 6 m over chariot 0 looking straight up sees the sphere round its shadow, not the team.
    const overhead = new PerspectiveCamera(45, 16 / 9, 0.5, 9000);
    overhead.position.set(fleet.x[0]!, 6, fleet.z[0]!);
    overhead.lookAt(fleet.x[0]!, 100, fleet.z[0]! + 0.01);
    const above: FleetView = {
      x: fleet.x[0]!,
      y: 6,
      z: fleet.z[0]!,
      lodDistance: 0,
      frustum: frustumOf(overhead),
    };
    placeFleet(fleet, above);
    expect(fleet.detail[0]).toBe(DETAIL.far);
    placeFleet(fleet, { ...above, radius: TEAM_RADIUS });
    expect(fleet.detail[0]).toBe(DETAIL.hidden);
  });
});

/** Circus Maximus seed 25: teres's driver is killed and his body dragged behind his runaway team
 * (the car still whole), fuscus's car flips and its team stays tangled in the wreck, and crescens's
 * car flips and its team tears loose and runs on; both runaway teams are caught and led off by the
 * attendants later. */
describe('drivers and teams off their cars', () => {
  let cm: Plan;
  const timeOf = (seq: number): number => cm.cues.find((c) => c.event.seq === seq)!.time;
  const indexOf = (id: string): number => cm.chariots.findIndex((c) => c.id === id);
  const runCm = (times: readonly number[]): Fleet => {
    const fleet = createFleet(replayOf(cm));
    for (const t of times) updateFleet(fleet, cm, t, overview());
    return fleet;
  };
  const eventOf = (type: string, id: string, status?: string) =>
    cm.log.events.find(
      (e) =>
        e.type === type &&
        e.chariots[0] === id &&
        (status === undefined || e.effect?.condition?.[id]?.status === status),
    )!;

  beforeAll(() => {
    cm = planOf('circus-maximus', 25);
  });

  test('a car shows its driver while he is aboard, and not once he is dragged behind it', () => {
    const teres = indexOf('teres');
    const dragged = cm.log.events.find(
      (e) => e.effect?.condition?.teres?.attrs.driver === 'dragged' && e.chariots.includes('teres'),
    )!;
    const t = timeOf(dragged.seq);
    const before = runCm([t - 0.6, t - 0.5]);
    const [car] = slotsOf(before.carsFar, teres);
    expect(car).toBeDefined();
    expect(before.carsFar.params[car! * CAR_ITEM_SIZE + CAR_CREW_OFFSET]).toBe(1);

    const after = runCm([t + 0.5, t + 0.6]);
    const [still] = slotsOf(after.carsFar, teres);
    expect(still, 'the car runs on with its team').toBeDefined();
    expect(after.carsFar.params[still! * CAR_ITEM_SIZE + CAR_CREW_OFFSET]).toBe(0);
    expect(slotsOf(after.horsesFar, teres)).toHaveLength(HORSES_PER_TEAM);
    expect(after.crew[teres]! & CREW.driver).toBe(0);
  });

  test('a team caught and led off takes its car with it', () => {
    const teres = indexOf('teres');
    const caught = cm.log.events.find(
      (e) => e.type === 'runaway' && e.effect?.condition?.teres?.attrs.team === 'stopped',
    )!;
    const t = timeOf(caught.seq);
    const running = runCm([t - 0.2, t - 0.1]);
    expect(slotsOf(running.carsFar, teres)).toHaveLength(1);
    const gone = runCm([t + 0.1, t + 0.2]);
    expect(slotsOf(gone.carsFar, teres)).toHaveLength(0);
    expect(slotsOf(gone.horsesFar, teres)).toHaveLength(0);
    expect(slotsOf(gone.wrecks, teres)).toHaveLength(0);
  });

  test('a team that stays tangled in its wreck stands there, its living horses still, to the end', () => {
    const fuscus = indexOf('fuscus');
    const wreck = eventOf('wreck', 'fuscus');
    expect(wreck.effect!.condition!.fuscus!.attrs.team).toBe('stopped');
    for (const t of [timeOf(wreck.seq) + 1, cm.duration]) {
      const fleet = runCm([t - 0.1, t]);
      const team = slotsOf(fleet.horsesFar, fuscus);
      expect(team).toHaveLength(crewKeyAt(fleet.crews[fuscus]!, t).horses);
      expect(team.length).toBeGreaterThan(0);
      for (const k of team) expect(fleet.horsesFar.params[k * HORSE_ITEM_SIZE + 1]).toBe(0); // standing, no gallop
      expect(slotsOf(fleet.wrecks, fuscus)).toHaveLength(1);
    }
  });

  test('a wreck whose team tore loose stays where it flipped while the team runs on', () => {
    const ran = indexOf('crescens');
    const wreck = eventOf('wreck', 'crescens');
    const caught = cm.log.events.find(
      (e) => e.type === 'runaway' && e.effect?.condition?.crescens?.attrs.team === 'stopped',
    )!;
    const t0 = timeOf(wreck.seq) + 0.3;
    const t1 = timeOf(caught.seq) - 0.3;
    const early = runCm([t0 - 0.1, t0]);
    const late = runCm([t1 - 0.1, t1]);
    const [w0] = slotsOf(early.wrecks, ran);
    const [w1] = slotsOf(late.wrecks, ran);
    expect(position(early.wrecks, w0!)).toEqual(position(late.wrecks, w1!));
    // the wreck lies at the square the wreck event names
    const place = { station: 0, d: 0 };
    cm.mapping.place(wreck.at!.crescens!, place);
    const at = stationToWorld(place.station, place.d);
    const [wx, wz] = position(late.wrecks, w1!);
    expect(Math.hypot(wx - at.x, wz - at.z)).toBeLessThan(1e-3);
    // the team galloped on, many metres from its wreck, with no car
    expect(slotsOf(late.horsesFar, ran)).toHaveLength(HORSES_PER_TEAM);
    expect(slotsOf(late.carsFar, ran)).toHaveLength(0);
    expect(Math.hypot(late.x[ran]! - wx, late.z[ran]! - wz)).toBeGreaterThan(20);
    // led off: the horses go, the wreck stays
    const after = runCm([t1 + 0.5, t1 + 0.6]);
    expect(slotsOf(after.horsesFar, ran)).toHaveLength(0);
    expect(slotsOf(after.wrecks, ran)).toHaveLength(1);
  });

  test('a team draws the horses it still has in harness: a dead horse cut free leaves three', () => {
    const p = planOf('circus-maximus', 9);
    const cut = p.cues.find((c) => c.event.type === 'cut-free')!;
    const id = cut.event.chariots[0]!;
    const i = p.chariots.findIndex((c) => c.id === id);
    const left = cut.event.effect!.condition![id]!.attrs.horses;
    expect(left).toBe(3);
    const fleet = createFleet(replayOf(p));
    updateFleet(fleet, p, cut.time + 0.1, overview());
    const team = slotsOf(fleet.horsesFar, i);
    expect(team).toHaveLength(3);
    // the yoked pair stays under the yoke
    const h = fleet.heading[i]!;
    const sides = team.map((k) => {
      const [hx, hz] = position(fleet.horsesFar, k);
      return Math.round(((hx - fleet.x[i]!) * Math.sin(h) + (hz - fleet.z[i]!) * Math.cos(h)) * 100) / 100;
    });
    expect(sides.sort()).toEqual([HORSE_SLOTS[0]!.z, HORSE_SLOTS[1]!.z, HORSE_SLOTS[2]!.z].sort());
    // every other team still has four
    for (let j = 0; j < p.chariots.length; j++) {
      if (j === i || fleet.status[j] === STATUS_CODE.wrecked) continue;
      expect(slotsOf(fleet.horsesFar, j).length, p.chariots[j]!.id).toBe(
        crewKeyAt(fleet.crews[j]!, cut.time + 0.1).horses,
      );
    }
  });

  test.each([
    ['circus-maximus', 25],
    ['circus-maximus', 50],
    ['aurigae', 3],
    ['hippodrome', 2],
  ] as const)(
    '%s seed %d: every car drawn shows its driver exactly while the log has him aboard',
    (ruleset, seed) => {
      const p = planOf(ruleset, seed);
      const fleet = createFleet(replayOf(p));
      let off = 0;
      for (let t = 0; t <= p.duration; t += 0.7) {
        updateFleet(fleet, p, t, overview());
        const cars = fleet.carsFar;
        for (let k = 0; k < cars.count; k++) {
          const i = cars.owner[k]!;
          const aboard = crewKeyAt(fleet.crews[i]!, t).driver === 'aboard';
          expect(cars.params[k * CAR_ITEM_SIZE + CAR_CREW_OFFSET]).toBe(aboard ? 1 : 0);
          if (!aboard) off++;
        }
      }
      if (ruleset === 'circus-maximus') expect(off, 'some car ran on without its driver').toBeGreaterThan(0);
    },
  );
});
