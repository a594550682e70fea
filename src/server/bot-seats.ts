/**
 * Remote bots: a published race may mark seats (`race.bots`) as driven by a bot over the relay's
 * own WebSocket. The bot connects, says which race and seat it drives (`drive`, with the relay's
 * token), and from then on speaks the bot protocol of `quadriga simulate --driver` (docs/bots.md),
 * each message in an envelope: the relay sends `{"type":"bot","race","seat","message":…}` and the
 * bot answers `{"type":"answer","race","seat","answer":{"id","value","reason"}}`.
 *
 * Such a race cannot be resolved ahead on the worker thread: it is resolved here, on the relay's
 * event loop, as its bots answer (the engine's part of each decision is a few milliseconds), when
 * its turn to be resolved comes; then it goes on air like any other. Each decision waits at most
 * the time limit; a late, malformed or illegal answer, or no bot at all, lets the chariot's AI
 * decide that once, the log says why (`by: "ai"` and the reason), and the relay's log says so too.
 */
import { BotConversation } from '../cli/drivers/bot-conversation.ts';
import { driveSession, type SeatDriver, type SeatOutcome } from '../cli/drivers/drive.ts';
import type { BotDecisionMessage, BotMessage } from '../engine/kernel/bot-protocol.ts';
import { startSession } from '../engine/rulesets/session.ts';
import { type PrepareResult, prepareRace } from './prepared-race.ts';
import { PROTOCOL_VERSION } from './protocol.ts';
import type { Resolver } from './resolver.ts';
import type { RaceSource } from './sources.ts';

/** Each remote bot's time for one decision, unless the relay is told otherwise. */
export const DEFAULT_BOT_TIME_LIMIT_MS = 2000;
/** How long a race with remote bots waits for them to connect before its first decision. */
export const DEFAULT_BOT_CONNECT_MS = 30_000;
/** Messages kept for a bot that has not connected (or has lost its connection) meanwhile. */
const MAX_HELD = 64;

export interface BotSeatOptions<C> {
  /** Sends a message to a connection. */
  send(connection: C, message: object): void;
  timeLimitMs: number;
  connectMs: number;
  /** The relay's log. */
  say(line: string): void;
}

export type DriveAnswer = { ok: true } | { ok: false; code: 'unknown-race' | 'seat-taken'; message: string };

/** One remote seat of a race: the bot protocol's conversation, carried by whichever connection drives it. */
class RemoteSeat<C> implements SeatDriver {
  readonly by = 'bot' as const;
  readonly talk: BotConversation;
  connection: C | null = null;
  /** Messages for the bot while no connection drives the seat: sent when one does. */
  private held: BotMessage[] = [];
  private start: BotMessage | null = null;
  private connected: () => void = () => {};
  readonly connectedOnce: Promise<void>;

  constructor(
    readonly race: string,
    readonly seat: string,
    private readonly o: BotSeatOptions<C>,
  ) {
    this.connectedOnce = new Promise((resolve) => {
      this.connected = resolve;
    });
    this.talk = new BotConversation(
      (message) => this.carry(message),
      (line) => o.say(`race ${race}, remote bot ${seat}: ${line}`),
    );
  }

  private carry(message: BotMessage): void {
    if (message.type === 'start') this.start = message;
    if (this.connection === null) {
      if (message.type !== 'start') this.held.push(message);
      if (this.held.length > MAX_HELD) this.held.shift();
      return;
    }
    this.o.send(this.connection, {
      v: PROTOCOL_VERSION,
      type: 'bot',
      race: this.race,
      seat: this.seat,
      message,
    });
  }

  /** A connection takes the seat: it is told the race's start and what came while nobody drove. */
  attach(connection: C): void {
    this.connection = connection;
    const held = this.start ? [this.start, ...this.held] : this.held;
    this.held = [];
    for (const m of held) this.carry(m);
    this.connected();
  }

  send(message: BotMessage): void {
    this.talk.send(message);
  }

  ask(message: BotDecisionMessage): Promise<SeatOutcome> {
    return this.talk.ask(message);
  }

  async close(): Promise<void> {
    this.talk.stop('is no longer needed: the race is resolved');
  }
}

