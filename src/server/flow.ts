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
  constructor(readonly total: number) {}
}

export type FlowVerdict = 'ok' | 'window' | 'budget';

export class Flow {
  /** Bytes handed to the socket, acknowledged by a pong, and covered by the last ping. */
  sent = 0;
  acked = 0;
  pinged = 0;

  constructor(
    private readonly budget: FlowBudget,
    readonly window: number,
  ) {}

  inFlight(): number {
    return this.sent - this.acked;
  }

  /**
   * Whether `size` more bytes may go now. A viewer holding nothing unread may always take one
   * message, however large, so that nothing waits forever.
   */
  verdict(size: number): FlowVerdict {
    const mine = this.sent - this.acked;
    if (mine === 0) return 'ok';
    if (mine + size > this.window) return 'window';
    if (this.budget.inFlight + size > this.budget.total) return 'budget';
    return 'ok';
  }

  wrote(size: number): void {
    this.sent += size;
    this.budget.inFlight += size;
  }

  /** A ping is due: a quarter of the window sent since the last, or `blocked` with bytes not pinged. */
  pingDue(blocked: boolean): boolean {
    return this.sent - this.pinged >= this.window / 4 || (blocked && this.pinged < this.sent);
  }

  /** The payload of the next ping: the bytes sent so far. */
  ping(): string {
    this.pinged = this.sent;
    return String(this.sent);
  }

  /** A pong's payload; true when it acknowledged bytes not acknowledged before. */
  pong(payload: string): boolean {
    const mark = Number(payload);
    if (!Number.isSafeInteger(mark) || mark <= this.acked) return false;
    const upTo = Math.min(mark, this.sent);
    this.budget.inFlight -= upTo - this.acked;
    this.acked = upTo;
    return true;
  }

  /** The viewer is gone: what it held no longer counts. */
  release(): void {
    this.budget.inFlight -= this.sent - this.acked;
    this.acked = this.sent;
  }
}
