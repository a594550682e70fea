import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson } from '../engine/log/canonical.ts';
import { checkInput } from '../engine/rulesets/simulate-input.ts';
import { endsAt, type LiveRace } from './live-race.ts';
import { type PreparedRace, preparedBytes } from './prepared-race.ts';
import type { RaceInputs } from './protocol.ts';
import type { Resolver } from './resolver.ts';
import type { RaceSequence, RaceSource, RecordedLog } from './sources.ts';
import type { RelayState } from './state-file.ts';

/**
 * The relay's programme: the race running now, the races waiting their turn, and the back-to-back
 * sequence after them. Every race is resolved once, off the event loop, in the order it will run.
 *
 * An id and a start time given to a publisher are promises. A race takes its place in the queue
 * when it is published and keeps it; its start time is fixed (and told) once it and every race
 * before it are resolved, since it is the end of the race before plus the gap. Published races run
 * before the sequence continues; a race of the sequence only joins the queue when the one before
 * it has ended and nobody is waiting.
 */

export interface ProgramHooks<P> {
  /** The current race has ended: its last events and footer go out before any other race is announced. */
  ended(live: LiveRace): void;
  /** A race became the current one: its header goes to every viewer. */
  announce(live: LiveRace): void;
  /**
   * A published race's start time is fixed (the promise kept from now on), or moved by the
   * operator (a hold, a start, a skip or a new order).
   */
  scheduled(publisher: P, id: string, startsAt: number): void;
  /** The operator took a waiting race off the programme. */
  removed(publisher: P | null, id: string): void;
  /** A race of the queue did not resolve and was taken out. */
  failed(publisher: P | null, id: string, error: string): void;
  /** A race was resolved or taken out: the relay's next timer may move. */
  changed(): void;
  /** The race on air was moved in time (a hold's end, a start brought forward): viewers are told. */
  retimed(live: LiveRace): void;
  say(line: string): void;
}

export interface ProgramOptions<P> {
  /** The back-to-back sequence: seeds counting up, the demo channel, recorded logs. */
  sequence: RaceSequence;
  /** Races in the sequence; null runs it forever. */
  races: number | null;
  pace: number;
  gapMs: number;
  delayMs: number;
  /** Published races that may wait at once, and the bytes their prepared feeds may hold. */
  maxQueued: number;
  maxQueuedBytes: number;
  now: () => number;
  resolver: Resolver;
  /** What a relay with --state saved; null starts afresh. */
  saved: RelayState | null;
  persist: ((state: RelayState) => void) | null;
  hooks: ProgramHooks<P>;
}

export type PublishAnswer =
  | { ok: true; id: string; ahead: number }
  | { ok: false; code: 'bad-race' | 'queue-full'; message: string };

interface Entry<P> {
  id: string;
  source: RaceSource;
  /** Who published it; null for the relay's own races. */
  publisher: P | null;
  prepared: PreparedRace | null;
  startsAt: number | null;
  /** The start time its publisher was last told. */
  told: number | null;
}

/** What an operator's command did, or why it could not. */
export type OperatorAnswer = { ok: true } | { ok: false; message: string };

/** A saved race may start at most this far ahead: further means a damaged file or a moved clock. */
export const MAX_SAVED_AHEAD_MS = 2 * 86_400_000;

export class RaceProgram<P> {
  current: LiveRace | null = null;
  /** The current race has ended (its footer is due to everyone). */
  ended = false;
  private lastEnd: number;
  private readonly waiting: Array<Entry<P>> = [];
  private nonce: string;
  private ordinal = 0;
  /** Index in the sequence of its next race. */
  private next = 0;
  private remaining: number | null;
  private resolving: Entry<P> | null = null;
  private closed = false;
  /** Wall-clock ms at which the operator held the programme; null while it runs. */
  private heldAt: number | null = null;

  constructor(private readonly o: ProgramOptions<P>) {
    this.lastEnd = o.now();
    this.nonce = randomBytes(12).toString('hex');
    this.remaining = o.races;
  }

