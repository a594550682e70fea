/**
 * One race as the kernel runs it: the ruleset's state, the dice, the log writer and the drivers.
 * A ruleset's steps receive it and do everything through it: emit events, roll dice, ask drivers.
 */
import type { DiceSource } from '../dice/dice.ts';
import { canonicalSha256Hex } from '../log/canonical-hash.ts';
import type { RaceEvent, RaceLog, TurnCheckpoint } from '../log/schema.ts';
import { type EventDraft, LogWriter } from '../race/log-writer.ts';
import type { RaceSetup } from '../race/setup.ts';
import type { KernelState, RulesetDefinition } from './definition.ts';
import {
  type Answer,
  checkAnswer,
  type Decided,
  type DecisionMap,
  type DecisionRecord,
  type DecisionRequest,
  type Driver,
  type KernelRequest,
  type Refusal,
  WAIT,
} from './requests.ts';

/** Thrown to stop a race at a request nobody can answer yet; the session catches it. */
export class Suspended extends Error {
  /** The log as far as the race got (set by the kernel's loop as the stop passes through it). */
  logSoFar?: () => RaceLog;

  constructor(readonly request: KernelRequest) {
    super(
      request.type === 'dice'
        ? `waiting for ${request.count}d${request.sides} (${request.purpose})`
        : `waiting for ${request.chariot}'s ${request.kind}`,
    );
  }
}

/** Thrown when a driver in the race answers what the ruleset refuses (a script or a bot). */
export class RefusedAnswer extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly request: DecisionRequest,
    readonly by: string,
  ) {
    super(refusal.message);
  }
}

/** Thrown when a recorded answer is not the one the race asks for (a record edited or mixed up). */
export class AnswerMismatch extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/** An answer given earlier from outside the race (a person, a program, a table's dice). */
export type RecordedAnswer =
  | {
      type: 'decision';
      turn: number;
      chariot: string;
      kind: string;
      value: unknown;
      /** `ai` when the AI answered for a person or program that could not (see `fallback`). */
      by: 'human' | 'bot' | 'ai';
      /** Why the AI answered instead: the bot was late, wrote garbage, answered illegally, exited. */
      fallback?: string;
      note?: { choice: string; reason: string };
    }
  | { type: 'dice'; turn: number; purpose: string; faces: number[] };

/** The answers given from outside, handed back in order as the race asks again. */
export class AnswerQueue {
  private next = 0;
  constructor(private readonly answers: readonly RecordedAnswer[]) {}

  /** The recorded answer to this request, or undefined when the race has caught up. */
  take(request: KernelRequest): RecordedAnswer | undefined {
    const a = this.answers[this.next];
    if (a === undefined) return undefined;
    const fits =
      a.type === request.type &&
      a.turn === request.turn &&
      (a.type === 'dice'
        ? a.purpose === (request as { purpose: string }).purpose
        : a.chariot === (request as DecisionRequest).chariot && a.kind === (request as DecisionRequest).kind);
    if (!fits)
      throw new AnswerMismatch(
        this.next,
        `answer ${this.next} does not fit the race: it answers ${describe(a)}, the race asks for ${describe(request)}`,
      );
    this.next++;
    return a;
  }

  get used(): number {
    return this.next;
  }
}

function describe(x: KernelRequest | RecordedAnswer): string {
  return x.type === 'dice'
    ? `dice for "${x.purpose}" in turn ${x.turn}`
    : `${x.chariot}'s ${x.kind} in turn ${x.turn}`;
}

export class KernelRace<S extends KernelState, O, D extends DecisionMap, V, X = never> {
  readonly writer = new LogWriter();
  /** Every decision of the race, as data, in the order made. */
  readonly decisions: DecisionRecord[] = [];
  readonly state: S;

  constructor(
    readonly def: RulesetDefinition<S, O, D, V, X>,
    readonly setup: RaceSetup,
    readonly seed: number,
    readonly opts: O,
    readonly dice: DiceSource,
    readonly extras: X | undefined,
    private readonly drivers: ReadonlyMap<string, readonly Driver[]>,
    private readonly answers: AnswerQueue,
  ) {
    this.state = def.init(this);
  }

  get events(): readonly RaceEvent[] {
    return this.writer.events;
  }

  /** Emits an event at the current turn + fraction (in [0, 1]). */
  emit(draft: EventDraft, fraction: number): RaceEvent {
    return this.writer.emit(draft, fraction);
  }

  /** Closes the turn with the hash of the whole race state and the dice's state. */
  checkpoint(): void {
    this.writer.checkpoints.push(this.checkpointNow());
  }

  /** Where the race stands now, as a checkpoint: the turn, its last event, the state's hash. */
  checkpointNow(): TurnCheckpoint {
    return {
      turn: this.writer.turn,
      lastSeq: this.writer.events.length - 1,
      stateHash: canonicalSha256Hex({ state: this.state, dice: this.dice.state() }),
    };
  }

  /**
   * Asks the chariot's driver for a decision of this kind and returns the checked answer. The
   * request carries the legal options and what the driver may see (the ruleset's view). A driver
   * that cannot answer yet stops the race here (it resumes with the answer given from outside).
   */
  decide<K extends keyof D & string>(
    kind: K,
    chariot: string,
    options: D[K]['options'],
  ): Decided<D[K]['value']> {
    const spec = this.def.decisions[kind];
    const chain = this.drivers.get(chariot) ?? [];
    const request: DecisionRequest<K, D[K]['options'], V> = {
      type: 'decision',
      kind,
      chariot,
      rule: spec.rule,
      turn: this.state.turn,
      options,
      view: this.def.view(this, chariot, onlyAi(chain)),
    };
    for (const driver of chain) {
      const reply = driver.decide(request);
      if (reply === undefined) continue;
      let answer: Answer;
      let by = driver.by;
      let fallback: string | undefined;
      if (reply === WAIT) {
        const given = this.answers.take(request);
        if (given === undefined || given.type !== 'decision') throw new Suspended(request);
        answer = given.note ? { value: given.value, note: given.note } : { value: given.value };
        by = given.by;
        fallback = given.fallback;
      } else answer = reply;
      // The built-in AI's answer is typed; any other (a script, a person, a program) is parsed.
      const checked = checkAnswer(spec, request, answer.value, reply !== WAIT && by === 'ai');
      if (!checked.ok) throw new RefusedAnswer(checked.error, request, by);
      this.decisions.push({
        turn: request.turn,
        chariot,
        kind,
        rule: spec.rule,
        value: checked.value,
        by,
        ...(fallback === undefined ? {} : { fallback }),
      });
      return { value: checked.value, by, note: answer.note ?? spec.describe(request, checked.value, by) };
    }
    throw new Error(`no driver answers ${chariot}'s ${kind}: every chariot's chain ends with its AI`);
  }
}

/** Whether only the built-in AI answers this chain (it reads a request at once and keeps nothing). */
function onlyAi(chain: readonly Driver[]): boolean {
  for (const d of chain) if (d.by !== 'ai') return false;
  return true;
}
