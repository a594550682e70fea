/**
 * Remote bots: a published race may mark seats (`race.bots`) as driven by a bot over the relay's
 * own WebSocket. The bot connects, says which race and seat it drives (`drive`, with the relay's
 * token), and from then on speaks the bot protocol of `quadriga simulate --driver` (docs/bots.md),
 * each message in an envelope: the relay sends `{"type":"bot","race","seat","message":…}` and the
 * bot answers `{"type":"answer","race","seat","answer":{"id","value","reason"}}`.
 *
 * Such a race cannot be resolved ahead by the shared resolving process: when its turn to be resolved
 * comes, it is driven in a thread of its own as its bots answer (drive-worker.ts); the relay's event
 * loop only carries the messages. Then it goes on air like any other. Each decision waits at most
 * the time limit; a late, malformed or illegal answer, or no bot at all, lets the chariot's AI
 * decide that once, the log says why (`by: "ai"` and the reason), and the relay's log says so too.
 */

import { MessageChannel, type Worker } from 'node:worker_threads';
import { BotConversation } from '../cli/drivers/bot-conversation.ts';
import type { SeatDriver, SeatOutcome } from '../cli/drivers/drive.ts';
import type { BotDecisionMessage, BotMessage } from '../engine/kernel/bot-protocol.ts';
import type { DriveOutcome, FromDriveThread, ToDriveThread } from './drive-worker.ts';
import type { PrepareResult } from './prepared-race.ts';
import { PROTOCOL_VERSION } from './protocol.ts';
import { type Resolver, startThread } from './resolver.ts';
import type { RaceSource } from './sources.ts';

/** Each remote bot's time for one decision, unless the relay is told otherwise. */
export const DEFAULT_BOT_TIME_LIMIT_MS = 2000;
/** How long a race with remote bots waits for them to connect before its first decision. */
export const DEFAULT_BOT_CONNECT_MS = 30_000;
/**
 * Threads that drove a race to its end, kept (unref'd) for the next one: a new thread loads the
 * engine again, seconds on a busy machine, and a bot's race would wait for it.
 */
const idleThreads: Worker[] = [];
const MAX_IDLE_THREADS = 2;
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
  /** Stops each race being driven now. */
  private readonly running = new Set<() => void>();

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
      resolve: (id, source, say) => {
        const bots = source.inputs.bots ?? [];
        if (bots.length === 0 || source.log) return inner.resolve(id, source, say);
        this.expect(id, bots);
        return this.resolveDriven(id, source).finally(() => this.races.delete(id));
      },
    };
  }

  /** Stops the races being driven (the relay closes): each ends with an error, its thread gone. */
  close(): void {
    for (const stop of [...this.running]) stop();
  }

  /**
   * Drives the race in a thread of its own (drive-worker.ts), off this event loop: the engine's
   * work between two of its bots' answers (the other chariots' AI, a whole session resolved again)
   * and the encoding of the finished race would otherwise hold up every viewer of the race on air.
   * Each race has a thread of its own while it is driven, since it may wait minutes for its bots;
   * the shared resolving process goes on with the other published races meanwhile.
   */
  private resolveDriven(id: string, source: RaceSource): Promise<PrepareResult> {
    const seats = this.races.get(id)!;
    // The bots have a while to connect, counted from the first question; the race then goes on
    // without those that did not.
    let connected: Promise<void> | null = null;
    const whenConnected = (): Promise<void> =>
      (connected ??= (async () => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.all([...seats.values()].map((s) => s.connectedOnce)),
          new Promise((resolve) => (timer = setTimeout(resolve, this.o.connectMs))),
        ]);
        clearTimeout(timer);
        for (const s of seats.values())
          if (s.connection === null) this.o.say(`race ${id}: no bot has connected to drive ${s.seat} yet`);
      })());
    return new Promise((done) => {
      const thread = idleThreads.pop() ?? startThread('drive-worker');
      thread.ref();
      // Each outcome goes on a port of its own, and the count in `signal` wakes the thread waiting for it.
      const { port1: outcomes, port2 } = new MessageChannel();
      const signal = new Int32Array(new SharedArrayBuffer(4));
      let settled = false;
      const finish = (result: PrepareResult, reusable = false): void => {
        if (settled) return;
        settled = true;
        this.running.delete(stop);
        thread.off('message', heard).off('error', failed).off('exit', exited);
        outcomes.close();
        if (reusable && idleThreads.length < MAX_IDLE_THREADS) {
          thread.unref();
          idleThreads.push(thread);
        } else void thread.terminate();
        for (const s of seats.values()) void s.close();
        done(result);
      };
      const stop = () => finish({ ok: false, error: 'the relay closed before the race was resolved' });
      this.running.add(stop);
      const tell = (m: DriveOutcome) => {
        if (settled) return;
        outcomes.postMessage(m);
        Atomics.add(signal, 0, 1);
        Atomics.notify(signal, 0);
      };
      const heard = (m: FromDriveThread) => {
        if (m.type === 'send') seats.get(m.seat)?.send(m.message);
        else if (m.type === 'ask') {
          const seat = seats.get(m.seat)!;
          void whenConnected()
            .then(() => seat.ask(m.message))
            .then((outcome) => tell({ n: m.n, outcome }));
        } else if (m.type === 'fallback')
          this.o.say(`race ${id}: ${m.chariot}, decision ${m.decision}: ${m.why}; the AI decided instead`);
        else finish(m.result, true);
      };
      const failed = (e: Error) => finish({ ok: false, error: `the race's thread failed: ${e.message}` });
      const exited = (code: number) =>
        finish({ ok: false, error: `the race's thread stopped (exit code ${code})` });
      thread.on('message', heard).on('error', failed).on('exit', exited);
      thread.postMessage(
        {
          type: 'start',
          id,
          source,
          seats: [...seats.keys()],
          timeLimitMs: this.timeLimitFor(source),
          outcomes: port2,
          signal,
        } satisfies ToDriveThread,
        [port2],
      );
    });
  }

  /** A race's time per decision: the publisher's, when it asks for less than the relay's. */
  private timeLimitFor(source: RaceSource): number {
    const asked = source.inputs.botTimeLimitMs;
    return asked === undefined ? this.o.timeLimitMs : Math.min(asked, this.o.timeLimitMs);
  }
}
