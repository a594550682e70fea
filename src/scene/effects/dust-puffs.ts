import { BURST_SECONDS, burstWindow, type EffectTimeline } from '../../replay/effects.ts';
import type { Plan } from '../../replay/plan.ts';
import { newSample, sampleChariot } from '../../replay/sample.ts';
import { hash01 } from './hash.ts';

/**
 * Dust kicked up by every team, and the clouds thrown in rivals' eyes, as soft puffs (position,
 * size, opacity) for one instanced billboard. A team's puffs are those it raised at fixed ticks of
 * the plan's clock over the last moments, each sampled where and how fast the team ran at its
 * tick: thicker at speed, none standing still, little on a wet track. A function of the time
 * alone (seeking shows what playing would); writes into preallocated arrays, allocates nothing.
 */

export interface PuffSet {
  /** x, y, z, size (m) per puff. */
  readonly puffs: Float32Array;
  /** Opacity per puff. */
  readonly alpha: Float32Array;
  readonly capacity: number;
  count: number;
}

export function createPuffSet(capacity: number): PuffSet {
  return { puffs: new Float32Array(capacity * 4), alpha: new Float32Array(capacity), capacity, count: 0 };
}

/** Seconds between a team's puffs at medium and high (EffectBudget.dustTick: low's are further apart). */
export const DUST_TICK = 0.15;
/** Speed (m/s) under which a team raises no dust, and at which it raises the most. */
const CALM = 3;
const FULL = 16;
const CLOUD_PUFFS = 18;

const _s = newSample();
const _window = { from: 0, to: 0 };

function add(set: PuffSet, x: number, y: number, z: number, size: number, alpha: number): boolean {
  if (set.count >= set.capacity) return false;
  const o = set.count * 4;
  set.puffs[o] = x;
  set.puffs[o + 1] = y;
  set.puffs[o + 2] = z;
  set.puffs[o + 3] = size;
  set.alpha[set.count] = alpha;
  set.count++;
  return true;
}

/** How thick a team's dust is (0-1): none under a canter, most at a full gallop, little in mud. */
export function dustThickness(speed: number, mud: number): number {
  const dry = 1 - 0.85 * Math.min(1, Math.max(0, mud));
  return Math.min(1, Math.max(0, (speed - CALM) / (FULL - CALM))) * dry;
}

/** Rises from nothing, holds, thins away over a puff's life (u from 0 to 1). */
function envelope(u: number): number {
  return Math.min(1, u * 6) * (1 - u) * (1 - u);
}

export function writeDustPuffs(
  set: PuffSet,
  plan: Plan,
  timeline: EffectTimeline,
  t: number,
  perTeam: number,
  mud: number,
  tick = DUST_TICK,
  opacity = 1,
): void {
  set.count = 0;
  const life = perTeam * tick;
  const newest = Math.floor(t / tick);
  for (const track of plan.chariots) {
    for (let k = 0; k < perTeam; k++) {
      const n = newest - k;
      const born = n * tick;
      if (born < 0) break;
      sampleChariot(plan, track, born, _s);
      const thick = dustThickness(_s.speed, mud);
      if (thick <= 0.01) continue;
      const u = (t - born) / life;
      const seed = track.index * 7919 + 17;
      const r1 = hash01(seed, n, 1);
      const r2 = hash01(seed, n, 2);
      // Raised by the hooves and wheels: from the car up to the leaders' forelegs.
      const ahead = 0.3 + 3.8 * r1;
      const side = (r2 - 0.5) * 2.6;
      const c = Math.cos(_s.heading);
      const sn = Math.sin(_s.heading);
      const age = t - born;
      add(
        set,
        _s.x + c * ahead + sn * side,
        0.5 + 0.7 * age,
        _s.z - sn * ahead + c * side,
        (1 + 2.6 * u) * (0.7 + 0.6 * thick),
        Math.min(1, 0.5 * opacity * thick) * envelope(u),
      );
    }
  }
  // Dust thrown at a rival: a thick cloud round his head that drifts and thins.
  burstWindow(timeline, t, _window);
  for (let i = _window.from; i < _window.to; i++) {
    const b = timeline.bursts[i]!;
    if (b.kind !== 'dust-cloud') continue;
    const seconds = BURST_SECONDS['dust-cloud'];
    const age = t - b.time;
    if (age < 0 || age >= seconds) continue;
    const u = age / seconds;
    for (let k = 0; k < CLOUD_PUFFS; k++) {
      const a = hash01(b.seed, k, 1) * Math.PI * 2;
      const r = (0.3 + 1.5 * hash01(b.seed, k, 2)) * (0.4 + u);
      if (
        !add(
          set,
          b.x + Math.cos(a) * r,
          1.3 + 1.2 * hash01(b.seed, k, 3) + 0.5 * u,
          b.z + Math.sin(a) * r,
          1.2 + 2.5 * u,
          0.7 * envelope(u),
        )
      )
        return;
    }
  }
}

/** Seconds between the haze a team leaves hanging over the track, and how long each patch hangs. */
export const HAZE_TICK = 0.75;
export const HAZE_PUFFS = 10;

/**
 * The haze the teams leave over a dry track: every HAZE_TICK seconds a team leaves a wide, faint
 * patch of dust where it ran, which rises a little, spreads, drifts east on the breeze and thins
 * away over HAZE_PUFFS ticks (the last seven or so seconds), so the track behind the pack stays
 * dusty for a while. Thin on a wet track and none where the team walked. Appended to `set` after
 * writeDustPuffs (it does not clear the set); a function of the time alone, allocating nothing.
 */
export function writeDustHaze(set: PuffSet, plan: Plan, t: number, mud: number): void {
  const newest = Math.floor(t / HAZE_TICK);
  const life = HAZE_PUFFS * HAZE_TICK;
  for (const track of plan.chariots) {
    for (let k = 0; k < HAZE_PUFFS; k++) {
      const tick = newest - k;
      const born = tick * HAZE_TICK;
      if (born < 0) break;
      sampleChariot(plan, track, born, _s);
      const thick = dustThickness(_s.speed, mud);
      if (thick <= 0.05) continue;
      const age = t - born;
      const u = age / life;
      const seed = track.index * 104729 + 31;
      const side = (hash01(seed, tick, 1) - 0.5) * 4;
      if (
        !add(
          set,
          _s.x + 0.35 * age - Math.sin(_s.heading) * side,
          1 + 0.3 * age,
          _s.z - Math.cos(_s.heading) * side,
          (5 + 3 * hash01(seed, tick, 2)) * (0.7 + 0.6 * u),
          0.16 * thick * Math.min(1, u * 5) * (1 - u),
        )
      )
        return;
    }
  }
}
