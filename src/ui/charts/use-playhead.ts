import { type RefObject, useRef } from 'react';
import { clock } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';

/**
 * Moves a chart's playhead (a vertical SVG line) to the clock's time every frame it changes, by
 * direct attribute writes: the chart itself never re-renders as the race plays. `toX` maps plan
 * seconds to the chart's x; `follow` false leaves the line alone (a chart on paper).
 */
export function usePlayhead(
  name: string,
  line: RefObject<SVGLineElement | null>,
  toX: (t: number) => number,
  follow: boolean,
): void {
  const shown = useRef(Number.NaN);
  useSystem('hud', name, () => {
    if (!follow || !line.current) return;
    const x = Math.round(toX(clock.time) * 10) / 10;
    if (x === shown.current) return;
    shown.current = x;
    line.current.setAttribute('x1', String(x));
    line.current.setAttribute('x2', String(x));
  });
}
