/**
 * Races that stop and wait. A chariot driven from outside (a person at a screen, a file of
 * orders, a remote program) or dice thrown at a real table make the race stop at the request; the
 * answer may come seconds or days later, from another process.
 *
 * A session is plain data: the race's input and the answers given from outside so far, in order
 * (`SessionRecord`, JSON). The engine is deterministic, so the race is resumed by running it again
 * from the start with those answers: every earlier request is answered from the record, the AI and
 * the seed's dice decide as they did, and the race stops at the first request not yet answered.
 * Nothing but the record needs keeping, and a race stopped at every request writes the same log as
 * one run straight through. (Re-running costs a few milliseconds a request; a race is short.)
 */
import { z } from 'zod';
import { facesProblem } from '../dice/entered.ts';
import type { LogError, Result } from '../log/parse.ts';
import { OutsideAnswerSchema, type RaceLog } from '../log/schema.ts';
import { type RaceSetup, resolveSetup } from '../race/setup.ts';
import type { KernelState, RulesetDefinition } from './definition.ts';
import { problemText } from './problems.ts';
import { AnswerMismatch, type RecordedAnswer, RefusedAnswer, Suspended } from './race.ts';
import {
  checkAnswer,
  type DecisionMap,
  type DecisionRecord,
  type DecisionRequest,
  type Driver,
  type KernelRequest,
  type Note,
  type Refusal,
  WAIT,
} from './requests.ts';
import { type DiceSourceKind, runRace } from './run.ts';

/** Everything needed to go on with a race: what it is, and what was answered from outside. */
export const SessionRecordSchema = z
  .object({
    ruleset: z.string(),
    seed: z.number().int().min(0).max(0xffff_ffff),
    /** The field as resolved when the race began (a resolved setup resolves to itself). */
    setup: z.unknown(),
    /** Dice from the seed, or typed in from a real table. */
    dice: z.enum(['seeded', 'entered']),
    /** Chariots whose decisions come from outside, and who makes them. */
    outside: z.record(z.string(), z.enum(['human', 'bot'])),
    answers: z.array(OutsideAnswerSchema),
  })
  .strict();

export type SessionRecord = Omit<z.infer<typeof SessionRecordSchema>, 'setup' | 'answers'> & {
  setup: RaceSetup;
  answers: RecordedAnswer[];
};

export type SessionState =
  | { status: 'waiting'; request: KernelRequest }
  | { status: 'finished'; log: RaceLog; decisions: DecisionRecord[]; dice: DiceSourceKind };

/** Where a race stands after running: its state, and its log as far as it got. */
interface Advanced {
  state: SessionState;
  log: () => RaceLog;
}

/** A request's legal answers are listed for bots and forms only up to this many. */
export const LEGAL_LIST_LIMIT = 256;

/** A race that can stop at a request and go on with its answer. */
export class RaceSession<S extends KernelState, O, D extends DecisionMap, V, X> {
  private current: Advanced;
  /** Set while `runThrough` waits for an answer: an answer is recorded, the run goes on with it. */
  private through = false;

  private constructor(
    private readonly def: RulesetDefinition<S, O, D, V, X>,
    private readonly rec: SessionRecord,
    state: Advanced,
  ) {
    this.current = state;
  }

