/**
 * Runs a race whose chariots are driven from outside, asynchronously: a session (the kernel's
 * race that stops at each request, src/engine/kernel/session.ts) goes on as each seat's driver
 * answers. A seat's answer that does not come in time, is malformed or illegal is not the race's
 * end: the chariot's AI decides that once, and the log records why (`by: ai` and the reason).
 */
import type { BotDecisionMessage, BotMessage } from '../../engine/kernel/bot-protocol.ts';
import type { DecisionRequest, DiceRequest } from '../../engine/kernel/requests.ts';
import type { RaceLog } from '../../engine/log/schema.ts';
import type { Session } from '../../engine/rulesets/session.ts';

/** What a seat's driver made of a decision: an answer, or why there is none. */
export type SeatOutcome = { ok: true; value: unknown; reason?: string } | { ok: false; why: string };

/** Whoever drives a seat from outside: a program (ProcessBot), a remote bot, a person. */
export interface SeatDriver {
  readonly by: 'bot' | 'human';
  /** Sends a message that needs no answer (start, refused, end). */
  send(message: BotMessage): void;
  /** Asks a decision; resolves with the answer, or why there is none (never rejects). */
  ask(message: BotDecisionMessage): Promise<SeatOutcome>;
  /** The race is over (or abandoned): let it go. */
  close(): Promise<void>;
}

export interface DriveOptions {
  /** Milliseconds each seat has for each decision. */
  timeLimitMs: number;
  /** The faces of dice thrown at a table (entered dice); `refused` says why the last ones were not taken. */
  dice?: (request: DiceRequest, refused: string | null) => Promise<unknown>;
  /** Told each time the AI decides in a seat's place, and why. */
  onFallback?: (chariot: string, decision: number, why: string) => void;
}

/** The `start` message each seat's driver gets before its first decision. */
function startMessage(session: Session, chariot: string, timeLimitMs: number): BotMessage {
  const record = session.record();
  return {
    type: 'start',
    protocol: 1,
    ruleset: record.ruleset,
    seed: record.seed,
    chariot,
    entrants: record.setup.chariots.map((c) => ({
      id: c.id,
      name: c.name,
      ...(c.faction === undefined ? {} : { faction: c.faction }),
    })),
    options: { ...record.setup.options },
    timeLimitMs,
  };
}

/** The open decision as a seat's driver is asked it (decision number `id`). */
function decisionMessage(session: Session, request: DecisionRequest, id: number, timeLimitMs: number) {
  const legal = session.legal();
  return {
    type: 'decision',
    id,
    chariot: request.chariot,
    kind: request.kind,
    rule: request.rule,
    turn: request.turn,
    options: request.options,
    view: request.view,
    ...(legal === null ? {} : { legal }),
    timeLimitMs,
  } satisfies BotDecisionMessage;
}

/**
 * Gives the session a seat's outcome for decision `id`: its answer, or, when there is none or the
 * rules refuse it, the chariot's AI's (the seat and `onFallback` are told why).
 */
function settle(
  session: Session,
  seat: SeatDriver,
  chariot: string,
  id: number,
  outcome: SeatOutcome,
  options: DriveOptions,
): void {
  let why: string;
  if (outcome.ok) {
    const r = session.answer(
      outcome.value,
      outcome.reason === undefined ? undefined : { reason: outcome.reason },
    );
    if (r.ok) return;
    why = `its answer was refused: ${r.error.message}`;
  } else why = outcome.why;
  seat.send({ type: 'refused', id, reason: why });
  options.onFallback?.(chariot, id, why);
  const f = session.fallback(why);
  if (!f.ok) throw new Error(f.error.message);
}

/** Tells every seat the race is over, with the results, and returns its log. */
function finish(session: Session, seats: ReadonlyMap<string, SeatDriver>): RaceLog {
  const log = session.logSoFar();
  for (const seat of seats.values())
    seat.send({
      type: 'end',
      winner: log.footer.winner,
      results: log.footer.results.map((r) => ({ chariot: r.chariot, place: r.place, status: r.status })),
    });
  return log;
}

/** Drives the session to its end and returns the log. Every seat is closed, whatever happens. */
export async function driveSession(
  session: Session,
  seats: ReadonlyMap<string, SeatDriver>,
  options: DriveOptions,
): Promise<RaceLog> {
  try {
    for (const [chariot, seat] of seats) seat.send(startMessage(session, chariot, options.timeLimitMs));
    let id = 0;
    let refusedDice: string | null = null;
    while (session.state.status === 'waiting') {
      const request = session.state.request;
      if (request.type === 'dice') {
        if (!options.dice)
          throw new Error(`the race asks for dice (${request.purpose}) and nobody throws them`);
        const r = session.answer(await options.dice(request, refusedDice));
        refusedDice = r.ok ? null : r.error.message;
        continue;
      }
      const seat = seats.get(request.chariot);
      if (!seat) throw new Error(`the race waits for ${request.chariot}, whom nobody drives`);
      id++;
      const outcome = await seat.ask(decisionMessage(session, request, id, options.timeLimitMs));
      settle(session, seat, request.chariot, id, outcome, options);
    }
    return finish(session, seats);
  } finally {
    await Promise.all([...seats.values()].map((s) => s.close()));
  }
}

/** A seat whose driver's answer can be waited for where the race stands (a thread that may block). */
export interface WaitingSeat extends SeatDriver {
  /** Asks a decision and waits for the answer, or why there is none (never throws for a late bot). */
  askNow(message: BotDecisionMessage): SeatOutcome;
}

/**
 * Drives the session to its end in one run of the race (Session.runThrough), waiting for each
 * seat's answer where the race stands: the work is the race's once, however many decisions, where
 * `driveSession` resolves the race again up to each one. Seeded dice only. Every seat is closed.
 */
export async function driveThrough(
  session: Session,
  seats: ReadonlyMap<string, WaitingSeat>,
  options: DriveOptions,
): Promise<RaceLog> {
  try {
    for (const [chariot, seat] of seats) seat.send(startMessage(session, chariot, options.timeLimitMs));
    let id = 0;
    const ran = session.runThrough((open) => {
      const request = open.state.status === 'waiting' ? open.state.request : null;
      if (request?.type !== 'decision') throw new Error('a race run through asks for no dice');
      const seat = seats.get(request.chariot);
      if (!seat) throw new Error(`the race waits for ${request.chariot}, whom nobody drives`);
      id++;
      const outcome = seat.askNow(decisionMessage(open, request, id, options.timeLimitMs));
      settle(open, seat, request.chariot, id, outcome, options);
    });
    if (!ran.ok) throw new Error(ran.error.message);
    return finish(session, seats);
  } finally {
    await Promise.all([...seats.values()].map((s) => s.close()));
  }
}
