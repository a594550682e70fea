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
 * Wrong publish tokens, counted per address: `burst` of them, then one more every `refillMs`; an
 * address past that is refused without its token being looked at. The table forgets addresses whose
 * allowance has refilled once it passes `maxAddresses`.
 */
export class AuthGuard {
  private readonly failures = new Map<string, Bucket>();

  constructor(
    private readonly burst: number,
    private readonly refillMs: number,
    private readonly maxAddresses = 10_000,
  ) {}

  blocked(address: string, now: number): boolean {
    return (this.failures.get(address)?.wait(now) ?? 0) > 0;
  }

  failed(address: string, now: number): void {
    let b = this.failures.get(address);
    if (!b) {
      if (this.failures.size >= this.maxAddresses) this.forget(now);
      b = new Bucket(this.burst, this.refillMs, now);
      this.failures.set(address, b);
    }
    b.take(now);
  }

  private forget(now: number): void {
    for (const [a, b] of this.failures) if (b.full(now)) this.failures.delete(a);
    // Still full of live offenders: the oldest go (a Map keeps insertion order).
    for (const a of this.failures.keys()) {
      if (this.failures.size < this.maxAddresses) break;
      this.failures.delete(a);
    }
  }
}
