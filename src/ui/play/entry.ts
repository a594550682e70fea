import { create } from 'zustand';

/**
 * The viewer's small door to playing a race (the rest of src/ui/play loads on demand): whether the
 * address asks for it (`?play=` a race, `?new` the form), and the "New race" button's wish.
 */
export const PLAY_PARAMS = ['play', 'new'] as const;

export function wantsPlay(search: string): boolean {
  const params = new URLSearchParams(search);
  return PLAY_PARAMS.some((p) => params.has(p));
}

/** Whether the address starts a race to play (the demo is not loaded then). */
export const startsRace = (search: string): boolean => new URLSearchParams(search).has('play');

export const usePlayEntry = create<{ open: boolean }>(() => ({
  open: typeof window === 'undefined' ? false : wantsPlay(window.location.search),
}));

/** The "New race" button: loads the play layer, which opens the form. */
export function askNewRace(): void {
  if (!wantsPlay(window.location.search)) window.history.pushState(null, '', '?new');
  usePlayEntry.setState({ open: true });
}
