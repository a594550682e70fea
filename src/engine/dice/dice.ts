import { purposeText, type RollPurpose } from './purposes.ts';
import { nextBelow, type RngState, seedRng } from './rng.ts';

/** One physical roll as the log records it: which dice, their faces, and why they were rolled. */
export interface DiceRoll {
  readonly purpose: string;
  readonly dice: string;
  readonly faces: readonly number[];
}

/**
 * Where dice come from. The engine only ever asks for faces through this interface, so tests can
 * hand it a scripted source and force exact results.
 */
export interface DiceSource {
  /**
   * Rolls `count` dice of `sides` faces for the stated purpose (./purposes.ts: a code and figures,
   * recorded in its English words) and records the roll; `chariot` is whose roll it is, where it is
   * one chariot's (a table is asked "1d6 for Scorpus's effort roll").
   */
  roll(count: number, sides: number, why: RollPurpose, chariot?: string): number[];
  /** Every roll made so far, in order. */
  readonly history: readonly DiceRoll[];
  /** The generator state to store in the race state (scripted sources return null). */
  state(): RngState | null;
}

function label(count: number, sides: number): string {
  return sides === 100 && count === 1 ? 'd100' : `${count}d${sides}`;
}

function checkShape(count: number, sides: number): void {
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new RangeError(`bad dice count ${count}`);
  if (!Number.isInteger(sides) || sides < 2 || sides > 1000) throw new RangeError(`bad die size ${sides}`);
}

/** Seeded dice: xoshiro128** behind a uniform face draw. */
export class SeededDice implements DiceSource {
  private rng: RngState;
  private readonly rolls: DiceRoll[] = [];

  constructor(seed: number | RngState) {
    this.rng = typeof seed === 'number' ? seedRng(seed) : seed;
  }

  roll(count: number, sides: number, why: RollPurpose): number[] {
    checkShape(count, sides);
    const faces: number[] = [];
    for (let i = 0; i < count; i++) {
      const [v, next] = nextBelow(this.rng, sides);
      this.rng = next;
      faces.push(v + 1);
    }
    this.rolls.push({ purpose: purposeText(why), dice: label(count, sides), faces });
    return faces;
  }

  get history(): readonly DiceRoll[] {
    return this.rolls;
  }

  state(): RngState {
    return this.rng;
  }
}

/** Thrown when a scripted source runs dry or is asked for a face it cannot give. */
export class ScriptExhaustedError extends Error {}

/**
 * Dice that return the faces a test scripted, in order. Each entry may name the purpose it
 * expects, so a test fails loudly when the engine asks for dice in a different order.
 */
export class ScriptedDice implements DiceSource {
  private readonly queue: Array<{ faces: number[]; purpose?: string }>;
  private readonly rolls: DiceRoll[] = [];

  constructor(
    script: ReadonlyArray<number | readonly number[] | { faces: readonly number[]; purpose?: string }>,
  ) {
    this.queue = script.map((entry) =>
      typeof entry === 'number'
        ? { faces: [entry] }
        : Array.isArray(entry)
          ? { faces: [...(entry as readonly number[])] }
          : {
              faces: [...(entry as { faces: readonly number[] }).faces],
              purpose: (entry as { purpose?: string }).purpose,
            },
    );
  }

  roll(count: number, sides: number, why: RollPurpose): number[] {
    checkShape(count, sides);
    const purpose = purposeText(why);
    const faces: number[] = [];
    while (faces.length < count) {
      const head = this.queue[0];
      if (!head) {
        throw new ScriptExhaustedError(
          `scripted dice ran out at roll #${this.rolls.length + 1} (${purpose})`,
        );
      }
      if (head.purpose !== undefined && head.purpose !== purpose) {
        throw new ScriptExhaustedError(
          `scripted dice expected a roll for "${head.purpose}", engine asked for "${purpose}"`,
        );
      }
      const face = head.faces.shift()!;
      if (head.faces.length === 0) this.queue.shift();
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new ScriptExhaustedError(`scripted face ${face} is not a face of a d${sides} (${purpose})`);
      }
      faces.push(face);
    }
    this.rolls.push({ purpose, dice: label(count, sides), faces });
    return faces;
  }

  /** Faces scripted but not used: a scenario test checks this is empty. */
  get remaining(): number {
    return this.queue.reduce((n, e) => n + e.faces.length, 0);
  }

  get history(): readonly DiceRoll[] {
    return this.rolls;
  }

  state(): null {
    return null;
  }
}

export const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

/** Dice helpers. Each returns the faces; the source records the roll with its purpose. */
export const d6 = (src: DiceSource, why: RollPurpose, chariot?: string): number =>
  src.roll(1, 6, why, chariot)[0]!;
export const twoD6 = (src: DiceSource, why: RollPurpose): number[] => src.roll(2, 6, why);
export const threeD6 = (src: DiceSource, why: RollPurpose): number[] => src.roll(3, 6, why);
export const d100 = (src: DiceSource, why: RollPurpose): number => src.roll(1, 100, why)[0]!;
export const nDm = (src: DiceSource, n: number, m: number, why: RollPurpose): number[] => src.roll(n, m, why);
