import { CIRCUS } from '../engine/track/circus-maximus.ts';
import { winnerTime } from '../replay/director.ts';
import type { MarkerKind, Plan } from '../replay/plan.ts';
import { newSample, sampleChariot } from '../replay/sample.ts';

/**
 * How excited the crowd is, stand by stand, as a pure function of the plan and the time: the
 * stands are cut into sectors round the arena, and each sector's level (0 seated and calm, about
 * 0.35 on its feet, 0.6 waving, 0.85 and over arms up) is what the crowd's shader turns into
 * gestures. People rise where chariots race close together, and a wave of rising runs out along
 * the stands from each incident; the whole house stands for the winner. A time always gives the
 * same levels, so seeking and playing look alike; sampling allocates nothing.
 */

/** Sectors of the stands (the shader's uniform array has as many). */
export const CROWD_SECTORS = 48;

/** How fast a wave of people rising runs along the stands (m/s). */
export const WAVE_SPEED = 45;
/** Metres over which an incident's excitement fades with distance. */
const REACH = 140;
/** Seconds a wave takes to stand a sector up, and to let it sit down again (an exponential). */
const RISE = 0.6;
const SETTLE = 3.5;
/** Beyond this many SETTLE times a cue's wave no longer counts. */
const FORGET = 5;
/** The level through the race, between incidents and away from the pack. */
const MURMUR = 0.12;
/** Metres between two racing chariots that count as close racing, and what a close pair adds. */
const CLOSE = 10;
const CLOSE_LIFT = 0.35;
/** The most close racing adds, however many pairs: a bunched field gets them up, not roaring. */
const CLOSE_MOST = 0.45;
/** Metres over which close racing stirs the stands beside it. */
const CLOSE_REACH = 70;
/** Where the finish stands everyone up, they stay up at least this high. */
export const FINISH_LEVEL = 0.9;

/** How strongly each kind of moment stirs the crowd (the start and the finish come apart). */
const PEAK: Partial<Record<MarkerKind, number>> = {
  wreck: 2.6,
  ram: 0.9,
  collision: 0.9,
  attack: 0.2,
  'lead-change': 0.4,
  retire: 0.3,
};
const START_PEAK = 1.2;

/** A moment that sends a wave through the stands. */
export interface CrowdCue {
  time: number;
  x: number;
  z: number;
  peak: number;
}

export interface CrowdScript {
  readonly plan: Plan;
  /** Sector centres, x and z interleaved (CROWD_SECTORS pairs). */
  readonly sectors: Float32Array;
  /** By time. */
  readonly cues: readonly CrowdCue[];
  /** When and where the winner crosses the line (time Infinity: nobody does). */
  readonly finish: CrowdCue;
  /** Scratch for the chariots' places and the close pairs' midpoints, reused by every sample. */
  readonly places: Float64Array;
  readonly pairs: Float64Array;
}

/**
 * The sector centres, evenly along the foot of the stands: the podium wall of the south side from
 * the carceres east, round the curved east end, and back along the north side (the carceres' end
 * has no stands).
 */
export function crowdSectors(): Float32Array {
  const out = new Float32Array(CROWD_SECTORS * 2);
  const r = CIRCUS.wallOffset;
  const straight = CIRCUS.endCentreX - CIRCUS.carceresX;
  const length = 2 * straight + Math.PI * r;
  for (let k = 0; k < CROWD_SECTORS; k++) {
    const d = ((k + 0.5) / CROWD_SECTORS) * length;
    let x: number;
    let z: number;
    if (d < straight) {
      x = CIRCUS.carceresX + d;
      z = r;
    } else if (d < straight + Math.PI * r) {
      const a = (d - straight) / r;
      x = CIRCUS.endCentreX + r * Math.sin(a);
      z = r * Math.cos(a);
    } else {
      x = CIRCUS.endCentreX - (d - straight - Math.PI * r);
      z = -r;
    }
    out[k * 2] = x;
    out[k * 2 + 1] = z;
  }
  return out;
}

