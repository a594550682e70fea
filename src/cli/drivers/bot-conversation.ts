/**
 * The bot protocol's conversation with one seat's bot, whatever carries it (a program's pipes,
 * process-bot.ts; the relay's WebSocket, src/server/bot-seats.ts): a decision is asked and the
 * answer waited for within its time limit; whatever else comes is a reason for the AI to decide.
 *
 * A bot never costs the race more than one time limit: a decision it does not answer in time goes
 * to the AI, and until the bot catches up (its late answer arrives, and is dropped) every decision
 * goes straight to the AI without waiting. A bot that is gone for good is asked no more.
 */
import { type BotDecisionMessage, type BotMessage, readBotAnswer } from '../../engine/kernel/bot-protocol.ts';
import type { SeatOutcome } from './drive.ts';

interface Waiting {
  id: number;
  resolve(outcome: SeatOutcome): void;
  timer: ReturnType<typeof setTimeout>;
}

export class BotConversation {
  private waiting: Waiting | null = null;
  /** The decision it was last timed out on and has not answered since. */
  private owes: number | null = null;
  /** Why it is asked no more. */
  private gone: string | null = null;

  constructor(
    /** Carries a message to the bot. */
    private readonly write: (message: BotMessage) => void,
    /** Says something about the bot to whoever runs the race (a line of its own). */
    private readonly say: (line: string) => void,
  ) {}

  send(message: BotMessage): void {
    if (this.gone === null) this.write(message);
  }

  ask(message: BotDecisionMessage): Promise<SeatOutcome> {
    if (this.gone !== null) return Promise.resolve({ ok: false, why: `the bot ${this.gone}` });
    if (this.owes !== null)
      return Promise.resolve({
        ok: false,
        why: `the bot has still not answered decision ${this.owes}, so it was not asked`,
      });
    this.write(message);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        this.owes = message.id;
        resolve({ ok: false, why: `the bot did not answer within ${message.timeLimitMs} ms` });
      }, message.timeLimitMs);
      this.waiting = { id: message.id, resolve, timer };
    });
  }

  /** A line the bot wrote: the answer to the open decision, a late one, or something that is not one. */
  heard(line: string): void {
    if (line.trim() === '') return;
    const read = readBotAnswer(line);
    if (this.owes !== null && read.ok && read.value.id === this.owes) {
      // Its answer to a decision already made by the AI: too late to use; it is listening again.
      this.owes = null;
      return;
    }
    if (!this.waiting) {
      this.say(`ignored, no decision is open: ${line.slice(0, 200)}`);
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

  /** Something that cannot be an answer (a line over the bound): the open decision goes to the AI. */
  heardJunk(why: string): void {
    if (this.waiting) this.settle({ ok: false, why });
    else this.say(`ignored: ${why}`);
  }

  /** The bot is gone for good (it exited, could not be started): asked no more from now on. */
  stop(why: string): void {
    if (this.gone !== null) return;
    this.gone = why;
    this.settle({ ok: false, why: `the bot ${why}` });
  }

  private settle(outcome: SeatOutcome): void {
    const w = this.waiting;
    if (!w) return;
    clearTimeout(w.timer);
    this.waiting = null;
    w.resolve(outcome);
  }
}
