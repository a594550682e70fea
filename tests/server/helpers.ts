import { afterEach } from 'vitest';
import WebSocket from 'ws';
import type { CliIo } from '../../src/cli/io.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import type { RaceInputs, ServerMessage } from '../../src/server/protocol.ts';
import { type Relay, type RelayOptions, startRelay } from '../../src/server/relay.ts';
import { buildSchedule } from '../../src/server/schedule.ts';
import type { SocketFactory, SocketLike } from '../../src/ui/live.ts';

/** A short race (four chariots, one lap) so that a test runs it whole at a fast pace. */
export const RACE: RaceInputs = {
  ruleset: 'crudis',
  seed: 7,
  setup: { ...defaultSetup(4), options: { laps: 1 } },
};

export function resolved(inputs: RaceInputs = RACE): RaceLog {
  const r = simulate(inputs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * A relay clock (RelayOptions.now) that stops at the moment half of `log`'s events are out, once
 * told the race's start (`from`), until `release`: the relay sends no more of the race meanwhile,
 * however late the test looks (a fixed pace let a loaded machine's stall run a race out before the
 * test looked at it mid-way). It stops on a turn's moment, so the next is a whole turn off and the
 * relay's timer sleeps rather than spins. Released, it jumps to the real time: what fell due since
 * goes out at once.
 */
export function halfwayClock(
  log: RaceLog,
  pace: number,
): { now: () => number; from(startsAt: number): void; release(): void } {
  const planned = buildSchedule(log);
  if (!planned.ok) throw new Error(planned.error);
  const half = planned.schedule.batches.find((b) => b.lastSeq + 1 >= log.events.length / 2)!;
  let stop = Number.POSITIVE_INFINITY;
  return {
    now: () => Math.min(Date.now(), stop),
    from: (startsAt) => {
      stop = startsAt + (half.time / pace) * 1000;
    },
    release: () => {
      stop = Number.POSITIVE_INFINITY;
    },
  };
}

export async function relay(options: Partial<RelayOptions> = {}): Promise<Relay> {
  const r = await startRelay({ race: RACE, pace: 200, staticDir: null, ...options });
  if (!r.ok) throw new Error(r.error);
  return r.relay;
}

/** The `ws` client as the viewer's socket. */
export const wsFactory: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/** A raw client that records every message, for checking the protocol itself. */
export class Client {
  readonly messages: ServerMessage[] = [];
  readonly arrivals: number[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.arrivals.push(Date.now());
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      for (const w of this.waiters) w();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const w of this.waiters) w();
      });
    });
    ws.on('error', () => {});
  }

  static open(url: string, options?: WebSocket.ClientOptions): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, options);
      const client = new Client(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Opens and says hello. */
  static async join(url: string, hello: Record<string, unknown> = {}): Promise<Client> {
    const c = await Client.open(url);
    c.send({ v: 1, type: 'hello', ...hello });
    return c;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Waits until `done` holds over the messages so far (or the time runs out: a hang guard, not a
   * speed bound, so long enough for a loaded machine; a race at the tests' slowest pace runs ~5 s).
   */
  until(done: (messages: ServerMessage[]) => boolean, timeoutMs = 30_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        if (!done(this.messages)) return false;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve();
        return true;
      };
      const waiter = (): void => {
        check();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out; messages: ${this.messages.map((m) => m.type).join(' ')}`));
      }, timeoutMs);
      if (!check()) this.waiters.push(waiter);
    });
  }

  ended(): Promise<void> {
    return this.until((ms) => ms.some((m) => m.type === 'end'));
  }

  /** seqs of every event received, in order of arrival. */
  seqs(): number[] {
    return this.messages.flatMap((m) => (m.type === 'events' ? m.events.map((e) => e.seq) : []));
  }

  close(): void {
    this.ws.close();
  }
}

export const range = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => from + i);

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A command line's input and output held in memory: what it printed, and the io to run it with. */
export function captureIo(): { out: { stdout: string; stderr: string }; cli: CliIo } {
  const out = { stdout: '', stderr: '' };
  const cli: CliIo = {
    out: (t) => {
      out.stdout += t;
    },
    err: (t) => {
      out.stderr += t;
    },
    stdin: async () => '',
  };
  return { out, cli };
}

/**
 * The relays and clients a test file's tests open, closed after each test: push each into the
 * returned lists (register once per file, at its top level).
 */
export function closedAfterEach(): { relays: Relay[]; clients: Client[] } {
  const opened = { relays: [] as Relay[], clients: [] as Client[] };
  afterEach(async () => {
    for (const c of opened.clients) c.close();
    await Promise.all(opened.relays.map((r) => r.close()));
    opened.relays.length = 0;
    opened.clients.length = 0;
  });
  return opened;
}
