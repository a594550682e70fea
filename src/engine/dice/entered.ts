import { type Problem, problem, problemText } from '../kernel/problems.ts';
import type { DiceRoll, DiceSource } from './dice.ts';
import { purposeText, type RollPurpose } from './purposes.ts';

/** Why faces typed in cannot be the dice asked for ("a d6 has no face 7"), or null when they can. */
export function facesProblem(count: number, sides: number, faces: unknown): Problem | null {
  const dice = sides === 100 && count === 1 ? 'd100' : `${count}d${sides}`;
  if (!Array.isArray(faces)) return problem('dice-list', { dice });
  if (faces.length !== count) return problem('dice-count', { dice, count, given: faces.length });
  for (const f of faces)
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > sides)
      return problem('dice-face', { sides, face: JSON.stringify(f) ?? String(f) });
  return null;
}

/** The same, in the engine's English words. */
export function checkFaces(count: number, sides: number, faces: unknown): string | null {
  const why = facesProblem(count, sides, faces);
  return why === null ? null : problemText(why);
}

/**
 * Dice thrown at a real table and typed in. The race asks for each roll (`faces` returns them
 * once given, checked against the dice asked for, or stops the race until they are); a race with
 * these dice can be checked for legality but never rolled again.
 */
export class EnteredDice implements DiceSource {
  private readonly rolls: DiceRoll[] = [];

  constructor(
    private readonly faces: (
      count: number,
      sides: number,
      purpose: string,
      why: RollPurpose,
      chariot?: string,
    ) => number[],
  ) {}

  roll(count: number, sides: number, why: RollPurpose, chariot?: string): number[] {
    const purpose = purposeText(why);
    const faces = this.faces(count, sides, purpose, why, chariot);
    this.rolls.push({ purpose, dice: sides === 100 && count === 1 ? 'd100' : `${count}d${sides}`, faces });
    return faces;
  }

  get history(): readonly DiceRoll[] {
    return this.rolls;
  }

  /** Entered dice have no generator: what comes next is not known until it is thrown. */
  state(): null {
    return null;
  }
}
