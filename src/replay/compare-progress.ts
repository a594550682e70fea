import type { Plan } from './plan.ts';
import { newSample, sampleChariot } from './sample.ts';
import { trackMetres } from './standings.ts';

/**
 * Race progress, for playing several races of one field side by side (the comparison page): each
 * race is mapped from its own plan time to a common position, so that the panes show their races
 * at the same point of the race (how far round the leader is, as a fraction of the race), not the
 * same turn or second. Rulesets run different laps and paces: a 2-lap Crudis race and a 7-lap
 * Aurigae race are both half-way at position 0.5.
 *
 * The position runs 0 … 2: from 0 (the start) to 1 (the winner crosses the line) it is the
 * leader's distance as a fraction of the race; from 1 to 2 it is the run-out after the win (the
 * rest of the field coming home), as a fraction of that race's own run-out. A race nobody wins
 * reaches its end short of 1 and stays there.
 */

/** Position at the winner's finish, and at the end of every run-out. */
export const RACE_END = 1;
export const RUN_OUT_END = 2;

/** Plan seconds between the samples of a map. */
const STEP = 0.25;
/**
 * The share of the position that moves with plan time rather than distance. The leader's distance
 * can stand still (the start's formalities, a turn in which only the field behind moves); a map on
 * distance alone would then skip that stretch at once. With this share every stretch plays, and
 * two races' leaders never stand further apart than this fraction of the race.
 */
export const TIME_SHARE = 0.05;
/** The line distances are measured along (as the standings' gaps are). */
const LINE = 15;

export interface ProgressMap {
  /** Sample times, plan seconds, evenly spaced from 0 to `raceEnd`. */
  readonly times: Float64Array;
  /** Position at each sample: strictly increasing, 0 at the start, `reached` at `raceEnd`. */
  readonly progress: Float64Array;
  /** Plan time the race part ends: the winner's crossing, else the end of the plan. */
  readonly raceEnd: number;
  /** Position reached at `raceEnd`: 1 when somebody won, less when nobody finished. */
  readonly reached: number;
  readonly duration: number;
}

const _s = newSample();

/** How far round the furthest chariot is at time t, metres along the line. */
function leaderMetres(plan: Plan, t: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const track of plan.chariots) {
    sampleChariot(plan, track, t, _s);
    const m = trackMetres(_s.station, LINE);
    if (m > best) best = m;
  }
  return best;
}

/** Where the race finishes, metres: the log's finish line, else the end of its laps. */
function finishMetres(plan: Plan, laps: number): number {
  const line = plan.log.header.track.features.find((f) => f.kind === 'finish-line');
  return trackMetres(line ? line.station : laps * 4, LINE);
}

/**
 * The progress map of a race: `winnerTime` is when the winner crosses the line (Infinity when
 * nobody does), `laps` the race's laps (for the finish when the log marks none).
 */
export function buildProgressMap(plan: Plan, winnerTime: number, laps: number): ProgressMap {
  const won = Number.isFinite(winnerTime) && winnerTime <= plan.duration;
  const raceEnd = won ? winnerTime : plan.duration;
  const n = Math.max(2, Math.ceil(raceEnd / STEP) + 1);
  const times = new Float64Array(n);
  const lead = new Float64Array(n);
  let running = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < n; k++) {
    const t = (raceEnd * k) / (n - 1);
    times[k] = t;
    // The leader's distance never goes back (a leader who wrecks is not un-run).
    running = Math.max(running, leaderMetres(plan, t));
    lead[k] = running;
  }
  const from = lead[0]!;
  const to = won ? lead[n - 1]! : finishMetres(plan, laps);
  const span = to - from;
  const fraction = (m: number): number => (span > 0 ? Math.min(1, Math.max(0, (m - from) / span)) : 0);
  // A winner ends the race part at 1 exactly; otherwise where the leader stopped (above 0, so the
  // time share still orders the samples).
  const reached = won ? RACE_END : Math.max(1e-6, fraction(lead[n - 1]!));
  const progress = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    progress[k] = (1 - TIME_SHARE) * fraction(lead[k]!) + TIME_SHARE * reached * (k / (n - 1));
  }
  progress[n - 1] = reached;
  return { times, progress, raceEnd, reached, duration: plan.duration };
}

/** First index whose value exceeds x in an increasing array (binary search). */
function above(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Linear interpolation in a sampled increasing function (`xs` → `ys`), clamped at its ends. */
function interpolate(xs: Float64Array, ys: Float64Array, x: number): number {
  const n = xs.length;
  if (!(x > xs[0]!)) return ys[0]!;
  if (x >= xs[n - 1]!) return ys[n - 1]!;
  const j = above(xs, x);
  const i = j - 1;
  const u = (x - xs[i]!) / (xs[j]! - xs[i]!);
  return ys[i]! + (ys[j]! - ys[i]!) * u;
}

/** The position (0 … 2) of a race at plan time t. Allocation-free. */
export function progressAt(map: ProgressMap, t: number): number {
  if (t <= map.raceEnd) return interpolate(map.times, map.progress, t);
  if (map.reached < RACE_END || map.duration <= map.raceEnd) return map.reached;
  return RACE_END + Math.min(1, (t - map.raceEnd) / (map.duration - map.raceEnd));
}

/** The plan time at which a race is at position x (0 … 2): `progressAt`'s inverse. Allocation-free. */
export function timeAtProgress(map: ProgressMap, x: number): number {
  if (x <= map.reached) return interpolate(map.progress, map.times, x);
  // A race nobody won has ended by then.
  if (map.reached < RACE_END) return map.duration;
  const u = Math.min(1, Math.max(0, x - RACE_END));
  return map.raceEnd + u * (map.duration - map.raceEnd);
}