  /** Restores the saved programme or takes on the first race; an error when it cannot run. */
  async start(): Promise<string | null> {
    const s = this.o.saved;
    if (s) {
      this.nonce = s.nonce;
      this.ordinal = s.ordinal;
      this.heldAt = s.heldAt ?? null;
    }
    const restoring = s !== null && (s.current !== null || s.queue.length > 0);
    if (s && restoring) {
      this.next = s.next;
      this.remaining = s.remaining;
      if (s.current) {
        const ahead = s.current.startsAt - this.o.now();
        if (ahead > MAX_SAVED_AHEAD_MS) {
          return `the saved race ${s.current.id} starts ${Math.round(ahead / 1000)} s from now, more than ${MAX_SAVED_AHEAD_MS / 86_400_000} days ahead: the state file is damaged or the clock moved`;
        }
        const r = await this.o.resolver.resolve(s.current.id, savedSource(s.current), this.o.hooks.say);
        if (!r.ok) return `saved race ${s.current.id}: ${r.error}`;
        // Even if its time ran out meanwhile: viewers coming back still get its end.
        this.current = { race: r.race, startsAt: s.current.startsAt, pace: s.current.pace };
        if (s.current.skippedAt !== undefined) this.current.skippedAt = s.current.skippedAt;
        this.o.hooks.say(`resuming race ${r.race.id}`);
      }
      for (const q of s.queue) {
        this.waiting.push({
          id: q.id,
          source: savedSource(q),
          publisher: null,
          prepared: null,
          startsAt: q.startsAt,
          told: q.startsAt,
        });
      }
    } else {
      const source = this.o.sequence(0);
      // A recorded log was checked when it was read; inputs are checked here, before going on air.
      const checked = source.log ? null : checkInput(source.inputs);
      if (checked && !checked.ok) return checked.error.message;
      const first = this.takeFromSequence();
      const r = await this.o.resolver.resolve(first.id, first.source, this.o.hooks.say);
      if (!r.ok) return r.error;
      first.prepared = r.race;
      // The gap before the first race counts from the moment the relay can show it.
      this.lastEnd = this.time();
    }
    this.advance();
    return null;
  }

  /** Queues a published race: its id and place now, its start time once it can be known. */
  publish(inputs: RaceInputs, publisher: P): PublishAnswer {
    // The cheap checks now, so most bad races are refused at once; the rest when it is resolved.
    const checked = checkInput(inputs);
    if (!checked.ok) return { ok: false, code: 'bad-race', message: checked.error.message };
    const published = this.waiting.filter((e) => e.publisher !== null);
    const bytes = this.waiting.reduce((n, e) => n + (e.prepared ? preparedBytes(e.prepared) : 0), 0);
    if (published.length >= this.o.maxQueued || bytes >= this.o.maxQueuedBytes) {
      return {
        ok: false,
        code: 'queue-full',
        message: `the relay's queue is full (${published.length} races waiting, ${Math.round(bytes / 2 ** 20)} MB): publish again after a race has run`,
      };
    }
    const ahead = (this.current && !this.ended ? 1 : 0) + this.waiting.length;
    const entry = this.take({ inputs }, publisher);
    this.o.hooks.say(`published ${entry.id}, ${ahead} race(s) ahead`);
    this.persist();
    this.pump();
    return { ok: true, id: entry.id, ahead };
  }

  /**
   * Moves the programme on at the current time: ends the current race when its time is up, fixes
   * start times that can now be known, and makes the next race current once the last has ended.
   */
  advance(): void {
    if (this.closed) return;
    const t = this.time();
    let dirty = false;
    if (this.current && !this.ended && t >= endsAt(this.current)) {
      this.ended = true;
      this.lastEnd = endsAt(this.current);
      this.o.hooks.ended(this.current);
    }
    const idle = !this.current || this.ended;
    if (idle && this.waiting.length === 0 && this.remaining !== 0) {
      this.takeFromSequence();
      dirty = true;
    }
    dirty = this.fixStartTimes(t) || dirty;
    const next = this.waiting[0];
    if (idle && next?.prepared && next.startsAt !== null) {
      this.waiting.shift();
      this.current = { race: next.prepared, startsAt: next.startsAt, pace: this.o.pace };
      this.ended = false;
      dirty = true;
      const r = next.prepared;
      this.o.hooks.say(
        `race ${r.id}: ${r.eventCount} events, starts in ${Math.round(next.startsAt - t)} ms, ${this.waiting.length} waiting`,
      );
      this.o.hooks.announce(this.current);
    }
    if (dirty) this.persist();
    this.pump();
  }

  /** When the programme next needs `advance` by itself: the current race's end (never while held). */
  nextDue(): number | null {
    return this.current && !this.ended && this.heldAt === null ? endsAt(this.current) : null;
  }

  /**
   * The programme's clock: the wall clock, stopped while the operator holds it. Races release
   * their turns, end and start by it; a resume moves every start time on by the time held.
   */
  time(): number {
    return this.heldAt ?? this.o.now();
  }

