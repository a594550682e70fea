// Types only: the relay's code stays out of the page's bundle.
import type { SegmentIndex, ServerMessage, Welcome } from '../server/protocol.ts';
import { type LiveChange, LiveLog, type LiveStatus } from './live.ts';

/**
 * Following a live race through its HTTP segments (the relay's `/segments/`, usually through a
 * caching proxy or CDN) instead of a WebSocket: the index is polled with `If-None-Match`, so an
 * unchanged one costs a 304; each segment not yet held is fetched once, in order, and fed to the
 * same `LiveLog` the WebSocket feed fills. Runs in Node too (the tests pass their own fetch).
 */

/** The part of `fetch` the feed uses. */
export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string> },
) => Promise<{
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export interface SegmentFeedOptions {
  /** The index's address, e.g. `https://cdn.example/segments/index.json`. */
  url: string;
  fetch?: FetchLike;
  /** Ms between polls of the index (it is fresh for a second). */
  pollMs?: number;
  onChange?: (feed: SegmentFeed, change: LiveChange) => void;
  onStatus?: (status: LiveStatus, detail: string) => void;
  /** Wall clock (ms), for the live moment of a race joined late. */
  now?: () => number;
}

export class SegmentFeed {
  readonly log = new LiveLog();
  lastError: string | null = null;
  /** Requests made, and index polls answered 304 Not Modified. */
  requests = 0;
  notModified = 0;
  private etag: string | null = null;
  /** The next segment to fetch, and whether the race's end is held. */
  private next = 0;
  private endHeld = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private failures = 0;

  constructor(private readonly options: SegmentFeedOptions) {}

  start(): this {
    this.options.onStatus?.('connecting', this.options.url);
    void this.poll();
    return this;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.options.onStatus?.('stopped', 'stopped');
  }

  /** One poll: the index, then whatever it says is out that the feed does not hold yet. */
  async poll(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    let wait = this.options.pollMs ?? 1000;
    try {
      await this.update();
      if (this.failures > 0) this.options.onStatus?.('open', this.options.url);
      this.failures = 0;
    } catch (e) {
      this.lastError = (e as Error).message;
      this.failures++;
      wait = Math.min(10_000, wait * 2 ** Math.min(4, this.failures));
      this.options.onStatus?.('retrying', `${this.lastError}; again in ${Math.round(wait)} ms`);
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.poll(), wait);
  }

  private async get(
    path: string,
    etag: string | null = null,
  ): Promise<{ text: string; etag: string | null } | null> {
    const fetch = this.options.fetch ?? (globalThis.fetch as unknown as FetchLike);
    this.requests++;
    const url = new URL(path, this.options.url).href;
    const res = await fetch(url, etag === null ? {} : { headers: { 'if-none-match': etag } });
    if (res.status === 304) return null;
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return { text: await res.text(), etag: res.headers.get('etag') };
  }

  private async update(): Promise<void> {
    const got = await this.get(this.options.url, this.etag);
    if (got === null) {
      this.notModified++;
      return;
    }
    const index = JSON.parse(got.text) as SegmentIndex;
    if (index.v !== 1 || index.race === null) return;
    const race = index.race;
    if (race !== this.log.race) {
      const header = await this.get(`${race}/header.json`);
      if (header === null) return;
      const welcome = JSON.parse(header.text) as Welcome;
      const now = (this.options.now ?? Date.now)();
      const startsAt = index.startsAt ?? welcome.startsAt;
      this.apply({ ...welcome, startsAt, liveTime: ((now - startsAt) / 1000) * welcome.pace });
      this.next = 0;
      this.endHeld = false;
    } else if (this.log.welcome && index.startsAt !== null) {
      this.log.welcome.startsAt = index.startsAt;
    }
    // What is out and not held, fetched together and taken in order.
    if (this.next < index.segments) {
      const ks = Array.from({ length: index.segments - this.next }, (_, i) => this.next + i);
      const texts = await Promise.all(ks.map((k) => this.get(`${race}/${k}.json`)));
      for (const t of texts) this.apply(JSON.parse(t!.text) as ServerMessage);
      this.next = index.segments;
    }
    if (index.ended && !this.endHeld) {
      const end = await this.get(`${race}/end.json`);
      this.apply(JSON.parse(end!.text) as ServerMessage);
      this.endHeld = true;
    }
    // Only once everything it names is held: a failed fetch asks for the same index again.
    this.etag = got.etag;
  }

  private apply(m: ServerMessage): void {
    const change = this.log.apply(m);
    if (change === 'gap')
      throw new Error(`segment of turn ${m.type === 'events' ? m.turn : '?'} out of order`);
    if (change === 'reset' || change === 'resumed' || change === 'events' || change === 'end')
      this.options.onChange?.(this, change);
  }
}
