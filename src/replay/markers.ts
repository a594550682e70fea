import type { RaceEvent, RaceLog } from '../engine/log/schema.ts';
import type { Caption } from './caption.ts';
import { lapNumberOf } from './log-reading.ts';
import type { ChariotTrack, Marker } from './plan.ts';

/** Event types that make a marker on the time bar (and the lap events that move the lap count). */
export const MARKED_TYPES: ReadonlySet<string> = new Set([
  'wreck',
  'ram',
  'collision',
  'whip-attack',
  'rip-wheels',
  'retire',
  'finish',
  'lap',
]);

/**
 * The race's markers and the leader's laps: each marked event (`marked`: places in the log, in
 * time order, with `times`), and a lead change wherever the chariot furthest round at the end of a
 * turn is another than at the end of the turn before.
 */
export function buildMarkers(
  log: RaceLog,
  marked: readonly number[],
  times: Float64Array,
  chariots: readonly ChariotTrack[],
  turnStart: Float64Array,
  lastTurn: number,
): { markers: Marker[]; leaderLaps: number[] } {
  const markers: Marker[] = [];
  const leaderLaps: number[] = [];
  const lapsOf = new Map<string, number>();
  const mark = (time: number, kind: Marker['kind'], caption: Caption, e: RaceEvent): void => {
    markers.push({ time, kind, caption, seq: e.seq });
  };
  for (const i of marked) {
    const e = log.events[i]!;
    const time = times[i]!;
    const who = e.chariots[0] ?? '?';
    const whom = e.chariots[1] ?? '?';
    switch (e.type) {
      case 'wreck':
        mark(time, 'wreck', { what: 'wreck', who }, e);
        break;
      case 'ram':
        mark(time, 'ram', { what: 'ram', who, whom }, e);
        break;
      case 'collision':
        mark(time, 'collision', { what: 'collision', who, whom }, e);
        break;
      case 'whip-attack':
        mark(time, 'attack', { what: 'whip', who, whom }, e);
        break;
      case 'rip-wheels':
        mark(time, 'attack', { what: 'wheels', who, whom }, e);
        break;
      case 'retire':
        mark(time, 'retire', { what: 'retire', who }, e);
        break;
      case 'finish':
        mark(time, 'finish', { what: 'finish', who }, e);
        break;
      case 'lap': {
        const lap = lapNumberOf(e, lapsOf);
        if (lap > leaderLaps.length) {
          leaderLaps.push(time);
          mark(time, 'lap', { what: 'lap', who, lap: lap + 1 }, e);
        }
        break;
      }
    }
  }
  // Lead changes: the chariot furthest along at the end of each turn (each track walked once).
  const at = new Int32Array(chariots.length);
  const statusAt = new Int32Array(chariots.length);
  let leader: number | null = null;
  for (let turn = 1; turn <= lastTurn; turn++) {
    const time = turnStart[turn + 1]!;
    let best = -1;
    let bestStation = Number.NEGATIVE_INFINITY;
    for (const c of chariots) {
      const ci = c.index;
      while (at[ci]! + 1 < c.times.length && c.times[at[ci]! + 1]! <= time) at[ci]!++;
      while (statusAt[ci]! + 1 < c.statusTimes.length && c.statusTimes[statusAt[ci]! + 1]! <= time) {
        statusAt[ci]!++;
      }
      const status = c.statuses[statusAt[ci]!];
      if (status === 'wrecked' || status === 'retired') continue;
      const st = c.station[at[ci]!]!;
      if (st > bestStation + 1e-9) {
        bestStation = st;
        best = ci;
      }
    }
    if (best >= 0 && leader !== null && best !== leader) {
      markers.push({
        time,
        kind: 'lead-change',
        caption: { what: 'lead-change', who: chariots[best]!.id },
        seq: null,
      });
    }
    if (best >= 0) leader = best;
  }
  markers.sort((a, b) => a.time - b.time);
  return { markers, leaderLaps };
}
