/**
 * How much the relay may have sent to a viewer that the viewer has not yet read. The kernel keeps
 * whatever the relay writes until the other side reads it (megabytes per socket), so the relay's
 * own buffer says nothing about a viewer that stopped reading. WebSocket pings say it: a client
 * answers a ping only after reading everything sent before it. So the relay pings with the count
 * of bytes sent so far, and each pong acknowledges that count. A viewer may hold at most `window`
 * unacknowledged bytes, and all viewers together at most the budget's `total`.
 */
export class FlowBudget {
  inFlight = 0;
  /** Flows counted (viewers connected). */
  members = 0;
  constructor(readonly total: number) {}

  /** Each viewer's fair part of the budget. */
  share(): number {
    return this.total / Math.max(1, this.members);
  }
}

export type FlowVerdict = 'ok' | 'window' | 'budget';

export class Flow {
  /** Bytes handed to the socket, acknowledged by a pong, and covered by the last ping. */
  sent = 0;
  acked = 0;
  pinged = 0;
  /** When the ping in flight went out (ms). */
  pingedAt = 0;
  /** Since when the viewer has held bytes it has not acknowledged (ms; 0 while it holds none). */
  holdingSince = 0;

  constructor(
    private readonly budget: FlowBudget,
    readonly window: number,
  ) {
    budget.members++;
  }

  inFlight(): number {
    return this.sent - this.acked;
  }

  /**
   * Whether `size` more bytes may go now: within the viewer's window, and while the budget over all
   * viewers is spent, within its fair share of it (so viewers that do not read hold each other back,
   * never those that do). A viewer holding nothing unread may always take one message, however
   * large, so that nothing waits forever.
   */
  verdict(size: number): FlowVerdict {
    const mine = this.sent - this.acked;
    if (mine === 0) return 'ok';
    if (mine + size > this.window) return 'window';
    if (this.budget.inFlight + size > this.budget.total && mine + size > this.budget.share()) return 'budget';
    return 'ok';
  }

  wrote(size: number, now: number): void {
    if (this.sent === this.acked) this.holdingSince = now;
    this.sent += size;
    this.budget.inFlight += size;
  }

  /**
   * A ping is due when none is in flight and either a good part of what the viewer may hold went
   * out since the last one or the viewer is held back (only a pong can let it go on). One ping in
   * flight per viewer: a viewer that reads acknowledges about once per round trip, and a crowd
   * reading small live turns costs a ping every few turns, not one per message.
   */
  pingDue(blocked: boolean): boolean {
    if (this.sent === this.pinged || this.acked < this.pinged) return false;
    if (blocked) return true;
    // Each ping costs a frame out and a pong to read: a reader is asked once per sixteenth of its
    // window (every nine turns or so of a default race), and more often only while the budget over
    // all viewers is more than half spent, when what each holds must be known soon.
    const pressed = this.budget.inFlight * 2 > this.budget.total;
    const every = pressed ? Math.min(this.window / 16, this.budget.share() / 4) : this.window / 16;
    return this.sent - this.pinged >= every;
  }

  /**
   * Whether the viewer has held unacknowledged bytes for `patienceMs` without a ping out to ask:
   * the relay asks then, so a viewer that stopped reading is found however little it holds (a
   * reader holding a turn or two is asked by `pingDue` soon enough, at no cost per turn).
   */
  holdingTooLong(now: number, patienceMs: number): boolean {
    return this.sent > this.acked && this.acked >= this.pinged && now - this.holdingSince >= patienceMs;
  }

  /** The payload of the next ping (the bytes sent so far), sent at `now`. */
  ping(now: number): string {
    this.pinged = this.sent;
    this.pingedAt = now;
    return String(this.sent);
  }

  /** Whether a ping has gone unanswered for longer than `patienceMs`. */
  overdue(now: number, patienceMs: number): boolean {
    return this.acked < this.pinged && now - this.pingedAt > patienceMs;
  }

  /** A pong's payload; true when it acknowledged bytes not acknowledged before. */
  pong(payload: string): boolean {
    const mark = Number(payload);
    if (!Number.isSafeInteger(mark) || mark <= this.acked) return false;
    const upTo = Math.min(mark, this.sent);
    this.budget.inFlight -= upTo - this.acked;
    this.acked = upTo;
    // What is left was sent after the ping went out.
    this.holdingSince = this.pingedAt;
    return true;
  }

  /** The viewer is gone: what it held no longer counts. */
  release(): void {
    this.budget.inFlight -= this.sent - this.acked;
    this.acked = this.sent;
    this.budget.members--;
  }
}
