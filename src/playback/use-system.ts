import { useEffect, useRef } from 'react';
import { addSystem, type Stage, type SystemRun } from './frame-loop.ts';

/**
 * Adds `run` to the frame loop's `stage` while the component is mounted (always calling the
 * latest `run` given, so it may close over props).
 */
export function useSystem(stage: Stage, name: string, run: SystemRun): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => addSystem(stage, name, (frame) => latest.current(frame)), [stage, name]);
}