  /**
   * Opens (or reopens) a session from its record (JSON, perhaps from a file) and runs it to its
   * first open request. A bad record is an error naming the path, never a throw.
   */
  static open<S extends KernelState, O, D extends DecisionMap, V, X>(
    def: RulesetDefinition<S, O, D, V, X>,
    input: unknown,
  ): Result<RaceSession<S, O, D, V, X>, LogError> {
    const parsed = SessionRecordSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = `$${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
      return { ok: false, error: { message: `bad session at ${path}: ${issue.message}`, path } };
    }
    const raw = parsed.data;
    if (raw.ruleset !== def.id)
      return {
        ok: false,
        error: {
          message: `bad session at $.ruleset: a ${raw.ruleset} race, not ${def.id}`,
          path: '$.ruleset',
        },
      };
    const setup = resolveSetup(raw.setup, def.field.rules);
    if (!setup.ok)
      return { ok: false, error: { ...setup.error, path: `$.setup${setup.error.path.slice(1)}` } };
    for (const id of Object.keys(raw.outside))
      if (!setup.value.chariots.some((c) => c.id === id))
        return {
          ok: false,
          error: {
            message: `bad session at $.outside.${id}: no chariot "${id}" in the race (its chariots: ${setup.value.chariots.map((c) => c.id).join(', ')})`,
            path: `$.outside.${id}`,
          },
        };
    const record: SessionRecord = { ...raw, setup: setup.value, answers: raw.answers as RecordedAnswer[] };
    const state = advance(def, record);
    if (!state.ok) return state;
    return { ok: true, value: new RaceSession(def, clone(record), state.value) };
  }

  get state(): SessionState {
    return this.current.state;
  }

  /**
   * The log as far as the race has got: every event so far (the turn in progress too), the
   * checkpoints of the turns completed, and the footer as things stand (chariots still racing are
   * listed without a place). Once the race is over, its whole log.
   */
  logSoFar(): RaceLog {
    return this.current.log();
  }

  /**
   * Every legal answer to the open decision, in the ruleset's order, or null when there is no open
   * decision or more than `limit` answers (the request's options bound them then).
   */
  legal(limit = LEGAL_LIST_LIMIT): unknown[] | null {
    const open = this.openDecision();
    if (!open) return null;
    const all = open.spec.enumerate(open.request.options);
    return all.length <= limit ? all : null;
  }

  /**
   * The words for an answer to the open decision, as the log shows a choice ("keeps D05, C02"), or
   * null when there is no open decision or the answer is not of its shape. For forms and prompts.
   */
  describe(value: unknown): string | null {
    const open = this.openDecision();
    if (!open) return null;
    const shaped = open.spec.answer.safeParse(value);
    return shaped.success ? open.spec.describe(open.request, shaped.data, 'human').choice : null;
  }

  /** What the chariot's AI would answer to the open decision, and why: a hint for a person. */
  suggestion(): { value: unknown; choice: string; reason: string } | null {
    const open = this.openDecision();
    if (!open) return null;
    const chariot = this.rec.setup.chariots.find((c) => c.id === open.request.chariot)!;
    const ai = open.spec.ai(open.request, chariot.personality);
    const words = ai.note ?? open.spec.describe(open.request, ai.value, 'ai');
    return { value: ai.value, choice: words.choice, reason: words.reason };
  }

  private openDecision() {
    const open = this.current.state;
    if (open.status !== 'waiting' || open.request.type !== 'decision') return null;
    const request = open.request as DecisionRequest<string, D[keyof D & string]['options'], V>;
    return { request, spec: this.def.decisions[request.kind as keyof D & string] };
  }

  /** The record to keep (a copy): reopen it with `RaceSession.open` to go on. */
  record(): SessionRecord {
    return clone(this.rec);
  }

  /**
   * Answers the open request: a decision's value (with the words the log should show, if any) or
   * the faces of the dice asked for. A refused answer changes nothing; the message says why.
   */
  answer(value: unknown, note?: Partial<Note> & { reason: string }): Result<SessionState, Refusal> {
    const open = this.current.state;
    if (open.status !== 'waiting')
      return { ok: false, error: { rule: '', message: 'the race is over: there is nothing to answer' } };
    const request = open.request;
    let given: RecordedAnswer;
    if (request.type === 'dice') {
      const why = facesProblem(request.count, request.sides, value);
      if (why !== null)
        return {
          ok: false,
          error: { rule: 'dice', message: `${problemText(why)} (${request.purpose})`, problem: why },
        };
      given = { type: 'dice', turn: request.turn, purpose: request.purpose, faces: [...(value as number[])] };
    } else {
      const spec = this.def.decisions[request.kind as keyof D & string];
      const checked = checkAnswer(
        spec,
        request as DecisionRequest<string, D[keyof D & string]['options'], V>,
        value,
      );
      if (!checked.ok) return checked;
      const by = this.rec.outside[request.chariot] ?? 'human';
      given = {
        type: 'decision',
        turn: request.turn,
        chariot: request.chariot,
        kind: request.kind,
        value: checked.value,
        by,
        ...(note
          ? {
              note: {
                choice: note.choice ?? spec.describe(request as never, checked.value, by).choice,
                reason: note.reason,
              },
            }
          : {}),
      };
    }
    return this.push(given);
  }

  /**
   * The chariot's AI answers the open decision in place of the person or program that should
   * have: `reason` says why (late, malformed, illegal, gone) and goes into the record and the
   * decision's words, so the log shows who decided and why.
   */
  fallback(reason: string): Result<SessionState, Refusal> {
    const open = this.openDecision();
    const ai = this.suggestion();
    if (!open || !ai)
      return { ok: false, error: { rule: '', message: 'the race is not waiting for a decision' } };
    return this.push({
      type: 'decision',
      turn: open.request.turn,
      chariot: open.request.chariot,
      kind: open.request.kind,
      value: ai.value,
      by: 'ai',
      fallback: reason,
      note: { choice: ai.choice, reason: `${reason}; the AI decides: ${ai.reason}` },
    });
  }

  /**
   * Goes on to the race's end in one run, however many requests are left: at each request from
   * outside, `respond` is called at once with this session open at that request (`state`,
   * `legal`, `describe`, `suggestion` as usual) and must answer it (`answer` or `fallback`) before
   * it returns. For a caller that can wait for its answers where it stands (a worker thread blocking
   * on its bot): answered a request at a time, a session runs the race again from its start at each
   * answer, which costs a long race the square of its length. `logSoFar` is the log as it was
   * before the run until the run ends. Seeded dice only (a table's dice come at their own pace).
   */
  runThrough(respond: (session: this) => void): Result<SessionState, LogError> {
    if (this.rec.dice !== 'seeded')
      return { ok: false, error: { message: 'only a race with seeded dice runs through', path: '$.dice' } };
    if (this.current.state.status === 'finished') return { ok: true, value: this.current.state };
    // The run asks again the requests answered so far (their answers are in the record) first.
    let replayed = this.rec.answers.length;
    const before = this.current.log;
    const next = advance(this.def, this.rec, (request) => {
      if (replayed > 0) {
        replayed--;
        return;
      }
      this.current = { state: { status: 'waiting', request }, log: before };
      const answered = this.rec.answers.length;
      this.through = true;
      try {
        respond(this);
      } finally {
        this.through = false;
      }
      if (this.rec.answers.length !== answered + 1)
        throw new Error(`runThrough: ${request.chariot}'s ${request.kind} was not answered`);
    });
    if (!next.ok) return next;
    this.current = next.value;
    return { ok: true, value: next.value.state };
  }

  private push(given: RecordedAnswer): Result<SessionState, Refusal> {
    if (this.through) {
      // The run in progress takes it from the record as it goes on.
      this.rec.answers.push(given);
      return { ok: true, value: this.current.state };
    }
    this.rec.answers.push(given);
    const next = advance(this.def, this.rec);
    if (!next.ok) {
      this.rec.answers.pop();
      return { ok: false, error: { rule: '', message: next.error.message } };
    }
    this.current = next.value;
    return { ok: true, value: next.value.state };
  }
}

