import type { KeyboardEvent } from 'react';

/**
 * What makes a chart's mark go to its moment: a click, or Enter or Space when it has the focus
 * (each mark is a button to the keyboard and to screen readers). Nothing where the chart does not
 * seek (on paper, on the broadcast).
 */
export function seekable(onSeek: ((time: number) => void) | undefined, time: number) {
  if (!onSeek) return {};
  return {
    role: 'button',
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: () => onSeek(time),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      onSeek(time);
    },
  };
}
