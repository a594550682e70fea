import type { BoardPoint } from '../engine/log/schema.ts';
import type { Pose } from '../engine/track/circus-maximus.ts';
import { stationToWorld } from '../engine/track/circus-maximus.ts';
import { type ChariotTrack, type Plan, type Status, upperBound } from './plan.ts';

/** What the scene needs of a chariot at an instant. Reused objects: sampling never allocates. */
export interface ChariotSample {
  station: number;
  d: number;
  x: number;
  z: number;
  /** Yaw: 0 faces east; includes the drift of a lane change. */
  heading: number;
  /** Ground speed, m/s. */
  speed: number;
  status: Status;
  /** Integrity deviation of horses and car (0 intact; Aurigae: 1 slight, 2 moderate, 3 swerve, 4 crash). */
  deviation: number;
}

export const newSample = (): ChariotSample => ({
  station: 0,
  d: 0,
  x: 0,
  z: 0,
  heading: 0,
  speed: 0,
  status: 'racing',
  deviation: 0,
});

const _pose: Pose = { x: 0, z: 0, heading: 0 };

/** Samples one chariot at time `t` (seconds): a binary search, then interpolation. */
export function sampleChariot(plan: Plan, track: ChariotTrack, t: number, out: ChariotSample): ChariotSample {
  const times = track.times;
  const n = times.length;
  const i = Math.min(n - 1, Math.max(0, upperBound(times, t) - 1));
  const j = Math.min(n - 1, i + 1);
  const t0 = times[i]!;
  const t1 = times[j]!;
  const u = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 0;
  const s0 = track.station[i]!;
  const s1 = track.station[j]!;
  const d0 = track.d[i]!;
  const d1 = track.d[j]!;
  out.station = s0 + (s1 - s0) * u;
  out.d = d0 + (d1 - d0) * u;
  stationToWorld(out.station, out.d, _pose);
  out.x = _pose.x;
  out.z = _pose.z;
  const along = (s1 - s0) * plan.mapping.metresPerStation(out.station, out.d);
  const across = d1 - d0;
  // Moving outward turns the chariot to its right (clockwise seen from above).
  const headings = track.heading;
  out.heading = headings
    ? headings[i]! + (headings[j]! - headings[i]!) * u // the log's true heading
    : _pose.heading -
      (along > 1e-6 || Math.abs(across) > 1e-6 ? Math.atan2(across, Math.max(along, 1e-6)) : 0);
  out.speed = t1 > t0 && t >= t0 && t <= t1 ? Math.hypot(along, across) / (t1 - t0) : 0;
  const k = upperBound(track.statusTimes, t) - 1;
  out.status = track.statuses[Math.max(0, k)] ?? 'racing';
  const devTimes = track.deviationTimes;
  out.deviation = devTimes ? track.deviations![Math.max(0, upperBound(devTimes, t) - 1)]! : 0;
  return out;
}

/** Index of the last cue at or before `t` (-1 if none). */
export function cueIndexAt(plan: Plan, t: number): number {
  const times = plan.cueTimes;
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The turn being played at time `t`. */
export function turnAt(plan: Plan, t: number): number {
  return Math.max(0, Math.min(plan.turnStart.length - 2, upperBound(plan.turnStart, t) - 1));
}

const _place = { station: 0, d: 0 };
const _sample = newSample();

/**
 * Where a board point lies in the arena (m, world) with the track's heading there, written to
 * `out` (a new pose if none is given); null where the board cannot place the point.
 */
export function pointPose(
  plan: Plan,
  point: BoardPoint,
  out: Pose = { x: 0, z: 0, heading: 0 },
): Pose | null {
  try {
    plan.mapping.place(point, _place);
  } catch {
    return null;
  }
  return stationToWorld(_place.station, _place.d, out);
}

/** Where chariot `ci` is at time `t`, and its heading: a new pose (for timelines built once). */
export function chariotPose(plan: Plan, ci: number, t: number): Pose {
  sampleChariot(plan, plan.chariots[ci]!, t, _sample);
  return { x: _sample.x, z: _sample.z, heading: _sample.heading };
}
