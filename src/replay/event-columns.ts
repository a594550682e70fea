import type { RaceEvent } from '../engine/log/schema.ts';
import { MARKED_TYPES } from './markers.ts';

/** What `readEvents` notes of an event (bits of `EventColumns.flags`). */
export const MARKED = 1;
export const CONDITIONED = 2;
export const MEETS = 4;

/**
 * What the plan builder needs of each event, read once: which chariot its path moves (`mover`,
 * by index, -1 if none) and `flags` (a marked type, conditions, an `at`). A log's events come in
 * many shapes, so each read of one is a slow lookup that V8 cannot specialise; the turn-by-turn
 * work reads these arrays instead of the events.
 */
export interface EventColumns {
  /** Int16: a log has at most 64 entrants. */
  mover: Int16Array;
  flags: Uint8Array;
}

/** Reads events `from`..`to` into `columns`, and adds each mover's path points to `points`. */
export function readEvents(
  events: readonly RaceEvent[],
  from: number,
  to: number,
  index: ReadonlyMap<string, number>,
  columns: EventColumns,
  points: Int32Array,
): void {
  const { mover, flags } = columns;
  for (let i = from; i < to; i++) {
    const e = events[i]!;
    const path = e.path;
    let ci = -1;
    if (path && e.chariots.length > 0) {
      ci = index.get(e.chariots[0]!) ?? -1;
      if (ci >= 0) points[ci]! += path.length;
    }
    mover[i] = ci;
    flags[i] =
      (MARKED_TYPES.has(e.type) ? MARKED : 0) | (e.effect?.condition ? CONDITIONED : 0) | (e.at ? MEETS : 0);
  }
}