  get held(): boolean {
    return this.heldAt !== null;
  }

  /** The operator holds the programme: no turn is released, no race starts or ends, until `resume`. */
  hold(): OperatorAnswer {
    if (this.heldAt !== null) return { ok: false, message: 'the programme is already held' };
    this.heldAt = this.o.now();
    this.o.hooks.say('held by the operator');
    this.persist();
    return { ok: true };
  }

  /** The programme runs on from where it was held: the race on air and every start time move on. */
  resume(): OperatorAnswer {
    if (this.heldAt === null) return { ok: false, message: 'the programme is not held' };
    const held = this.o.now() - this.heldAt;
    this.heldAt = null;
    this.shift(held);
    this.o.hooks.say(`resumed after ${Math.round(held)} ms held`);
    this.advance();
    this.persist();
    return { ok: true };
  }

  /**
   * Start: resumes a held programme, and a race announced but not yet started starts now (the rest
   * of the gap is cut short; the races after it move up).
   */
  startNow(): OperatorAnswer {
    const wasHeld = this.heldAt !== null;
    if (wasHeld) this.resume();
    const c = this.current;
    const t = this.time();
    if (c && !this.ended && c.startsAt > t) {
      this.shift(t - c.startsAt);
      this.o.hooks.say(`race ${c.race.id} started by the operator`);
      this.persist();
      return { ok: true };
    }
    if (wasHeld) return { ok: true };
    return {
      ok: false,
      message: c && !this.ended ? `race ${c.race.id} is already running` : 'no race is waiting to start',
    };
  }

  /**
   * Skip: without an id (or with the id of the race on air), takes the race on air off now and puts
   * the next on (after the gap); with the id of a waiting race, takes that one off the queue.
   */
  skip(id?: string): OperatorAnswer {
    const c = this.current;
    if (id !== undefined && id !== c?.race.id) {
      const i = this.waiting.findIndex((e) => e.id === id);
      if (i < 0) return { ok: false, message: `no race ${id} on the programme` };
      const [e] = this.waiting.splice(i, 1);
      this.o.hooks.say(`race ${id} taken off the programme by the operator`);
      this.o.hooks.removed(e!.publisher, id);
      this.reschedule();
      return { ok: true };
    }
    if (!c || this.ended) return { ok: false, message: 'no race on air to skip' };
    if (this.waiting.length === 0 && this.remaining === 0)
      return { ok: false, message: `nothing to put on air after ${c.race.id}: queue a race first` };
    c.skippedAt = this.time();
    this.o.hooks.say(`race ${c.race.id} skipped by the operator`);
    this.reschedule();
    return { ok: true };
  }

  /** Moves a waiting race to place `to` in the queue (0 is next); the start times follow. */
  move(id: string, to: number): OperatorAnswer {
    const i = this.waiting.findIndex((e) => e.id === id);
    if (i < 0) return { ok: false, message: `no race ${id} waiting` };
    const [e] = this.waiting.splice(i, 1);
    this.waiting.splice(Math.min(to, this.waiting.length), 0, e!);
    this.o.hooks.say(`race ${id} moved to place ${Math.min(to, this.waiting.length - 1) + 1} of the queue`);
    this.reschedule();
    return { ok: true };
  }

  /** Races waiting their turn. */
  waitingCount(): number {
    return this.waiting.length;
  }

  close(): void {
    this.closed = true;
  }

  /** The races waiting their turn, in order, with their start times once fixed. */
  upcoming(): Array<{ id: string; ruleset: string; seed: number; startsAt: number | null }> {
    return this.waiting.map((e) => ({
      id: e.id,
      ruleset: e.source.inputs.ruleset,
      seed: e.source.inputs.seed,
      startsAt: e.startsAt,
    }));
  }

  /** The next race of the back-to-back sequence. */
  private takeFromSequence(): Entry<P> {
    const source = this.o.sequence(this.next);
    this.next++;
    if (this.remaining !== null) this.remaining--;
    return this.take(source, null);
  }

  private take(source: RaceSource, publisher: P | null): Entry<P> {
    this.ordinal++;
    const entry: Entry<P> = {
      id: this.idOf(this.ordinal, source),
      source,
      publisher,
      prepared: null,
      startsAt: null,
      told: null,
    };
    this.waiting.push(entry);
    return entry;
  }

