/**
 * What the explain card's French writers share (./index.ts): the words of one roll and of an
 * event's decision. Each ruleset's writer (`<ruleset>.fr.ts`) words them from the event's typed
 * fields, the roll's table row and target, never from the engine's English display text.
 */
import type { Roll } from '../schema.ts';

/** A roll in words: what it was for, what it came to, how its target was worked out. */
export interface RollWords {
  readonly purpose?: string | undefined;
  readonly outcome?: string | undefined;
  readonly formula?: string | undefined;
}

/** An event's rolls (by index) and its decision, in words; what is absent keeps the engine's words. */
export interface EventWords {
  readonly rolls: ReadonlyArray<RollWords | undefined>;
  /** What the driver chose. */
  readonly decision?: string | undefined;
}

/** Whether a roll met its target (`total op value`); undefined for a roll without one. */
export function metTarget(roll: Roll): boolean | undefined {
  const t = roll.target;
  if (!t) return undefined;
  switch (t.op) {
    case '>':
      return roll.total > t.value;
    case '>=':
      return roll.total >= t.value;
    case '<':
      return roll.total < t.value;
    case '<=':
      return roll.total <= t.value;
    case '=':
      return roll.total === t.value;
  }
}

/** The k-th roll of `rolls` read on `table`, by its index among all: [index, k] pairs. */
export function onTable(rolls: readonly Roll[], table: string): number[] {
  const out: number[] = [];
  rolls.forEach((r, i) => {
    if (r.table === table) out.push(i);
  });
  return out;
}
