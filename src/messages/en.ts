/**
 * The viewer's text in English: the reference catalogue. Every other language is a file like this
 * one typed `Messages` (./index.ts), so a translation that misses a message does not compile.
 * Messages with figures in them are functions, so each language writes its own plurals, ordinals
 * and word order.
 */
export const EN = {
  /** The standings panel. */
  standings: {
    label: 'Standings',
    leader: 'leader',
    wrecked: 'wrecked',
    retired: 'retired',
    /** A chariot's place at the finish: 1st, 2nd, 3rd, 4th … 11th, 12th, 21st. */
    place: (n: number): string => {
      const tens = n % 100;
      if (tens >= 11 && tens <= 13) return `${n}th`;
      const unit = n % 10;
      return `${n}${unit === 1 ? 'st' : unit === 2 ? 'nd' : unit === 3 ? 'rd' : 'th'}`;
    },
    /** Metres behind the leader. */
    behind: (metres: number): string => `+${metres} m`,
    /** Where a chariot stands before the start: its lane, or no lane (a table or a running order). */
    startLane: (lane: number): string => `lane ${lane}`,
    atTheStart: 'at the start',
    turnOf: (turn: number, turns: number): string => `Turn ${turn} of ${turns}`,
  },
  /** The race's progress, as the standings and the broadcast's lap bug show it. */
  progress: {
    lapOf: (lap: number, laps: number): string => `Lap ${lap} of ${laps}`,
    finalStraight: 'Final straight',
    finish: 'Finish',
  },
  /** The ticker of race events. */
  ticker: {
    label: 'Race events',
    all: 'All events',
    highlights: 'Highlights',
    toggleHint: 'Show every roll, decision and move, or only what a spectator would notice',
    empty: 'The chariots wait at the start.',
  },
};
