/**
 * When events happen within a turn. Turn N runs from time N to N+1; an event's time is the turn
 * plus a fraction in [0, 1]. A ruleset either knows the fraction when it writes the event (the
 * Hippodrome spreads each phase's goes over the turn) or only once a move is over: a chariot's
 * move can grow at its end (a whip for speed) or be cut short (a wreck), so its events are held
 * in a slot, placed by the step of the move at which they happen, and timed when the slot closes.
 * Until then a held event is the ruleset's to change: its draft (an effect known only later), its
 * step (an event moved back to the start of the move), its path, or its existence (`drop`).
 * A ruleset that knows a move's length as it begins (Circus Maximus: the speed written) sets
 * `total` first and writes each event as it happens with `write`, so the event has its seq at once.
 */
import type { RaceEvent } from '../log/schema.ts';
import { type EventDraft, roundT } from '../race/log-writer.ts';

/** Where the events of one move fall: base + span × (step / total), clamped to the slot. */
export interface SlotBounds {
  /** Fraction of the turn at which the move begins. */
  base: number;
  /** Share of the turn it takes. */
  span: number;
}

/** The `index`-th (from 0) of `count` equal shares of the turn: one of several moves in a turn. */
export function shareOfTurn(index: number, count: number): SlotBounds {
  return { base: index / count, span: 1 / count };
}

/** A point of a movement path and the step of the move at which the mover reaches it. */
export interface PathStep {
  point: Record<string, number>;
  step: number;
}

/** An event held in a slot: the ruleset may change any of it until the slot closes. */
export interface HeldEvent<D extends object = EventDraft> {
  draft: D;
  /** The step of the move at which it happens. */
  step: number;
  /** For movement: each point of the path with its step, turned into fractions (`f`) at close. */
  path?: PathStep[];
  /** Called with the event once it is written (and so has its seq and time). */
  written?: (event: RaceEvent) => void;
}

/** How a slot writes times. */
export interface SlotTimes {
  /** Path fractions as computed, not rounded like event times (Circus Maximus' logs keep them so). */
  exactPaths?: boolean;
}

/** A held movement event: its path grows as the mover goes. */
export type HeldPath<D extends object = EventDraft> = HeldEvent<D> & { path: PathStep[] };

/**
 * The events of one move, held until its length is known. `close` writes them, in the order they
 * were added, through the writer it is given. `D` is the ruleset's typed draft.
 */
export class TurnSlot<D extends object = EventDraft> {
  private readonly held: HeldEvent<D>[] = [];
  /** Steps the move takes in all (at least 1); set, or grown, before closing. */
  total = 1;

  /** The move's share of the turn; a ruleset may set it once it knows (chariots locked together). */
  constructor(
    public bounds: SlotBounds = { base: 0, span: 1 },
    private readonly times: SlotTimes = {},
  ) {}

  /** The events held so far, in the order they were added. */
  get events(): readonly HeldEvent<D>[] {
    return this.held;
  }

  /** Holds an event that happens at `step` of the move; `written` gets it once it has its seq. */
  add(draft: D, step: number, written?: (event: RaceEvent) => void): HeldEvent<D> {
    const h: HeldEvent<D> = written ? { draft, step, written } : { draft, step };
    this.held.push(h);
    return h;
  }

  /** Holds a movement event whose path points each happen at their own step (more may follow). */
  addPath(draft: D, step: number, path: PathStep[]): HeldPath<D> {
    const h: HeldPath<D> = { draft, step, path };
    this.held.push(h);
    return h;
  }

  /** Takes back held events that turned out never to happen. */
  drop(events: readonly HeldEvent<D>[]): void {
    for (const e of events) {
      const i = this.held.indexOf(e);
      if (i >= 0) this.held.splice(i, 1);
    }
  }

  /** The fraction of the turn at which `step` of this move happens. */
  fraction(step: number): number {
    const { base, span } = this.bounds;
    return base + span * Math.min(1, Math.max(0, step / Math.max(1, this.total)));
  }

  /** Writes every held event with its time; the slot is empty afterwards. */
  close(emit: (draft: D, fraction: number) => RaceEvent): void {
    for (const h of this.held) {
      const draft = h.path ? (withMember(h.draft, 'path', this.timedPath(h.path)) as D) : h.draft;
      const event = emit(draft, this.fraction(h.step));
      h.written?.(event);
    }
    this.held.length = 0;
  }

  /** Writes one event now, after any still held (for a move whose `total` is already known). */
  write(
    emit: (draft: D, fraction: number) => RaceEvent,
    draft: D,
    step: number,
    path?: PathStep[],
  ): RaceEvent {
    // Written at once, without holding it (a holder object and a closure for every event of a
    // Circus Maximus race): any events still held go first.
    if (this.held.length > 0) this.close(emit);
    const written = path ? (withMember(draft, 'path', this.timedPath(path)) as D) : draft;
    return emit(written, this.fraction(step));
  }

  /** Each point of a path with its fraction of the turn. */
  private timedPath(path: readonly PathStep[]): Record<string, number>[] {
    const out = new Array<Record<string, number>>(path.length);
    for (let i = 0; i < path.length; i++) {
      const p = path[i]!;
      const f = this.fraction(p.step);
      out[i] = withMember(p.point, 'f', this.times.exactPaths ? f : roundT(f));
    }
    return out;
  }
}

/**
 * `{ ...from, [key]: value }`, the same members in the same order, made without an object spread:
 * V8 (Node 20) takes a slow path to add a member to an object a spread has just copied, about
 * 2 µs each time against a tenth of that for Object.assign into a new object, and the kernel
 * times every point of every path this way (thousands a race).
 */
export function withMember<T extends object, K extends string, V>(
  from: T,
  key: K,
  value: V,
): Omit<T, K> & Record<K, V> {
  const out = Object.assign({}, from) as Record<string, unknown>;
  out[key] = value;
  return out as Omit<T, K> & Record<K, V>;
}
