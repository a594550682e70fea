/**
 * The race kernel: one engine shape for every ruleset (rulesets/README.md says how a ruleset is
 * written for it).
 *
 * - `run.ts` — the race loop, written once: options, state, turn 0, the turn's steps in order,
 *   checkpoints, turn-limit retirement, results, header and footer.
 * - `definition.ts` — what a ruleset gives the kernel.
 * - `race.ts` — one race as the steps see it: state, dice, log, and `decide`.
 * - `requests.ts` — typed requests and answers: decisions and dice from outside the rules.
 * - `drivers.ts` — drivers other than the AI: a bot that picks uniformly, typed scripts.
 * - `session.ts` — a race that stops at a request and goes on from its record.
 * - `results.ts` — the one placing rule; `clock.ts` — when events happen within a turn;
 *   `options.ts` — options read with a zod schema, errors by JSON path.
 */

export {
  type HeldEvent,
  type HeldPath,
  type PathStep,
  type SlotBounds,
  type SlotTimes,
  shareOfTurn,
  TurnSlot,
} from './clock.ts';
export type { HeaderParts, KernelState, RulesetDefinition, Status, TurnStep } from './definition.ts';
export { type DriverHandlers, driverOf, uniformDriver } from './drivers.ts';
export { readOptions } from './options.ts';
export { KernelRace, type RecordedAnswer, RefusedAnswer, Suspended } from './race.ts';
export {
  type Answer,
  checkAnswer,
  DECIDERS,
  type Decided,
  type Decider,
  type DecisionMap,
  type DecisionRecord,
  type DecisionRequest,
  type DecisionSpec,
  type DecisionSpecs,
  type DiceRequest,
  type Driver,
  diceQuestion,
  type KernelRequest,
  type Note,
  type Refusal,
  type RequestOf,
  WAIT,
} from './requests.ts';
export { placeResults, type Standing } from './results.ts';
export {
  DICE_SOURCES,
  type DiceSourceKind,
  type KernelInput,
  type KernelRun,
  raceLog,
  runRace,
} from './run.ts';
export { RaceSession, type SessionRecord, SessionRecordSchema, type SessionState } from './session.ts';
