import type { Condition, RaceEvent, RaceLog } from '../engine/log/schema.ts';
import { type BoardMapping, boardMapping } from '../engine/track/board-mapping.ts';
import type { Caption } from './caption.ts';
import { CONDITIONED, type EventColumns, MARKED, readEvents } from './event-columns.ts';
import { buildMarkers } from './markers.ts';
import { TrackWriter } from './track-writer.ts';
import { TurnKeys } from './turn-keys.ts';
import { tabletopSeconds, tabletopTurn, Warp } from './turn-warp.ts';

/**
 * From race log to timed plan (the first of two steps; `sample.ts` is the second). A plan holds,
 * for each chariot, keyframes in seconds along the exact paths of the log, and cues for everything
 * else. Seeking is a binary search; nothing is re-run.
 *
 * Race playback shows the chariots racing together: within a turn each chariot runs its own move
 * from the turn's start to its end, and wherever the log says chariots meet (a ram, a lash, a
 * collision, a wheel rip), the pace of each within the turn is warped so that all of them are where
 * the log puts them at that instant, never going backwards or jumping. Tabletop playback moves the
 * chariots one at a time, in the order the rules resolved them.
 *
 * Built for long logs (a million events in well under a second): every path point becomes one slot
 * of flat typed arrays, grouped by turn and chariot, and the turn-by-turn warp works on those
 * slots without allocating per point.
 */
export type PlaybackMode = 'race' | 'tabletop';
export type TabletopPace = 'brisk' | 'gallop';
export const TABLETOP_PACES: readonly TabletopPace[] = ['brisk', 'gallop'];

/** Brisk tabletop: the longest a chariot's move takes (s), and a turn against the race's turn. */
const BRISK_MOVE_SECONDS = 1.2;
export const TABLETOP_STRETCH = 2;
export type Status = Condition['status'];

export interface PlanOptions {
  mode?: PlaybackMode;
  /** Speed of the fastest chariot of a turn at full speed, m/s (a real gallop is 15-20). */
  gallop?: number;
  /** No turn plays faster than this, seconds. */
  minTurnSeconds?: number;
  /** Time before the first turn, seconds. */
  startSeconds?: number;
  /**
   * Tabletop only. `brisk` (the default) keeps a long race watchable: each chariot's move takes at
   * most a second or so, and a turn at most TABLETOP_STRETCH times its length in the race playback.
   * `gallop`: every move at the full gallop, one after another, however long the turn gets.
   */
  tabletopPace?: TabletopPace;
}

export interface ChariotTrack {
  id: string;
  index: number;
  /** Keyframes: time (s), station and lateral offset (m) of the chariot's centre. */
  times: Float64Array;
  station: Float64Array;
  d: Float64Array;
  /** Status changes, by time. */
  statusTimes: Float64Array;
  statuses: Status[];
  /** World yaw per keyframe, unwrapped, where the log records true headings (table boards). */
  heading?: Float64Array;
  /** Integrity deviation (condition attr `deviation`) changes, by time, where the log has them. */
  deviationTimes?: Float64Array;
  deviations?: Float64Array;
}

export type CueKind = 'incident' | 'check' | 'move' | 'decision' | 'info';

export interface Cue {
  time: number;
  seq: number;
  kind: CueKind;
  event: RaceEvent;
}

export type MarkerKind =
  | 'wreck'
  | 'ram'
  | 'collision'
  | 'attack'
  | 'retire'
  | 'lead-change'
  | 'finish'
  | 'lap';

export interface Marker {
  time: number;
  kind: MarkerKind;
  /** What it is about (kind, chariots, figures); worded where shown (`captionText`). */
  caption: Caption;
  seq: number | null;
}

export interface Plan {
  log: RaceLog;
  mode: PlaybackMode;
  mapping: BoardMapping;
  duration: number;
  /** turnStart[N] is when turn N begins (turn 0 is the start line); one extra entry ends the last. */
  turnStart: Float64Array;
  chariots: ChariotTrack[];
  /** Each chariot's index in `chariots`, by id. */
  chariotIndex: ReadonlyMap<string, number>;
  /** The log's events (its `events`), which the plan times. */
  events: readonly RaceEvent[];
  /** Each event's time in the plan, by its place in the log. */
  eventTimes: Float64Array;
  /** The events in time order (ties in resolution order), as places in the log. */
  cueOrder: Int32Array;
  /** The time of each of those (non-decreasing: `cueTimes[i]` is event `cueOrder[i]`'s time). */
  cueTimes: Float64Array;
  /**
   * The same as objects, built on first use, for code that lists cues once (tests, tools). The
   * viewer reads `cueOrder` and `cueTimes`: a million-event log needs no million objects.
   */
  readonly cues: readonly Cue[];
  markers: Marker[];
  /** Times at which the leader completes each lap (index k: lap k + 1). */
  leaderLaps: number[];
}

