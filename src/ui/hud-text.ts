/** Writes text into an element only when it changed (no layout work otherwise). */
export const setText = (el: HTMLElement | null | undefined, text: string): void => {
  if (el && el.textContent !== text) el.textContent = text;
};

/** "1:05.3": minutes and seconds of playback, as the language in use writes them. */
export { formatTime } from '../messages/format.ts';
