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
  /** The marks kept: one where the programme did what the mark before it did not foretell. */
  readonly marks: readonly ProgrammeMark[];
  /**
   * Notes where the programme stands, at recording second `at` (not before the last mark's). Kept
   * only where it tells something new (a cut, a seek, a phase, a replay called, the sound engine's
   * frame changed); a mark the last one foretells is dropped. Marks are written into a pool grown
   * by doubling, so a frame of the recorder allocates nothing (a race on air keeps one mark a cut
   * or seek, not one a frame).
   */
  mark(mark: Readonly<Omit<ProgrammeMark, 'frame'>> & { frame: Readonly<SoundFrame> }): void;
  /** The sound frame at recording second s (asked in ascending order). */
  readonly track: SoundTrack;
}

/** Seconds two of the programme's clocks may differ by and still be the same moment. */
const SAME_TIME = 1e-6;
/** Metres (and the cosines of a heading) two listeners may differ by and still be one place. */
const SAME_PLACE = 1e-6;

/**
 * Whether mark b is in the same state as a: what happens next (a phase ending, a live race waiting,
 * a replay ending) depends on it, not only what is heard now.
 */
function sameState(a: Readonly<ProgrammeMark>, b: Readonly<ProgrammeMark>): boolean {
  return a.phase === b.phase && a.programme === b.programme && a.live === b.live && a.called === b.called;
}

const newFrame = (): SoundFrame => ({
  time: 0,
  rate: 1,
  playing: false,
  listener: { x: 0, y: 0, z: 0, rightX: 1, rightZ: 0 },
});

const newMark = (): ProgrammeMark => ({
  at: 0,
  phase: 'waiting',
  time: 0,
  programme: null,
  live: false,
  called: false,
  frame: newFrame(),
});

/** The sound frame `dt` seconds after mark m, as the mark alone tells it, into `out`. */
function soundAfter(plan: Plan, m: Readonly<ProgrammeMark>, dt: number, out: SoundFrame): void {
  const programme = m.programme;
  if (m.phase === 'race' && !m.called && programme && programme.cuts.length > 0) {
    const p = Math.min(programme.duration, m.time + dt);
    if (p < programme.duration || m.live) {
      const cut = programme.cuts[cutIndexAt(programme, p)]!;
      out.time = raceTimeAt(programme, p);
      out.rate = cut.rate;
      out.playing = true;
      out.stands = false;
      directedListener(plan, cut, out.time, out.listener);
      return;
    }
    // The race has ended: the results are up, the race stands still and the stands are heard, as
    // on the page.
    copyFrame(m.frame, out);
    out.playing = false;
    out.stands = true;
    return;
  }
  copyFrame(m.frame, out);
  if (out.playing) out.time += out.rate * dt;
}

/** Whether two sound frames are the same moment heard from the same place. */
function sameSound(a: Readonly<SoundFrame>, b: Readonly<SoundFrame>): boolean {
  const p = a.listener;
  const q = b.listener;
  return (
    a.playing === b.playing &&
    a.stands === b.stands &&
    a.rate === b.rate &&
    Math.abs(a.time - b.time) <= SAME_TIME &&
    Math.abs(p.x - q.x) <= SAME_PLACE &&
    Math.abs(p.y - q.y) <= SAME_PLACE &&
    Math.abs(p.z - q.z) <= SAME_PLACE &&
    Math.abs(p.rightX - q.rightX) <= SAME_PLACE &&
    Math.abs(p.rightZ - q.rightZ) <= SAME_PLACE
  );
}

export function programmeSound(plan: Plan): ProgrammeSound {
  /** Marks [0, count) are kept; the rest of the pool waits to be written. */
  let pool: ProgrammeMark[] = Array.from({ length: 16 }, newMark);
  let count = 0;
  let k = 0;
  /** Scratch for `mark`: the sound the last mark foretells, and the new mark's. */
  const told = newFrame();
  const given = newFrame();
  const track: SoundTrack = (s, out) => {
    if (count === 0) {
      out.playing = false;
      return;
    }
    if (k >= count || pool[k]!.at > s) k = 0;
    while (k + 1 < count && pool[k + 1]!.at <= s) k++;
    const m = pool[k]!;
    soundAfter(plan, m, Math.max(0, s - m.at), out);
  };
  return {
    get marks() {
      return pool.slice(0, count);
    },
    mark: (m) => {
      const last = count > 0 ? pool[count - 1]! : null;
      if (last && m.at < last.at) throw new Error(`a mark at ${m.at} s comes after one at ${last.at} s`);
      if (count === pool.length) pool = pool.concat(Array.from({ length: pool.length }, newMark));
      const into = pool[count]!;
      into.at = m.at;
      into.phase = m.phase;
      into.time = m.time;
      into.programme = m.programme;
      into.live = m.live;
      into.called = m.called;
      copyFrame(m.frame, into.frame);
      if (last) {
        // Dropped (left in the pool, unkept) when the last mark already says what it does.
        soundAfter(plan, last, into.at - last.at, told);
        soundAfter(plan, into, 0, given);
        if (sameSound(told, given) && sameState(last, into)) return;
      }
      count++;
    },
    track,
  };
}
