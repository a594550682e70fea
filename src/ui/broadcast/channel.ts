/**
 * Channel mode: races one after another forever, so a stream can run unattended. Race k of the
 * channel (k = 0 is the first) is resolved from its own seed, derived from the channel's first
 * seed, so a channel started from the same seed shows the same races in the same order.
 */
export function channelSeed(first: number, k: number): number {
  return (first + k * 7919) >>> 0;
}

/** What the page shows at each step of a race in the channel, and for how long (seconds). */
export type Phase = 'waiting' | 'card' | 'race' | 'results' | 'next';

/** The step after `phase`: card, race, results, then the next race in a channel (or stay). */
export function nextPhase(phase: Phase, channel: boolean): Phase {
  switch (phase) {
    case 'waiting':
      return 'card';
    case 'card':
      return 'race';
    case 'race':
      return 'results';
    case 'results':
      return channel ? 'next' : 'results';
    case 'next':
      return 'next';
  }
}
