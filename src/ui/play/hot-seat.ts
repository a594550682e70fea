/**
 * A hot-seat race: the engine's race session (src/engine/kernel/session.ts) seen from one screen.
 * Every request the race stops at (a human seat's decision, or dice thrown at the table) becomes
 * what the page shows: the question, the legal answers in words, the rule it is asked under, and
 * the AI's suggestion. Pure: it runs in the play worker (play.worker.ts) and in tests.
 */
import type { RollPurpose } from '../../engine/dice/purposes.ts';
import { diceQuestion, type Refusal } from '../../engine/kernel/requests.ts';
import type { SessionRecord } from '../../engine/kernel/session.ts';
import type { LogError, Result } from '../../engine/log/parse.ts';
import type { RaceLog } from '../../engine/log/schema.ts';
import { resolveSetup } from '../../engine/race/setup.ts';
import { ruleById } from '../../engine/rules/index.ts';
import { KERNEL_RULESETS } from '../../engine/rulesets/definitions.ts';
import { RULESET_NAMES } from '../../engine/rulesets/index.ts';
import { resumeSession, type Session, startSession } from '../../engine/rulesets/session.ts';
import type { PlaySpec } from './play-spec.ts';

export interface Seat {
  id: string;
  name: string;
  colour: string;
  /** A person at this screen answers its decisions. */
  human: boolean;
  /** A bot answers its decisions from outside, as `quadriga play` orders (never this screen). */
  bot: boolean;
}

/** A decision a person at the screen must make. */
export interface OpenDecision {
  type: 'decision';
  turn: number;
  chariot: string;
  kind: string;
  rule: string;
  /** The rule's title and plain words from the rules catalogue. */
  ruleTitle: string;
  ruleExplain: string;
  /** The options as the ruleset gives them, and what this seat may see of the race. */
  options: unknown;
  view: unknown;
  /** Every legal answer and its words, or null when there are too many to list. */
  legal: unknown[] | null;
  labels: string[] | null;
  /** What the chariot's AI would answer, and why. */
  suggestion: { value: unknown; choice: string; reason: string } | null;
}

/** Dice the race needs thrown at the table. */
export interface OpenDice {
  type: 'dice';
  turn: number;
  count: number;
  sides: number;
  chariot: string | null;
  /** "3d6 for scorpus: corner strain": the engine's English question (the log's, `quadriga play`'s). */
  question: string;
  /** Why they are thrown, as data: the panel words it in the page's language (./dice-words.ts). */
  purpose: RollPurpose;
}

/** Where a hot-seat race stands, as the page shows it. */
export interface PlayView {
  status: 'waiting' | 'finished';
  ruleset: string;
  rulesetName: string;
  seats: Seat[];
  open: OpenDecision | OpenDice | null;
  /** The log so far (the whole log once the race is over). */
  log: RaceLog;
  /** The race's record: kept in the browser and saved to a file to go on later. */
  record: SessionRecord | null;
}

/**
 * A form lists up to this many legal answers (bots get 256): a Circus Maximus speed (speed, strain
 * and the lane aimed for) has several hundred, which its part-by-part lists show well.
 */
const FORM_LIST_LIMIT = 4096;

/** Whether a ruleset's races can stop for a person or the table's dice (it runs on the kernel). */
export const playable = (ruleset: string): boolean => ruleset in KERNEL_RULESETS;

/**
 * Attacks a player passes on for the rest of a turn: Circus Maximus asks about an attack at every
 * square of a move where one can be made (hundreds in a race), so a player may say once "no
 * attacks this turn", or "leave these rivals alone this turn".
 */
export interface AttackPass {
  chariot: string;
  turn: number;
  /** The rivals left alone, or every one. */
  targets: readonly string[] | 'all';
}

/** The rivals an attack decision's options could aim at (beside the car; any range for a knife). */
export function attackTargets(options: unknown): string[] {
  const o = options as {
    kinds?: string[];
    reach?: Array<{ target: string }>;
    rivals?: Array<{ target: string }>;
  };
  const near = (o.reach ?? []).map((r) => r.target);
  const far = o.kinds?.includes('knife') ? (o.rivals ?? []).map((r) => r.target) : [];
  return [...new Set([...near, ...far])];
}

export class HotSeat {
  private pass: AttackPass | null = null;

  private constructor(private readonly session: Session) {}

  /** A new race from the form's spec: the human seats' chariots answer from this screen. */
  static start(spec: PlaySpec): Result<HotSeat, LogError> {
    const ruleset = KERNEL_RULESETS[spec.ruleset];
    if (!ruleset)
      return { ok: false, error: { message: `${spec.ruleset} cannot be played yet`, path: '$.ruleset' } };
    const rules = ruleset.use((def) => def.field.rules);
    const setup = resolveSetup(spec.setup, rules);
    if (!setup.ok)
      return { ok: false, error: { ...setup.error, path: `$.setup${setup.error.path.slice(1)}` } };
    const id = (seat: number) => setup.value.chariots[seat]!.id;
    const outside: Record<string, 'human' | 'bot'> = Object.fromEntries([
      ...spec.humans.map((seat) => [id(seat), 'human' as const]),
      ...(spec.bots ?? []).map((seat) => [id(seat), 'bot' as const]),
    ]);
    const s = startSession({
      ruleset: spec.ruleset,
      seed: spec.seed,
      setup: spec.setup,
      dice: spec.dice,
      outside,
    });
    return s.ok ? { ok: true, value: new HotSeat(s.value) } : s;
  }

