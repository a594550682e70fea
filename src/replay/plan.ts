import type { Condition, PathPoint, RaceEvent, RaceLog } from '../engine/log/schema.ts';
import { type BoardMapping, boardMapping } from '../engine/track/board-mapping.ts';
import { tableHeadingToWorld } from '../engine/track/table-mapping.ts';

/**
 * From race log to timed plan (the first of two steps; `sample.ts` is the second). A plan holds,
 * for each chariot, keyframes in seconds along the exact paths of the log, and cues for everything
 * else. Seeking is a binary search; nothing is re-run.
 *
 * Broadcast mode shows the chariots racing together: within a turn each chariot runs its own move
 * from the turn's start to its end, and wherever the log says chariots meet (a ram, a lash, a
 * collision, a wheel rip), the pace of each within the turn is warped so that all of them are where
 * the log puts them at that instant, never going backwards or jumping. Tabletop mode moves the
 * chariots one at a time, in the order the rules resolved them.
 */
export type PlaybackMode = 'broadcast' | 'tabletop';
export type Status = Condition['status'];

export interface PlanOptions {
  mode?: PlaybackMode;
  /** Speed of the fastest chariot of a turn at full speed, m/s (a real gallop is 15-20). */
  gallop?: number;
  /** No turn plays faster than this, seconds. */
  minTurnSeconds?: number;
  /** Time before the first turn, seconds. */
  startSeconds?: number;
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

export type MarkerKind = 'wreck' | 'ram' | 'collision' | 'attack' | 'lead-change' | 'finish' | 'lap';

export interface Marker {
  time: number;
  kind: MarkerKind;
  label: string;
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
  /** Every event with its time, in time order (ties in resolution order). */
  cues: Cue[];
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

function cueKind(e: RaceEvent): CueKind {
  if (INCIDENTS.has(e.type)) return 'incident';
  if (e.rolls && e.rolls.length > 0 && e.type !== 'roll') return 'check';
  if (e.path) return 'move';
  if (e.decision) return 'decision';
  return 'info';
}

interface Key {
  seq: number;
  /** Board point (a path point), to match positions named by events. */
  point: PathPoint;
  station: number;
  d: number;
  /** Nominal time in turns (turn + f). */
  nominal: number;
  /** Time in turns after warping. */
  time: number;
  /** When set, the chariot stands on this keyframe until then. */
  hold?: number;
  /** World yaw the log records at this point (table boards). */
  heading?: number;
}

/** How far (in turns) what happens at the very end of a turn may run on into the next. */
const SPILL = 1;

/** Whether a keyframe stands on the board point an event names (any board kind; `f` aside). */
function samePoint(k: Key, p: unknown): boolean {
  const a = k.point as Record<string, unknown>;
  const b = p as Record<string, unknown>;
  for (const key in b) if (key !== 'f' && a[key] !== b[key]) return false;
  for (const key in a) if (key !== 'f' && a[key] !== b[key]) return false;
  return true;
}

/** Builds the plan. A log whose board cannot be shown yet gets an error, not a throw. */
export function buildPlan(log: RaceLog, options: PlanOptions = {}): PlanResult {
  const mode = options.mode ?? 'broadcast';
  const gallop = options.gallop ?? 17;
  const minTurn = options.minTurnSeconds ?? 1.2;
  const startSeconds = options.startSeconds ?? 2.5;
  let mapping: BoardMapping;
  try {
    mapping = boardMapping(log.header.track.board);
  } catch (e) {
    return {
      ok: false,
      error: `this viewer cannot lay out the ${log.header.track.board.kind} board: ${(e as Error).message}`,
    };
  }
  const ids = log.header.entrants.map((e) => e.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const lastTurn = Math.max(log.footer.turns, log.events.at(-1)?.turn ?? 0);

  // Events per turn.
  const byTurn: RaceEvent[][] = Array.from({ length: lastTurn + 1 }, () => []);
  for (const e of log.events) byTurn[e.turn]!.push(e);

  // Keyframes per chariot per turn, in resolution order.
  const place = { station: 0, d: 0 };
  const keys: Key[][][] = byTurn.map(() => ids.map(() => []));
  for (const [turn, events] of byTurn.entries()) {
    for (const e of events) {
      if (!e.path || e.chariots.length === 0) continue;
      const ci = index.get(e.chariots[0]!)!;
      for (const p of e.path) {
        mapping.place(p, place);
        const nominal = turn + p.f;
        keys[turn]![ci]!.push({
          seq: e.seq,
          point: p,
          station: place.station,
          d: place.d,
          nominal,
          time: nominal,
          heading: 'heading' in p ? tableHeadingToWorld(p.heading) : undefined,
        });
      }
    }
  }

  // Metres each chariot runs per turn: the fastest sets the turn's length in seconds.
  const turnSeconds = new Float64Array(lastTurn + 1);
  turnSeconds[0] = startSeconds;
  const dist = (a: Key, b: Key): number =>
    Math.abs(b.station - a.station) * mapping.metresPerStation((a.station + b.station) / 2, (a.d + b.d) / 2) +
    Math.abs(b.d - a.d);
  for (let turn = 1; turn <= lastTurn; turn++) {
    let longest = 0;
    let total = 0;
    for (const k of keys[turn]!) {
      let m = 0;
      for (let i = 1; i < k.length; i++) m += dist(k[i - 1]!, k[i]!);
      longest = Math.max(longest, m);
      total += m;
    }
    turnSeconds[turn] =
      mode === 'broadcast'
        ? Math.max(minTurn, longest / gallop)
        : Math.max(minTurn, total / gallop + 0.4 * ids.length);
  }
  const turnStart = new Float64Array(lastTurn + 2);
  for (let t = 0; t <= lastTurn; t++) turnStart[t + 1] = turnStart[t]! + turnSeconds[t]!;
  const toSeconds = (t: number): number => {
    const turn = Math.min(lastTurn, Math.max(0, Math.floor(t)));
    const frac = Math.min(1, Math.max(0, t - turn));
    return turnStart[turn]! + frac * turnSeconds[turn]!;
  };

  const eventTime = new Float64Array(log.events.length);
  for (const e of log.events) eventTime[e.seq] = e.t;

  // When each chariot is free to start its next movement (a movement may run into the next turn).
  const free = new Float64Array(ids.length).fill(1);
  for (let turn = 1; turn <= lastTurn; turn++) {
    if (mode === 'broadcast') warpTurn(turn, byTurn[turn]!, keys[turn]!, index, eventTime, dist, free);
    else tabletopTurn(turn, byTurn[turn]!, keys[turn]!, index, eventTime, dist);
    for (const [ci, list] of keys[turn]!.entries()) {
      const last = list[list.length - 1];
      if (last) free[ci] = Math.max(free[ci]!, last.hold ?? last.time);
    }
  }

  // Assemble tracks: hold still between moves, continuous across turns.
  const chariots: ChariotTrack[] = ids.map((id, ci) => {
    const entrant = log.header.entrants[ci]!;
    const start = mapping.place(entrant.start, { station: 0, d: 0 });
    const t: number[] = [0];
    const st: number[] = [start.station];
    const dd: number[] = [start.d];
    // True headings, unwrapped so that interpolation turns the short way.
    const hh: number[] | null =
      'heading' in entrant.start ? [tableHeadingToWorld(entrant.start.heading)] : null;
    const pushHeading = (h: number | undefined): void => {
      if (!hh) return;
      const prev = hh[hh.length - 1]!;
      const raw = h ?? prev;
      hh.push(raw + Math.round((prev - raw) / (2 * Math.PI)) * 2 * Math.PI);
    };
    for (let turn = 1; turn <= lastTurn; turn++) {
      for (const k of keys[turn]![ci]!) {
        for (const time of k.hold === undefined ? [k.time] : [k.time, k.hold]) {
          t.push(Math.max(toSeconds(time), t[t.length - 1]!));
          st.push(k.station);
          dd.push(k.d);
          pushHeading(k.heading);
        }
      }
    }
    t.push(turnStart[lastTurn + 1]!);
    st.push(st[st.length - 1]!);
    dd.push(dd[dd.length - 1]!);
    pushHeading(undefined);
    return {
      id,
      index: ci,
      times: Float64Array.from(t),
      station: Float64Array.from(st),
      d: Float64Array.from(dd),
      statusTimes: new Float64Array(0),
      statuses: [],
      ...(hh ? { heading: Float64Array.from(hh) } : {}),
    };
  });

  // Cues at their (warped) times; statuses from the conditions events carry.
  const cues: Cue[] = log.events.map((e) => ({
    time: toSeconds(eventTime[e.seq]!),
    seq: e.seq,
    kind: cueKind(e),
    event: e,
  }));
  cues.sort((a, b) => a.time - b.time || a.seq - b.seq);
  const statusLists = ids.map(() => ({ times: [0] as number[], statuses: ['racing'] as Status[] }));
  const deviationLists = ids.map(() => ({ times: [0] as number[], values: [0] as number[], seen: false }));
  // In the log's order: each condition is the chariot's state after its event. Warping can time a
  // later event of a turn before an earlier one; a chariot's state never goes back to an older one.
  for (const cue of logOrder(cues)) {
    for (const [id, cond] of Object.entries(cue.event.effect?.condition ?? {})) {
      const list = statusLists[index.get(id)!]!;
      if (list.statuses[list.statuses.length - 1] !== cond.status) {
        list.times.push(Math.max(cue.time, list.times[list.times.length - 1]!));
        list.statuses.push(cond.status);
      }
      const dev = cond.attrs.deviation;
      if (typeof dev === 'number') {
        const dl = deviationLists[index.get(id)!]!;
        dl.seen = true;
        if (dl.values[dl.values.length - 1] !== dev) {
          dl.times.push(Math.max(cue.time, dl.times[dl.times.length - 1]!));
          dl.values.push(dev);
        }
      }
    }
  }
  for (const [ci, c] of chariots.entries()) {
    c.statusTimes = Float64Array.from(statusLists[ci]!.times);
    c.statuses = statusLists[ci]!.statuses;
    const dl = deviationLists[ci]!;
    if (dl.seen) {
      c.deviationTimes = Float64Array.from(dl.times);
      c.deviations = Float64Array.from(dl.values);
    }
  }

  const { markers, leaderLaps } = buildMarkers(log, cues, chariots, turnStart, lastTurn);
  return {
    ok: true,
    plan: {
      log,
      mode,
      mapping,
      duration: turnStart[lastTurn + 1]!,
      turnStart,
      chariots,
      chariotIndex: index,
      cues,
      markers,
      leaderLaps,
    },
  };
}

/** The keyframe of a chariot standing at the point an event names, among those laid before it. */
function keyAt(list: Key[], seq: number, point: unknown): number {
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.seq < seq && samePoint(list[i]!, point)) return i;
  // Not moved yet this turn: it stands where its next movement starts.
  const next = list.findIndex((k) => k.seq > seq);
  return next >= 0 && samePoint(list[next]!, point) ? next : -1;
}

/**
 * Broadcast warp of one turn. Each meeting the log names becomes an anchor: every chariot in it must
 * reach its named keyframe at the same instant. The instant stays as near the log's time as each
 * chariot's path allows at up to 1.5 times the turn's pace; between anchors each chariot keeps its
 * own relative pace.
 */
function warpTurn(
  turn: number,
  events: RaceEvent[],
  keys: Key[][],
  index: Map<string, number>,
  eventTime: Float64Array,
  dist: (a: Key, b: Key) => number,
  free: Float64Array,
): void {
  // Nominal times never run backwards along a chariot's own keyframes.
  for (const list of keys)
    for (let i = 1; i < list.length; i++) list[i]!.nominal = Math.max(list[i]!.nominal, list[i - 1]!.nominal);
  let longest = 1e-9;
  const cum = keys.map((list) => {
    const c = [0];
    for (let i = 1; i < list.length; i++) c.push(c[i - 1]! + dist(list[i - 1]!, list[i]!));
    longest = Math.max(longest, c[c.length - 1]!);
    return c;
  });
  const rate = 1.5 * longest; // metres per turn at the fastest allowed pace
  // Each step takes its nominal share of the turn, but never less than the fastest pace allows.
  const weights = keys.map((list, ci) => {
    const c = cum[ci]!;
    const w = [0];
    for (let i = 1; i < list.length; i++) {
      w.push(w[i - 1]! + Math.max(list[i]!.nominal - list[i - 1]!.nominal, (c[i]! - c[i - 1]!) / rate));
    }
    return w;
  });
  const anchors: Array<Array<{ i: number; time: number }>> = keys.map(() => []);
  for (const e of events) {
    if (!e.at) continue;
    const members: Array<{ ci: number; i: number }> = [];
    // A chariot named without a movement this turn may still be finishing the last one (a wreck
    // flung on at the end of the previous turn): the meeting waits until it has come to rest.
    let settled = turn;
    for (const [id, point] of Object.entries(e.at)) {
      const ci = index.get(id);
      if (ci === undefined) continue;
      const i = keyAt(keys[ci]!, e.seq, point);
      if (i >= 0) members.push({ ci, i });
      else settled = Math.max(settled, free[ci]!);
    }
    if (members.length === 0) continue;
    let lo = settled;
    let hi = turn + 1 + SPILL;
    for (const m of members) {
      const c = cum[m.ci]!;
      const before = anchors[m.ci]!.filter((a) => a.i <= m.i);
      // A later meeting on the same square may come later: the chariot waits there.
      const after = anchors[m.ci]!.filter((a) => a.i > m.i);
      const prev =
        before.length > 0 ? before[before.length - 1]! : { i: 0, time: Math.max(turn, free[m.ci]!) };
      // What comes after the last meeting may run a little into the next turn (see below).
      const next = after.length > 0 ? after[0]! : { i: c.length - 1, time: turn + 1 + SPILL };
      lo = Math.max(lo, prev.time + (c[m.i]! - c[prev.i]!) / rate);
      hi = Math.min(hi, next.time - (c[next.i]! - c[m.i]!) / rate);
    }
    const wanted = eventTime[e.seq]!;
    const time = lo <= hi ? Math.min(hi, Math.max(lo, wanted)) : (lo + hi) / 2;
    eventTime[e.seq] = time;
    for (const m of members) {
      const list = anchors[m.ci]!;
      list.push({ i: m.i, time });
      list.sort((a, b) => a.i - b.i || a.time - b.time);
    }
  }
  for (const [ci, list] of keys.entries()) {
    if (list.length === 0) continue;
    const pins = [{ i: 0, time: Math.max(turn, list[0]!.nominal, free[ci]!) }];
    for (const a of anchors[ci]!)
      if (a.time >= pins[pins.length - 1]!.time && a.i >= pins[pins.length - 1]!.i) pins.push(a);
    const lastI = list.length - 1;
    const tail = pins[pins.length - 1]!;
    if (tail.i < lastI) {
      // After the last meeting the chariot keeps its own pace, never faster than the fastest
      // allowed; what happens at the very end of a turn (a wreck flung on, a team shying away)
      // may run a little into the next.
      const w = weights[ci]!;
      pins.push({
        i: lastI,
        time: Math.min(turn + 1 + SPILL, (list[tail.i]!.hold ?? tail.time) + w[lastI]! - w[tail.i]!),
      });
    }
    list[0]!.time = pins[0]!.time;
    for (let p = 0; p + 1 < pins.length; p++) {
      const a = pins[p]!;
      const b = pins[p + 1]!;
      if (a.i === b.i) {
        // Met twice on the same square: it stands there from the first meeting to the second.
        list[a.i]!.hold = Math.max(list[a.i]!.hold ?? a.time, b.time);
        continue;
      }
      const from = list[a.i]!.hold ?? a.time;
      const w = weights[ci]!;
      const total = w[b.i]! - w[a.i]!;
      for (let i = a.i + 1; i <= b.i; i++) {
        const share = total > 1e-12 ? (w[i]! - w[a.i]!) / total : (i - a.i) / (b.i - a.i);
        list[i]!.time = from + share * (b.time - from);
      }
    }
    for (let i = pins[pins.length - 1]!.i + 1; i < list.length; i++)
      list[i]!.time = list[i - 1]!.hold ?? list[i - 1]!.time;
  }
  // Events of a chariot that name where it stands happen when it gets there.
  for (const e of events) {
    if (!e.at || Object.keys(e.at).length !== 1 || e.chariots.length === 0) continue;
    const ci = index.get(e.chariots[0]!);
    if (ci === undefined) continue;
    const i = keyAt(keys[ci]!, e.seq + 1, e.at[e.chariots[0]!]);
    if (i >= 0) eventTime[e.seq] = keys[ci]![i]!.time;
  }
}

/** Tabletop playback: one chariot's movement after another, each at the pace of a gallop. */
function tabletopTurn(
  turn: number,
  events: RaceEvent[],
  keys: Key[][],
  index: Map<string, number>,
  eventTime: Float64Array,
  dist: (a: Key, b: Key) => number,
): void {
  let total = 0;
  const lengths = new Map<number, number>();
  for (const e of events) {
    if (!e.path || e.chariots.length === 0) continue;
    const list = keys[index.get(e.chariots[0]!)!]!.filter((k) => k.seq === e.seq);
    let m = 0;
    for (let i = 1; i < list.length; i++) m += dist(list[i - 1]!, list[i]!);
    const len = Math.max(m, 4);
    lengths.set(e.seq, len);
    total += len;
  }
  let cursor = 0;
  let current: { seq: number; from: number; span: number; f0: number; f1: number } | null = null;
  for (const e of events) {
    if (e.path && e.chariots.length > 0) {
      const len = lengths.get(e.seq)!;
      const from = turn + cursor / Math.max(total, 1e-9);
      const span = len / Math.max(total, 1e-9);
      const list = keys[index.get(e.chariots[0]!)!]!.filter((k) => k.seq === e.seq);
      const f0 = e.path[0]!.f;
      const f1 = e.path[e.path.length - 1]!.f;
      for (const k of list) k.time = from + (f1 > f0 ? (k.nominal - turn - f0) / (f1 - f0) : 0) * span;
      cursor += len;
      current = { seq: e.seq, from, span, f0, f1 };
      eventTime[e.seq] = from;
    } else if (current) {
      const f = e.t - turn;
      const share =
        current.f1 > current.f0 ? Math.min(1, Math.max(0, (f - current.f0) / (current.f1 - current.f0))) : 1;
      eventTime[e.seq] = current.from + share * current.span;
    } else {
      eventTime[e.seq] = turn;
    }
  }
}

function buildMarkers(
  log: RaceLog,
  cues: Cue[],
  chariots: ChariotTrack[],
  turnStart: Float64Array,
  lastTurn: number,
): { markers: Marker[]; leaderLaps: number[] } {
  const markers: Marker[] = [];
  const name = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  const n = (id: string | undefined): string => (id ? (name.get(id) ?? id) : '?');
  const leaderLaps: number[] = [];
  for (const c of cues) {
    const e = c.event;
    const [a, b] = e.chariots;
    switch (e.type) {
      case 'wreck':
        markers.push({ time: c.time, kind: 'wreck', label: `${n(a)} wrecked`, seq: e.seq });
        break;
      case 'ram':
        markers.push({ time: c.time, kind: 'ram', label: `${n(a)} rams ${n(b)}`, seq: e.seq });
        break;
      case 'collision':
        markers.push({ time: c.time, kind: 'collision', label: `${n(a)} collides with ${n(b)}`, seq: e.seq });
        break;
      case 'whip-attack':
        markers.push({ time: c.time, kind: 'attack', label: `${n(a)} whips ${n(b)}`, seq: e.seq });
        break;
      case 'rip-wheels':
        markers.push({
          time: c.time,
          kind: 'attack',
          label: `${n(a)} goes for ${n(b)}'s wheels`,
          seq: e.seq,
        });
        break;
      case 'finish':
        markers.push({ time: c.time, kind: 'finish', label: `${n(a)} finishes`, seq: e.seq });
        break;
      case 'lap': {
        const lap = Number(/lap (\d+)/.exec(e.effect?.summary ?? '')?.[1] ?? 0);
        if (lap > leaderLaps.length) {
          leaderLaps.push(c.time);
          markers.push({ time: c.time, kind: 'lap', label: `${n(a)} leads into lap ${lap + 1}`, seq: e.seq });
        }
        break;
      }
    }
  }
  // Lead changes: the chariot furthest along at the end of each turn.
  let leader: number | null = null;
  for (let turn = 1; turn <= lastTurn; turn++) {
    const time = turnStart[turn + 1]!;
    let best = -1;
    let bestStation = -Infinity;
    for (const c of chariots) {
      const i = upperBound(c.times, time) - 1;
      const status = c.statuses[upperBound(c.statusTimes, time) - 1];
      if (status === 'wrecked' || status === 'retired') continue;
      const st = c.station[Math.max(0, i)]!;
      if (st > bestStation + 1e-9) {
        bestStation = st;
        best = c.index;
      }
    }
    if (best >= 0 && leader !== null && best !== leader) {
      markers.push({
        time,
        kind: 'lead-change',
        label: `${n(chariots[best]!.id)} takes the lead`,
        seq: null,
      });
    }
    if (best >= 0) leader = best;
  }
  markers.sort((a, b) => a.time - b.time);
  return { markers, leaderLaps };
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

/**
 * The cues in the log's order (by seq). A chariot's conditions must be read in this order: in the
 * race playback a later event of a turn may be timed before an earlier one.
 */
export function logOrder(cues: readonly Cue[]): Cue[] {
  return [...cues].sort((a, b) => a.seq - b.seq);
}
