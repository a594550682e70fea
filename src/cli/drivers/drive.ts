/**
 * Runs a race whose chariots are driven from outside, asynchronously: a session (the kernel's
 * race that stops at each request, src/engine/kernel/session.ts) goes on as each seat's driver
 * answers. A seat's answer that does not come in time, is malformed or illegal is not the race's
 * end: the chariot's AI decides that once, and the log records why (`by: ai` and the reason).
 */
import type { BotDecisionMessage, BotMessage } from '../../engine/kernel/bot-protocol.ts';
import type { DiceRequest } from '../../engine/kernel/requests.ts';
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

/** Drives the session to its end and returns the log. Every seat is closed, whatever happens. */
export async function driveSession(
  session: Session,
  seats: ReadonlyMap<string, SeatDriver>,
  options: DriveOptions,
): Promise<RaceLog> {
  try {
    const record = session.record();
    for (const [chariot, seat] of seats)
      seat.send({
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
        timeLimitMs: options.timeLimitMs,
      });
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
      const legal = session.legal();
      const outcome = await seat.ask({
        type: 'decision',
        id,
        chariot: request.chariot,
        kind: request.kind,
        rule: request.rule,
        turn: request.turn,
        options: request.options,
        view: request.view,
        ...(legal === null ? {} : { legal }),
        timeLimitMs: options.timeLimitMs,
      });
      let why: string;
      if (outcome.ok) {
        const r = session.answer(
          outcome.value,
          outcome.reason === undefined ? undefined : { reason: outcome.reason },
        );
        if (r.ok) continue;
        why = `its answer was refused: ${r.error.message}`;
      } else why = outcome.why;
      seat.send({ type: 'refused', id, reason: why });
      options.onFallback?.(request.chariot, id, why);
      const f = session.fallback(why);
      if (!f.ok) throw new Error(f.error.message);
    }
    const log = session.logSoFar();
    for (const seat of seats.values())
      seat.send({
        type: 'end',
        winner: log.footer.winner,
        results: log.footer.results.map((r) => ({ chariot: r.chariot, place: r.place, status: r.status })),
      });
    return log;
  } finally {
    await Promise.all([...seats.values()].map((s) => s.close()));
  }
}
