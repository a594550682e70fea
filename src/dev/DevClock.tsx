import { useFrame } from '@react-three/fiber';
import { advance } from '../ui/clock.ts';

export type DevClockProps = {
  /** Advance the playback clock with the frames (else it stays where the URL or a test puts it). */
  play?: boolean;
  speed?: number;
};

/** Drives `clock.time` on the dev page, as the viewer's playback controls do in the app. */
export function DevClock({ play = false, speed = 1 }: DevClockProps) {
  useFrame((_, delta) => {
    if (play) advance(delta, speed);
  });
  return null;
}
