import type { RaceEvent } from '../engine/log/schema.ts';
import { MEETS } from './event-columns.ts';
import type { TurnKeys } from './turn-keys.ts';

/** How far (in turns) what happens at the very end of a turn may run on into the next. */
export const SPILL = 1;

/**
 * Whether two board points are the same place (any board kind; a path point's `f` aside). Every
 * field a board point may have is compared, so it holds for each kind of board.
 */
export function samePoint(a: unknown, b: unknown): boolean {
  const p = a as Record<string, unknown>;
  const q = b as Record<string, unknown>;
  return (
    p['lane'] === q['lane'] &&
    p['sq'] === q['sq'] &&
    p['x'] === q['x'] &&
    p['y'] === q['y'] &&
    p['heading'] === q['heading'] &&
    p['lap'] === q['lap'] &&
    p['place'] === q['place'] &&
    p['gap'] === q['gap'] &&
    p['station'] === q['station'] &&
    p['abreast'] === q['abreast']
  );
}

/** Whether `id` is the one and only key of `at`. */
function onlyKey(at: Record<string, unknown>, id: string): boolean {
  let n = 0;
  for (const key in at) if (++n > 1 || key !== id) return false;
  return n === 1;
}

/**
 * Pairs of numbers in a typed array grown as needed, emptied each turn without freeing it: the warp
 * runs once a turn on a million-event log, and lists that shrink and regrow would be garbage.
 */
class Pairs {
  data = new Float64Array(16);
  length = 0;

  clear(): void {
    this.length = 0;
  }

  push(a: number, b: number): void {
    if (this.length + 2 > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = a;
    this.data[this.length + 1] = b;
    this.length += 2;
  }

  /** Inserts (k, time), keeping the pairs sorted by k, then time (after equal pairs). */
  insert(k: number, time: number): void {
    this.push(k, time);
    const d = this.data;
    let at = this.length - 2;
    while (at > 0 && (d[at - 2]! > k || (d[at - 2] === k && d[at - 1]! > time))) {
      d[at] = d[at - 2]!;
      d[at + 1] = d[at - 1]!;
      at -= 2;
    }
    d[at] = k;
    d[at + 1] = time;
  }
}

/**
 * The broadcast warp, turn by turn. Each meeting the log names becomes an anchor: every chariot in
 * it must reach its named keyframe at the same instant. The instant stays as near the log's time
 * as each chariot's path allows at up to 1.5 times the turn's pace; between anchors each chariot
 * keeps its own relative pace. Works on a turn's key slots; its lists are reused from turn to turn.
 */
export class Warp {
  /** Each chariot's anchors this turn, as (key, time) pairs sorted by key then time. */
  private readonly anchors: Pairs[];
  private readonly pins = new Pairs();
  /** The chariots of the meeting being placed and their keys, as (ci, k) pairs. */
  private readonly members = new Pairs();

  constructor(
    private events: readonly RaceEvent[],
    private readonly index: ReadonlyMap<string, number>,
    /** Each event's time in turns (the log's, then warped), by its place in the log. */
    private eventTime: Float64Array,
    /** Each event's flags (`readEvents`): only those that meet (`MEETS`) are read here. */
    private flags: Uint8Array,
    /** When each chariot is free to start its next movement (a movement may run into the next turn). */
    private readonly free: Float64Array,
  ) {
    this.anchors = Array.from({ length: free.length }, () => new Pairs());
  }

  /** Works on a grown log's events and times from now on (a live plan's). */
  rebind(events: readonly RaceEvent[], eventTime: Float64Array, flags: Uint8Array): void {
    this.events = events;
    this.eventTime = eventTime;
    this.flags = flags;
  }

  /** The key of chariot `ci` standing at `point`, among those laid before `seq`; -1 if none. */
  private keyAt(keys: TurnKeys, ci: number, seq: number, point: unknown): number {
    const lo = keys.first[ci]!;
    const hi = keys.first[ci + 1]!;
    for (let k = hi - 1; k >= lo; k--) {
      if (keys.seq[k]! < seq && samePoint(keys.pointOf(this.events, k), point)) return k;
    }
    // Not moved yet this turn: it stands where its next movement starts.
    for (let k = lo; k < hi; k++) {
      if (keys.seq[k]! > seq) return samePoint(keys.pointOf(this.events, k), point) ? k : -1;
    }
    return -1;
  }

