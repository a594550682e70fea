/**
 * The dice a table is asked to throw at the play panel, in English: the roll's purpose (a code and
 * figures, src/engine/dice/purposes.ts) worded. The English is the engine's own question ("2d6 for
 * Scorpus' white dice": what `quadriga play` asks), so the page asks exactly what the command asks;
 * the French (./fr-dice.ts) is typed by this: a purpose left unworded there is a compile error.
 * Loaded with the play pages (./en-play.ts `dice`).
 */
import { PURPOSE_WORDS, type PurposeCode, type PurposeFigures } from '../engine/dice/purposes.ts';
import { askForDice } from '../engine/kernel/requests.ts';

/** Each purpose's words from its figures; `name` gives an entrant's name from its id. */
export type PurposeWords = {
  readonly [C in PurposeCode]: (figures: PurposeFigures<C>, name: (id: string) => string) => string;
};

/** The dice asked for: how many, of how many sides, and whose roll it is where the race names one. */
export interface AskedDice {
  readonly count: number;
  readonly sides: number;
  /** The chariot whose roll it is, as the race names it beside the purpose (else null). */
  readonly chariot: string | null;
  /** The chariot the purpose's figures name as rolling (`id`), where they name one. */
  readonly roller: string | null;
}

export const EN_DICE = {
  /** The question under "Throw": the dice, whose roll (where the race names one beside) and why. */
  question: (dice: AskedDice, why: string, name: (id: string) => string): string =>
    askForDice(dice.count, dice.sides, why, dice.chariot === null ? undefined : name(dice.chariot)),
  purposes: PURPOSE_WORDS as PurposeWords,
};
