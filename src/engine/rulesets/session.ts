/**
 * Races that stop at each request from outside (a person, a program, dice thrown at a table) and
 * go on days later from a record: src/engine/kernel/session.ts, for the rulesets the kernel runs.
 */

import type { Note, Refusal } from '../kernel/requests.ts';
import { RaceSession, type SessionRecord, type SessionState } from '../kernel/session.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { defaultSetup, resolveSetup } from '../race/setup.ts';
import { KERNEL_RULESETS } from './definitions.ts';
import { isRulesetId, RULESET_IDS } from './ids.ts';

export type { SessionRecord, SessionState };

/** A race in progress: where it stands, its record to keep, and the answer to its open request. */
export interface Session {
  readonly state: SessionState;
  record(): SessionRecord;
  /** Answers the open request (a decision's value, or the faces of the dice asked for). */
  answer(value: unknown, note?: Partial<Note> & { reason: string }): Result<SessionState, Refusal>;
  /** The chariot's AI answers the open decision instead, for the reason given (a bot was late). */
  fallback(reason: string): Result<SessionState, Refusal>;
  /** Every legal answer to the open decision, or null (none open, or too many to list). */
  legal(limit?: number): unknown[] | null;
  /** The log as far as the race has got (the whole log once it is over). */
  logSoFar(): RaceLog;
  /** The log's words for an answer to the open decision, or null. */
  describe(value: unknown): string | null;
  /** What the chariot's AI would answer to the open decision, and why. */
  suggestion(): { value: unknown; choice: string; reason: string } | null;
  /**
   * Runs on to the end in one run, `respond` answering each request from outside at once as it
   * comes (kernel/session.ts): for a thread that can wait for its answers where it stands.
   */
  runThrough(respond: (session: Session) => void): Result<SessionState, LogError>;
}

/** A new race: like `simulate`, plus who answers from outside and where the dice come from. */
export interface NewSession {
  ruleset: string;
  seed: number;
  setup?: unknown;
  dice?: 'seeded' | 'entered';
  outside?: Record<string, 'human' | 'bot'>;
}

function kernelOf(ruleset: unknown, path: string) {
  if (!isRulesetId(ruleset))
    return {
      ok: false as const,
      error: {
        message: `unknown ruleset "${String(ruleset)}": choose one of ${RULESET_IDS.join(', ')}`,
        path,
      },
    };
  const k = KERNEL_RULESETS[ruleset];
  if (!k)
    return {
      ok: false as const,
      error: {
        message: `${ruleset} races run straight through for now: only ${Object.keys(KERNEL_RULESETS).join(', ')} can stop for a driver or dice from outside`,
        path,
      },
    };
  return { ok: true as const, value: k };
}

/** Starts a race that will stop at its first request from outside (or run to its end). */
export function startSession(input: NewSession): Result<Session, LogError> {
  const k = kernelOf(input.ruleset, '$.ruleset');
  if (!k.ok) return k;
  return k.value.use((def) => {
    const setup = resolveSetup(input.setup ?? defaultSetup(def.field.defaultSize), def.field.rules);
    if (!setup.ok) return setup;
    const record: SessionRecord = {
      ruleset: def.id,
      seed: input.seed,
      setup: setup.value,
      dice: input.dice ?? 'seeded',
      outside: input.outside ?? {},
      answers: [],
    };
    return RaceSession.open(def, record);
  });
}

/** Goes on with a race from its record (JSON kept since): runs it to its next open request. */
export function resumeSession(record: unknown): Result<Session, LogError> {
  const ruleset =
    typeof record === 'object' && record !== null ? (record as { ruleset?: unknown }).ruleset : undefined;
  const k = kernelOf(ruleset, '$.ruleset');
  if (!k.ok) return k;
  return k.value.use((def) => RaceSession.open(def, record));
}

/**
 * Why an order written ahead of its request cannot be one (an unknown kind of decision, or an
 * answer of the wrong shape), or null. Whether it is legal is known only once the race asks.
 */
export function orderProblem(ruleset: string, kind: string, value: unknown): string | null {
  const k = kernelOf(ruleset, '$.ruleset');
  if (!k.ok) return k.error.message;
  return k.value.use((def) => {
    const kinds = Object.keys(def.decisions);
    if (!kinds.includes(kind))
      return `${def.id} has no decision "${kind}" (its decisions: ${kinds.join(', ')})`;
    const spec = def.decisions[kind as keyof typeof def.decisions];
    const shaped = spec.answer.safeParse(value);
    if (shaped.success) return null;
    const issue = shaped.error.issues[0]!;
    const at = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return `${spec.rule}: a malformed ${kind}${at} (${issue.message})`;
  });
}
