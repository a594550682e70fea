import type { RaceEvent } from '../engine/log/schema.ts';

/**
 * Figures for playback read from a log's typed fields (race log version 2: a version 1 log is
 * upgraded on reading, its figures filled from its data), and a roll's purpose as shown. Nothing
 * here reads summary, formula or decision text (a test scans src/ for that).
 */

/**
 * The lap a `lap` event says its chariot has completed: its typed `lap` (every ruleset's lap event
 * has one), else, for a log of a ruleset this reader has no event types for, one more than the lap
 * events of that chariot so far. `counted` keeps that count, per chariot, across the calls for
 * one log.
 */
export function lapNumberOf(event: RaceEvent, counted: Map<string, number>): number {
  const id = event.chariots[0] ?? '';
  const seen = (counted.get(id) ?? 0) + 1;
  counted.set(id, seen);
  const typed = (event as { lap?: unknown }).lap;
  return typeof typed === 'number' ? typed : seen;
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

/** How a chariot came into a corner: its speed, its lane, and how far over the safe speed. */
export interface CornerFigures {
  speed: number;
  lane: number | null;
  /** Points over the corner's safe speed, and that safe speed, where the rules have one. */
  over: number | null;
  safe: number | null;
  /** Whether it was a risk: over the safe speed, or a danger line not passed. */
  risky: boolean;
}

/**
 * The figures of a corner taken, from typed fields: a Circus Maximus corner strain or a Crudis
 * danger line. Null for any other event, or one upgraded from version 1 without them.
 */
export function cornerOf(e: RaceEvent): CornerFigures | null {
  if (e.type === 'corner-strain') {
    // Typed (src/engine/log/v2/circus-maximus.ts); a log upgraded from version 1 lacks the speed.
    const t = e as { speed?: number; over?: number; safe?: number; lane?: number };
    if (t.speed === undefined || t.over === undefined || t.safe === undefined) return null;
    return { speed: t.speed, over: t.over, safe: t.safe, lane: t.lane ?? null, risky: t.over > 0 };
  }
  if (e.type === 'danger-check') {
    // Typed (src/engine/log/v2/crudis.ts); a log upgraded from version 1 may lack the speed.
    const t = e as { speed?: number; lane?: number; passed?: boolean };
    if (t.speed === undefined) return null;
    return { speed: t.speed, lane: t.lane ?? null, over: null, safe: null, risky: t.passed === false };
  }
  return null;
}
