/**
 * Why the rules refuse an answer given at the play panel, in English: the refusal's code and
 * figures (src/engine/kernel/problems.ts) worded. The English is the engine's own words for each
 * code (what `quadriga play` and bots read), so the page says exactly what the command says; the
 * French (./fr-refusals.ts) is typed by this: a code left unworded there is a compile error.
 * Loaded with the play pages (./en-play.ts `refusals`).
 */
import { type FiguresOf, PROBLEM_WORDS, type ProblemCode } from '../engine/kernel/problems.ts';

/** Each code's words from its figures; `name` gives an entrant's name from its id. */
export type RefusalWords = {
  readonly [C in ProblemCode]: (figures: FiguresOf<C>, name: (id: string) => string) => string;
};

export const EN_REFUSALS = {
  /** "hippodrome.team-selection refuses scorpus's keep: …", as the engine says it. */
  refused: (rule: string, id: string, _name: string, kind: string, why: string): string =>
    `${rule} refuses ${id}'s ${kind}: ${why}`,
  /** A refusal under another rule than the decision's own (a Crudis move refused as a ram). */
  under: (why: string, rule: string): string => `${why} (${rule})`,
  /** The dice typed in do not fit the dice asked for. */
  dice: (why: string): string => why,
  problems: PROBLEM_WORDS as RefusalWords,
};
