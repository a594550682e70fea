import type { RaceEvent } from '../engine/log/schema.ts';
import { cueKind, type Plan, type Status } from './plan.ts';
import { newSample, sampleChariot } from './sample.ts';
import { buildStandingsFacts, type StandingsFacts, trackMetres } from './standings.ts';

/**
 * The race's charts, derived from its plan (so on the viewer's own clock): the lap chart (where
 * every chariot lay at the end of each lap), the gap chart (metres behind the leader over time) and
 * each chariot's incidents on a timeline. Pure data, no DOM: `src/ui/charts/` draws them.
 *
 * Laps are read from the log's `lap` events by their typed fields only: the lap an event completes
 * is its `lap` field, else its chariot's `laps` condition attribute (both shared names of the
 * version 2 log), else one more than that chariot's lap events so far.
 */

export type OutStatus = Extract<Status, 'wrecked' | 'retired'>;

export interface LapRow {
  id: string;
  /** Its index in the plan's chariots (and the header's entrants). */
  index: number;
  /**
   * Its place at the start (index 0) and at the end of each lap (index k: lap k); null where it
   * did not complete that lap.
   */
  positions: (number | null)[];
  /** When it completed each lap, plan seconds (index k: lap k; index 0 the start); NaN if it did not. */
  times: number[];
  /** How it left the race, if it did: wrecked or retired, when, and how many laps it had done. */
  out: { status: OutStatus; time: number; laps: number } | null;
  /** Its finishing place, from the log's results; null if it did not finish. */
  place: number | null;
}

export interface LapChart {
  /** Laps the leader completed (columns 1 … laps; column 0 is the start). */
  laps: number;
  /** When each column's lap was first completed (the leader's time), plan seconds; [0] the start. */
  columnTimes: number[];
  /** One row per chariot, in the header's order. */
  rows: LapRow[];
}

/** One incident on a chariot's timeline. */
export interface ChartIncident {
  time: number;
  seq: number;
  /** The event's type (`wreck`, `ram`, `collision`, …). */
  type: string;
  /** The other chariots the event names, by id. */
  others: string[];
}

export interface GapChart {
  /** Sample times, plan seconds, increasing. */
  times: Float64Array;
  /**
   * Metres behind the leader, per chariot (plan order) per sample: 0 for the leader, never
   * negative; NaN once the chariot is out of the race or past its finish.
   */
  gaps: Float64Array[];
  /** The largest gap shown. */
  max: number;
}

export interface RaceCharts {
  lap: LapChart;
  gap: GapChart;
  /** Each chariot's incidents in time order, by plan index. */
  incidents: ChartIncident[][];
}

/** The lap a `lap` event says its chariot has completed (typed fields only; `seen` counts per chariot). */
export function lapCompleted(e: RaceEvent, seen: Map<string, number>): number {
  const id = e.chariots[0] ?? '';
  const count = (seen.get(id) ?? 0) + 1;
  seen.set(id, count);
  const typed = (e as { lap?: unknown }).lap;
  if (typeof typed === 'number' && typed > 0) return typed;
  const attr = e.effect?.condition?.[id]?.attrs['laps'];
  if (typeof attr === 'number' && attr > 0) return attr;
  return count;
}

/** A running order the log gives as data (a typed `order` field: Hippodrome's places), or null. */
function runningOrderOf(e: RaceEvent): readonly string[] | null {
  if (e.type !== 'order' && e.type !== 'start-order') return null;
  const order = (e as { order?: unknown }).order;
  return Array.isArray(order) && order.every((x) => typeof x === 'string') ? order : null;
}

/**
 * The log's events by the race time the log gives them (`t`), ties in resolution order: who
 * crossed the line first, whichever playback mode times the plan.
 */
function logTimeOrder(plan: Plan): number[] {
  const events = plan.events;
  return events.map((_, i) => i).sort((a, b) => events[a]!.t - events[b]!.t || a - b);
}

/** When the chariot left the race (wrecked or retired) by its status changes, or null. */
function outOf(plan: Plan, ci: number): { status: OutStatus; time: number } | null {
  const track = plan.chariots[ci]!;
  for (let k = 0; k < track.statuses.length; k++) {
    const status = track.statuses[k]!;
    if (status === 'wrecked' || status === 'retired') return { status, time: track.statusTimes[k]! };
  }
  return null;
}