/** The races with remote bot seats, and which connection drives which seat. */
export class BotSeats<C> {
  /** Race id → its remote seats (the race is published or being resolved). */
  private readonly races = new Map<string, Map<string, RemoteSeat<C>>>();

  constructor(private readonly o: BotSeatOptions<C>) {}

  /** A race was published with remote seats: bots may take them from now on. */
  expect(race: string, seats: readonly string[]): void {
    if (seats.length === 0 || this.races.has(race)) return;
    this.races.set(race, new Map(seats.map((s) => [s, new RemoteSeat(race, s, this.o)])));
  }

  /** A connection asks to drive a seat. */
  drive(connection: C, race: string, seat: string): DriveAnswer {
    const seats = this.races.get(race);
    if (!seats)
      return {
        ok: false,
        code: 'unknown-race',
        message: `no race ${race} with remote bot seats is waiting to run on this relay`,
      };
    const s = seats.get(seat);
    if (!s)
      return {
        ok: false,
        code: 'unknown-race',
        message: `race ${race} has no remote bot seat ${seat} (its remote seats: ${[...seats.keys()].join(', ')})`,
      };
    if (s.connection !== null && s.connection !== connection)
      return { ok: false, code: 'seat-taken', message: `another connection drives ${seat} in race ${race}` };
    this.o.send(connection, { v: PROTOCOL_VERSION, type: 'driving', race, seat });
    s.attach(connection);
    this.o.say(`race ${race}: a remote bot drives ${seat}`);
    return { ok: true };
  }

  /** A bot's answer; one from a connection that does not drive the seat is refused. */
  answer(connection: C, race: string, seat: string, answer: unknown): string | null {
    const s = this.races.get(race)?.get(seat);
    if (!s || s.connection !== connection) return `this connection does not drive ${seat} in race ${race}`;
    s.talk.heard(JSON.stringify(answer));
    return null;
  }

  /** A connection closed: the seats it drove wait for another (each decision within its time limit). */
  left(connection: C): void {
    for (const seats of this.races.values())
      for (const s of seats.values()) if (s.connection === connection) s.connection = null;
  }

  /** The relay's resolver, with races that have remote seats resolved here as their bots answer. */
  wrap(inner: Resolver): Resolver {
    return {
      resolve: (id, source) => {
        const bots = source.inputs.bots ?? [];
        if (bots.length === 0 || source.log) return inner.resolve(id, source);
        this.expect(id, bots);
        return this.resolveDriven(id, source).finally(() => this.races.delete(id));
      },
    };
  }

  private async resolveDriven(id: string, source: RaceSource): Promise<PrepareResult> {
    const { ruleset, seed, setup } = source.inputs;
    const seats = this.races.get(id)!;
    const started = startSession({
      ruleset,
      seed,
      setup,
      dice: 'seeded',
      outside: Object.fromEntries([...seats.keys()].map((s) => [s, 'bot' as const])),
    });
    if (!started.ok) {
      const seat = /^\$\.outside\.(.+)$/.exec(started.error.path)?.[1];
      return {
        ok: false,
        error:
          seat === undefined
            ? `${started.error.path}: ${started.error.message}`
            : `$.race.bots: ${started.error.message.replace(/^bad session at \S+: /, '')}`,
      };
    }
    // The bots have a while to connect; the race then goes on without those that did not.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all([...seats.values()].map((s) => s.connectedOnce)),
      new Promise((resolve) => (timer = setTimeout(resolve, this.o.connectMs))),
    ]);
    clearTimeout(timer);
    for (const s of seats.values())
      if (s.connection === null) this.o.say(`race ${id}: no bot has connected to drive ${s.seat} yet`);
    try {
      const log = await driveSession(started.value, seats, {
        timeLimitMs: this.o.timeLimitMs,
        onFallback: (chariot, decision, why) =>
          this.o.say(`race ${id}: ${chariot}, decision ${decision}: ${why}; the AI decided instead`),
      });
      return prepareRace(id, source, log);
    } catch (e) {
      return { ok: false, error: `the race stopped: ${(e as Error).message}` };
    }
  }
}
