import { setPriority } from 'node:os';
import { type MessagePort, parentPort, receiveMessageOnPort } from 'node:worker_threads';
import { driveThrough, type SeatOutcome, type WaitingSeat } from '../cli/drivers/drive.ts';
import type { BotDecisionMessage, BotMessage } from '../engine/kernel/bot-protocol.ts';
import { startSession } from '../engine/rulesets/session.ts';
import { type PrepareResult, prepareRace } from './prepared-race.ts';
import type { RaceSource } from './sources.ts';

/**
 * The thread of one race with remote bot seats (bot-seats.ts): it runs the race's session, the AI
 * of the other chariots and the encoding of the finished race here, off the relay's event loop, and
 * asks the relay for each remote seat's answer. The relay keeps the bots' conversations (their
 * connections, time limits, malformed answers); this thread sees each decision's outcome only.
 */

/**
 * The relay → the thread: the race to drive. Each remote seat's outcome for a decision asked comes
 * on `outcomes`, and `signal`'s first cell is counted up after each: the thread waits for it where
 * the race stands, so that the race is run once (not again from its start at each answer).
 */
export interface ToDriveThread {
  type: 'start';
  id: string;
  source: RaceSource;
  seats: string[];
  timeLimitMs: number;
  outcomes: MessagePort;
  signal: Int32Array;
}

/** An outcome on the thread's `outcomes` port: for decision `n`. */
export interface DriveOutcome {
  n: number;
  outcome: SeatOutcome;
}

/** The thread → the relay: a message for a seat's bot, a decision to ask it, a fallback to log, the end. */
export type FromDriveThread =
  | { type: 'send'; seat: string; message: BotMessage }
  | { type: 'ask'; n: number; seat: string; message: BotDecisionMessage }
  | { type: 'fallback'; chariot: string; decision: number; why: string }
  | { type: 'done'; result: PrepareResult };

try {
  setPriority(10);
} catch {
  // Not permitted on this platform: the thread still keeps the event loop free.
}

const port = parentPort;
if (!port) throw new Error('drive-worker.ts runs as a worker thread of the relay');
const post = (m: FromDriveThread, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

let asked = 0;

/** A remote seat as the race sees it: each message goes to the relay, each question waits for its outcome. */
class RelayedSeat implements WaitingSeat {
  readonly by = 'bot' as const;
  constructor(
    private readonly seat: string,
    private readonly job: ToDriveThread,
  ) {}
  send(message: BotMessage): void {
    post({ type: 'send', seat: this.seat, message });
  }
  askNow(message: BotDecisionMessage): SeatOutcome {
    const n = ++asked;
    post({ type: 'ask', n, seat: this.seat, message });
    const { outcomes, signal } = this.job;
    for (;;) {
      // Read the count before looking, so that an outcome posted in between is not slept through.
      const seen = Atomics.load(signal, 0);
      const got = receiveMessageOnPort(outcomes)?.message as DriveOutcome | undefined;
      if (got?.n === n) return got.outcome;
      // (An outcome for an earlier question cannot come: each is waited for in turn.) The relay
      // counts up after each outcome; waking now and then lets a terminated thread stop.
      if (got === undefined) Atomics.wait(signal, 0, seen, 1000);
    }
  }
  ask(message: BotDecisionMessage): Promise<SeatOutcome> {
    return Promise.resolve(this.askNow(message));
  }
  async close(): Promise<void> {}
}

async function drive(job: Extract<ToDriveThread, { type: 'start' }>): Promise<PrepareResult> {
  const { ruleset, seed, setup } = job.source.inputs;
  const started = startSession({
    ruleset,
    seed,
    setup,
    dice: 'seeded',
    outside: Object.fromEntries(job.seats.map((s) => [s, 'bot' as const])),
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
  try {
    const log = await driveThrough(
      started.value,
      new Map(job.seats.map((s) => [s, new RelayedSeat(s, job)])),
      {
        timeLimitMs: job.timeLimitMs,
        onFallback: (chariot, decision, why) => post({ type: 'fallback', chariot, decision, why }),
      },
    );
    return prepareRace(job.id, job.source, log);
  } catch (e) {
    return { ok: false, error: `the race stopped: ${(e as Error).message}` };
  }
}

port.on('message', (m: ToDriveThread) => {
  void drive(m).then((result) => {
    m.outcomes.close();
    post(
      { type: 'done', result },
      result.ok
        ? ([
            result.race.bytes.buffer,
            result.race.messageStart.buffer,
            result.race.eventStart.buffer,
          ] as ArrayBuffer[])
        : [],
    );
  });
});
