import { advance } from '../playback/clock.ts';
import { useSystem } from '../playback/use-system.ts';

export type DevClockProps = {
  /** Advance the playback clock with the frames (else it stays where the URL or a test puts it). */
  play?: boolean;
  speed?: number;
};

/** Drives `clock.time` on the dev page, as the viewer's playback controls do in the app. */
export function DevClock({ play = false, speed = 1 }: DevClockProps) {
  useSystem('clock', 'dev clock', ({ delta }) => {
    if (play) advance(delta, speed);
  });
  return null;
}
