/**
 * The playback clock: the one per-frame value of the viewer. It lives outside React state so the
 * frame loop can advance it without re-rendering anything; components read it in useFrame or in
 * their own requestAnimationFrame and write the DOM directly.
 */
export interface Clock {
  /** Current time in the plan, seconds. */
  time: number;
  duration: number;
}

export const clock: Clock = { time: 0, duration: 0 };

/**
 * Advances the clock by a frame's wall time at the given speed (negative plays backward); returns
 * whether it hit the end it is heading for. A long frame (a tab in the background) counts as 0.25 s.
 */
export function advance(deltaSeconds: number, speed: number): boolean {
  const next = clock.time + Math.min(deltaSeconds, 0.25) * speed;
  clock.time = Math.min(clock.duration, Math.max(0, next));
  return speed > 0 ? clock.time >= clock.duration : speed < 0 && clock.time <= 0;
}
