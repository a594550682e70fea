import { clock } from '../clock.ts';
import { useViewer } from '../store.ts';
import { currentSteps, useExplain } from './explain-store.ts';
import { stepAtOrBefore } from './steps.ts';

const EPS = 1e-6;

/**
 * Explain mode's hold, run once a frame after the clock has moved: while playing forward, the
 * clock stops on the next step's moment and that step is shown; when the clock was moved some
 * other way (a scrub, playing backward), the step shown becomes the last one at or before it.
 * Changes state only at those moments.
 */
export function explainHold(): void {
  const e = useExplain.getState();
  if (!e.enabled) return;
  const list = currentSteps();
  if (!list || list.steps.length === 0) return;
  if (Math.abs(e.at - clock.time) < EPS) return;
  const v = useViewer.getState();
  const shown = e.seq === null ? undefined : list.indexOf.get(e.seq);
  const from = shown ?? stepAtOrBefore(list, e.at);
  if (v.playing && v.direction > 0 && clock.time > e.at) {
    const next = list.steps[from + 1];
    if (next && next.time <= clock.time + EPS) {
      clock.time = next.time;
      v.setPlaying(false);
      e.setSeq(next.seq, next.time);
    }
    return;
  }
  const step = list.steps[stepAtOrBefore(list, clock.time)];
  const seq = step ? step.seq : null;
  // Playing backward only changes the step shown when it passes one; at rest the moment is kept.
  if (seq !== e.seq || !v.playing) e.setSeq(seq, clock.time);
}
