import type { Status } from '../replay/plan.ts';

/**
 * How a standings list moves its rows to a new order without ever drawing two rows in one slot: a
 * row that changes place fades out where it is (the first half of the move), then fades in at its
 * new place (the second half); a row that keeps its place stays. At any instant every row is drawn
 * either where it was or where it goes, all moving rows alike, so the slots drawn are always one
 * row each, and a row's rank and gap are written only once it stands in its new slot: read top to
 * bottom, the ranks shown are always in order. (Rows sliding past each other, as they once did,
 * showed two names in one slot, and new ranks on rows still on their way: "3, 1, –, 4".)
 *
 * DOM-free, and allocation-free after `createRowMotion`, for the frame loop.
 */
export interface RowMotion {
  /** The slot (0 on top) each row (by index) is leaving, and the one it goes to. */
  readonly from: Int32Array;
  readonly to: Int32Array;
  /** When the move began, ms; -Infinity before the first. */
  start: number;
  /** Length of a move, ms: half fading out, half fading in. */
  readonly fadeMs: number;
  /** Rows whose rank and gap are to be written once they stand in their new slot. */
  readonly stale: Uint8Array;
  /** The opacity last given to each row (NaN: none yet). */
  readonly opacity: Float64Array;
}

/** A move's length: short enough to read as a swap, long enough to be seen at 30 frames a second. */
export const ROW_MOVE_MS = 300;

/** A list of `n` rows, row i in slot i (as they are first rendered). */
export function createRowMotion(n: number, fadeMs = ROW_MOVE_MS): RowMotion {
  const from = new Int32Array(n);
  for (let i = 0; i < n; i++) from[i] = i;
  return {
    from,
    to: Int32Array.from(from),
    start: Number.NEGATIVE_INFINITY,
    fadeMs,
    stale: new Uint8Array(n),
    opacity: new Float64Array(n).fill(Number.NaN),
  };
}

/** Whether a move is under way at `now`: a new order waits for it to end. */
export function rowsMoving(m: RowMotion, now: number): boolean {
  return now - m.start < m.fadeMs;
}

/**
 * Sends the rows to `order` (row indices, top slot first) from where they stand, and marks every
 * row's texts to be rewritten (the figures changed even where the order did not). Call it only
 * when `rowsMoving` is false and the last move's rows are settled (`frameRows` does both).
 */
export function rerankRows(m: RowMotion, order: readonly number[], now: number): void {
  let moved = false;
  for (let s = 0; s < order.length; s++) {
    const row = order[s]!;
    m.from[row] = m.to[row]!;
    if (m.to[row] !== s) moved = true;
    m.to[row] = s;
    m.stale[row] = 1;
  }
  if (moved) m.start = now;
}

/** The slot row `row` is drawn in at `now`. */
export function rowSlot(m: RowMotion, row: number, now: number): number {
  return now - m.start < m.fadeMs / 2 ? m.from[row]! : m.to[row]!;
}

/** The opacity row `row` is drawn with at `now`: 1 unless it is moving. */
export function rowOpacity(m: RowMotion, row: number, now: number): number {
  const e = now - m.start;
  if (m.from[row] === m.to[row] || e >= m.fadeMs) return 1;
  const half = m.fadeMs / 2;
  return e < half ? 1 - e / half : (e - half) / half;
}

/**
 * Brings the rows to `now`: `fade(row, opacity)` for each row whose opacity changed, then
 * `settle(row, slot)` for each row marked stale that now stands in its new slot (write its place,
 * rank and gap there).
 */
export function stepRows(
  m: RowMotion,
  now: number,
  fade: (row: number, opacity: number) => void,
  settle: (row: number, slot: number) => void,
): void {
  for (let row = 0; row < m.to.length; row++) {
    const o = rowOpacity(m, row, now);
    if (o !== m.opacity[row]) {
      m.opacity[row] = o;
      fade(row, o);
    }
    if (m.stale[row] === 1 && rowSlot(m, row, now) === m.to[row]) {
      m.stale[row] = 0;
      settle(row, m.to[row]!);
    }
  }
}

/**
 * One frame of a list: first finishes the last move's writes due by `now` (a frame may come long
 * after the move ended: a software renderer draws a frame a second), then, when `due` and no move
 * is under way, re-ranks to the order `refresh()` gives and starts the move. Returns whether it
 * re-ranked.
 */
export function frameRows(
  m: RowMotion,
  now: number,
  due: boolean,
  refresh: () => readonly number[],
  fade: (row: number, opacity: number) => void,
  settle: (row: number, slot: number) => void,
): boolean {
  stepRows(m, now, fade, settle);
  if (!due || rowsMoving(m, now)) return false;
  rerankRows(m, refresh(), now);
  stepRows(m, now, fade, settle);
  return true;
}

/** Whether a move or a write is still to come (the frame loop can skip the list otherwise). */
export function rowsPending(m: RowMotion, now: number): boolean {
  if (rowsMoving(m, now)) return true;
  for (let row = 0; row < m.to.length; row++) if (m.stale[row] === 1 || m.opacity[row] !== 1) return true;
  return false;
}

/** The rank shown for a row in `slot`: its place, or a dash for a chariot out of the race. */
export function rankLabel(status: Status, slot: number): string {
  return status === 'wrecked' || status === 'retired' ? '–' : String(slot + 1);
}

/** Opacity as a style value, from a table (no string made per frame): 1 gives '' (the stylesheet's). */
const OPACITY_STEPS = 20;
const OPACITY_TEXT = Array.from({ length: OPACITY_STEPS + 1 }, (_, k) =>
  k === OPACITY_STEPS ? '' : String(k / OPACITY_STEPS),
);
export function opacityStyle(o: number): string {
  return OPACITY_TEXT[Math.round(Math.min(1, Math.max(0, o)) * OPACITY_STEPS)]!;
}
