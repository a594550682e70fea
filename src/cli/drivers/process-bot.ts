/**
 * A bot that is a program: started with a shell command, spoken to over its standard input and
 * output, one JSON message a line (src/engine/kernel/bot-protocol.ts, docs/bots.md). What it writes
 * on standard error is passed on, each line marked with its seat.
 *
 * A bot never costs the race more than one time limit: a decision it does not answer in time goes
 * to the AI, and until the bot catches up (its late answer arrives, and is dropped) every decision
 * goes straight to the AI without waiting. A bot that exits, or cannot be started, is asked no
 * more. It runs in a process group of its own, which is killed when the race is over or quadriga
 * exits, so neither it nor anything it started is left running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type BotDecisionMessage, type BotMessage, readBotAnswer } from '../../engine/kernel/bot-protocol.ts';
import type { SeatOutcome, SeatDriver } from './drive.ts';
import { LineSplitter } from './lines.ts';

/**
 * The longest line read from a bot: an answer is a few hundred bytes; a program writing without
 * end must not make quadriga hold it all.
 */
export const MAX_LINE_BYTES = 1 << 20;

/** Every bot still running, killed if quadriga exits before closing them. */
const LIVE = new Set<ProcessBot>();
let hooked = false;

function killAllOnExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const bot of LIVE) bot.kill();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      for (const bot of LIVE) bot.kill();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
}

interface Waiting {
  id: number;
  resolve(outcome: SeatOutcome): void;
  timer: ReturnType<typeof setTimeout>;
}

export class ProcessBot implements SeatDriver {
  readonly by = 'bot' as const;
  private readonly child: ChildProcess;
  private waiting: Waiting | null = null;
  /** The decision it was last timed out on and has not answered since. */
  private owes: number | null = null;
  /** Why it is asked no more (it exited, or could not be started). */
  private gone: string | null = null;
  private readonly exited: Promise<void>;

  constructor(
    readonly seat: string,
    readonly command: string,
    private readonly say: (line: string) => void,
  ) {
    killAllOnExit();
    this.child = spawn(command, { shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    LIVE.add(this);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.stop(code !== null ? `exited with status ${code}` : `was stopped by ${signal}`);
        resolve();
      });
      this.child.once('error', (e) => {
        this.stop(`could not be started: ${e.message}`);
        resolve();
      });
    });
    // Writing to a bot that has gone fails with EPIPE; its exit says so already.
    this.child.stdin!.on('error', () => {});
    const lines = new LineSplitter(
      MAX_LINE_BYTES,
      (line) => this.heard(line),
      (bytes) => this.heardOverlong(bytes),
    );
    this.child.stdout!.on('data', (chunk: Buffer) => lines.push(chunk));
    this.child.stdout!.on('end', () => lines.close());
    const errors = new LineSplitter(
      MAX_LINE_BYTES,
      (line) => this.say(`[bot ${seat}] ${line}`),
      (bytes) => this.say(`[bot ${seat}] (a line of ${bytes} bytes, not shown)`),
    );
    this.child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk));
    this.child.stderr!.on('end', () => errors.close());
  }

  send(message: BotMessage): void {
    if (this.gone !== null || this.child.stdin!.destroyed) return;
    this.child.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  ask(message: BotDecisionMessage): Promise<SeatOutcome> {
    if (this.gone !== null) return Promise.resolve({ ok: false, why: `the bot ${this.gone}` });
    if (this.owes !== null)
      return Promise.resolve({
        ok: false,
        why: `the bot has still not answered decision ${this.owes}, so it was not asked`,
      });
    this.send(message);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        this.owes = message.id;
        resolve({ ok: false, why: `the bot did not answer within ${message.timeLimitMs} ms` });
      }, message.timeLimitMs);
      this.waiting = { id: message.id, resolve, timer };
    });
  }

  private settle(outcome: SeatOutcome): void {
    const w = this.waiting;
    if (!w) return;
    clearTimeout(w.timer);
    this.waiting = null;
    w.resolve(outcome);
  }

  private heard(line: string): void {
    if (line.trim() === '') return;
    const read = readBotAnswer(line);
    if (this.owes !== null && read.ok && read.value.id === this.owes) {
      // Its answer to a decision already made by the AI: too late to use; it is listening again.
      this.owes = null;
      return;
    }
    if (!this.waiting) {
      this.say(`[bot ${this.seat}] ignored, no decision is open: ${line.slice(0, 200)}`);
      return;
    }
    let outcome: SeatOutcome;
    if (!read.ok) outcome = { ok: false, why: `the bot wrote ${read.why}` };
    else if (read.value.id !== this.waiting.id)
      outcome = {
        ok: false,
        why: `the bot answered decision ${read.value.id}, but decision ${this.waiting.id} was asked`,
      };
    else
      outcome = {
        ok: true,
        value: read.value.value,
        ...(read.value.reason === undefined ? {} : { reason: read.value.reason }),
      };
    this.settle(outcome);
  }

  /** A line over the bound: a malformed answer to the open decision (the AI takes it). */
  private heardOverlong(bytes: number): void {
    const why = `the bot wrote a line of ${bytes} bytes (at most ${MAX_LINE_BYTES} are read)`;
    if (this.waiting) this.settle({ ok: false, why });
    else this.say(`[bot ${this.seat}] ignored: ${why}`);
  }

  private stop(why: string): void {
    if (this.gone !== null) return;
    this.gone = why;
    this.settle({ ok: false, why: `the bot ${why}` });
  }

  /** Kills the bot's whole process group at once. */
  kill(): void {
    LIVE.delete(this);
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  /** Closes its input (a bot should exit then), waits a moment, and kills what is left. */
  async close(graceMs = 1000): Promise<void> {
    this.child.stdin!.end();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.exited, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    this.kill();
  }
}
