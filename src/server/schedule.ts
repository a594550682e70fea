import type { RaceEvent, RaceLog } from '../engine/log/schema.ts';
import { buildPlan } from '../replay/plan.ts';

/**
 * When a live race releases its events. The viewer plays a turn only once it holds all of the
 * turn's events (a turn's length in seconds comes from its longest move), so events go out a turn
 * at a time, at the moment that turn begins in the replay's timing (`buildPlan`, broadcast mode).
 * The live view then plays every event at the same plan time as the replay of the finished log.
 */
export interface Batch {
  turn: number;
  /** Plan seconds at which the turn begins: the batch's release time. */
  time: number;
  /** Plan seconds at which the turn ends. */
  until: number;
  /** The turn's events, in seq order. */
  events: RaceEvent[];
  firstSeq: number;
  lastSeq: number;
}

export interface Schedule {
  batches: Batch[];
  /** Plan seconds at which the race ends (the footer goes out then). */
  duration: number;
}

export type ScheduleResult = { ok: true; schedule: Schedule } | { ok: false; error: string };

export function buildSchedule(log: RaceLog): ScheduleResult {
  const built = buildPlan(log, { mode: 'race' });
  if (!built.ok) return { ok: false, error: built.error };
  const { turnStart, duration } = built.plan;
  const batches: Batch[] = [];
  for (const e of log.events) {
    let batch = batches[batches.length - 1];
    if (!batch || batch.turn !== e.turn) {
      batch = {
        turn: e.turn,
        time: turnStart[e.turn]!,
        until: turnStart[e.turn + 1]!,
        events: [],
        firstSeq: e.seq,
        lastSeq: e.seq,
      };
      batches.push(batch);
    }
    batch.events.push(e);
    batch.lastSeq = e.seq;
  }
  return { ok: true, schedule: { batches, duration } };
}

/** How many batches are out at plan time `t` (seconds): those whose turn has begun. */
export function releasedBatches(batches: ReadonlyArray<{ time: number }>, t: number): number {
  let lo = 0;
  let hi = batches.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (batches[mid]!.time <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
