import type { PreparedRace } from './prepared-race.ts';
import { releasedBatches } from './schedule.ts';

/** A prepared race on the wall clock: plan time 0 is shown at `startsAt`, at `pace` plan seconds a second. */
export interface LiveRace {
  race: PreparedRace;
  /** Wall-clock ms at which plan time 0 is shown (the feed's delay included). */
  startsAt: number;
  /** Plan seconds per wall second. */
  pace: number;
  /** Wall-clock ms at which the operator took it off air: nothing after it is released. */
  skippedAt?: number;
}

/** Wall-clock ms at which a plan time is shown. */
export function wallTime(live: LiveRace, planSeconds: number): number {
  return live.startsAt + (planSeconds / live.pace) * 1000;
}

/** Plan time shown live at a wall-clock instant (negative before the start). */
export function liveTime(live: LiveRace, now: number): number {
  return ((now - live.startsAt) / 1000) * live.pace;
}

/** When the race ends: its last turn's end, or the moment it was skipped. */
export function endsAt(live: LiveRace): number {
  const end = wallTime(live, live.race.duration);
  return live.skippedAt === undefined ? end : Math.min(end, live.skippedAt);
}

/** How many of the race's batches are out at a wall-clock instant (none more once it was skipped). */
export function releasedAt(live: LiveRace, now: number): number {
  const t = live.skippedAt === undefined ? now : Math.min(now, live.skippedAt);
  return releasedBatches(live.race.batches, liveTime(live, t));
}
