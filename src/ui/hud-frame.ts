import { useEffect, useRef } from 'react';

/**
 * One requestAnimationFrame loop for everything over the canvas that follows the clock. Each HUD
 * part registers a callback that writes the DOM directly; nothing re-renders per frame.
 */
type HudCallback = (now: number) => void;

const callbacks = new Set<{ current: HudCallback }>();
let handle = 0;

function tick(now: number): void {
  for (const cb of callbacks) cb.current(now);
  handle = callbacks.size > 0 ? requestAnimationFrame(tick) : 0;
}

/** Writes text into an element only when it changed (no layout work otherwise). */
export const setText = (el: HTMLElement | null | undefined, text: string): void => {
  if (el && el.textContent !== text) el.textContent = text;
};

/** Runs `callback` every animation frame while the component is mounted (the latest one given). */
export function useHudFrame(callback: HudCallback): void {
  const ref = useRef(callback);
  ref.current = callback;
  useEffect(() => {
    const entry = ref;
    callbacks.add(entry);
    if (handle === 0) handle = requestAnimationFrame(tick);
    return () => {
      callbacks.delete(entry);
      if (callbacks.size === 0 && handle !== 0) {
        cancelAnimationFrame(handle);
        handle = 0;
      }
    };
  }, []);
}

/** "1:05.3": minutes and seconds of playback. */
export function formatTime(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest < 10 ? '0' : ''}${rest.toFixed(1)}`;
}