/** A deep copy: a record is JSON. */
const clone = (r: SessionRecord): SessionRecord => JSON.parse(JSON.stringify(r)) as SessionRecord;

/**
 * Runs the race from the start with the answers recorded, to its end or its first open request.
 * With `asked`, each request from outside is told to it first: an answer it records meanwhile is
 * taken at once (the record's answers are read as the race goes), and the race goes on.
 */
function advance<S extends KernelState, O, D extends DecisionMap, V, X>(
  def: RulesetDefinition<S, O, D, V, X>,
  rec: SessionRecord,
  asked?: (request: DecisionRequest) => void,
): Result<Advanced, LogError> {
  const drivers: Record<string, Driver> = {};
  for (const [id, by] of Object.entries(rec.outside))
    drivers[id] = {
      by,
      decide: (request) => {
        asked?.(request);
        return WAIT;
      },
    };
  try {
    const run = runRace(def, {
      setup: rec.setup,
      seed: rec.seed,
      ...(rec.dice === 'entered' ? { dice: 'entered' as const } : {}),
      drivers,
      answers: rec.answers,
    });
    if (!run.ok) return run;
    const log = withAnswers(run.value.log, rec);
    return {
      ok: true,
      value: {
        state: { status: 'finished', log, decisions: run.value.race.decisions, dice: run.value.dice },
        log: () => log,
      },
    };
  } catch (e) {
    if (e instanceof Suspended) {
      const soFar = e.logSoFar!;
      return {
        ok: true,
        value: { state: { status: 'waiting', request: e.request }, log: () => withAnswers(soFar(), rec) },
      };
    }
    if (e instanceof RefusedAnswer) return { ok: false, error: { message: e.message, path: '$.answers' } };
    if (e instanceof AnswerMismatch)
      return { ok: false, error: { message: e.message, path: `$.answers[${e.index}]` } };
    throw e;
  }
}

/**
 * The log of a race driven from outside carries, in its header, who drove which chariot and every
 * answer given from outside in order (decisions and dice typed in): with them the race can be
 * resolved again exactly (quadriga verify). The digest covers the events only, so it is as it was.
 */
function withAnswers(log: RaceLog, rec: SessionRecord): RaceLog {
  const outside = Object.keys(rec.outside).length > 0;
  if (!outside && rec.answers.length === 0) return log;
  return {
    ...log,
    header: {
      ...log.header,
      ...(outside ? { drivers: { ...rec.outside } } : {}),
      ...(rec.answers.length > 0 ? { answers: clone(rec).answers } : {}),
    },
  };
}
