import { beforeAll, describe, expect, test } from 'vitest';
import { simulate } from '../../src/engine/index.ts';
import type { RaceEvent } from '../../src/engine/log/schema.ts';
import { compileReplay } from '../../src/replay/compile.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { BRACE_PITCH } from '../../src/scene/animation/team-gait.ts';
import { findTeamMoments } from '../../src/scene/animation/team-moments.ts';
import {
  CAR_DRIVER_OFFSET,
  CAR_ITEM_SIZE,
  createFleet,
  HORSE_ITEM_SIZE,
  updateFleet,
} from '../../src/scene/chariot-fleet.ts';

/** Circus Maximus, seed 2: lashes, rams, collisions and a horse hit (the default eight chariots). */
let plan: Plan;

beforeAll(() => {
  const race = simulate({ ruleset: 'circus-maximus', seed: 2 });
  if (!race.ok) throw new Error(race.error.message);
  const built = buildPlan(race.value);
  if (!built.ok) throw new Error(built.error);
  plan = built.plan;
});

/** The plan time an event is cued at. */
function timeOf(e: RaceEvent): number {
  const o = plan.cueOrder.findIndex((seq) => plan.events[seq] === e);
  return plan.cueTimes[o]!;
}

const find = (type: string, where: (e: RaceEvent & Record<string, unknown>) => boolean = () => true) =>
  plan.events.find((e) => e.type === type && where(e as RaceEvent & Record<string, unknown>))!;

describe('the moments a team answers to, from the typed events', () => {
  test("a horse hit stumbles: that chariot's horse, the one the log numbers", () => {
    const hit = find('horse-hit') as RaceEvent & { horse: number };
    expect(hit).toBeDefined();
    const i = plan.chariotIndex.get(hit.chariots[0]!)!;
    const { stumbles } = findTeamMoments(plan);
    const pairs = [...stumbles[i]!];
    const at = pairs.findIndex((v, k) => k % 2 === 0 && v === timeOf(hit));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(pairs[at + 1]).toBe(hit.horse - 1);
  });

  test('the lashed driver braces; the one lashing does not', () => {
    const lash = find('whip-attack') as RaceEvent & { target: string };
    const attacker = plan.chariotIndex.get(lash.chariots.find((id) => id !== lash.target)!)!;
    const target = plan.chariotIndex.get(lash.target)!;
    const { braces } = findTeamMoments(plan);
    const t = timeOf(lash);
    expect([...braces[target]!]).toContain(t);
    expect([...braces[attacker]!]).not.toContain(t);
  });

  test('every chariot of a collision braces', () => {
    const hit = find('collision');
    const { braces } = findTeamMoments(plan);
    for (const id of hit.chariots) expect([...braces[plan.chariotIndex.get(id)!]!]).toContain(timeOf(hit));
  });
});

describe('the fleet poses them', () => {
  const view = { x: 0, y: 2000, z: 0, lodDistance: 45, frustum: null };

  test('a lashed driver sits back on the reins just after the lash, and drives on a while later', () => {
    const replay = compileReplay(plan.log, { mode: 'race' });
    if (!replay.ok) throw new Error(replay.error);
    const fleet = createFleet(replay.replay);
    const lash = find('whip-attack') as RaceEvent & { target: string };
    const i = plan.chariotIndex.get(lash.target)!;
    const pitchAt = (t: number): number => {
      updateFleet(fleet, plan, t, view);
      const k = [...fleet.carsFar.owner.subarray(0, fleet.carsFar.count)].indexOf(i);
      expect(k).toBeGreaterThanOrEqual(0);
      return fleet.carsFar.params[k * CAR_ITEM_SIZE + CAR_DRIVER_OFFSET + 1]!;
    };
    expect(pitchAt(timeOf(lash) + 0.4)).toBeGreaterThan(BRACE_PITCH * 0.8);
    expect(pitchAt(timeOf(lash) + 3)).toBeLessThan(0.05);
  });

  test('only the hurt horse stumbles, out of step with its team', () => {
    const replay = compileReplay(plan.log, { mode: 'race' });
    if (!replay.ok) throw new Error(replay.error);
    const fleet = createFleet(replay.replay);
    const hit = find('horse-hit');
    const i = plan.chariotIndex.get(hit.chariots[0]!)!;
    updateFleet(fleet, plan, timeOf(hit) + 0.25, view);
    const set = fleet.horsesFar;
    const team = [...set.owner.subarray(0, set.count)].flatMap((o, k) => (o === i ? [k] : []));
    expect(team.length).toBeGreaterThan(0);
    const stumbling = team.filter((k) => set.params[k * HORSE_ITEM_SIZE + 2]! > 0.5);
    expect(stumbling).toHaveLength(1);
    const others = set.count - team.length;
    expect(others).toBeGreaterThan(0);
    for (let k = 0; k < set.count; k++)
      if (set.owner[k] !== i) expect(set.params[k * HORSE_ITEM_SIZE + 2]).toBe(0);
  });
});
