import { type DiceRoll, type DiceSource, SeededDice } from '../dice/dice.ts';
import { purposeText, type RollPurpose } from '../dice/purposes.ts';
import type { RngState } from '../dice/rng.ts';

/** A forced face that did not fit the die the engine rolled (a 7 on a d6). */
export interface DiceMisfit {
  /** Index in the scenario's `dice` list. */
  index: number;
  face: number;
  sides: number;
  purpose: string;
}

/**
 * Dice for scenarios: the forced faces first, in order, then the seeded generator. Unlike the
 * tests' ScriptedDice it never throws: a face that does not fit the die asked for is recorded as a
 * misfit (the scenario run reports it as an error naming the JSON path) and a seeded face is used.
 */
export class ForcedDice implements DiceSource {
  private readonly queue: Array<{ index: number; faces: number[] }>;
  private readonly seeded: SeededDice;
  private readonly rolls: DiceRoll[] = [];
  readonly misfits: DiceMisfit[] = [];
  /** How many forced faces the engine has taken. */
  used = 0;

  constructor(forced: ReadonlyArray<number | readonly number[]>, seed: number) {
    this.queue = forced.map((entry, index) => ({
      index,
      faces: typeof entry === 'number' ? [entry] : [...entry],
    }));
    this.seeded = new SeededDice(seed);
  }

  roll(count: number, sides: number, why: RollPurpose, chariot?: string): number[] {
    const purpose = purposeText(why);
    const faces: number[] = [];
    while (faces.length < count && this.queue.length > 0) {
      const head = this.queue[0]!;
      const face = head.faces.shift()!;
      if (head.faces.length === 0) this.queue.shift();
      this.used += 1;
      if (face > sides) {
        // Whose roll it was, where the ruleset says (its purpose then need not name him).
        this.misfits.push({
          index: head.index,
          face,
          sides,
          purpose: chariot ? `${chariot}: ${purpose}` : purpose,
        });
        faces.push(...this.seeded.roll(1, sides, why));
      } else faces.push(face);
    }
    if (faces.length < count) faces.push(...this.seeded.roll(count - faces.length, sides, why));
    this.rolls.push({ purpose, dice: sides === 100 && count === 1 ? 'd100' : `${count}d${sides}`, faces });
    return faces;
  }

  /** Forced faces the race never used. */
  get remaining(): number {
    return this.queue.reduce((n, e) => n + e.faces.length, 0);
  }

  get history(): readonly DiceRoll[] {
    return this.rolls;
  }

  state(): RngState {
    return this.seeded.state();
  }
}