/** The sector whose centre is nearest (x, z). */
export function sectorOf(sectors: Float32Array, x: number, z: number): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let k = 0; k < sectors.length / 2; k++) {
    const d = (sectors[k * 2]! - x) ** 2 + (sectors[k * 2 + 1]! - z) ** 2;
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/** Reads the plan once: where and when each incident happens, and the finish. */
export function buildCrowdScript(plan: Plan, sectors: Float32Array = crowdSectors()): CrowdScript {
  const s = newSample();
  const bySeq = new Map<number, string | undefined>();
  for (const e of plan.events) bySeq.set(e.seq, e.chariots[0]);
  const placeOf = (id: string | undefined, t: number): { x: number; z: number } | null => {
    const i = id === undefined ? undefined : plan.chariotIndex.get(id);
    if (i === undefined) return null;
    sampleChariot(plan, plan.chariots[i]!, t, s);
    return { x: s.x, z: s.z };
  };
  const leaderAt = (t: number): { x: number; z: number } | null => {
    let best: { x: number; z: number } | null = null;
    let far = Number.NEGATIVE_INFINITY;
    for (const c of plan.chariots) {
      sampleChariot(plan, c, t, s);
      if (s.status === 'racing' && s.station > far) {
        far = s.station;
        best = { x: s.x, z: s.z };
      }
    }
    return best;
  };

  const cues: CrowdCue[] = [];
  const start = leaderAt(0);
  if (start) cues.push({ time: 0, ...start, peak: START_PEAK });
  for (const m of plan.markers) {
    const peak = PEAK[m.kind];
    if (peak === undefined) continue;
    const at = m.seq === null ? leaderAt(m.time) : placeOf(bySeq.get(m.seq), m.time);
    if (at) cues.push({ time: m.time, ...at, peak });
  }
  cues.sort((a, b) => a.time - b.time);

  const won = winnerTime(plan);
  let finish: CrowdCue = { time: Number.POSITIVE_INFINITY, x: 0, z: 0, peak: 0 };
  if (Number.isFinite(won)) {
    const winner = plan.markers.find((m) => m.kind === 'finish' && m.time === won);
    const at = (winner && winner.seq !== null ? placeOf(bySeq.get(winner.seq), won) : null) ?? leaderAt(won);
    finish = { time: won, x: at?.x ?? 0, z: at?.z ?? 0, peak: 1 };
  }
  const n = plan.chariots.length;
  return { plan, sectors, cues, finish, places: new Float64Array(n * 2), pairs: new Float64Array(n * n) };
}

/** The first index of `cues` at or after time `t`. */
function firstAtOrAfter(cues: readonly CrowdCue[], t: number): number {
  let lo = 0;
  let hi = cues.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid]!.time < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How far a wave that set off `dt` seconds ago has stood a sector up (0 to 1). */
function envelope(dt: number): number {
  if (dt < 0) return 0;
  return dt < RISE ? dt / RISE : Math.exp(-(dt - RISE) / SETTLE);
}

const _s = newSample();

/**
 * Writes each sector's level at plan time `t` into `out` (CROWD_SECTORS values, 0 to 1) and returns
 * it. Before the start everyone sits; through the race a murmur, lifted beside close racing and by
 * the waves of incidents; from the winner's finish on, a wave from the line stands everyone up.
 */
export function crowdLevels(script: CrowdScript, t: number, out: Float32Array): Float32Array {
  const { plan, sectors, cues, finish, places, pairs } = script;
  // Close racing: the racing chariots' places, then the midpoint of each pair close together.
  let placed = 0;
  for (const c of plan.chariots) {
    sampleChariot(plan, c, t, _s);
    if (_s.status !== 'racing' || _s.speed < 1) continue;
    places[placed * 2] = _s.x;
    places[placed * 2 + 1] = _s.z;
    placed++;
  }
  let close = 0;
  for (let i = 0; i < placed; i++) {
    for (let j = i + 1; j < placed; j++) {
      const ax = places[i * 2]!;
      const az = places[i * 2 + 1]!;
      const bx = places[j * 2]!;
      const bz = places[j * 2 + 1]!;
      if (Math.hypot(ax - bx, az - bz) >= CLOSE) continue;
      pairs[close * 2] = (ax + bx) / 2;
      pairs[close * 2 + 1] = (az + bz) / 2;
      close++;
    }
  }
  const first = firstAtOrAfter(cues, t - (2 * REACH) / WAVE_SPEED - SETTLE * FORGET);
  for (let k = 0; k < CROWD_SECTORS; k++) {
    const sx = sectors[k * 2]!;
    const sz = sectors[k * 2 + 1]!;
    // Excitement adds up; the level it gives saturates (1 - e^-x), so a busy moment cannot pin the
    // whole house to its feet and a wreck still stands out in it.
    let excitement = 0;
    for (let p = 0; p < close; p++) {
      excitement +=
        CLOSE_LIFT * Math.exp(-Math.hypot(pairs[p * 2]! - sx, pairs[p * 2 + 1]! - sz) / CLOSE_REACH);
    }
    excitement = Math.min(CLOSE_MOST, excitement);
    for (let c = first; c < cues.length; c++) {
      const cue = cues[c]!;
      if (cue.time > t) break;
      const d = Math.hypot(cue.x - sx, cue.z - sz);
      excitement += cue.peak * Math.exp(-d / REACH) * envelope(t - cue.time - d / WAVE_SPEED);
    }
    const calm = t <= 0 ? 0 : MURMUR;
    let level = calm + (1 - calm) * (1 - Math.exp(-excitement));
    if (t >= finish.time) {
      const d = Math.hypot(finish.x - sx, finish.z - sz);
      const dt = t - finish.time - d / WAVE_SPEED;
      if (dt >= 0) level = Math.max(level, FINISH_LEVEL * Math.min(1, dt / RISE)) + 0.1 * envelope(dt);
    }
    out[k] = Math.min(1, level);
  }
  return out;
}
