import { create } from 'zustand';
// Types only: the relay's code stays out of the page's bundle.
import type { DirectionMessage } from '../../server/protocol.ts';

/**
 * The operator's direction of a live broadcast, as the relay last told it (its control page):
 * held, the chariot the director is locked on, the overlay shown or not, and the replays called.
 * The live feed writes it; the broadcast page follows it. A page not on a relay keeps the defaults.
 */
export interface Direction {
  race: string | null;
  held: boolean;
  lock: string | null;
  overlay: boolean;
  replays: number;
  set(message: DirectionMessage): void;
}

export const useDirection = create<Direction>()((set) => ({
  race: null,
  held: false,
  lock: null,
  overlay: true,
  replays: 0,
  set: ({ race, held, lock, overlay, replays }) => set({ race, held, lock, overlay, replays }),
}));
