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
import type { BotDecisionMessage, BotMessage } from '../../engine/kernel/bot-protocol.ts';
import { BotConversation } from './bot-conversation.ts';
import type { SeatDriver, SeatOutcome } from './drive.ts';
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

export class ProcessBot implements SeatDriver {
  readonly by = 'bot' as const;
  private readonly child: ChildProcess;
  private readonly talk: BotConversation;
  private readonly exited: Promise<void>;

  constructor(
    readonly seat: string,
    readonly command: string,
    private readonly say: (line: string) => void,
  ) {
    killAllOnExit();
    this.child = spawn(command, { shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    LIVE.add(this);
    this.talk = new BotConversation(
      (message) => {
        if (!this.child.stdin!.destroyed) this.child.stdin!.write(`${JSON.stringify(message)}\n`);
      },
      (line) => say(`[bot ${seat}] ${line}`),
    );
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.talk.stop(code !== null ? `exited with status ${code}` : `was stopped by ${signal}`);
        resolve();
      });
      this.child.once('error', (e) => {
        this.talk.stop(`could not be started: ${e.message}`);
        resolve();
      });
    });
    // Writing to a bot that has gone fails with EPIPE; its exit says so already.
    this.child.stdin!.on('error', () => {});
    const lines = new LineSplitter(
      MAX_LINE_BYTES,
      (line) => this.talk.heard(line),
      (bytes) =>
        this.talk.heardJunk(`the bot wrote a line of ${bytes} bytes (at most ${MAX_LINE_BYTES} are read)`),
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
    this.talk.send(message);
  }

  ask(message: BotDecisionMessage): Promise<SeatOutcome> {
    return this.talk.ask(message);
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
