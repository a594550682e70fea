import type { PathPoint, RaceEvent } from '../engine/log/schema.ts';
import type { BoardMapping, TrackPlace } from '../engine/track/board-mapping.ts';
import { tableHeadingToWorld } from '../engine/track/table-mapping.ts';

/**
 * One turn's keyframes for the plan builder: a slot per path point of the turn, grouped by chariot
 * (each group in resolution order), in flat typed arrays reused from turn to turn, so a long log
 * is planned without an object per point. Group `ci` is `first[ci]`..`first[ci + 1]`.
 */
export class TurnKeys {
  turn = 0;
  count = 0;
  readonly first: Int32Array;
  seq = new Int32Array(0);
  /** Where the path point lies: its event's place in the log and its place in the path. */
  event = new Int32Array(0);
  pathIndex = new Int32Array(0);
  station = new Float64Array(0);
  d = new Float64Array(0);
  /** Metres from the group's previous keyframe (0 for its first). */
  step = new Float64Array(0);
  /** Nominal time in turns (turn + f). */
  nominal = new Float64Array(0);
  /** Time in turns, once warped. */
  time = new Float64Array(0);
  /** When not NaN, the chariot stands on this keyframe until then (turns). */
  hold = new Float64Array(0);
  /** World yaw the log records at this point (table boards), else NaN. */
  heading = new Float64Array(0);
  /** Running metres and warp weights within the group (the warp's own). */
  cum = new Float64Array(0);
  weight = new Float64Array(0);
  /** The turn's events (`from`..`to` of the order), and each one's keys (empty without a path). */
  from = 0;
  to = 0;
  evFirst = new Int32Array(0);
  evEnd = new Int32Array(0);
  /** Chariot index of each of the turn's events that moves, else -1. */
  owner = new Int32Array(0);
  /** Each of the turn's events' share of the turn, in seconds or metres (the tabletop's own). */
  evLength = new Float64Array(0);
  private readonly fill: Int32Array;
  /** Where a path point lies, written by the board mapping (one object for every point). */
  private readonly place: TrackPlace = { station: 0, d: 0 };

  constructor(readonly chariots: number) {
    this.first = new Int32Array(chariots + 1);
    this.fill = new Int32Array(chariots);
  }

  private ensure(points: number, events: number): void {
    if (points > this.seq.length) {
      const n = Math.max(points, this.seq.length * 2, 64);
      this.seq = new Int32Array(n);
      this.event = new Int32Array(n);
      this.pathIndex = new Int32Array(n);
      this.station = new Float64Array(n);
      this.d = new Float64Array(n);
      this.step = new Float64Array(n);
      this.nominal = new Float64Array(n);
      this.time = new Float64Array(n);
      this.hold = new Float64Array(n);
      this.heading = new Float64Array(n);
      this.cum = new Float64Array(n);
      this.weight = new Float64Array(n);
    }
    if (events > this.evFirst.length) {
      const n = Math.max(events, this.evFirst.length * 2, 64);
      this.evFirst = new Int32Array(n);
      this.evEnd = new Int32Array(n);
      this.owner = new Int32Array(n);
      this.evLength = new Float64Array(n);
    }
  }

  /** The path point of key `k`. */
  pointOf(events: readonly RaceEvent[], k: number): unknown {
    return events[this.event[k]!]!.path![this.pathIndex[k]!];
  }

  /** Lays out turn `turn`: the events `order[from..to)` of the log. */
  lay(
    turn: number,
    events: readonly RaceEvent[],
    order: Int32Array,
    from: number,
    to: number,
    /** Which chariot each event's path moves (by its place in the log), -1 if none. */
    mover: Int16Array,
    mapping: BoardMapping,
  ): void {
    const C = this.chariots;
    this.turn = turn;
    this.from = from;
    this.to = to;
    const first = this.first;
    first.fill(0);
    // One pass over the turn's events for their movers and their points (a long log's events
    // are read as few times as may be: each read of one is a lookup among many shapes).
    this.ensure(0, to - from);
    const owner = this.owner;
    let points = 0;
    for (let o = from; o < to; o++) {
      const ci = mover[order[o]!]!;
      owner[o - from] = ci;
      if (ci >= 0) {
        const length = events[order[o]!]!.path!.length;
        first[ci + 1]! += length;
        points += length;
      }
    }
    this.ensure(points, to - from);
    for (let ci = 0; ci < C; ci++) first[ci + 1]! += first[ci]!;
    this.count = first[C]!;
    const fill = this.fill;
    for (let ci = 0; ci < C; ci++) fill[ci] = first[ci]!;
    // Only a table board's points carry a heading (its mapping refuses points without one).
    const headings = mapping.spec.kind === 'table';
    for (let o = from; o < to; o++) {
      const ci = owner[o - from]!;
      if (ci < 0) {
        this.evFirst[o - from] = 0;
        this.evEnd[o - from] = 0;
        continue;
      }
      const i = order[o]!;
      const e = events[i]!;
      const k = fill[ci]!;
      this.evFirst[o - from] = k;
      const end = this.layPath(e.path!, i, e.seq, k, first[ci]!, turn, mapping, headings);
      this.evEnd[o - from] = end;
      fill[ci] = end;
    }
  }

  /**
   * Lays one event's path from key `k` on (its chariot's keys begin at `start`), and returns the
   * key after its last. A function of its own so that V8 inlines the track's metres per station
   * into this loop: within the whole of `lay` it stayed a call, and every call boxed its three
   * numbers on the heap (a million-event log's plan: 10% less main-thread CPU, a third less
   * garbage).
   */
  private layPath(
    path: readonly PathPoint[],
    i: number,
    seq: number,
    k: number,
    start: number,
    turn: number,
    mapping: BoardMapping,
    headings: boolean,
  ): number {
    const place = this.place;
    const { station, d } = this;
    for (let j = 0; j < path.length; j++, k++) {
      const p = path[j]!;
      mapping.place(p, place);
      const f = turn + p.f;
      this.seq[k] = seq;
      this.event[k] = i;
      this.pathIndex[k] = j;
      station[k] = place.station;
      d[k] = place.d;
      this.nominal[k] = f;
      this.time[k] = f;
      this.hold[k] = Number.NaN;
      this.heading[k] = headings ? tableHeadingToWorld((p as { heading: number }).heading) : Number.NaN;
      if (k > start) {
        const a = k - 1;
        this.step[k] =
          Math.abs(place.station - station[a]!) *
            mapping.metresPerStation((station[a]! + place.station) / 2, (d[a]! + place.d) / 2) +
          Math.abs(place.d - d[a]!);
      } else this.step[k] = 0;
    }
    return k;
  }

  /** Metres chariot `ci` runs this turn. */
  metres(ci: number): number {
    let m = 0;
    for (let k = this.first[ci]! + 1; k < this.first[ci + 1]!; k++) m += this.step[k]!;
    return m;
  }

  /** Metres of the move of the turn's `o`-th event (at least 4: a move on the spot takes a moment). */
  moveMetres(o: number): number {
    let m = 0;
    for (let k = this.evFirst[o - this.from]! + 1; k < this.evEnd[o - this.from]!; k++) m += this.step[k]!;
    return Math.max(m, 4);
  }

  /** The chariot the turn's `o`-th event moves, or -1. */
  mover(o: number): number {
    return this.moves(o) ? this.owner[o - this.from]! : -1;
  }

  /** Whether the turn's `o`-th event moves a chariot. */
  moves(o: number): boolean {
    return this.evEnd[o - this.from]! > this.evFirst[o - this.from]!;
  }
}
