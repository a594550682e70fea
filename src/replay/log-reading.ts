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

/**
 * A roll's purpose as shown: the version 1 log writes chariot ids into some purposes
 * ("diocles: specification, horses", "difficulty (thrown by crescens)"); each id becomes its
 * chariot's name, and a leading "<id>: " is dropped where the chariot is named beside it anyway
 * (`named`: the ids already shown with the roll).
 */
export function purposeText(
  purpose: string,
  names: ReadonlyMap<string, string>,
  named: readonly string[] = [],
): string {
  const lead = /^([a-z0-9-]+): /.exec(purpose);
  let text =
    lead && names.has(lead[1]!) && named.includes(lead[1]!) ? purpose.slice(lead[0].length) : purpose;
  text = text.replace(/[a-z0-9]+(?:-[a-z0-9]+)*/g, (word) => names.get(word) ?? word);
  return text;
}