  /** A race kept in the browser or saved to a file: its record, or a `quadriga play` game file. */
  static resume(saved: unknown): Result<HotSeat, LogError> {
    const s = resumeSession(recordOf(saved));
    return s.ok ? { ok: true, value: new HotSeat(s.value) } : s;
  }

  view(): PlayView {
    const record = this.session.record();
    const state = this.session.state;
    const names = new Map(record.setup.chariots.map((c) => [c.id, c.name]));
    return {
      status: state.status,
      ruleset: record.ruleset,
      rulesetName: RULESET_NAMES[record.ruleset as keyof typeof RULESET_NAMES] ?? record.ruleset,
      seats: record.setup.chariots.map((c) => ({
        id: c.id,
        name: c.name,
        colour: c.colour,
        human: record.outside[c.id] === 'human',
        bot: record.outside[c.id] === 'bot',
      })),
      open: state.status === 'finished' ? null : this.open(state.request, names),
      log: this.session.logSoFar(),
      record,
    };
  }

  /** Answers the open request; a refused answer changes nothing and says why, naming the rule. */
  answer(value: unknown): Result<PlayView, Refusal> {
    const r = this.session.answer(value);
    return r.ok ? { ok: true, value: this.passed() } : r;
  }

  /**
   * The open attack decision's player makes no attack now, nor on `targets` (or any rival) for the
   * rest of this turn: each such question is answered "no attack" as it comes, in their name.
   */
  passAttacks(targets: readonly string[] | 'all'): Result<PlayView, Refusal> {
    const state = this.session.state;
    if (state.status !== 'waiting' || state.request.type !== 'decision' || state.request.kind !== 'attack')
      return { ok: false, error: { message: 'no attack is being decided now', rule: '' } };
    this.pass = { chariot: state.request.chariot, turn: state.request.turn, targets };
    return this.answer(null);
  }

  /** Answers every open attack the player passed on, then the view. */
  private passed(): PlayView {
    for (let state = this.session.state; state.status === 'waiting'; state = this.session.state) {
      const r = state.request;
      const p = this.pass;
      if (r.type !== 'decision' || r.kind !== 'attack' || !p || r.chariot !== p.chariot || r.turn !== p.turn)
        break;
      if (p.targets !== 'all' && !attackTargets(r.options).every((t) => p.targets.includes(t))) break;
      if (!this.session.answer(null).ok) break;
    }
    return this.view();
  }

  /** The chariot's AI decides the open decision for its player, who asked it to. */
  leaveToAi(): Result<PlayView, Refusal> {
    const r = this.session.fallback('left to the AI by its player');
    return r.ok ? { ok: true, value: this.view() } : r;
  }

  private open(
    request: Extract<Session['state'], { status: 'waiting' }>['request'],
    names: ReadonlyMap<string, string>,
  ): OpenDecision | OpenDice {
    if (request.type === 'dice')
      return {
        type: 'dice',
        turn: request.turn,
        count: request.count,
        sides: request.sides,
        chariot: request.chariot ?? null,
        question: diceQuestion(request, names),
        purpose: request.why,
      };
    const rule = ruleById(request.rule);
    const legal = this.session.legal(FORM_LIST_LIMIT);
    return {
      type: 'decision',
      turn: request.turn,
      chariot: request.chariot,
      kind: request.kind,
      rule: request.rule,
      ruleTitle: rule?.title ?? request.rule,
      ruleExplain: rule?.explain ?? '',
      options: request.options,
      view: request.view,
      legal,
      labels: legal?.map((v) => this.session.describe(v) ?? JSON.stringify(v)) ?? null,
      suggestion: this.session.suggestion(),
    };
  }
}

/** A finished race that never stopped (every seat driven by the AI): its log as a view. */
export function finishedView(log: RaceLog): PlayView {
  const ruleset = log.header.ruleset.id;
  return {
    status: 'finished',
    ruleset,
    rulesetName: RULESET_NAMES[ruleset as keyof typeof RULESET_NAMES] ?? ruleset,
    seats: log.header.entrants.map((e) => ({
      id: e.id,
      name: e.name,
      colour: e.colour,
      human: false,
      bot: false,
    })),
    open: null,
    log,
    record: null,
  };
}

/** The session record inside what was saved: a record itself, or a `quadriga play` game file. */
function recordOf(saved: unknown): unknown {
  if (typeof saved !== 'object' || saved === null) return saved;
  const {
    format,
    version: _version,
    $schema: _schema,
    orders: _orders,
    ...rest
  } = saved as Record<string, unknown>;
  return format === 'quadriga.game' ? rest : saved;
}
