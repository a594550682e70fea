/**
 * The dice the race asks the table for, in the page's language: the roll's purpose (a code and
 * figures, src/engine/dice/purposes.ts) worded by the catalogue (`play.dice`), entrants by their
 * names, the one whose roll it is first (`quadriga play` and the log keep the engine's words).
 */
import { playText } from '../../messages/play.ts';
import type { OpenDice, Seat } from './hot-seat.ts';

/** "2d6 for Scorpus: white dice" / "2d6 pour Scorpus : dés blancs". */
export function diceWords(dice: OpenDice, seats: readonly Seat[]): string {
  const m = playText().dice;
  const name = (id: string): string => seats.find((s) => s.id === id)?.name ?? id;
  const p = dice.purpose;
  const figures: Readonly<Record<string, unknown>> = p.figures;
  const roller = typeof figures['id'] === 'string' ? figures['id'] : null;
  const why = (m.purposes[p.code] as (f: unknown, n: (id: string) => string) => string)(p.figures, name);
  return m.question({ count: dice.count, sides: dice.sides, chariot: dice.chariot, roller }, why, name);
}
