import { clock } from '../../playback/clock.ts';
import { liveRaceTimeAt } from '../../replay/director.ts';
import { onAir } from './on-air.ts';

/** Race time the overlay reports: the live action's, held where it was during replays. */
export function overlayRaceTime(): number {
  const programme = onAir.programme;
  if (!programme || onAir.phase !== 'race') return clock.time;
  return liveRaceTimeAt(programme, onAir.time);
}

/** Shows or hides an element only when that changes. */
export const setShown = (el: HTMLElement | null | undefined, shown: boolean): void => {
  if (el && el.hidden === shown) el.hidden = !shown;
};

/** "0:08", "10:00": whole seconds as minutes and seconds, for countdowns. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const rest = s % 60;
  return `${Math.floor(s / 60)}:${rest < 10 ? '0' : ''}${rest}`;
}
