import { buildEffects, type EffectTimeline } from '../replay/effects.ts';
import type { Plan } from '../replay/plan.ts';
import { type ChariotSample, newSample, sampleChariot } from '../replay/sample.ts';
import { gaitWeight, gallopRate } from '../scene/animation/chariot-motion.ts';
import { mix } from './random.ts';

/**
 * What the race sounds like, as pure functions of the plan and the time: the one-off sounds and
 * when and where they happen, the crowd's level, and when each team's hooves strike. The engine
 * (engine.ts) turns these into Web Audio nodes; a time always gives the same answer, so seeking
 * and playing sound alike, and the same log always sounds the same.
 */

export type ShotKind = 'trumpet' | 'crash' | 'impact' | 'lash' | 'fall';

export interface Shot {
  kind: ShotKind;
  /** Plan time, s. */
  time: number;
  /** Where it happens (m, world); NaN for a sound heard the same everywhere (the trumpet). */
  x: number;
  z: number;
  /** Which variation of the sound (seeded by the log and the event). */
  variant: number;
  gain: number;
}

/** A swell of the crowd: at `time` it rises over SWELL_RISE s to `peak`, then dies away. */
export interface Swell {
  time: number;
  peak: number;
}

export interface Score {
  plan: Plan;
  effects: EffectTimeline;
  /** By time. */
  shots: Shot[];
  /** By time. */
  swells: Swell[];
  /** The log's seed: everything random in the sound is seeded from it. */
  seed: number;
}

/** Variations synthesised of each one-off sound. */
export const VARIANTS = 4;
export const SWELL_RISE = 0.6;
export const SWELL_FALL = 3.5;

/** How loud the crowd swells at each kind of moment (the finish of the winner loudest). */
const SWELL_OF: Readonly<Record<string, number>> = {
  wreck: 1,
  ram: 0.3,
  collision: 0.3,
  attack: 0.12,
  'lead-change': 0.6,
  finish: 0.6,
  lap: 0.15,
};

export function buildScore(plan: Plan, effects: EffectTimeline = buildEffects(plan)): Score {
  const seed = plan.log.header.seed >>> 0;
  const shots: Shot[] = [{ kind: 'trumpet', time: 0, x: Number.NaN, z: Number.NaN, variant: 0, gain: 0.6 }];
  for (const b of effects.bursts) {
    const kind: ShotKind | null =
      b.kind === 'debris' ? 'crash' : b.kind === 'impact' ? 'impact' : b.kind === 'lash' ? 'lash' : null;
    if (!kind) continue;
    shots.push({ kind, time: b.time, x: b.x, z: b.z, variant: mix(seed, b.seq) % VARIANTS, gain: 1 });
  }
  // A horse goes down where a team loses horses or stops in its traces at a wreck.
  for (const keys of effects.crews) {
    for (let k = 1; k < keys.length; k++) {
      const key = keys[k]!;
      const before = keys[k - 1]!;
      if (key.horses < before.horses || (key.tangled && !before.tangled)) {
        shots.push({ kind: 'fall', time: key.time, x: key.x, z: key.z, variant: k % VARIANTS, gain: 0.9 });
      }
    }
  }
  shots.sort((a, b) => a.time - b.time);

  let first = true;
  const swells: Swell[] = [];
  for (const m of plan.markers) {
    const peak = SWELL_OF[m.kind];
    if (peak === undefined) continue;
    // The winner's finish brings the house down; the others' less.
    swells.push({ time: m.time, peak: m.kind === 'finish' && first ? 1.2 : peak });
    if (m.kind === 'finish') first = false;
  }
  swells.sort((a, b) => a.time - b.time);
  return { plan, effects, shots, swells, seed };
}

/** The first index of `list` (by time) at or after `t`. */
export function firstAtOrAfter(list: readonly { time: number }[], t: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.time < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const _a = newSample();
const _b = newSample();

/** The crowd's murmur: before the start, and through a race with no close racing or swell. */
export const MURMUR = { before: 0.1, race: 0.15 } as const;

/** Metres between two racing chariots that the crowd counts as close racing. */
const CLOSE = 10;

/**
 * The crowd's level at `t`, 0 (silent) to 1.5: a murmur before the start, a roar through the
 * race that grows with close racing, and a swell at each incident, overtake for the lead and finish.
 */
export function crowdLevel(score: Score, t: number): number {
  const plan = score.plan;
  let level = t <= 0 ? MURMUR.before : MURMUR.race;
  // Close racing: pairs of racing chariots within a few lengths of each other.
  let close = 0;
  const chariots = plan.chariots;
  for (let i = 0; i < chariots.length; i++) {
    sampleChariot(plan, chariots[i]!, t, _a);
    if (_a.status !== 'racing' || _a.speed < 1) continue;
    for (let j = i + 1; j < chariots.length; j++) {
      sampleChariot(plan, chariots[j]!, t, _b);
      if (_b.status === 'racing' && Math.hypot(_a.x - _b.x, _a.z - _b.z) < CLOSE) close++;
    }
  }
  level += 0.15 * Math.min(1, close / 3);
  // Swells still sounding (the last few seconds' worth), adding up to a roar that saturates.
  let swell = 0;
  const swells = score.swells;
  for (let k = firstAtOrAfter(swells, t - SWELL_RISE - SWELL_FALL * 4); k < swells.length; k++) {
    const s = swells[k]!;
    const dt = t - s.time;
    if (dt < 0) break;
    swell += s.peak * (dt < SWELL_RISE ? dt / SWELL_RISE : Math.exp(-(dt - SWELL_RISE) / SWELL_FALL));
  }
  return level + 1.2 * (1 - Math.exp(-swell));
}

/** When in a stride each of a team's four hooves strikes (a rotary gallop: four beats, then flight). */
export const BEATS = [0, 0.11, 0.26, 0.37] as const;
/** The step of the integration of the gallop phase, s of plan time. */
const STEP = 1 / 400;

export interface HoofState {
  /** Strides since the chariot set off (its fraction is where in the stride it is). */
  phase: number;
}

/**
 * The hoof strikes of one team between plan times `from` and `to`, advancing `state` (the gallop
 * phase runs as the scene's horses do: `gallopRate` of the speed). Calls `strike(time, weight)`
 * for each, with how far the team is into its gallop (0 standing, 1 galloping).
 */
export function hoofStrikes(
  plan: Plan,
  chariot: number,
  from: number,
  to: number,
  state: HoofState,
  strike: (time: number, weight: number) => void,
  sample: ChariotSample = _a,
): void {
  const track = plan.chariots[chariot]!;
  for (let t = from; t < to; t += STEP) {
    const dt = Math.min(STEP, to - t);
    sampleChariot(plan, track, t, sample);
    // Wrecked or stopped teams make no gallop (a runaway's hooves are not worth their cost here).
    if (sample.status !== 'racing' && sample.status !== 'finished') continue;
    const weight = gaitWeight(sample.speed);
    if (weight <= 0) continue;
    const before = state.phase;
    state.phase += gallopRate(sample.speed) * dt;
    const stride = Math.floor(before);
    for (let s = stride; s <= Math.floor(state.phase); s++) {
      for (const beat of BEATS) {
        const at = s + beat;
        if (at > before && at <= state.phase) {
          strike(t + ((at - before) / (state.phase - before)) * dt, weight);
        }
      }
    }
  }
}
