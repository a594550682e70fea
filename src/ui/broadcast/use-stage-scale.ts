import { type RefObject, useLayoutEffect } from 'react';

export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

/**
 * Lays the overlay out on a fixed 1920×1080 stage and scales it to fit the window, centred, so
 * the graphics look the same in an OBS source of any size.
 */
export function useStageScale(stage: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const place = (): void => {
      const el = stage.current;
      if (!el) return;
      const k = Math.min(window.innerWidth / STAGE_WIDTH, window.innerHeight / STAGE_HEIGHT);
      const x = (window.innerWidth - STAGE_WIDTH * k) / 2;
      const y = (window.innerHeight - STAGE_HEIGHT * k) / 2;
      el.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [stage]);
}
