/** Ordinals of places, index = place. */
export const ORDINAL: readonly string[] = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

/** "straight-1" → straight, the 1st straight of the lap; "bend-2" → turn. */
export function phaseWords(phase: string): { kind: 'straight' | 'turn' | 'start'; label: string } {
  const m = /^(straight|bend)-(\d)/.exec(phase);
  if (m) {
    const n = ORDINAL[Number(m[2])] ?? m[2];
    return m[1] === 'straight'
      ? { kind: 'straight', label: `Straight phase (${n} straight of the lap)` }
      : { kind: 'turn', label: `Turn phase (${n} bend, round the meta)` };
  }
  return { kind: 'start', label: 'The start' };
}
