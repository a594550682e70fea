export type IconName =
  | 'play'
  | 'pause'
  | 'prev-event'
  | 'next-event'
  | 'prev-turn'
  | 'next-turn'
  | 'incident'
  | 'open'
  | 'help';

export type IconProps = {
  name: IconName;
  size?: number;
};

/** 24 × 24 outlines of the viewer's buttons. */
const PATHS: Record<IconName, string> = {
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M6.5 4.5h4v15h-4zM13.5 4.5h4v15h-4z',
  'prev-event': 'M6 5h2.5v14H6zM19 5v14L9 12z',
  'next-event': 'M15.5 5H18v14h-2.5zM5 5v14l10-7z',
  'prev-turn': 'M4 5h2.2v14H4zM13 5v14L6.5 12zM20.5 5v14L14 12z',
  'next-turn': 'M17.8 5H20v14h-2.2zM11 5v14l6.5-7zM3.5 5v14L10 12z',
  incident: 'M5 3h2v18H5zM8 4h10l-2.5 4L18 12H8z',
  open: 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5V18a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18z',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 14.5a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4zm1.3-4.6v.6h-2.4v-1c0-1.3.9-1.8 1.6-2.3.6-.4 1-.7 1-1.3 0-.7-.6-1.2-1.5-1.2-.9 0-1.6.6-1.7 1.5L8 8.9C8.3 7 9.9 5.8 12 5.8c2.2 0 3.9 1.3 3.9 3.2 0 1.5-.9 2.2-1.7 2.8-.5.4-.9.6-.9 1.1z',
};

/** A small filled icon in the current text colour. */
export function Icon({ name, size = 18 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
