/**
 * What a ruleset is to the kernel: a definition (data and small hooks), never a loop of its own.
 * The kernel runs the race (kernel/run.ts): it reads the options with the definition's schema,
 * builds the initial state, runs the set-up steps as turn 0 and then the turn's steps in order,
 * turn after turn, until the end condition or the turn limit; it checkpoints every turn, retires
 * who is still racing at the limit, places the results and writes header, events and footer.
 * Everything a driver decides goes through `race.decide` (kernel/race.ts) as a typed request.
 */
import type { z } from 'zod';
import type { LogError } from '../log/parse.ts';
import type { BoardPoint, Condition, Header, StatValue, Weather, WreckRecord } from '../log/schema.ts';
import type { FieldRules, RaceSetup } from '../race/setup.ts';
import type { RulesCatalogue } from '../rules/types.ts';
import type { RulesetId } from '../rulesets/ids.ts';
import type { KernelRace } from './race.ts';
import type { DecisionMap, DecisionSpecs } from './requests.ts';
import type { Standing } from './results.ts';

export type Status = Condition['status'];

/** What every ruleset's state holds for the kernel: the turn being played (0 = set-up). */
export interface KernelState {
  turn: number;
}

/** One step of a turn: runs when `when` allows (every turn when absent). */
export interface TurnStep<R> {
  readonly name: string;
  when?(race: R): boolean;
  run(race: R): void;
}

/** The ruleset's part of the log header; the kernel adds engine, ruleset, seed and the field. */
export interface HeaderParts {
  /** The options as the race ran with them, defaults filled in. */
  options: Record<string, StatValue>;
  weather?: Weather;
  track: Header['track'];
  /** Per chariot, in field order: its stats and where it starts. */
  entrants: ReadonlyArray<{ stats: Record<string, StatValue>; start: BoardPoint }>;
}

/**
 * A ruleset. S is its race state (plain, serialisable data: the kernel hashes all of it), O its
 * options, D its decisions (kind → options and answer), V what one driver may see, X what
 * scenarios and tests may fix beforehand (decks, stalls, placements).
 */
export interface RulesetDefinition<S extends KernelState, O, D extends DecisionMap, V, X = never> {
  readonly id: RulesetId;
  readonly rulesVersion: string;
  /** Options as an object schema with defaults; an unknown key is refused by its path. */
  readonly options: z.ZodType<O>;
  /**
   * The field raced when no setup is given, and what the ruleset decides about a field: how many
   * chariots it takes where its rules narrow the engine's 2 to 12, and why (a form says so).
   */
  readonly field: {
    readonly defaultSize: number;
    readonly size?: { readonly min: number; readonly max: number; readonly why: string };
    readonly rules?: FieldRules;
  };
  /** What the options say about the field that the schema alone cannot check (an option naming a
   * chariot the setup lacks): the error, by its path, or null. */
  checkSetup?(opts: O, setup: RaceSetup): LogError | null;
  /** Turns after which chariots still racing retire (null: the race always ends by itself). */
  maxTurns(opts: O): number | null;
  /** The state before turn 0, from the setup, options and fixed extras (no dice yet). */
  init(race: KernelRace<S, O, D, V, X>): S;
  /** Turn 0: set-up steps (places, generation, selection). */
  setup(race: KernelRace<S, O, D, V, X>): void;
  /** One turn's steps, in order. */
  readonly turn: ReadonlyArray<TurnStep<KernelRace<S, O, D, V, X>>>;
  /** True once the race has ended by its own rules (no chariot racing, a winner declared). */
  isOver(race: KernelRace<S, O, D, V, X>): boolean;
  /** Every chariot's standing, in field order, for the results. */
  standings(race: KernelRace<S, O, D, V, X>): Standing[];
  /** Where each wreck came to rest, for the footer. */
  wrecks(race: KernelRace<S, O, D, V, X>): WreckRecord[];
  /** Marks a chariot still racing at the turn limit as retired; its condition after. */
  retire(race: KernelRace<S, O, D, V, X>, chariot: string): Condition;
  header(race: KernelRace<S, O, D, V, X>): HeaderParts;
  /**
   * What the driver of `chariot` may see now: hidden information left out. `readOnce`: only the
   * built-in AI will read it, at once, and drop it, so the ruleset may hand its state's own objects
   * rather than copies (a driver outside may keep what it is given).
   */
  view(race: KernelRace<S, O, D, V, X>, chariot: string, readOnce?: boolean): V;
  readonly decisions: DecisionSpecs<D, V>;
  readonly catalogue: RulesCatalogue;
  /** Words for the events the kernel writes, where the ruleset has its own. */
  readonly sentences?: { retired?(chariot: string, maxTurns: number): string };
}
