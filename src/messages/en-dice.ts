/**
 * The dice a table is asked to throw at the play panel, in English: the roll's purpose (a code and
 * figures, src/engine/dice/purposes.ts) worded, every chariot by its name, the one whose roll it is
 * first: "2d6 for Scorpus: white dice", "1d37: shuffle the Team deck". The purposes' words are the
 * engine's own (`quadriga play` and the log say "2d6 for Scorpus' white dice", "scorpus: corner
 * strain": ids, not names); the French (./fr-dice.ts) is typed by this: a purpose left unworded
 * there is a compile error. Loaded with the play pages (./en-play.ts `dice`).
 */
import {
  type NameOf,
  PURPOSE_WORDS,
  type PurposeCode,
  type PurposeFigures,
} from '../engine/dice/purposes.ts';

/** Each purpose's words from its figures; `name` gives an entrant's name from its id. */
export type PurposeWords = {
  readonly [C in PurposeCode]: (figures: PurposeFigures<C>, name: NameOf) => string;
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

/** The chariot whose roll it is: the one the race names beside the purpose, else its figures'. */
export const whoseRoll = (dice: AskedDice): string | null => dice.chariot ?? dice.roller;

export const EN_DICE = {
  /** The question under "Throw": the dice, whose roll it is (by name) and why. */
  question: (dice: AskedDice, why: string, name: NameOf): string => {
    const who = whoseRoll(dice);
    return `${dice.count}d${dice.sides}${who === null ? '' : ` for ${name(who)}`}: ${why}`;
  },
  purposes: PURPOSE_WORDS as PurposeWords,
};
