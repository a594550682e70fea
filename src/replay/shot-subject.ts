import type { Plan } from './plan.ts';
import { type ChariotSample, newSample, sampleChariot } from './sample.ts';

/**
 * What a shot is about and the two framings that need no trackside camera, pure so that the
 * scene's camera rig and the recording's listener (which places the ear where the camera is,
 * without a scene) read the same numbers.
 */

/** Follow camera: metres behind, above, and looked-at ahead of the chariot. */
export const FOLLOW = { back: 20, up: 8, ahead: 14, lookUp: 1.5, fov: 50 } as const;
/** Overview when there is nothing to look at. */
export const OVERVIEW = { position: [-250, 230, 470], target: [20, 0, -30], fov: 45 } as const;

const _s = newSample();

/**
 * The chariot a shot is about: the selected one, else the leader (furthest round among those still
 * racing, else among those that finished), written into `out`. Returns its index, or -1.
 */
export function subjectOf(plan: Plan, t: number, selected: string | null, out: ChariotSample): number {
  if (selected !== null) {
    for (const track of plan.chariots) {
      if (track.id === selected) {
        sampleChariot(plan, track, t, out);
        return track.index;
      }
    }
  }
  let best = -1;
  let bestRank = -1;
  let bestStation = Number.NEGATIVE_INFINITY;
  for (const track of plan.chariots) {
    sampleChariot(plan, track, t, _s);
    const rank = _s.status === 'racing' ? 2 : _s.status === 'finished' ? 1 : 0;
    if (rank > bestRank || (rank === bestRank && _s.station > bestStation)) {
      best = track.index;
      bestRank = rank;
      bestStation = _s.station;
    }
  }
  if (best >= 0) sampleChariot(plan, plan.chariots[best]!, t, out);
  return best;
}