const _sample = newSample();

/** The order at the start: furthest round first, ties (a start line) in the header's order. */
function startOrder(plan: Plan, t: number): number[] {
  const metres = plan.chariots.map((c) => trackMetres(sampleChariot(plan, c, t, _sample).station, 15));
  return plan.chariots.map((c) => c.index).sort((a, b) => metres[b]! - metres[a]! || a - b);
}

/**
 * The lap chart. A chariot's place at the end of lap k is its place in the order the chariots
 * completed lap k (their `lap` events by the log's race time `t`). Where the ruleset writes one lap event per
 * lap for the leader and the running order as data (Hippodrome), the place is the one that
 * running order gave last before the lap's end, finishers first.
 */
export function buildLapChart(plan: Plan, facts: StandingsFacts = buildStandingsFacts(plan)): LapChart {
  const seen = new Map<string, number>();
  // Completions per lap, in time order: [chariot index, time].
  const byLap: Array<Array<[number, number]>> = [];
  let running: readonly string[] | null = null;
  const runningAtLap: Array<readonly string[] | null> = [];
  const leaderOnly = new Set<number>();
  for (const i of logTimeOrder(plan)) {
    const e = plan.events[i]!;
    const order = runningOrderOf(e);
    if (order) running = order;
    if (e.type !== 'lap') continue;
    const ci = plan.chariotIndex.get(e.chariots[0] ?? '');
    if (ci === undefined) continue;
    const lap = lapCompleted(e, seen);
    while (byLap.length < lap) byLap.push([]);
    const done = byLap[lap - 1]!;
    if (done.some(([c]) => c === ci)) continue;
    done.push([ci, plan.eventTimes[i]!]);
    if (running && done.length === 1) {
      runningAtLap[lap - 1] = running;
      leaderOnly.add(lap - 1);
    } else leaderOnly.delete(lap - 1);
  }
  const laps = byLap.length;
  const start = plan.turnStart[1] ?? 0;
  const rows: LapRow[] = plan.chariots.map((c) => {
    const out = outOf(plan, c.index);
    const place = facts.place[c.index]! > 0 ? facts.place[c.index]! : null;
    return {
      id: c.id,
      index: c.index,
      positions: new Array<number | null>(laps + 1).fill(null),
      times: new Array<number>(laps + 1).fill(Number.NaN),
      out: out ? { ...out, laps: 0 } : null,
      place,
    };
  });
  for (const [k, ci] of startOrder(plan, start).entries()) {
    rows[ci]!.positions[0] = k + 1;
    rows[ci]!.times[0] = start;
  }
  const columnTimes = [start];
  for (let k = 0; k < laps; k++) {
    const done = byLap[k]!;
    const leaderTime = done[0]?.[1] ?? Number.NaN;
    columnTimes.push(leaderTime);
    const order = leaderOnly.has(k) ? lapOrderFromRunning(plan, facts, runningAtLap[k]!, leaderTime) : done;
    for (const [p, [ci, t]] of order.entries()) {
      rows[ci]!.positions[k + 1] = p + 1;
      rows[ci]!.times[k + 1] = t;
    }
  }
  for (const row of rows) {
    if (!row.out) continue;
    let done = 0;
    for (let k = 1; k <= laps; k++) if (row.times[k]! <= row.out.time) done = k;
    row.out.laps = done;
  }
  return { laps, columnTimes, rows };
}

/** A lap's order from the running order (finishers by place first), all at the leader's time. */
function lapOrderFromRunning(
  plan: Plan,
  facts: StandingsFacts,
  running: readonly string[],
  time: number,
): Array<[number, number]> {
  const finished = plan.chariots
    .map((c) => c.index)
    .filter((ci) => facts.finishTime[ci]! <= time)
    .sort((a, b) => facts.place[a]! - facts.place[b]! || facts.finishTime[a]! - facts.finishTime[b]!);
  const order: Array<[number, number]> = finished.map((ci) => [ci, time]);
  for (const id of running) {
    const ci = plan.chariotIndex.get(id);
    if (ci === undefined || order.some(([c]) => c === ci)) continue;
    const out = outOf(plan, ci);
    if (out && out.time <= time) continue;
    order.push([ci, time]);
  }
  return order;
}

