import type { DiceSource } from '../../dice/dice.ts';

/** Shuffles a copy of `cards` with the race's dice (Fisher-Yates, one die of i+1 faces per card). */
export function shuffle(dice: DiceSource, cards: readonly string[], purpose: string): string[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(1, i + 1, purpose)[0]! - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Orders teams by a plain D6 roll-off, highest first; teams that tie roll again among themselves
 * (house reading A14: tied survivors at the start and cautious starters). Returns the order and
 * every roll, in the order thrown.
 */
export function rollOff(
  dice: DiceSource,
  ids: readonly string[],
  purpose: string,
): { order: string[]; rolls: Array<{ id: string; face: number }> } {
  const rolls: Array<{ id: string; face: number }> = [];
  const rank = (group: readonly string[]): string[] => {
    if (group.length <= 1) return [...group];
    const faces = group.map((id) => {
      const face = dice.roll(1, 6, purpose)[0]!;
      rolls.push({ id, face });
      return { id, face };
    });
    const out: string[] = [];
    for (let f = 6; f >= 1; f--) out.push(...rank(faces.filter((x) => x.face === f).map((x) => x.id)));
    return out;
  };
  return { order: rank(ids), rolls };
}
