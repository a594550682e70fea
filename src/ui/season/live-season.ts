import { create } from 'zustand';
import type { SeasonMessage } from '../../server/protocol.ts';

/**
 * Where the race a live relay has on air stands in the season it runs (`quadriga serve --season`):
 * the relay's last `season` message. The broadcast page shows the standings so far between races.
 */
export const useLiveSeason = create<{ message: SeasonMessage | null; set(message: SeasonMessage): void }>()(
  (set) => ({
    message: null,
    set: (message) => set({ message }),
  }),
);

/**
 * The race whose standings the broadcast shows before the race on air starts: the one just run
 * (from 0), once the relay has told where a season's race after the first stands; else null.
 */
export function standingsBefore(message: SeasonMessage | null): number | null {
  if (!message || message.index === 0 || message.season.races.length !== message.index) return null;
  return message.index - 1;
}
