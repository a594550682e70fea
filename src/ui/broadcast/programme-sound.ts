import { copyFrame, type SoundFrame } from '../../audio/engine.ts';
import type { SoundTrack } from '../../audio/offline.ts';
import { cutIndexAt, type Programme, raceTimeAt } from '../../replay/director.ts';
import type { Plan } from '../../replay/plan.ts';
import type { Phase } from './channel.ts';
import { directedListener } from './director-listener.ts';

/**
 * A recording's soundtrack, as the programme was, not as the page happened to draw it. The recorder
 * notes, with each frame it takes, where the programme stood (a mark); when it stops, the sound is
 * rendered at a steady rate over the whole recording, each moment worked out from the mark before
 * it: while the directed race is on air, the programme time it has reached (the mark's, plus the
 * seconds since), hence the race time, the cut and the camera the director gives it. So a race
 * recorded on a machine that draws a frame every few seconds sounds as it does at sixty a second,
 * sample for sample, and a wreck between two frames is still heard when it happens.
 *
 * Elsewhere (the race card, the results, a replay the operator called) a moment sounds as the mark's
 * frame did, the race moving on at its rate.
 */
export interface ProgrammeMark {
  /** Recording seconds: programme seconds run since the recording began (holds do not count). */
  at: number;
  phase: Phase;
  /** Programme seconds on air, and the programme (a live race's grows). */
  time: number;
  programme: Programme | null;
  /** A live race waits at its edge for the next turn instead of ending. */
  live: boolean;
  /** A replay the operator called is on air. */
  called: boolean;
  /** What the sound engine was given on this frame. */
  frame: SoundFrame;
}

export interface ProgrammeSound {
  readonly marks: readonly ProgrammeMark[];
  /** Notes where the programme stands, at recording second `at` (not before the last mark's). */
  mark(mark: Omit<ProgrammeMark, 'frame'> & { frame: Readonly<SoundFrame> }): void;
  /** The sound frame at recording second s (asked in ascending order). */
  readonly track: SoundTrack;
}

export function programmeSound(plan: Plan): ProgrammeSound {
  const marks: ProgrammeMark[] = [];
  let k = 0;
  const track: SoundTrack = (s, out) => {
    if (marks.length === 0) {
      out.playing = false;
      return;
    }
    if (k >= marks.length || marks[k]!.at > s) k = 0;
    while (k + 1 < marks.length && marks[k + 1]!.at <= s) k++;
    const m = marks[k]!;
    const dt = Math.max(0, s - m.at);
    const programme = m.programme;
    if (m.phase === 'race' && !m.called && programme && programme.cuts.length > 0) {
      const p = Math.min(programme.duration, m.time + dt);
      if (p < programme.duration || m.live) {
        const cut = programme.cuts[cutIndexAt(programme, p)]!;
        out.time = raceTimeAt(programme, p);
        out.rate = cut.rate;
        out.playing = true;
        directedListener(plan, cut, out.time, out.listener);
        return;
      }
      // The race has ended: the results are up and the race is silent, as on the page.
      copyFrame(m.frame, out);
      out.playing = false;
      return;
    }
    copyFrame(m.frame, out);
    if (out.playing) out.time += out.rate * dt;
  };
  return {
    marks,
    mark: (m) => {
      const last = marks[marks.length - 1];
      if (last && m.at < last.at) throw new Error(`a mark at ${m.at} s comes after one at ${last.at} s`);
      const frame = copyFrame(m.frame, {
        time: 0,
        rate: 1,
        playing: false,
        listener: { x: 0, y: 0, z: 0, rightX: 1, rightZ: 0 },
      });
      marks.push({ ...m, frame });
    },
    track,
  };
}
