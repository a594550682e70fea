import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { driveSession, type SeatDriver, type SeatOutcome } from '../cli/drivers/drive.ts';
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

/** The relay → the thread: the race to drive, then each remote seat's outcome for a decision asked. */
export type ToDriveThread =
  | { type: 'start'; id: string; source: RaceSource; seats: string[]; timeLimitMs: number }
  | { type: 'outcome'; n: number; outcome: SeatOutcome };

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

/** Decisions asked of the relay, by number, waiting for their outcome. */
const waiting = new Map<number, (outcome: SeatOutcome) => void>();
let asked = 0;

/** A remote seat as the session sees it: each message and question goes to the relay. */
class RelayedSeat implements SeatDriver {
  readonly by = 'bot' as const;
  constructor(private readonly seat: string) {}
  send(message: BotMessage): void {
    post({ type: 'send', seat: this.seat, message });
  }
  ask(message: BotDecisionMessage): Promise<SeatOutcome> {
    const n = ++asked;
    post({ type: 'ask', n, seat: this.seat, message });
    return new Promise((resolve) => waiting.set(n, resolve));
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
    const log = await driveSession(started.value, new Map(job.seats.map((s) => [s, new RelayedSeat(s)])), {
      timeLimitMs: job.timeLimitMs,
      onFallback: (chariot, decision, why) => post({ type: 'fallback', chariot, decision, why }),
    });
    return prepareRace(job.id, job.source, log);
  } catch (e) {
    return { ok: false, error: `the race stopped: ${(e as Error).message}` };
  }
}

port.on('message', (m: ToDriveThread) => {
  if (m.type === 'outcome') {
    const resolve = waiting.get(m.n);
    waiting.delete(m.n);
    resolve?.(m.outcome);
    return;
  }
  void drive(m).then((result) =>
    post(
      { type: 'done', result },
      result.ok
        ? ([
            result.race.bytes.buffer,
            result.race.messageStart.buffer,
            result.race.eventStart.buffer,
          ] as ArrayBuffer[])
        : [],
    ),
  );
});
