import { useFrame } from '@react-three/fiber';
import { advance } from './clock.ts';
import { useViewer } from './store.ts';
import { viewerDebug } from './viewer-debug.ts';

export type PlaybackDriverProps = {
  /** Frame-loop priority: negative runs before the scene samples the clock (and keeps auto-render). */
  priority?: number;
};

/**
 * Advances the playback clock by each frame's time at the chosen speed and direction, once the
 * scene is ready; stops at either end (but waits at a live race's edge). The one place the clock
 * moves during playback.
 */
export function PlaybackDriver({ priority = -1 }: PlaybackDriverProps) {
  useFrame((_, delta) => {
    const s = useViewer.getState();
    if (!s.playing || !s.plan || !viewerDebug.ready) return;
    // At a live race's edge playback waits, still playing, for the next turn to arrive.
    if (advance(delta, s.speed * s.direction) && !(s.live && s.direction > 0)) s.setPlaying(false);
  }, priority);
  return null;
}
