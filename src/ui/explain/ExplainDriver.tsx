import { useFrame } from '@react-three/fiber';
import { explainHold } from './explain-hold.ts';

export type ExplainDriverProps = {
  /** Runs after the playback driver (-1) has moved the clock and before the scene samples it. */
  priority?: number;
};

/** Explain mode's hold in the frame loop: playback stops at each step (see `explainHold`). */
export function ExplainDriver({ priority = -0.5 }: ExplainDriverProps) {
  useFrame(explainHold, priority);
  return null;
}