  /** Warps the turn laid in `keys` (its events `order[keys.from..keys.to)`). */
  turn(keys: TurnKeys, order: Int32Array): void {
    const { events, free, eventTime, flags } = this;
    const C = free.length;
    const turn = keys.turn;
    const { first, nominal, step, cum, weight, time, hold } = keys;
    // Nominal times never run backwards along a chariot's own keyframes; running metres.
    let longest = 1e-9;
    for (let ci = 0; ci < C; ci++) {
      const lo = first[ci]!;
      const hi = first[ci + 1]!;
      if (lo === hi) continue;
      cum[lo] = 0;
      for (let k = lo + 1; k < hi; k++) {
        nominal[k] = Math.max(nominal[k]!, nominal[k - 1]!);
        cum[k] = cum[k - 1]! + step[k]!;
      }
      longest = Math.max(longest, cum[hi - 1]!);
    }
    const rate = 1.5 * longest; // metres per turn at the fastest allowed pace
    // Each step takes its nominal share of the turn, but never less than the fastest pace allows.
    for (let ci = 0; ci < C; ci++) {
      const lo = first[ci]!;
      const hi = first[ci + 1]!;
      if (lo === hi) continue;
      weight[lo] = 0;
      for (let k = lo + 1; k < hi; k++) {
        weight[k] = weight[k - 1]! + Math.max(nominal[k]! - nominal[k - 1]!, step[k]! / rate);
      }
    }
    for (let ci = 0; ci < C; ci++) this.anchors[ci]!.clear();
    const members = this.members;
    for (let o = keys.from; o < keys.to; o++) {
      const i = order[o]!;
      if (!(flags[i]! & MEETS)) continue;
      const e = events[i]!;
      if (!e.at) continue;
      members.clear();
      // A chariot named without a movement this turn may still be finishing the last one (a wreck
      // flung on at the end of the previous turn): the meeting waits until it has come to rest.
      let settled = turn;
      for (const id in e.at) {
        const ci = this.index.get(id);
        if (ci === undefined) continue;
        const k = this.keyAt(keys, ci, e.seq, e.at[id]);
        if (k >= 0) members.push(ci, k);
        else settled = Math.max(settled, free[ci]!);
      }
      if (members.length === 0) continue;
      let lo = settled;
      let hi = turn + 1 + SPILL;
      const member = members.data;
      for (let m = 0; m < members.length; m += 2) {
        const ci = member[m]!;
        const k = member[m + 1]!;
        const list = this.anchors[ci]!.data;
        const listLength = this.anchors[ci]!.length;
        // The last anchor at or before this key, and the first after it: a later meeting on the
        // same square may come later (the chariot waits there).
        let before = -1;
        let after = -1;
        for (let a = 0; a < listLength; a += 2) {
          if (list[a]! <= k) before = a;
          else if (after < 0) after = a;
        }
        const prevK = before >= 0 ? list[before]! : first[ci]!;
        const prevTime = before >= 0 ? list[before + 1]! : Math.max(turn, free[ci]!);
        // What comes after the last meeting may run a little into the next turn (see below).
        const nextK = after >= 0 ? list[after]! : first[ci + 1]! - 1;
        const nextTime = after >= 0 ? list[after + 1]! : turn + 1 + SPILL;
        lo = Math.max(lo, prevTime + (cum[k]! - cum[prevK]!) / rate);
        hi = Math.min(hi, nextTime - (cum[nextK]! - cum[k]!) / rate);
      }
      const wanted = eventTime[i]!;
      const at = lo <= hi ? Math.min(hi, Math.max(lo, wanted)) : (lo + hi) / 2;
      eventTime[i] = at;
      for (let m = 0; m < members.length; m += 2) this.anchors[member[m]!]!.insert(member[m + 1]!, at);
    }
    const pins = this.pins;
    for (let ci = 0; ci < C; ci++) {
      const lo = first[ci]!;
      const hi = first[ci + 1]!;
      if (lo === hi) continue;
      pins.clear();
      pins.push(lo, Math.max(turn, nominal[lo]!, free[ci]!));
      const list = this.anchors[ci]!.data;
      const listLength = this.anchors[ci]!.length;
      for (let a = 0; a < listLength; a += 2) {
        if (list[a + 1]! >= pins.data[pins.length - 1]! && list[a]! >= pins.data[pins.length - 2]!) {
          pins.push(list[a]!, list[a + 1]!);
        }
      }
      const lastK = hi - 1;
      const tailK = pins.data[pins.length - 2]!;
      if (tailK < lastK) {
        // After the last meeting the chariot keeps its own pace, never faster than the fastest
        // allowed; what happens at the very end of a turn (a wreck flung on, a team shying away)
        // may run a little into the next.
        const tailHold = hold[tailK]!;
        const start = Number.isNaN(tailHold) ? pins.data[pins.length - 1]! : tailHold;
        pins.push(lastK, Math.min(turn + 1 + SPILL, start + weight[lastK]! - weight[tailK]!));
      }
      const pin = pins.data;
      time[lo] = pin[1]!;
      for (let p = 0; p + 3 < pins.length; p += 2) {
        const aK = pin[p]!;
        const aTime = pin[p + 1]!;
        const bK = pin[p + 2]!;
        const bTime = pin[p + 3]!;
        const h = hold[aK]!;
        if (aK === bK) {
          // Met twice on the same square: it stands there from the first meeting to the second.
          hold[aK] = Math.max(Number.isNaN(h) ? aTime : h, bTime);
          continue;
        }
        const start = Number.isNaN(h) ? aTime : h;
        const total = weight[bK]! - weight[aK]!;
        for (let k = aK + 1; k <= bK; k++) {
          const share = total > 1e-12 ? (weight[k]! - weight[aK]!) / total : (k - aK) / (bK - aK);
          time[k] = start + share * (bTime - start);
        }
      }
      for (let k = pin[pins.length - 2]! + 1; k < hi; k++) {
        const h = hold[k - 1]!;
        time[k] = Number.isNaN(h) ? time[k - 1]! : h;
      }
    }
    // Events of a chariot that name where it stands happen when it gets there.
    for (let o = keys.from; o < keys.to; o++) {
      const i = order[o]!;
      if (!(flags[i]! & MEETS)) continue;
      const e = events[i]!;
      if (!e.at || e.chariots.length === 0) continue;
      const id = e.chariots[0]!;
      if (!onlyKey(e.at, id)) continue;
      const ci = this.index.get(id);
      if (ci === undefined) continue;
      const k = this.keyAt(keys, ci, e.seq + 1, e.at[id]);
      if (k >= 0) eventTime[i] = time[k]!;
    }
  }
}

/** The pause between two chariots' moves in tabletop playback, s. */
const TABLETOP_PAUSE = 0.4;
/** The pause when the moves are capped (a brisker pace). */
const BRISK_PAUSE = 0.25;

/**
 * Each moving event's share of the turn in tabletop playback (`keys.evLength`), and their total.
 * Uncapped, a share is the move's metres. Capped, a chariot's activation (its moves one after
 * another, before another chariot moves) takes its metres at the gallop, at most `maxMove`
 * seconds, and a short pause; each of its events gets its part by metres.
 */
function tabletopShares(keys: TurnKeys, gallop: number, maxMove: number): number {
  let total = 0;
  if (!Number.isFinite(maxMove)) {
    for (let o = keys.from; o < keys.to; o++) {
      const m = keys.moves(o) ? keys.moveMetres(o) : 0;
      keys.evLength[o - keys.from] = m;
      total += m;
    }
    return total;
  }
  let o = keys.from;
  while (o < keys.to) {
    const who = keys.mover(o);
    if (who < 0) {
      keys.evLength[o - keys.from] = 0;
      o++;
      continue;
    }
    // The activation: this chariot's moves until another chariot moves.
    let end = o;
    let metres = 0;
    for (let p = o; p < keys.to; p++) {
      const mover = keys.mover(p);
      if (mover >= 0 && mover !== who) break;
      if (mover === who) metres += keys.moveMetres(p);
      end = p + 1;
    }
    const seconds = Math.min(maxMove, metres / gallop) + BRISK_PAUSE;
    for (let p = o; p < end; p++) {
      const share = keys.mover(p) === who ? (seconds * keys.moveMetres(p)) / metres : 0;
      keys.evLength[p - keys.from] = share;
      total += share;
    }
    o = end;
  }
  return total;
}

/**
 * Tabletop: seconds the turn laid in `keys` takes, the chariots' moves one after another with a
 * pause between them: uncapped, the turn's metres at the gallop; capped, each chariot's moves at
 * most `maxMove` seconds (see `tabletopShares`). Lays out the moves' shares of the turn too.
 */
export function tabletopSeconds(
  keys: TurnKeys,
  gallop: number,
  maxMove: number,
  minTurn: number,
  total: number,
): number {
  const shares = tabletopShares(keys, gallop, maxMove);
  if (!Number.isFinite(maxMove)) return Math.max(minTurn, total / gallop + TABLETOP_PAUSE * keys.chariots);
  return Math.max(minTurn, shares);
}

/**
 * Tabletop playback of the turn laid in `keys` (after `tabletopSeconds`): one chariot's movement
 * after another, each taking its share of the turn; the events between moves happen along the
 * move before them.
 */
export function tabletopTurn(
  keys: TurnKeys,
  events: readonly RaceEvent[],
  order: Int32Array,
  eventTime: Float64Array,
): void {
  const turn = keys.turn;
  let total = 0;
  for (let o = keys.from; o < keys.to; o++) total += keys.evLength[o - keys.from]!;
  let cursor = 0;
  let moved = false;
  let from = 0;
  let span = 0;
  let f0 = 0;
  let f1 = 0;
  for (let o = keys.from; o < keys.to; o++) {
    const i = order[o]!;
    const e = events[i]!;
    if (keys.moves(o)) {
      const len = keys.evLength[o - keys.from]!;
      from = turn + cursor / Math.max(total, 1e-9);
      span = len / Math.max(total, 1e-9);
      const path = e.path!;
      f0 = path[0]!.f;
      f1 = path[path.length - 1]!.f;
      for (let k = keys.evFirst[o - keys.from]!; k < keys.evEnd[o - keys.from]!; k++) {
        keys.time[k] = from + (f1 > f0 ? (keys.nominal[k]! - turn - f0) / (f1 - f0) : 0) * span;
      }
      cursor += len;
      moved = true;
      eventTime[i] = from;
    } else if (moved) {
      const f = e.t - turn;
      const share = f1 > f0 ? Math.min(1, Math.max(0, (f - f0) / (f1 - f0))) : 1;
      eventTime[i] = from + share * span;
    } else {
      eventTime[i] = turn;
    }
  }
}