export type PlanResult = { ok: true; plan: Plan } | { ok: false; error: string };

const INCIDENTS = new Set([
  'wreck',
  'bounce',
  'ram',
  'collision',
  'whip-attack',
  'rip-wheels',
  'lose-control',
  'locked',
  'separate',
  'barrier',
  'wreck-pass',
  'wreck-cross',
  'damage',
  'finish',
  'retire',
]);

/** What kind of cue an event is, for the ticker's and the explainer's choices. */
export function cueKind(e: RaceEvent): CueKind {
  if (INCIDENTS.has(e.type)) return 'incident';
  if (e.rolls && e.rolls.length > 0 && e.type !== 'roll') return 'check';
  if (e.path) return 'move';
  if (e.decision) return 'decision';
  return 'info';
}

/**
 * Where each turn's events lie in `order` (`first[turn]`..`first[turn + 1]`): log order by turn;
 * how many path points each chariot has in all (`points`, by index), so its keyframes are
 * allocated once at their size; and the events' columns.
 */
function turnRanges(
  log: RaceLog,
  turns: number,
  index: ReadonlyMap<string, number>,
): { order: Int32Array; first: Int32Array; inOrder: boolean; points: Int32Array; columns: EventColumns } {
  const events = log.events;
  const n = events.length;
  const first = new Int32Array(turns + 2);
  const points = new Int32Array(log.header.entrants.length);
  let inOrder = true;
  let last = 0;
  for (let i = 0; i < n; i++) {
    const turn = events[i]!.turn;
    first[turn + 1]!++;
    if (turn < last) inOrder = false;
    last = turn;
  }
  const columns = { mover: new Int16Array(n), flags: new Uint8Array(n) };
  readEvents(events, 0, n, index, columns, points);
  for (let t = 0; t <= turns; t++) first[t + 1]! += first[t]!;
  const order = new Int32Array(n);
  if (inOrder) for (let i = 0; i < n; i++) order[i] = i;
  else {
    const fill = first.slice(0, turns + 1);
    for (let i = 0; i < n; i++) order[fill[events[i]!.turn]!++] = i;
  }
  return { order, first, inOrder, points, columns };
}

/**
 * The events in time order, ties in log order: the log's order with the few events the warp moved
 * put in place (an insertion sort, as the times are nearly in order already), or a full sort if
 * they turn out not to be.
 */
function timeOrder(times: Float64Array): Int32Array {
  const n = times.length;
  const order = new Int32Array(n);
  let moves = 0;
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    let j = i;
    while (j > 0 && times[order[j - 1]!]! > t) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
    moves += i - j;
    if (moves > 16 * n + 1024) {
      const all = Array.from({ length: n }, (_, k) => k).sort((a, b) => times[a]! - times[b]! || a - b);
      return Int32Array.from(all);
    }
  }
  return order;
}

/** The time of the event with this seq (its place in the log), or null where the log has none. */
export function timeOfEvent(plan: Plan, seq: number): number | null {
  return Number.isInteger(seq) && seq >= 0 && seq < plan.eventTimes.length ? plan.eventTimes[seq]! : null;
}

/** Builds the plan. A log whose board cannot be shown yet gets an error, not a throw. */
export function buildPlan(log: RaceLog, options: PlanOptions = {}): PlanResult {
  return new PlanBuilder(options, false).extend(log);
}

