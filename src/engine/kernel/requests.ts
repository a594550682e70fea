/**
 * Requests and answers: every choice a ruleset needs from outside its rules (a driver's decision,
 * or the faces of dice thrown at a real table) is a typed request the kernel hands to whoever
 * answers it, and a typed answer it checks before the race goes on.
 */
import type { z } from 'zod';
import type { RollPurpose } from '../dice/purposes.ts';
import type { Personality } from '../race/setup.ts';
import { type Problem, problem, problemText } from './problems.ts';

/** Who made a decision: the built-in AI, a scenario's script, a person, or someone's program. */
export const DECIDERS = ['ai', 'script', 'human', 'bot'] as const;
export type Decider = (typeof DECIDERS)[number];

/** A decision a ruleset asks one chariot's driver for. */
export interface DecisionRequest<K extends string = string, O = unknown, V = unknown> {
  readonly type: 'decision';
  /** What is being decided (a kind the ruleset defines: 'start', 'event-cards', ...). */
  readonly kind: K;
  /** The chariot whose driver decides. */
  readonly chariot: string;
  /** The rule the decision is made under; a refused answer names it. */
  readonly rule: string;
  readonly turn: number;
  /** The legal options or their bounds. */
  readonly options: O;
  /** What this chariot's driver may see of the race: hidden information is left out. */
  readonly view: V;
}

/** Dice the race needs thrown at a real table (the entered dice source). */
export interface DiceRequest {
  readonly type: 'dice';
  readonly count: number;
  readonly sides: number;
  /** Why they are thrown, as the log says (a table's recorded answer names it). */
  readonly purpose: string;
  /** Why they are thrown, as data (src/engine/dice/purposes.ts), for words in another language. */
  readonly why: RollPurpose;
  /** Whose roll it is, where it is one chariot's. */
  readonly chariot?: string;
  readonly turn: number;
}

export type KernelRequest = DecisionRequest | DiceRequest;

/** The question a table is asked for dice: "1d6 for Scorpus' effort roll" (names by chariot id). */
export function diceQuestion(
  request: Pick<DiceRequest, 'count' | 'sides' | 'purpose' | 'chariot'>,
  names: ReadonlyMap<string, string>,
): string {
  const whose =
    request.chariot === undefined ? '' : `${possessive(names.get(request.chariot) ?? request.chariot)} `;
  return `${request.count}d${request.sides} for ${whose}${request.purpose}`;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** The words a v1 log shows for a decision (race log version 2 writes the decision as data). */
export interface Note {
  choice: string;
  reason: string;
}

/** A driver's answer: the value chosen, and optionally its own words for the log. */
export interface Answer<T = unknown> {
  readonly value: T;
  readonly note?: Note;
}

/** A driver's reply meaning "not now": the kernel stops the race at this request. */
export const WAIT: unique symbol = Symbol('wait for the answer');
export type Wait = typeof WAIT;

/**
 * Whoever answers a chariot's decisions. `undefined` hands the request on to the next driver of a
 * chain (a scenario's script falls back to the AI); `WAIT` stops the race until the answer comes.
 */
export interface Driver {
  readonly by: Decider;
  decide(request: DecisionRequest): Answer | undefined | Wait;
}

/** One decision as data: the record the race log (version 2) writes with each decision event. */
export interface DecisionRecord {
  turn: number;
  chariot: string;
  kind: string;
  rule: string;
  /** The choice fields: the answer's value, as the ruleset defines it for this kind. */
  value: unknown;
  by: Decider;
  /** Why the AI decided for a chariot driven from outside (a bot late, silent or refused). */
  fallback?: string;
}

/**
 * One kind of decision of a ruleset: the shape of an answer, what makes one illegal, every legal
 * answer (for bots, tests and validators), what its AI answers and the v1 log's words for an
 * answer that brings none.
 */
export interface DecisionSpec<O, T, V> {
  rule: string;
  /** The shape of an answer, checked first (answers may come from JSON). */
  answer: z.ZodType<T>;
  /** Why a well-formed answer is illegal for these options (a code and figures), or null when it is legal. */
  check(options: O, value: T): Problem | null;
  /** Every legal answer, in a fixed order. */
  enumerate(options: O): T[];
  /** The built-in AI's answer, for a driver of this personality; it sees only the request. */
  ai(request: DecisionRequest<string, O, V>, personality: Personality): Answer<T>;
  /** The log's words for an answer that came without them. */
  describe(request: DecisionRequest<string, O, V>, value: T, by: Decider): Note;
}

/** A ruleset's decisions, as a map from kind to its options and answer types. */
export type DecisionMap = Record<string, { options: unknown; value: unknown }>;

export type DecisionSpecs<D extends DecisionMap, V> = {
  readonly [K in keyof D & string]: DecisionSpec<D[K]['options'], D[K]['value'], V>;
};

/** The request of one kind of a ruleset's decisions. */
export type RequestOf<D extends DecisionMap, V, K extends keyof D & string> = DecisionRequest<
  K,
  D[K]['options'],
  V
>;

/** A checked answer, with who gave it and the words the log shows. */
export interface Decided<T> {
  value: T;
  by: Decider;
  note: Note;
}

/** An answer the ruleset refused: the message names the rule and what is wrong. */
export interface Refusal {
  message: string;
  rule: string;
  /** Why, as data (a code and its figures), for words in another language; absent where none is typed. */
  problem?: Problem;
}

/**
 * Checks an answer (possibly from JSON) against a request; the refusal names the rule. `typed`: the
 * value comes from the ruleset's own AI, typed as `T` by the compiler, so its shape is not parsed
 * again (the schema check took an eighth of a Circus Maximus race; tests/engine/kernel
 * ai-answers-shape holds every AI's answers to the schemas); its legality is checked all the same.
 */
export function checkAnswer<O, T, V>(
  spec: DecisionSpec<O, T, V>,
  request: DecisionRequest<string, O, V>,
  value: unknown,
  typed = false,
): { ok: true; value: T } | { ok: false; error: Refusal } {
  const refuse = (why: Problem) => ({
    ok: false as const,
    error: {
      rule: spec.rule,
      message: `${spec.rule} refuses ${request.chariot}'s ${request.kind}: ${problemText(why, spec.rule)}`,
      problem: why,
    },
  });
  let data: T;
  if (typed) data = value as T;
  else {
    const shaped = spec.answer.safeParse(value);
    if (!shaped.success) {
      const issue = shaped.error.issues[0]!;
      const at = issue.path.join('.');
      return refuse(problem('malformed', { at, issue: issue.message }));
    }
    data = shaped.data;
  }
  const why = spec.check(request.options, data);
  return why === null ? { ok: true, value: data } : refuse(why);
}
