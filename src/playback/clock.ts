/**
 * The playback clock: the one per-frame value of the viewer. It lives outside React state so the
 * frame loop's clock stage can advance it without re-rendering anything; systems read it and
 * write the scene or the DOM directly.
 */
export interface Clock {
  /** Current time in the plan, seconds. */
  time: number;
  duration: number;
}

export const clock: Clock = { time: 0, duration: 0 };

/**
 * What the scene tells the page about its drawing: `ready` once a race is loaded and a whole frame
 * with its chariots has been drawn (then the clock may run), and the draw calls and triangles of
 * the last whole frame (shadow passes included). Parts of the scene may be built after its first
 * frame (the viewer's stands and valley): `building` counts those not shown yet, and `complete` is
 * `ready` with none left and a frame drawn since.
 */
export const sceneStatus = { ready: false, calls: 0, triangles: 0, building: 0, complete: false };

/**
 * Advances the clock by a frame's wall time at the given speed (negative plays backward), however
 * long the frame took, so playback keeps to real time on slow frames; returns whether it hit the
 * end it is heading for.
 */
export function advance(deltaSeconds: number, speed: number): boolean {
  const next = clock.time + deltaSeconds * speed;
  clock.time = Math.min(clock.duration, Math.max(0, next));
  return speed > 0 ? clock.time >= clock.duration : speed < 0 && clock.time <= 0;
}
