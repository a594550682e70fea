import { sceneStatus } from '../../playback/clock.ts';
import { afterFrame, type Frame } from '../../playback/frame-loop.ts';
import { RACE_END, RUN_OUT_END, timeAtProgress } from '../../replay/compare-progress.ts';
import { comparePosition, type Pane, useCompare } from './compare-store.ts';

/**
 * How fast the shared position moves, per second of wall time at speed 1: the races' mean length
 * plays in its own time (a shorter race plays a little slower, a longer one faster), before the
 * win and after it alike.
 */
export function positionRates(panes: readonly Pane[]): { race: number; runOut: number } {
  let race = 0;
  let runOut = 0;
  for (const p of panes) {
    race += p.map.raceEnd;
    runOut += Math.max(0, p.map.duration - p.map.raceEnd);
  }
  const n = Math.max(1, panes.length);
  return { race: n / Math.max(1, race), runOut: n / Math.max(1, runOut) };
}

/** Frames the comparison has run (for the debug hook: frames per second under test). */
export const compareFrames = { count: 0 };

const stop = (): void => useCompare.getState().setPlaying(false);

/**
 * The comparison's clock system: moves the shared position while playing (once the scene has drawn
 * its first whole frame) and sets each pane's plan time from it, every frame (a seek shows at once).
 */
export function compareClock(frame: Frame, rates: { race: number; runOut: number }): void {
  compareFrames.count++;
  const s = useCompare.getState();
  const panes = s.panes;
  if (panes.length === 0) return;
  if (s.playing && sceneStatus.ready) {
    const x = comparePosition.x;
    const rate = x < RACE_END ? rates.race : rates.runOut;
    const delta = frame.resumed ? 0 : frame.delta;
    comparePosition.x = Math.min(RUN_OUT_END, x + delta * s.speed * rate);
    if (comparePosition.x >= RUN_OUT_END) afterFrame(stop);
  }
  for (let i = 0; i < panes.length; i++) {
    const p = panes[i]!;
    p.time = timeAtProgress(p.map, comparePosition.x);
  }
}
