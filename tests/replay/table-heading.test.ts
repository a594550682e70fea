import { describe, expect, test } from 'vitest';
import type { RaceEvent, TablePoint } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { compileReplay, type Replay } from '../../src/replay/compile.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import {
  createFleet,
  DEVIATION_YAW,
  type FleetView,
  type InstanceSet,
  TEAM_SWING,
  updateFleet,
} from '../../src/scene/chariot-fleet.ts';

/** The race compiled as the viewer does, for the plan's log and playback mode. */
function replayOf(plan: { log: Parameters<typeof compileReplay>[0]; mode: 'race' | 'tabletop' }): Replay {
  const r = compileReplay(plan.log, { mode: plan.mode });
  if (!r.ok) throw new Error(r.error);
  return r.replay;
}

function race(ruleset: string, seed: number) {
  const r = simulate({ ruleset, seed, setup: { ...defaultSetup(4), options: { laps: 1 } } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const wrap = (a: number): number => Math.atan2(Math.sin(a), Math.cos(a));

describe('plans of table boards (Aurigae): true headings and the integrity deviation', () => {
  const log = race('aurigae', 11);
  const built = buildPlan(log);
  if (!built.ok) throw new Error(built.error);
  const plan = built.plan;

  test('each track carries the logged heading at every keyframe, unwrapped', () => {
    for (const track of plan.chariots) {
      expect(track.heading).toBeDefined();
      const h = track.heading!;
      expect(h.length).toBe(track.times.length);
      for (let i = 1; i < h.length; i++)
        expect(Math.abs(h[i]! - h[i - 1]!)).toBeLessThanOrEqual(Math.PI + 1e-9);
    }
  });

  test('sampling at the end of a move gives the heading its path ends with', () => {
    const out = newSample();
    let checked = 0;
    for (const e of log.events) {
      if (e.type !== 'move' || !e.path || e.path.length < 2) continue;
      const track = plan.chariots.find((c) => c.id === e.chariots[0])!;
      const end = e.path[e.path.length - 1] as TablePoint;
      // The keyframe laid for that point: same station as the mapping gives.
      const place = plan.mapping.place(end);
      const i = track.station.findIndex(
        (s, k) => Math.abs(s - place.station) < 1e-9 && Math.abs(track.d[k]! - place.d) < 1e-9,
      );
      if (i < 0) continue;
      sampleChariot(plan, track, track.times[i]!, out);
      expect(Math.abs(wrap(out.heading - (end.heading * Math.PI) / 180))).toBeLessThan(1e-6);
      if (++checked > 40) break;
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('the deviation follows the conditions the log carries', () => {
    const out = newSample();
    const events = log.events.filter((e) =>
      Object.values(e.effect?.condition ?? {}).some(
        (c) => typeof c.attrs.deviation === 'number' && c.attrs.deviation > 0,
      ),
    );
    expect(events.length).toBeGreaterThan(0);
    for (const e of events.slice(0, 10)) {
      for (const [id, c] of Object.entries(e.effect!.condition!)) {
        const track = plan.chariots.find((t) => t.id === id)!;
        const cue = plan.cues.find((q) => q.seq === e.seq)!;
        sampleChariot(plan, track, cue.time, out);
        // Several conditions may land at the same instant; the last one there wins.
        const same = plan.cues.filter((q) => q.time === cue.time && q.event.effect?.condition?.[id]);
        expect(out.deviation).toBe(same.at(-1)!.event.effect!.condition![id]!.attrs.deviation);
        void c;
      }
    }
  });

  test('a lane-squares plan (Crudis) has no heading or deviation channel: its sampling is unchanged', () => {
    const crudis = buildPlan(race('crudis', 3));
    if (!crudis.ok) throw new Error(crudis.error);
    for (const t of crudis.plan.chariots) {
      expect(t.heading).toBeUndefined();
      expect(t.deviationTimes).toBeUndefined();
    }
    const out = newSample();
    sampleChariot(crudis.plan, crudis.plan.chariots[0]!, crudis.plan.duration / 2, out);
    expect(out.deviation).toBe(0);
  });
});

describe('the chariot systems on a table board (Aurigae): deviation and runaway teams', () => {
  /** No culling, every team in full detail. */
  const overview = (): FleetView => ({ x: 0, y: 2000, z: 0, lodDistance: 1e6, frustum: null });
  const yawOf = (set: InstanceSet, k: number): number =>
    Math.atan2(set.matrices[k * 16 + 8]!, set.matrices[k * 16]!);
  /** The first seed (1-lap races of 6) whose log has an event that `wanted` picks. */
  function find(wanted: (e: RaceEvent) => boolean): { plan: Plan; event: RaceEvent } {
    for (let seed = 1; seed < 200; seed++) {
      const r = simulate({ ruleset: 'aurigae', seed, setup: { ...defaultSetup(6), options: { laps: 1 } } });
      if (!r.ok) throw new Error(r.error.message);
      const event = r.value.events.find(wanted);
      if (!event) continue;
      const built = buildPlan(r.value);
      if (!built.ok) throw new Error(built.error);
      return { plan: built.plan, event };
    }
    throw new Error('no seed has such an event');
  }

  test('at the swerve level the car stands 45° out of line with its team; intact, in line', () => {
    const { plan, event } = find((e) =>
      Object.values(e.effect?.condition ?? {}).some((c) => c.attrs.deviation === 3 && c.status === 'racing'),
    );
    const id = event.chariots[0]!;
    const i = plan.chariots.findIndex((c) => c.id === id);
    const cue = plan.cues.find((q) => q.seq === event.seq)!;
    const fleet = createFleet(replayOf(plan));
    updateFleet(fleet, plan, cue.time + 0.01, overview()); // a seek: the swing snaps
    const car = Array.from({ length: fleet.carsNear.count }, (_, k) => k).find(
      (k) => fleet.carsNear.owner[k] === i,
    )!;
    const horse = Array.from({ length: fleet.horsesNear.count }, (_, k) => k).find(
      (k) => fleet.horsesNear.owner[k] === i,
    )!;
    // 45° off the line of travel, swung about the yoke: the team turns TEAM_SWING of it along.
    expect(wrap(yawOf(fleet.carsNear, car) - yawOf(fleet.horsesNear, horse))).toBeCloseTo(
      -(1 - TEAM_SWING) * (Math.PI / 4),
      5,
    );
    expect(DEVIATION_YAW[3]).toBeCloseTo(Math.PI / 4, 9);
    // At the start everyone is intact: cars and teams in line.
    updateFleet(fleet, plan, 0, overview());
    for (let k = 0; k < fleet.carsNear.count; k++) {
      const h = Array.from({ length: fleet.horsesNear.count }, (_, j) => j).find(
        (j) => fleet.horsesNear.owner[j] === fleet.carsNear.owner[k],
      )!;
      expect(wrap(yawOf(fleet.carsNear, k) - yawOf(fleet.horsesNear, h))).toBeCloseTo(0, 9);
    }
  });

  test('a wreck stays where the car broke up while its runaway team runs on, horses and all', () => {
    const { plan, event } = find((e) => e.type === 'runaway' && (e.path?.length ?? 0) > 1);
    const id = event.chariots[0]!;
    const i = plan.chariots.findIndex((c) => c.id === id);
    const wreck = plan.log.events.find((e) => e.type === 'wreck' && e.chariots[0] === id)!;
    const at = wreck.at![id] as TablePoint;
    const board = plan.log.header.track.board as { scale: number; origin: { x: number; z: number } };
    const wx = board.origin.x + at.x * board.scale;
    const wz = board.origin.z - at.y * board.scale;
    const end = plan.cues.find((q) => q.seq === event.seq)!.time + 1;
    const fleet = createFleet(replayOf(plan));
    updateFleet(fleet, plan, end, overview());
    const w = Array.from({ length: fleet.wrecks.count }, (_, k) => k).find(
      (k) => fleet.wrecks.owner[k] === i,
    )!;
    expect(fleet.wrecks.matrices[w * 16 + 12]).toBeCloseTo(wx, 4);
    expect(fleet.wrecks.matrices[w * 16 + 14]).toBeCloseTo(wz, 4);
    // The team is drawn where the entrant's keyframes have taken it, away from the wreck; no car.
    const horses = Array.from({ length: fleet.horsesNear.count }, (_, k) => k).filter(
      (k) => fleet.horsesNear.owner[k] === i,
    );
    expect(horses).toHaveLength(4);
    expect(Math.hypot(fleet.x[i]! - wx, fleet.z[i]! - wz)).toBeGreaterThan(2);
    expect(Array.from(fleet.carsNear.owner.slice(0, fleet.carsNear.count))).not.toContain(i);
  });
});
