import { advance, sceneStatus } from './clock.ts';
import { afterFrame, type Frame } from './frame-loop.ts';
import { useViewer } from './store.ts';

const stop = (): void => useViewer.getState().setPlaying(false);

/**
 * The viewer's clock system: advances the playback clock by each frame's wall time at the chosen
 * speed and direction once the scene is ready, whatever the frame took (real time on slow
 * frames); stops at either end, but waits at a live race's edge for the next turn. After the page
 * was hidden a replay goes on from where it was, and a live race keeps to real time. The one place
 * the clock moves during the viewer's playback.
 */
export function playbackClock(frame: Frame): void {
  const s = useViewer.getState();
  if (!s.playing || !s.plan || !sceneStatus.ready) return;
  const delta = frame.resumed && !s.live ? 0 : frame.delta;
  if (advance(delta, s.speed * s.direction) && !(s.live && s.direction > 0)) afterFrame(stop);
}
