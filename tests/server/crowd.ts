import WebSocket from 'ws';

/**
 * Many viewers on loopback, light enough that a thousand fit in one process beside the test: each
 * reads only the head of a message (type, race, turn, time) and times every turn's arrival against
 * the moment the relay was due to release it (the welcome's start, the turn's plan time and the
 * pace). What the events say is checked by the smaller tests; here it is who got what, and when.
 */

interface Follower {
  ws: WebSocket;
  /** Turns received per race, in order. */
  turns: Map<string, number[]>;
  ends: Set<string>;
  closedWith: number | null;
  /** When it said hello: turns due before then came as history. */
  helloAt: number;
}

interface RaceClock {
  startsAt: number;
  pace: number;
}

const HEAD = /^\{"v":1,"type":"(\w+)","race":"([a-z0-9-]+)"(?:,"turn":(-?\d+),"time":([-\d.e+]+))?/;

export class Crowd {
  /** Arrival minus due release, ms, for every `events` message of a live turn (not the history). */
  readonly lateness: number[] = [];
  readonly followers: Follower[] = [];
  private readonly clocks = new Map<string, RaceClock>();
  private waiters: Array<() => void> = [];

  private constructor(readonly url: string) {}

  /** Opens `n` viewers that say hello, a group at a time as a crowd arrives. */
  static async join(url: string, n: number, group = 50): Promise<Crowd> {
    const crowd = new Crowd(url);
    const opened: Array<Promise<void>> = [];
    for (let i = 0; i < n; i++) {
      opened.push(crowd.open());
      if (i % group === group - 1) await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(opened);
    return crowd;
  }

  private open(): Promise<void> {
    const ws = new WebSocket(this.url, { perMessageDeflate: false });
    const f: Follower = { ws, turns: new Map(), ends: new Set(), closedWith: null, helloAt: Infinity };
    this.followers.push(f);
    ws.on('message', (data: Buffer) => this.receive(f, data));
    ws.on('close', (code) => {
      f.closedWith = code;
      this.wake();
    });
    // A viewer that cannot connect is not an error of the crowd: it closes (1006) and counts as not held.
    ws.on('error', () => {});
    return new Promise((resolve) => {
      ws.once('close', () => resolve());
      ws.once('open', () => {
        ws.send(JSON.stringify({ v: 1, type: 'hello' }));
        f.helloAt = Date.now();
        resolve();
      });
    });
  }

  private receive(f: Follower, data: Buffer): void {
    const at = Date.now();
    const head = HEAD.exec(data.subarray(0, 200).toString('latin1'));
    if (!head) return;
    const [, type, race] = head;
    if (type === 'welcome') {
      const w = JSON.parse(data.toString()) as { startsAt: number; pace: number; liveTime: number };
      this.clocks.set(race!, { startsAt: w.startsAt, pace: w.pace });
      f.turns.set(race!, []);
    } else if (type === 'events') {
      const clock = this.clocks.get(race!);
      f.turns.get(race!)?.push(Number(head[3]));
      const due = clock ? clock.startsAt + (Number(head[4]) / clock.pace) * 1000 : at;
      // History a viewer asked for late is not late; a turn released while it watched is timed.
      if (due > f.helloAt) this.lateness.push(at - due);
    } else if (type === 'end') {
      f.ends.add(race!);
      this.wake();
    }
  }

  private wake(): void {
    for (const w of this.waiters) w();
  }

  /** Resolves once every follower still connected has the end of `race` (or the time runs out). */
  until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      this.waiters.push(check);
      check();
    });
  }

  ended(race: string, timeoutMs = 60_000): Promise<void> {
    return this.until(
      () => this.followers.every((f) => f.closedWith !== null || f.ends.has(race)),
      timeoutMs,
      `the end of ${race}`,
    );
  }

  /** The lateness quantile `p` (0..1), ms. */
  quantile(p: number): number {
    const s = [...this.lateness].sort((a, b) => a - b);
    return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  }

  close(): void {
    for (const f of this.followers) f.ws.terminate();
  }
}