/** A copy of `a` with room for `n` values (n ≥ a.length). */
function grown<T extends Float64Array | Int32Array | Int16Array | Uint8Array>(a: T, n: number): T {
  if (n <= a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(n, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Builds a plan turn by turn, and (`live`) extends it as the log grows a turn at a time: the turns
 * already complete are not laid out, warped or written again, only the newest (a turn is complete
 * once a later turn's events have come: until then its own events may still grow, and its length
 * sets where the turn before it ends). `extend(log)` gives the same plan as `buildPlan(log)`; a log
 * that is not the last one grown (another header, events changed or out of turn order, other
 * events before the newest turn) is planned afresh.
 *
 * Turn by turn: lay out its keys (each event's logged time, whether it is marked), measure it (the
 * fastest chariot, or the moves one after another, sets its length in seconds), warp it, read its
 * conditions; write the turn before it, whose times may run into this one. Times are in turns
 * until every turn's length is known.
 */
export class PlanBuilder {
  private readonly mode: PlaybackMode;
  private readonly gallop: number;
  private readonly minTurn: number;
  private readonly startSeconds: number;
  private readonly brisk: boolean;
  private readonly maxMove: number;
  private state: BuildState | null = null;

  /** `live`: the plans it gives are kept while it extends (their arrays are copies). */
  constructor(
    options: PlanOptions = {},
    private readonly live = true,
  ) {
    this.mode = options.mode ?? 'race';
    this.gallop = options.gallop ?? 17;
    this.minTurn = options.minTurnSeconds ?? 1.2;
    this.startSeconds = options.startSeconds ?? 2.5;
    this.brisk = (options.tabletopPace ?? 'brisk') === 'brisk';
    this.maxMove = this.brisk ? BRISK_MOVE_SECONDS : Number.POSITIVE_INFINITY;
  }

  extend(log: RaceLog): PlanResult {
    const events = log.events;
    const lastTurn = Math.max(log.footer.turns, events.at(-1)?.turn ?? 0);
    let st = this.state;
    if (!st || !this.grows(st, log)) {
      let mapping: BoardMapping;
      try {
        mapping = boardMapping(log.header.track.board);
      } catch (e) {
        this.state = null;
        return {
          ok: false,
          error: `this viewer cannot lay out the ${log.header.track.board.kind} board: ${(e as Error).message}`,
        };
      }
      st = this.state = this.fresh(log, mapping, lastTurn);
    } else this.takeIn(st, log, lastTurn);
    // Back to the last complete turn, then on through the rest: complete turns move the mark.
    st.restore();
    const complete = st.inOrder ? (events.at(-1)?.turn ?? 0) - 1 : -1;
    for (let turn = st.done + 1; turn <= lastTurn; turn++) {
      this.turn(st, turn, turn <= complete);
      // Only a live builder goes back to a mark (a whole log's plan is built once).
      if (turn <= complete && this.live) st.mark(turn);
    }
    return { ok: true, plan: this.finish(st, log, lastTurn) };
  }

  /** Whether `log` is the log last planned, grown: same header, same events and more in turn order. */
  private grows(st: BuildState, log: RaceLog): boolean {
    const events = log.events;
    if (!this.live || !st.inOrder || log.header !== st.header || events.length < st.seen) return false;
    if (st.seen > 0 && events[st.seen - 1] !== st.lastEvent) return false;
    for (let i = st.seen; i < events.length; i++) {
      const turn = events[i]!.turn;
      // New events may only add to the last turn not complete, or to later ones.
      if (turn < (i > 0 ? events[i - 1]!.turn : 0) || turn <= st.done) return false;
    }
    return true;
  }

  private fresh(log: RaceLog, mapping: BoardMapping, lastTurn: number): BuildState {
    const ids = log.header.entrants.map((e) => e.id);
    const index = new Map(ids.map((id, i) => [id, i]));
    const ranges = turnRanges(log, lastTurn, index);
    // A live plan grows its keyframe arrays as turns come; a whole log sizes them once.
    const points = this.live ? new Int32Array(ids.length) : ranges.points;
    const st = new BuildState(log, mapping, ids, index, ranges, new TrackWriter(log, mapping, points));
    st.turnSeconds[0] = this.startSeconds;
    st.turnStart[1] = this.startSeconds;
    return st;
  }

  /** Takes in the events a grown log has added (in turn order: the order stays the log's). */
  private takeIn(st: BuildState, log: RaceLog, lastTurn: number): void {
    const events = log.events;
    const n = events.length;
    st.eventTime = grown(st.eventTime, n);
    st.order = grown(st.order, n);
    for (let i = st.seen; i < n; i++) st.order[i] = i;
    st.columns.mover = grown(st.columns.mover, n);
    st.columns.flags = grown(st.columns.flags, n);
    // A live plan's keyframe arrays grow as turns come: the points counted here are not used.
    readEvents(events, st.seen, n, st.index, st.columns, new Int32Array(st.ids.length));
    st.first = grown(st.first, lastTurn + 2);
    // first[turn] for the turns after the last complete one, counted again from the log.
    let i = st.done >= 0 ? st.first[st.done + 1]! : 0;
    for (let turn = Math.max(0, st.done + 1); turn <= lastTurn + 1; turn++) {
      st.first[turn] = i;
      while (i < n && events[i]!.turn === turn) i++;
    }
    st.turnSeconds = grown(st.turnSeconds, lastTurn + 2);
    st.turnStart = grown(st.turnStart, lastTurn + 2);
    st.lastTurn = lastTurn;
    st.events = events;
    st.seen = n;
    st.lastEvent = events[n - 1] ?? null;
    st.warp.rebind(events, st.eventTime, st.columns.flags);
  }

  /** Lays out, measures and warps one turn, reads its conditions, and writes the turn before. */
  private turn(st: BuildState, turn: number, complete: boolean): void {
    const { events, order, first, eventTime, index, mapping } = st;
    const C = st.ids.length;
    const from = first[turn]!;
    const to = first[turn + 1]!;
    // Each event's time as logged (again whenever a live plan lays the turn anew: the warp moves
    // it), and from the columns whether it is marked and whether it has conditions.
    const conditioned = st.conditioned;
    conditioned.length = 0;
    const { mover, flags } = st.columns;
    for (let o = from; o < to; o++) {
      const i = order[o]!;
      eventTime[i] = events[i]!.t;
      const f = flags[i]!;
      if (f & MARKED) st.marked.push(i);
      if (f & CONDITIONED) conditioned.push(i);
    }
    if (turn > 0) {
      // A complete turn's keys stay in the two slots the marks keep; the rest use two spares.
      const keys = (complete ? st.slots : st.spares)[turn % 2]!;
      keys.lay(turn, events, order, from, to, mover, mapping);
      let longest = 0;
      let total = 0;
      for (let ci = 0; ci < C; ci++) {
        const m = keys.metres(ci);
        longest = Math.max(longest, m);
        total += m;
      }
      const race = Math.max(this.minTurn, longest / this.gallop);
      st.turnSeconds[turn] =
        this.mode === 'race'
          ? race
          : Math.min(
              this.brisk ? TABLETOP_STRETCH * race : Number.POSITIVE_INFINITY,
              tabletopSeconds(keys, this.gallop, this.maxMove, this.minTurn, total),
            );
      st.turnStart[turn + 1] = st.turnStart[turn]! + st.turnSeconds[turn]!;
      if (this.mode === 'race') st.warp.turn(keys, order);
      else tabletopTurn(keys, events, order, eventTime);
      const free = st.free;
      for (let ci = 0; ci < C; ci++) {
        const last = keys.first[ci + 1]! - 1;
        if (last < keys.first[ci]!) continue;
        const hold = keys.hold[last]!;
        free[ci] = Math.max(free[ci]!, Number.isNaN(hold) ? keys.time[last]! : hold);
      }
      if (st.written) st.tracks.writeTurn(st.written, st.toSeconds);
      st.written = keys;
    }
    // Conditions in the log's order (turn by turn is the log's order, as rulesets write it).
    if (st.inOrder) {
      for (const i of conditioned) st.statuses.read(events[i]!.effect!.condition!, eventTime[i]!, index);
    }
  }

  /** The plan as the log stands: the last turn written, every time in seconds. */
  private finish(st: BuildState, log: RaceLog, lastTurn: number): Plan {
    const { events, index, ids, tracks, eventTime, turnStart } = st;
    const n = events.length;
    if (!st.inOrder) {
      for (let i = 0; i < n; i++) {
        const condition = events[i]!.effect?.condition;
        if (condition) st.statuses.read(condition, eventTime[i]!, index);
      }
    }
    if (st.written) tracks.writeTurn(st.written, st.toSeconds);
    const duration = turnStart[lastTurn + 1]!;
    tracks.end(duration);
    // A live plan is kept while the builder goes on, so it gets copies of the arrays it shares.
    const part = (a: Float64Array, k: number): Float64Array => (this.live ? a.slice(0, k) : a.subarray(0, k));
    const chariots: ChariotTrack[] = tracks.tracks.map((t, ci) => ({
      id: ids[ci]!,
      index: ci,
      times: part(t.times, t.n),
      station: part(t.station, t.n),
      d: part(t.d, t.n),
      statusTimes: new Float64Array(0),
      statuses: [],
      ...(t.heading ? { heading: part(t.heading, t.n) } : {}),
    }));
    st.statuses.into(chariots, st.toSeconds);

    // Every event at its time in seconds (a whole log's in place: a long log's arrays are large),
    // and the order of those times.
    const eventTimes = this.live ? new Float64Array(n) : eventTime.subarray(0, n);
    for (let i = 0; i < n; i++) eventTimes[i] = st.toSeconds(eventTime[i]!);
    const cueOrder = timeOrder(eventTimes);
    const cueTimes = new Float64Array(n);
    for (let o = 0; o < n; o++) cueTimes[o] = eventTimes[cueOrder[o]!]!;
    const marked = st.marked.slice();
    marked.sort((a, b) => eventTimes[a]! - eventTimes[b]! || a - b);
    const turnStarts = turnStart.slice(0, lastTurn + 2);
    const { markers, leaderLaps } = buildMarkers(log, marked, eventTimes, chariots, turnStarts, lastTurn);
    let cues: Cue[] | null = null;
    return {
      log,
      mode: this.mode,
      mapping: st.mapping,
      duration,
      turnStart: turnStarts,
      chariots,
      chariotIndex: index,
      events,
      eventTimes,
      cueOrder,
      cueTimes,
      get cues() {
        cues ??= Array.from(cueOrder, (i, o) => ({
          time: cueTimes[o]!,
          seq: events[i]!.seq,
          kind: cueKind(events[i]!),
          event: events[i]!,
        }));
        return cues;
      },
      markers,
      leaderLaps,
    };
  }
}

/**
 * A plan builder's state: the log's events so far, each one's time in turns, the turns' lengths,
 * the keyframes written, and a mark after the last complete turn to go back to when the log grows.
 */
class BuildState {
  readonly header: RaceLog['header'];
  events: readonly RaceEvent[];
  seen: number;
  lastEvent: RaceEvent | null;
  readonly inOrder: boolean;
  /** What the builder needs of each event, read once (see `readEvents`). */
  readonly columns: EventColumns;
  order: Int32Array;
  /** Where each turn's events begin in `order` (one more entry ends the last). */
  first: Int32Array;
  eventTime: Float64Array;
  turnSeconds: Float64Array;
  turnStart: Float64Array;
  /** The log's last turn (its footer's count, or its last event's turn if later). */
  lastTurn: number;
  /** When each chariot is free to start its next movement (a movement may run into the next turn). */
  readonly free: Float64Array;
  readonly warp: Warp;
  readonly statuses: StatusReader;
  readonly marked: number[] = [];
  /** The events of the turn being planned that carry conditions (a list reused turn to turn). */
  readonly conditioned: number[] = [];
  readonly slots: TurnKeys[];
  readonly spares: TurnKeys[];
  /** The turn laid and warped but not yet written (its end runs into the next). */
  written: TurnKeys | null = null;
  /** The last complete turn (-1: none), and what stood after it. */
  done = -1;
  private readonly markFree: Float64Array;
  private markTracks: Int32Array;
  private markStatuses: Int32Array;
  private markMarked = 0;
  private markWritten: TurnKeys | null = null;
  /** A time in turns put in seconds, by the turns' lengths so far. */
  readonly toSeconds = (t: number): number => {
    const turn = Math.min(this.lastTurn, Math.max(0, Math.floor(t)));
    const frac = Math.min(1, Math.max(0, t - turn));
    return this.turnStart[turn]! + frac * this.turnSeconds[turn]!;
  };

  constructor(
    log: RaceLog,
    readonly mapping: BoardMapping,
    readonly ids: readonly string[],
    readonly index: ReadonlyMap<string, number>,
    ranges: ReturnType<typeof turnRanges>,
    readonly tracks: TrackWriter,
  ) {
    const C = ids.length;
    const n = log.events.length;
    const lastTurn = ranges.first.length - 2;
    this.header = log.header;
    this.events = log.events;
    this.seen = n;
    this.lastEvent = log.events[n - 1] ?? null;
    this.inOrder = ranges.inOrder;
    this.columns = ranges.columns;
    this.order = ranges.order;
    this.first = ranges.first;
    this.eventTime = new Float64Array(n);
    this.turnSeconds = new Float64Array(lastTurn + 2);
    this.turnStart = new Float64Array(lastTurn + 2);
    this.lastTurn = lastTurn;
    this.free = new Float64Array(C).fill(1);
    this.warp = new Warp(log.events, index, this.eventTime, ranges.columns.flags, this.free);
    this.statuses = new StatusReader(C);
    this.slots = [new TurnKeys(C), new TurnKeys(C)];
    this.spares = [new TurnKeys(C), new TurnKeys(C)];
    this.markFree = Float64Array.from(this.free);
    this.markTracks = tracks.lengths();
    this.markStatuses = this.statuses.lengths();
  }

  /** Marks turn `turn` (just laid) as complete: a later extension starts after it. */
  mark(turn: number): void {
    this.done = turn;
    this.markFree.set(this.free);
    this.markTracks = this.tracks.lengths();
    this.markStatuses = this.statuses.lengths();
    this.markMarked = this.marked.length;
    this.markWritten = this.written;
  }

  /** Back to the mark: what the turns after it wrote is undone. */
  restore(): void {
    this.free.set(this.markFree);
    this.tracks.truncate(this.markTracks);
    this.statuses.truncate(this.markStatuses);
    this.marked.length = this.markMarked;
    this.written = this.markWritten;
  }
}

/**
 * Each chariot's status and integrity deviation over time, read in the log's order: each
 * condition is the chariot's state after its event. Warping can time a later event of a turn
 * before an earlier one; a chariot's state never goes back to an older one.
 */
class StatusReader {
  private readonly statusTimes: number[][];
  private readonly statuses: Status[][];
  private readonly deviationTimes: number[][];
  private readonly deviations: number[][];

  constructor(chariots: number) {
    this.statusTimes = Array.from({ length: chariots }, () => [0]);
    this.statuses = Array.from({ length: chariots }, (): Status[] => ['racing']);
    this.deviationTimes = Array.from({ length: chariots }, () => []);
    this.deviations = Array.from({ length: chariots }, () => []);
  }

  read(condition: Record<string, Condition>, time: number, index: ReadonlyMap<string, number>): void {
    for (const id in condition) {
      const ci = index.get(id);
      if (ci === undefined) continue;
      const cond = condition[id]!;
      const times = this.statusTimes[ci]!;
      const statuses = this.statuses[ci]!;
      if (statuses[statuses.length - 1] !== cond.status) {
        times.push(Math.max(time, times[times.length - 1]!));
        statuses.push(cond.status);
      }
      const dev = cond.attrs['deviation'];
      if (typeof dev === 'number') {
        const dt = this.deviationTimes[ci]!;
        const dv = this.deviations[ci]!;
        if (dv.length === 0) {
          dt.push(0);
          dv.push(0);
        }
        if (dv[dv.length - 1] !== dev) {
          dt.push(Math.max(time, dt[dt.length - 1]!));
          dv.push(dev);
        }
      }
    }
  }

  /** How long each chariot's lists are (status, then deviation), to truncate back to. */
  lengths(): Int32Array {
    const C = this.statuses.length;
    const out = new Int32Array(2 * C);
    for (let ci = 0; ci < C; ci++) {
      out[ci] = this.statuses[ci]!.length;
      out[C + ci] = this.deviations[ci]!.length;
    }
    return out;
  }

  truncate(lengths: Int32Array): void {
    const C = this.statuses.length;
    for (let ci = 0; ci < C; ci++) {
      this.statuses[ci]!.length = lengths[ci]!;
      this.statusTimes[ci]!.length = lengths[ci]!;
      this.deviations[ci]!.length = lengths[C + ci]!;
      this.deviationTimes[ci]!.length = lengths[C + ci]!;
    }
  }

  /** Gives each chariot its lists, the times (read in turns) put in seconds by `seconds`. */
  into(chariots: ChariotTrack[], seconds: (turns: number) => number): void {
    for (const [ci, c] of chariots.entries()) {
      c.statusTimes = Float64Array.from(this.statusTimes[ci]!, seconds);
      c.statuses = this.statuses[ci]!;
      if (this.deviations[ci]!.length > 0) {
        c.deviationTimes = Float64Array.from(this.deviationTimes[ci]!, seconds);
        c.deviations = Float64Array.from(this.deviations[ci]!);
      }
    }
  }
}

/** First index whose value is greater than x (values non-decreasing). */
export function upperBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
