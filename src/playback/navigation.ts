import { messages } from '../messages/index.ts';
import type { Marker, MarkerKind, Plan } from '../replay/plan.ts';
import { turnAt } from '../replay/sample.ts';
import { clock } from './clock.ts';
import { SPEEDS, useViewer } from './store.ts';

/**
 * Moving about the race: stepping by event or turn, jumping to incidents, the J/K/L keys. Pure
 * look-ups on the plan (exported for tests) and the actions that apply them to the clock.
 */

/** Two cues closer than this are one stop. */
const EPS = 1e-6;
/** Going back by turn from further into a turn than this returns to its start first. */
const TURN_RESTART = 0.4;

/** What "next incident" stops at: crashes, attacks and retirements. */
export const INCIDENT_KINDS: ReadonlySet<MarkerKind> = new Set([
  'wreck',
  'ram',
  'collision',
  'attack',
  'retire',
]);

/** Time of the first cue after t, or null. */
export function nextCueTime(plan: Plan, t: number): number | null {
  const times = plan.cueTimes;
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t + EPS) lo = mid + 1;
    else hi = mid;
  }
  return lo < times.length ? times[lo]! : null;
}

/** Time of the last cue before t, or null. */
export function prevCueTime(plan: Plan, t: number): number | null {
  const times = plan.cueTimes;
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < t - EPS) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? times[lo - 1]! : null;
}

/** Start of the next turn after t, or null in the last turn. */
export function nextTurnTime(plan: Plan, t: number): number | null {
  const turn = turnAt(plan, t);
  const next = plan.turnStart[turn + 1];
  return next !== undefined && turn + 1 < plan.turnStart.length - 1 ? next : null;
}

/** Start of the current turn, or of the one before when t is at (or just past) its start. */
export function prevTurnTime(plan: Plan, t: number): number {
  const turn = turnAt(plan, t);
  const start = plan.turnStart[turn]!;
  if (t - start > TURN_RESTART || turn === 0) return start;
  return plan.turnStart[turn - 1]!;
}

/** The first incident (wreck, ram, collision, attack, retirement) after t. */
export function nextIncident(plan: Plan, t: number): Marker | null {
  for (const m of plan.markers) if (INCIDENT_KINDS.has(m.kind) && m.time > t + EPS) return m;
  return null;
}

function seekPaused(time: number | null): void {
  if (time === null) return;
  const s = useViewer.getState();
  if (s.playing) s.setPlaying(false);
  s.seek(time);
}

export const stepEvent = (dir: 1 | -1): void => {
  const plan = useViewer.getState().plan;
  if (plan) seekPaused(dir > 0 ? nextCueTime(plan, clock.time) : prevCueTime(plan, clock.time));
};

export const stepTurn = (dir: 1 | -1): void => {
  const plan = useViewer.getState().plan;
  if (plan) seekPaused(dir > 0 ? nextTurnTime(plan, clock.time) : prevTurnTime(plan, clock.time));
};

/**
 * Goes to the next incident and stops on it, its sentence at the top of the ticker; where there is
 * none after now, says so (and stays).
 */
export function jumpToNextIncident(): boolean {
  const s = useViewer.getState();
  if (!s.plan) return false;
  const m = nextIncident(s.plan, clock.time);
  if (!m) {
    const any = s.plan.markers.some((k) => INCIDENT_KINDS.has(k.kind));
    s.say(any ? messages.status.noMoreIncidents : messages.status.noIncidents);
    return false;
  }
  seekPaused(m.time);
  return true;
}

const speedIndex = (speed: number): number => {
  let best = 0;
  for (let i = 1; i < SPEEDS.length; i++)
    if (Math.abs(SPEEDS[i]! - speed) < Math.abs(SPEEDS[best]! - speed)) best = i;
  return best;
};

/** The next speed up (1) or down (-1) the ladder. */
export function stepSpeed(speed: number, dir: 1 | -1): number {
  const i = Math.min(SPEEDS.length - 1, Math.max(0, speedIndex(speed) + dir));
  return SPEEDS[i]!;
}

/**
 * L (dir 1) and J (dir -1), as in video players: pressed along the way it plays, it goes faster;
 * against it, first slower, then from 1× it turns round; when paused it starts at 1×.
 */
export function shuttle(dir: 1 | -1): void {
  const s = useViewer.getState();
  if (!s.plan) return;
  if (!s.playing) {
    s.setDirection(dir);
    s.setSpeed(1);
    if (dir > 0 && clock.time >= clock.duration) clock.time = 0;
    s.setPlaying(true);
    return;
  }
  if (s.direction === dir) {
    s.setSpeed(stepSpeed(s.speed, 1));
    return;
  }
  if (s.speed > 1) {
    s.setSpeed(stepSpeed(s.speed, -1));
    return;
  }
  s.setDirection(dir);
  s.setSpeed(1);
}
