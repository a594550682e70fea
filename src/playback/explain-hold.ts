import { stepAtOrBefore } from '../replay/steps.ts';
import { clock } from './clock.ts';
import { currentSteps, useExplain } from './explain.ts';
import { afterFrame } from './frame-loop.ts';
import { useViewer } from './store.ts';

const EPS = 1e-6;

/** The step to show, handed from the frame's system to the change applied after the frame. */
const shown = { seq: null as number | null, at: 0, stop: false };
const show = (): void => {
  if (shown.stop) useViewer.getState().setPlaying(false);
  useExplain.getState().setSeq(shown.seq, shown.at);
};

/**
 * Explain mode's hold, a clock-stage system run after the playback clock: while playing forward,
 * the clock stops on the next step's moment and that step is shown; when the clock was moved some
 * other way (a scrub, playing backward), the step shown becomes the last one at or before it.
 * Changes state (after the frame) only at those moments.
 */
export function explainHold(): void {
  const e = useExplain.getState();
  if (!e.enabled) return;
  const list = currentSteps();
  if (!list || list.steps.length === 0) return;
  if (Math.abs(e.at - clock.time) < EPS) return;
  const v = useViewer.getState();
  const index = e.seq === null ? undefined : list.indexOf.get(e.seq);
  const from = index ?? stepAtOrBefore(list, e.at);
  if (v.playing && v.direction > 0 && clock.time > e.at) {
    const next = list.steps[from + 1];
    if (next && next.time <= clock.time + EPS) {
      clock.time = next.time;
      shown.seq = next.seq;
      shown.at = next.time;
      shown.stop = true;
      afterFrame(show);
    }
    return;
  }
  const step = list.steps[stepAtOrBefore(list, clock.time)];
  const seq = step ? step.seq : null;
  // Playing backward only changes the step shown when it passes one; at rest the moment is kept.
  if (seq !== e.seq || !v.playing) {
    shown.seq = seq;
    shown.at = clock.time;
    shown.stop = false;
    afterFrame(show);
  }
}