/** At most this many samples on the gap chart (a long race is thinned evenly). */
const GAP_SAMPLES = 480;
/** The line gaps are measured along (metres off the inner edge), as the standings measure them. */
const GAP_LINE = 15;

/**
 * The gap chart: each chariot's distance behind the leader along a mid-track line, sampled over
 * the race. The leader is the chariot furthest round of those still in it, a finisher standing at
 * the line where it crossed; a chariot's line stops where it finishes or leaves the race.
 */
export function buildGapChart(plan: Plan, facts: StandingsFacts = buildStandingsFacts(plan)): GapChart {
  const start = plan.turnStart[1] ?? 0;
  const end = plan.duration;
  const count = Math.max(2, Math.min(GAP_SAMPLES, Math.ceil((end - start) * 4) + 1));
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) times[i] = start + ((end - start) * i) / (count - 1);
  const n = plan.chariots.length;
  const gaps = plan.chariots.map(() => new Float64Array(count).fill(Number.NaN));
  const finishMetres = new Float64Array(n);
  for (const c of plan.chariots) {
    const ft = facts.finishTime[c.index]!;
    if (Number.isFinite(ft))
      finishMetres[c.index] = trackMetres(sampleChariot(plan, c, ft, _sample).station, GAP_LINE);
  }
  const metres = new Float64Array(n);
  const inRace = new Uint8Array(n);
  let max = 0;
  for (let i = 0; i < count; i++) {
    const t = times[i]!;
    let lead = Number.NEGATIVE_INFINITY;
    for (const c of plan.chariots) {
      const ci = c.index;
      sampleChariot(plan, c, t, _sample);
      const finished = facts.finishTime[ci]! <= t;
      inRace[ci] = finished || _sample.status === 'racing' ? 1 : 0;
      metres[ci] = finished ? finishMetres[ci]! : trackMetres(_sample.station, GAP_LINE);
      if (inRace[ci]) lead = Math.max(lead, metres[ci]!);
    }
    for (let ci = 0; ci < n; ci++) {
      // A finisher's line ends at its finish; a chariot out of the race has none.
      if (!inRace[ci]) continue;
      if (facts.finishTime[ci]! < t) continue;
      const gap = Math.max(0, lead - metres[ci]!);
      gaps[ci]![i] = gap;
      if (gap > max) max = gap;
    }
  }
  return { times, gaps, max };
}

/** Each chariot's incidents (the events the viewer counts as incidents), in time order. */
export function buildIncidentTimelines(plan: Plan): ChartIncident[][] {
  const out: ChartIncident[][] = plan.chariots.map(() => []);
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const e = plan.events[plan.cueOrder[o]!]!;
    if (cueKind(e) !== 'incident') continue;
    const time = plan.cueTimes[o]!;
    for (const id of new Set(e.chariots)) {
      const ci = plan.chariotIndex.get(id);
      if (ci === undefined) continue;
      out[ci]!.push({ time, seq: e.seq, type: e.type, others: e.chariots.filter((x) => x !== id) });
    }
  }
  return out;
}

/** Every chart of a race. */
export function buildRaceCharts(plan: Plan): RaceCharts {
  const facts = buildStandingsFacts(plan);
  return {
    lap: buildLapChart(plan, facts),
    gap: buildGapChart(plan, facts),
    incidents: buildIncidentTimelines(plan),
  };
}

/**
 * Where time t falls on the lap chart's axis, in columns (0 the start, k the end of lap k),
 * linear between the columns' times; clamped to the chart.
 */
export function lapColumnAt(chart: LapChart, t: number): number {
  const times = chart.columnTimes;
  if (times.length === 0 || !(t > times[0]!)) return 0;
  for (let k = 1; k < times.length; k++) {
    const a = times[k - 1]!;
    const b = times[k]!;
    if (t <= b) return k - 1 + (b > a ? (t - a) / (b - a) : 1);
  }
  return times.length - 1;
}
