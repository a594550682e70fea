/** Writes text into an element only when it changed (no layout work otherwise). */
export const setText = (el: HTMLElement | null | undefined, text: string): void => {
  if (el && el.textContent !== text) el.textContent = text;
};

/** "1:05.3": minutes and seconds of playback. */
export function formatTime(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest < 10 ? '0' : ''}${rest.toFixed(1)}`;
}
