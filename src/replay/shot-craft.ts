import type { Plan } from './plan.ts';
import { newSample, sampleChariot } from './sample.ts';

/**
 * The director's camera craft, pure: how the field breaks into groups, which group has the most at
 * stake when the field strings out, how a shot is framed (one chariot, a duel, the pack), and the
 * timing of a pull of focus from one chariot to another within a shot.
 */

/** How a trackside shot frames its chariots: the subject alone, two in a duel, or a pack. */
export type Framing = 'subject' | 'duel' | 'pack';

/** Chariots further apart than this along the track (m) race in different groups. */
export const GROUP_GAP = 25;
/** A field whose front and back are further apart than this (m) is strung out: no lens holds it. */
export const STRUNG_OUT = 90;
/** The most chariots a pack shot frames (the front of a larger group). */
export const PACK_MAX = 6;

const _s = newSample();

interface Runner {
  id: string;
  /** Metres round the race (the plan's stations in metres where the chariot is). */
  along: number;
}

/** The racing chariots at t, front first, with how far round they are (m). */
function runners(plan: Plan, t: number): Runner[] {
  const out: Runner[] = [];
  for (const track of plan.chariots) {
    sampleChariot(plan, track, t, _s);
    if (_s.status !== 'racing') continue;
    out.push({ id: track.id, along: _s.station * plan.mapping.metresPerStation(_s.station, _s.d) });
  }
  return out.sort((a, b) => b.along - a.along || (a.id < b.id ? -1 : 1));
}

export interface FieldGroups {
  /** The groups, front first; each front first. */
  groups: string[][];
  /** Metres between the front and the back of the field. */
  spread: number;
  /** Metres between consecutive chariots in each group (gaps[g][k]: between k and k + 1). */
  gaps: number[][];
}

/** The racing field at t broken where a gap opens wider than GROUP_GAP. */
export function fieldGroups(plan: Plan, t: number): FieldGroups {
  const field = runners(plan, t);
  const groups: string[][] = [];
  const gaps: number[][] = [];
  for (let k = 0; k < field.length; k++) {
    const gap = k === 0 ? Number.POSITIVE_INFINITY : field[k - 1]!.along - field[k]!.along;
    if (gap > GROUP_GAP) {
      groups.push([field[k]!.id]);
      gaps.push([]);
    } else {
      groups[groups.length - 1]!.push(field[k]!.id);
      gaps[gaps.length - 1]!.push(gap);
    }
  }
  const spread = field.length > 1 ? field[0]!.along - field[field.length - 1]!.along : 0;
  return { groups, spread, gaps };
}

/**
 * What a group has at stake: every pair of neighbours close enough to pass is a fight for a place,
 * worth more the closer they are and the nearer the front the place (the lead most of all).
 */
export function groupStake(gaps: readonly number[], firstPlace: number): number {
  let stake = 0;
  for (let k = 0; k < gaps.length; k++) {
    const closeness = 1 - Math.min(1, gaps[k]! / GROUP_GAP);
    stake += closeness / (firstPlace + k);
  }
  return stake;
}

/** Index of the group with the most at stake (the front one on a tie, or when none fights). */
export function groupMostAtStake(field: FieldGroups): number {
  let best = 0;
  let bestStake = Number.NEGATIVE_INFINITY;
  let place = 1;
  for (let g = 0; g < field.groups.length; g++) {
    const stake = groupStake(field.gaps[g]!, place);
    if (stake > bestStake + 1e-12) {
      best = g;
      bestStake = stake;
    }
    place += field.groups[g]!.length;
  }
  return best;
}

/** The framing of a shot on a group of `size` chariots. */
export function framingOf(size: number): Framing {
  return size >= 3 ? 'pack' : size === 2 ? 'duel' : 'subject';
}

/** Where in a shot (0-1 of its length) a pull of focus starts and lands. */
export const PULL_FROM = 0.35;
export const PULL_TO = 0.65;

/** How far focus has moved from the first chariot to the second at `u` (0-1) of the shot. */
export function focusPull(u: number): number {
  const x = Math.min(1, Math.max(0, (u - PULL_FROM) / (PULL_TO - PULL_FROM)));
  return x * x * (3 - 2 * x);
}