  /** Moves the race on air and every fixed start time by `ms` (a hold's length, a start brought forward). */
  private shift(ms: number): void {
    if (ms === 0) return;
    const c = this.current;
    if (c) {
      c.startsAt = Math.round(c.startsAt + ms);
      if (c.skippedAt !== undefined) c.skippedAt = Math.round(c.skippedAt + ms);
    }
    this.lastEnd += ms;
    for (const e of this.waiting) if (e.startsAt !== null) e.startsAt = Math.round(e.startsAt + ms);
    this.tell();
    if (c) this.o.hooks.retimed(c);
    this.o.hooks.changed();
  }

  /** Start times fixed again in the queue's order (after a skip or a move), then the programme moves on. */
  private reschedule(): void {
    for (const e of this.waiting) e.startsAt = null;
    this.advance();
    this.persist();
    this.o.hooks.changed();
  }

  /** Tells each publisher whose race's start time moved since it was last told. */
  private tell(): void {
    for (const e of this.waiting) {
      if (e.startsAt === null || e.startsAt === e.told) continue;
      e.told = e.startsAt;
      if (e.publisher !== null) this.o.hooks.scheduled(e.publisher, e.id, e.startsAt);
    }
  }

  /**
   * A race's id: its number, ruleset and seed to read, and a hash of the relay's nonce, that number
   * and the inputs. A relay restarted without its state draws a new nonce, so a viewer holding a
   * race from before can never resume it against a different one under the same id.
   */
  private idOf(ordinal: number, { inputs, log }: RaceSource): string {
    const tag = createHash('sha256')
      .update(`${this.nonce}\n${ordinal}\n${canonicalJson(inputs)}\n${log?.digest ?? ''}`)
      .digest('hex')
      .slice(0, 10);
    return `r${ordinal}-${inputs.ruleset}-${inputs.seed}-${tag}`;
  }

  /** Start times in queue order: each as soon as the race before it ends, plus the gap and delay. */
  private fixStartTimes(t: number): boolean {
    let changed = false;
    let prevEnd = this.current ? endsAt(this.current) : this.lastEnd;
    for (const e of this.waiting) {
      if (e.startsAt === null) {
        if (!e.prepared) break;
        e.startsAt = Math.ceil(Math.max(prevEnd + this.o.gapMs, t) + this.o.delayMs);
        changed = true;
      }
      if (!e.prepared) break;
      prevEnd = e.startsAt + (e.prepared.duration / this.o.pace) * 1000;
    }
    if (changed) this.tell();
    return changed;
  }

  /** Resolves the first race of the queue not yet resolved (one at a time, in order). */
  private pump(): void {
    if (this.resolving || this.closed) return;
    const e = this.waiting.find((w) => w.prepared === null);
    if (!e) return;
    this.resolving = e;
    void this.o.resolver.resolve(e.id, e.source, this.o.hooks.say).then((r) => {
      this.resolving = null;
      if (this.closed) return;
      if (r.ok) e.prepared = r.race;
      else {
        this.waiting.splice(this.waiting.indexOf(e), 1);
        this.o.hooks.say(`race ${e.id} does not resolve: ${r.error}`);
        this.o.hooks.failed(e.publisher, e.id, r.error);
        this.persist();
      }
      this.advance();
      this.o.hooks.changed();
    });
  }

  private persist(): void {
    if (!this.o.persist) return;
    const c = this.current;
    this.o.persist({
      version: 3,
      nonce: this.nonce,
      ordinal: this.ordinal,
      ...(this.heldAt === null ? {} : { heldAt: this.heldAt }),
      current: c
        ? {
            id: c.race.id,
            inputs: c.race.inputs,
            ...(c.race.log ? { log: c.race.log } : {}),
            ...(c.race.season === undefined ? {} : { season: c.race.season }),
            startsAt: c.startsAt,
            pace: c.pace,
            ...(c.skippedAt === undefined ? {} : { skippedAt: c.skippedAt }),
          }
        : null,
      queue: this.waiting.map((e) => ({
        id: e.id,
        inputs: e.source.inputs,
        ...(e.source.log ? { log: e.source.log } : {}),
        ...(e.source.season === undefined ? {} : { season: e.source.season }),
        startsAt: e.startsAt,
      })),
      next: this.next,
      remaining: this.remaining,
    });
  }
}

/** A saved race as a source: its inputs, its recorded log where it had one, its place in a season. */
function savedSource(saved: {
  inputs: RaceInputs;
  log?: RecordedLog | undefined;
  season?: number | undefined;
}): RaceSource {
  return {
    inputs: saved.inputs,
    ...(saved.log ? { log: saved.log } : {}),
    ...(saved.season === undefined ? {} : { season: saved.season }),
  };
}
