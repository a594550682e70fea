import { lapLength, SEGMENTS, segmentLength } from '../engine/track/circus-maximus.ts';
import { messages } from '../messages/index.ts';
import type { Plan, Status } from './plan.ts';
import { newSample, sampleChariot, turnAt } from './sample.ts';

/**
 * The order of the race at an instant: finished chariots first in finishing order, then those
 * still racing by how far round they are, then retired, then wrecked. Built once per plan and
 * updated in place, so the HUD can refresh it several times a second without allocating.
 */
export interface Standing {
  index: number;
  id: string;
  status: Status;
  station: number;
  /** Metres behind the leader along a mid-track line (0 for the leader). */
  gapMetres: number;
  /** Finishing place, from the log's results, once it has crossed the line. */
  place: number | null;
  /** When it crosses the finish line in the plan (Infinity if never). */
  finishTime: number;
}

export interface StandingsTable {
  rows: Standing[];
  /** Indices into rows, leader first. */
  order: number[];
}

/** Lateral offset of the line gaps are measured along: the lanes most chariots use. */
const GAP_LINE = 15;

const STATUS_RANK: Record<Status, number> = { finished: 0, racing: 1, retired: 2, wrecked: 3 };

/** Metres from the start along the line at offset d to a station. Allocation-free. */
export function trackMetres(station: number, d: number): number {
  const seg = Math.floor(station);
  const lap = Math.floor(seg / 4);
  const within = seg - lap * 4;
  let s = lap * lapLength(d);
  for (let i = 0; i < within; i++) s += segmentLength(SEGMENTS[i]!, d);
  return s + (station - seg) * segmentLength(SEGMENTS[within]!, d);
}

/** The fixed facts of the standings: when each chariot (by index) crosses the line, and its place. */
export interface StandingsFacts {
  /** Plan time of each chariot's finish (Infinity if it never finishes). */
  readonly finishTime: Float64Array;
  /** Finishing place of each chariot (0 for none). */
  readonly place: Int32Array;
}

export function buildStandingsFacts(plan: Plan): StandingsFacts {
  const n = plan.chariots.length;
  const finishTime = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const event = plan.events[plan.cueOrder[o]!]!;
    if (event.type !== 'finish') continue;
    const ci = plan.chariotIndex.get(event.chariots[0] ?? '');
    if (ci !== undefined && finishTime[ci] === Number.POSITIVE_INFINITY) finishTime[ci] = plan.cueTimes[o]!;
  }
  const places = new Map(plan.log.footer.results.map((r) => [r.chariot, r.place]));
  const place = new Int32Array(n);
  // Finishers without a place in the results (an odd log) are placed by when they crossed.
  const byFinish = plan.chariots
    .map((c) => c.index)
    .filter((ci) => Number.isFinite(finishTime[ci]!))
    .sort((a, b) => finishTime[a]! - finishTime[b]!);
  for (const [k, ci] of byFinish.entries()) place[ci] = places.get(plan.chariots[ci]!.id) ?? k + 1;
  return { finishTime, place };
}

/** A table of the standings to update in place (one per list shown). */
export function createStandings(
  plan: Plan,
  facts: StandingsFacts = buildStandingsFacts(plan),
): StandingsTable {
  const rows: Standing[] = plan.chariots.map((c) => ({
    index: c.index,
    id: c.id,
    status: 'racing',
    station: 0,
    gapMetres: 0,
    place: facts.place[c.index]! > 0 ? facts.place[c.index]! : null,
    finishTime: facts.finishTime[c.index]!,
  }));
  return { rows, order: rows.map((_, i) => i) };
}

const _sample = newSample();

/**
 * Updates every row to time t and re-sorts the order. Statuses (a finish, a wreck) count at once;
 * racing chariots are ranked by where they stood when the turn being played began, so the list
 * changes once a turn: within a turn the chariots move one after another, and a list that followed
 * each move would swap two near-tied chariots back and forth faster than its rows can slide.
 */
export function updateStandings(table: StandingsTable, plan: Plan, t: number): void {
  const { rows, order } = table;
  const turnBegan = Math.min(t, plan.turnStart[turnAt(plan, t)] ?? 0);
  for (const row of rows) {
    const track = plan.chariots[row.index]!;
    sampleChariot(plan, track, t, _sample);
    row.status = row.finishTime <= t ? 'finished' : _sample.status;
    if (turnBegan < t) sampleChariot(plan, track, turnBegan, _sample);
    row.station = _sample.station;
  }
  order.sort((a, b) => {
    const ra = rows[a]!;
    const rb = rows[b]!;
    const rank = STATUS_RANK[ra.status] - STATUS_RANK[rb.status];
    if (rank !== 0) return rank;
    if (ra.status === 'finished') return (ra.place ?? 0) - (rb.place ?? 0) || ra.finishTime - rb.finishTime;
    return rb.station - ra.station || ra.index - rb.index;
  });
  const lead = trackMetres(rows[order[0]!]!.station, GAP_LINE);
  for (const row of rows) row.gapMetres = Math.max(0, lead - trackMetres(row.station, GAP_LINE));
}

/** Laps of the race: the ruleset's option, else worked out from where the finish line lies. */
export function raceLaps(plan: Plan): number {
  const laps = plan.log.header.options['laps'];
  if (typeof laps === 'number' && laps > 0) return laps;
  const finish = plan.log.header.track.features.find((f) => f.kind === 'finish-line');
  return finish ? Math.max(1, Math.floor(finish.station / 4)) : 1;
}

/** Laps the leader has completed at time t. */
export function leaderLapsAt(plan: Plan, t: number): number {
  let n = 0;
  while (n < plan.leaderLaps.length && plan.leaderLaps[n]! <= t) n++;
  return n;
}

/** "Lap 2 of 2", "Final straight" after the last lap, "Finish" once the winner is home. */
export function lapText(plan: Plan, t: number, winnerTime: number): string {
  const laps = raceLaps(plan);
  const done = leaderLapsAt(plan, t);
  const m = messages.progress;
  if (winnerTime <= t) return m.finish;
  if (done >= laps) return m.finalStraight;
  return m.lapOf(done + 1, laps);
}
