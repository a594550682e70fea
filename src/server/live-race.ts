import type { PreparedRace } from './prepared-race.ts';
import { releasedBatches } from './schedule.ts';

/** A prepared race on the wall clock: plan time 0 is shown at `startsAt`, at `pace` plan seconds a second. */
export interface LiveRace {
  race: PreparedRace;
  /** Wall-clock ms at which plan time 0 is shown (the feed's delay included). */
  startsAt: number;
  /** Plan seconds per wall second. */
  pace: number;
}

/** Wall-clock ms at which a plan time is shown. */
export function wallTime(live: LiveRace, planSeconds: number): number {
  return live.startsAt + (planSeconds / live.pace) * 1000;
}

/** Plan time shown live at a wall-clock instant (negative before the start). */
export function liveTime(live: LiveRace, now: number): number {
  return ((now - live.startsAt) / 1000) * live.pace;
}

export function endsAt(live: LiveRace): number {
  return wallTime(live, live.race.duration);
}

/** How many of the race's batches are out at a wall-clock instant. */
export function releasedAt(live: LiveRace, now: number): number {
  return releasedBatches(live.race.batches, liveTime(live, now));
}
