import { sceneStatus } from '../../playback/clock.ts';
import { progressAt } from '../../replay/compare-progress.ts';
import { leaderLapsAt } from '../../replay/standings.ts';
import { compareFrames } from './compare-clock.ts';
import { comparePosition, useCompare } from './compare-store.ts';

/**
 * `window.__quadrigaCompare`, for tests and scripts: whether the races are in, the shared position,
 * each pane's plan time and its own position worked back from that time (equal when in step), and
 * a seek.
 */
export function installCompareDebug(): void {
  (window as unknown as { __quadrigaCompare: unknown }).__quadrigaCompare = {
    state: () => {
      const s = useCompare.getState();
      return {
        status: s.status,
        message: s.message,
        ready: sceneStatus.ready,
        frames: compareFrames.count,
        calls: sceneStatus.calls,
        playing: s.playing,
        position: comparePosition.x,
        panes: s.panes.map((p) => ({
          ruleset: p.ruleset,
          time: p.time,
          progress: progressAt(p.map, p.time),
          duration: p.map.duration,
          /** Laps the pane's leader has done, and the race's laps. */
          leaderLaps: leaderLapsAt(p.replay.plan, p.time),
          laps: p.replay.laps,
        })),
      };
    },
    seek: (x: number) => {
      comparePosition.x = x;
    },
    setPlaying: (playing: boolean) => useCompare.getState().setPlaying(playing),
    setSpeed: (speed: number) => useCompare.getState().setSpeed(speed),
  };
}
