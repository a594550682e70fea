import type { DiceSource } from '../../dice/dice.ts';
import { purposeText, type RollPurpose } from '../../dice/purposes.ts';
import type { Roll } from '../../log/schema.ts';

/** Shuffles a copy of `cards` with the race's dice (Fisher-Yates, one die of i+1 faces per card). */
export function shuffle(dice: DiceSource, cards: readonly string[], why: RollPurpose): string[] {
  return shuffleRolled(dice, cards, why).cards;
}

/** `shuffle`, with each die thrown as the log records it (the card at i+1 swaps with the face's). */
export function shuffleRolled(
  dice: DiceSource,
  cards: readonly string[],
  why: RollPurpose,
): { cards: string[]; rolls: Roll[] } {
  const out = [...cards];
  const rolls: Roll[] = [];
  const purpose = purposeText(why);
  for (let i = out.length - 1; i > 0; i--) {
    const face = dice.roll(1, i + 1, why)[0]!;
    const j = face - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
    rolls.push({
      purpose,
      dice: `1d${i + 1}`,
      faces: [face],
      modifiers: [],
      total: face,
      outcome: i === j ? `card ${i + 1} stays` : `cards ${i + 1} and ${face} change places`,
    });
  }
  return { cards: out, rolls };
}

/**
 * Orders teams by a plain D6 roll-off, highest first; teams that tie roll again among themselves
 * (house reading A14: tied survivors at the start and cautious starters). Returns the order and
 * every roll, in the order thrown.
 */
export function rollOff(
  dice: DiceSource,
  ids: readonly string[],
  why: RollPurpose,
): { order: string[]; rolls: Array<{ id: string; face: number }> } {
  const rolls: Array<{ id: string; face: number }> = [];
  const rank = (group: readonly string[]): string[] => {
    if (group.length <= 1) return [...group];
    const faces = group.map((id) => {
      const face = dice.roll(1, 6, why, id)[0]!;
      rolls.push({ id, face });
      return { id, face };
    });
    const out: string[] = [];
    for (let f = 6; f >= 1; f--) out.push(...rank(faces.filter((x) => x.face === f).map((x) => x.id)));
    return out;
  };
  return { order: rank(ids), rolls };
}
