/**
 * When events happen within a turn. Turn N runs from time N to N+1; an event's time is the turn
 * plus a fraction in [0, 1]. A ruleset either knows the fraction when it writes the event (the
 * Hippodrome spreads each phase's goes over the turn) or only once a move is over: a chariot's
 * move can grow at its end (a whip for speed) or be cut short (a wreck), so its events are held
 * in a slot, placed by the step of the move at which they happen, and timed when the slot closes.
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

interface Held {
  draft: EventDraft;
  step: number;
  /** For movement: the step of each point of the path, turned into fractions at close. */
  points?: ReadonlyArray<{ point: Record<string, number>; step: number }>;
  written?: (event: RaceEvent) => void;
}

/**
 * The events of one move, held until its length is known. `close` writes them, in the order they
 * were added, through the writer it is given.
 */
export class TurnSlot {
  private readonly held: Held[] = [];
  /** Steps the move takes in all (at least 1); set before closing. */
  total = 1;

  constructor(readonly bounds: SlotBounds = { base: 0, span: 1 }) {}

  /** Holds an event that happens at `step` of the move; `written` gets it once it has its seq. */
  add(draft: EventDraft, step: number, written?: (event: RaceEvent) => void): void {
    this.held.push(written ? { draft, step, written } : { draft, step });
  }

  /** Holds a movement event whose path points each happen at their own step. */
  addPath(
    draft: EventDraft,
    step: number,
    points: ReadonlyArray<{ point: Record<string, number>; step: number }>,
  ): void {
    this.held.push({ draft, step, points });
  }

  /** The fraction of the turn at which `step` of this move happens. */
  fraction(step: number): number {
    const { base, span } = this.bounds;
    return base + span * Math.min(1, Math.max(0, step / Math.max(1, this.total)));
  }

  /** Writes every held event with its time; the slot is empty afterwards. */
  close(emit: (draft: EventDraft, fraction: number) => RaceEvent): void {
    for (const h of this.held) {
      const draft = h.points
        ? {
            ...h.draft,
            path: h.points.map((p) => ({
              ...p.point,
              f: roundT(this.fraction(p.step)),
            })) as EventDraft['path'],
          }
        : h.draft;
      const event = emit(draft, this.fraction(h.step));
      h.written?.(event);
    }
    this.held.length = 0;
  }
}
