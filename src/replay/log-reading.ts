import type { RaceEvent } from '../engine/log/schema.ts';

/**
 * Figures the version 1 race log gives only in words, read here and nowhere else, so that the
 * typed log to come replaces this one file. Each reading prefers a typed field where one exists.
 */

/**
 * The lap a `lap` event says its chariot has completed: the chariot's `laps` condition attribute
 * where the ruleset writes one, else the number in the event's summary ("completes lap 2",
 * "… leads at the end of lap 2 of 3"), else one more than the lap events of that chariot so far.
 * `counted` keeps that count, per chariot, across the calls for one log.
 */
export function lapNumberOf(event: RaceEvent, counted: Map<string, number>): number {
  const id = event.chariots[0] ?? '';
  const seen = (counted.get(id) ?? 0) + 1;
  counted.set(id, seen);
  const attr = event.effect?.condition?.[id]?.attrs['laps'];
  if (typeof attr === 'number' && attr > 0) return attr;
  const words = /\blap (\d+)\b/.exec(event.effect?.summary ?? '');
  return words ? Number(words[1]) : seen;
}
