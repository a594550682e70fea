import type { RaceLog } from '../engine/log/schema.ts';
import { simulate } from '../engine/rulesets/index.ts';
import { type EndMessage, type EventsMessage, PROTOCOL_VERSION, type RaceInputs } from './protocol.ts';
import { buildSchedule, releasedBatches, type Schedule } from './schedule.ts';

/**
 * One race as the relay runs it: the resolved log, its release schedule, and when plan time 0 is
 * shown on the wall clock. Messages are encoded once and the same bytes go to every viewer.
 */
export interface LiveRace {
  id: string;
  inputs: RaceInputs;
  log: RaceLog;
  schedule: Schedule;
  /** Wall-clock ms at which plan time 0 is shown (the feed's delay included). */
  startsAt: number;
  /** Plan seconds per wall second. */
  pace: number;
  /** Encoded `events` message of each batch, made when first needed. */
  batchBytes: Array<Buffer | undefined>;
  endBytes: Buffer;
}

/** Resolves a race and plans its release; bad inputs give a message, never a throw. */
export function resolveLiveRace(
  id: string,
  inputs: RaceInputs,
  startsAt: number,
  pace: number,
): { ok: true; race: LiveRace } | { ok: false; error: string } {
  const sim = simulate({ ruleset: inputs.ruleset, seed: inputs.seed, setup: inputs.setup });
  if (!sim.ok) return { ok: false, error: `${sim.error.path}: ${sim.error.message}` };
  const planned = buildSchedule(sim.value);
  if (!planned.ok) return { ok: false, error: planned.error };
  const log = sim.value;
  const end: EndMessage = {
    v: PROTOCOL_VERSION,
    type: 'end',
    race: id,
    footer: log.footer,
    checkpoints: log.checkpoints,
  };
  return {
    ok: true,
    race: {
      id,
      inputs,
      log,
      schedule: planned.schedule,
      startsAt,
      pace,
      batchBytes: [],
      endBytes: Buffer.from(JSON.stringify(end)),
    },
  };
}

/** Wall-clock ms at which a plan time is shown. */
export function wallTime(race: LiveRace, planSeconds: number): number {
  return race.startsAt + (planSeconds / race.pace) * 1000;
}

/** Plan time shown live at a wall-clock instant (negative before the start). */
export function liveTime(race: LiveRace, now: number): number {
  return ((now - race.startsAt) / 1000) * race.pace;
}

export function endsAt(race: LiveRace): number {
  return wallTime(race, race.schedule.duration);
}

export function releasedAt(race: LiveRace, now: number): number {
  return releasedBatches(race.schedule, liveTime(race, now));
}

/** The `events` message of batch `k`, holding only the events after `afterSeq`. */
export function eventsMessage(race: LiveRace, k: number, afterSeq = -1): EventsMessage {
  const b = race.schedule.batches[k]!;
  return {
    v: PROTOCOL_VERSION,
    type: 'events',
    race: race.id,
    turn: b.turn,
    time: b.time,
    until: b.until,
    events: afterSeq < b.firstSeq ? b.events : b.events.filter((e) => e.seq > afterSeq),
  };
}

export function batchBytes(race: LiveRace, k: number): Buffer {
  let bytes = race.batchBytes[k];
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(eventsMessage(race, k)));
    race.batchBytes[k] = bytes;
  }
  return bytes;
}
