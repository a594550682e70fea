import { createHash, timingSafeEqual } from 'node:crypto';

/** A token bucket: `burst` at once, then one more every `refillMs`. */
export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly refillMs: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes a token if there is one. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until a token is there. */
  wait(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) * this.refillMs);
  }

  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + (now - this.at) / this.refillMs);
    this.at = now;
  }
}

/** Compares a publish token without leaking, through timing, how much of it (or its length) is right. */
export function tokenMatches(expected: string, given: string): boolean {
  const digest = (s: string): Buffer => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * A bucket per address (wrong publish tokens, new connections): `burst` at once, then one more
 * every `refillMs`. The table forgets addresses whose buckets are full again once it passes
 * `maxAddresses`, and the oldest after that, so it never grows without bound.
 */
export class RateTable {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly burst: number,
    private readonly refillMs: number,
    private readonly maxAddresses = 10_000,
  ) {}

  /** Whether the address has used up its allowance. */
  exhausted(address: string, now: number): boolean {
    return (this.buckets.get(address)?.wait(now) ?? 0) > 0;
  }

  /** Takes one from the address's allowance; false when there was none left. */
  take(address: string, now: number): boolean {
    let b = this.buckets.get(address);
    if (!b) {
      if (this.buckets.size >= this.maxAddresses) this.forget(now);
      b = new Bucket(this.burst, this.refillMs, now);
      this.buckets.set(address, b);
    }
    return b.take(now);
  }

  private forget(now: number): void {
    for (const [a, b] of this.buckets) if (b.full(now)) this.buckets.delete(a);
    for (const a of this.buckets.keys()) {
      if (this.buckets.size < this.maxAddresses) break;
      this.buckets.delete(a);
    }
  }
}
