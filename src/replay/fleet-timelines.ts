import type { Pose } from '../engine/track/circus-maximus.ts';
import { tableFrame, tableHeadingToWorld, tableToWorld } from '../engine/track/table-mapping.ts';
import { type CrewKey, crewKeyAt } from './effects.ts';
import type { Plan } from './plan.ts';
import { pointPose } from './sample.ts';

/**
 * What the chariots' systems need of a race beyond the plan's keyframes, built once per load:
 * where wrecks stay behind, the slides of the cars and the jolts they take.
 */
export interface FleetTimelines {
  /** Where a car's wreck stays while its team runs on (NaN x: it goes where the keyframes go). */
  readonly wreckX: Float64Array;
  readonly wreckZ: Float64Array;
  readonly wreckHeading: Float64Array;
  /**
   * Each chariot's slides (sideslips and swerves on a lane board), by time: start, end, and +1
   * for a slide to the right of the line of travel (outward), −1 to the left. Empty on a table
   * board, whose deviation channel turns the car instead.
   */
  readonly slides: readonly Float64Array[];
  /** When each chariot is jolted (sorted times): running over or past a wreck, a ram, a collision. */
  readonly jolts: readonly Float64Array[];
}

/** A slide the log gives no time (Circus Maximus: a jump of a lane) still shows this long, s. */
const SLIDE_MIN = 0.6;

/** The events that jolt the cars they name. */
const JOLT_TYPES: ReadonlySet<string> = new Set(['wreck-pass', 'wreck-cross', 'ram', 'collision']);

export function buildFleetTimelines(plan: Plan, crews: readonly CrewKey[][]): FleetTimelines {
  const n = plan.chariots.length;
  const wreckX = new Float64Array(n).fill(Number.NaN);
  const wreckZ = new Float64Array(n).fill(Number.NaN);
  const wreckHeading = new Float64Array(n);
  leaveWrecksBehind(plan, crews, wreckX, wreckZ, wreckHeading);
  return { wreckX, wreckZ, wreckHeading, slides: findSlides(plan), jolts: findJolts(plan) };
}

const _pose: Pose = { x: 0, z: 0, heading: 0 };

/**
 * Where a car's wreck stays while its team runs on without it. On a table board (Aurigae) every
 * wreck stays where the `wreck` event puts it, and the entrant's keyframes go on as its runaway
 * team; on the other boards only a wreck whose team tore loose at the crash (Circus Maximus: the
 * chart's runaway) stays, where the `wreck` event puts it, and the keyframes after it are the team's.
 */
function leaveWrecksBehind(
  plan: Plan,
  crews: readonly CrewKey[][],
  wreckX: Float64Array,
  wreckZ: Float64Array,
  wreckHeading: Float64Array,
): void {
  const board = plan.log.header.track.board;
  const frame = board.kind === 'table' ? tableFrame(board) : null;
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const e = plan.events[plan.cueOrder[o]!]!;
    if (e.type !== 'wreck') continue;
    const id = e.chariots[0] ?? '';
    const at = e.at?.[id];
    const i = plan.chariotIndex.get(id);
    if (i === undefined || !at) continue;
    if (frame) {
      if (!('heading' in at)) continue;
      const w = tableToWorld(frame, at.x, at.y);
      wreckX[i] = w.x;
      wreckZ[i] = w.z;
      wreckHeading[i] = tableHeadingToWorld(at.heading);
      continue;
    }
    if (crewKeyAt(crews[i]!, plan.cueTimes[o]!).team !== 'runaway') continue;
    // A point the board cannot place: the wreck goes where the keyframes take it.
    if (!pointPose(plan, at, _pose)) continue;
    wreckX[i] = _pose.x;
    wreckZ[i] = _pose.z;
    wreckHeading[i] = _pose.heading;
  }
}

/** The slides of each chariot (see `FleetTimelines.slides`): sideslip and swerve events with a path. */
function findSlides(plan: Plan): Float64Array[] {
  const lists: number[][] = plan.chariots.map(() => []);
  if (plan.log.header.track.board.kind === 'table') return lists.map(() => new Float64Array(0));
  const from: Pose = { x: 0, z: 0, heading: 0 };
  const to: Pose = { x: 0, z: 0, heading: 0 };
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const e = plan.events[plan.cueOrder[o]!]!;
    if ((e.type !== 'sideslip' && e.type !== 'swerve') || !e.path || e.path.length < 2) continue;
    const i = plan.chariotIndex.get(e.chariots[0] ?? '');
    if (i === undefined) continue;
    const time = plan.cueTimes[o]!;
    const first = e.path[0]!;
    const last = e.path[e.path.length - 1]!;
    if (!pointPose(plan, first, from) || !pointPose(plan, last, to)) continue;
    const side = (to.x - from.x) * Math.sin(from.heading) + (to.z - from.z) * Math.cos(from.heading);
    if (Math.abs(side) < 0.5) continue; // a swerve that kept its lane
    const span = plan.turnStart[e.turn + 1]! - plan.turnStart[e.turn]!;
    const end = time + Math.max(SLIDE_MIN, Math.max(0, last.f - first.f) * span);
    lists[i]!.push(time, end, Math.sign(side));
  }
  return lists.map((l) => Float64Array.from(l));
}

/** When each chariot is jolted: the events of JOLT_TYPES, for every chariot they name. */
function findJolts(plan: Plan): Float64Array[] {
  const lists: number[][] = plan.chariots.map(() => []);
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const e = plan.events[plan.cueOrder[o]!]!;
    if (!JOLT_TYPES.has(e.type)) continue;
    for (const id of e.chariots) {
      const i = plan.chariotIndex.get(id);
      if (i !== undefined) lists[i]!.push(plan.cueTimes[o]!);
    }
  }
  return lists.map((l) => Float64Array.from(l));
}
