/**
 * The steps of an Aurigae turn, in the seed's sequence of play (I/I): at the start of the turn the
 * men off their chariots act (a dragged driver tries to cut the reins, a driver on foot runs); A,
 * every driver plots his speed change and turn, and rolls the change's dice, before anyone moves;
 * B, the chariots move first to last, each ending its move with its check (C).
 */
import type { KernelRace } from '../../kernel/race.ts';
import type { RaceEvent } from '../../log/schema.ts';
import { decided } from '../../log/v2/envelope.ts';
import type { View } from './ai.ts';
import { check } from './check.ts';
import type { AurigaeOptions } from './context.ts';
import type { AurigaeDecisions } from './decisions.ts';
import { plotOptions } from './decisions.ts';
import { move, runaway } from './movement.ts';
import { type Sheet, sheet } from './plotting.ts';
import { dragged, onFoot } from './shipwreck.ts';
import type { AurigaeState, Chariot } from './state.ts';

/** A chariot a scenario places instead of the start grid: where, at what speed and level, or as a
 * wreck already lying there. */
export interface Placement {
  id: string;
  x: number;
  y: number;
  heading: number;
  speed?: number | undefined;
  level?: number | undefined;
  wrecked?: boolean | undefined;
}

/** What a scenario or test fixes beforehand: the chariots' places. */
export interface AurigaeExtras {
  placements?: readonly Placement[];
}

export type AurRace = KernelRace<AurigaeState, AurigaeOptions, AurigaeDecisions, View, AurigaeExtras>;

export const racing = (r: AurRace): Chariot[] => r.state.chariots.filter((c) => c.status === 'racing');

/** Order of movement (seed I/I B): first to last along the track, ties to the highest speed
 * recorded on the sheet (the speed this turn's plot gave). Chariots abreast on the start line
 * are tied, so the start goes to the fastest start speed. Runaway teams race on with the
 * others (seed V/II) and move in their place. */
export function moveOrder(state: AurigaeState): Chariot[] {
  return state.chariots
    .filter((c) => c.status === 'racing' || (c.teamState === 'runaway' && c.speed > 0))
    .sort((a, b) => b.station - a.station || b.speed - a.speed);
}

/** The start of the turn: a dragged driver rolls to cut the reins, a driver on foot runs. */
export function turnStart(r: AurRace): void {
  for (const c of r.state.chariots) {
    if (c.driver === 'dragged') dragged(r, c);
    if (c.foot) onFoot(r, c);
  }
}

/** A: every driver plots from the table as it stands before anyone rolled (the kernel asks each
 * chariot's driver), then each sheet rolls its change's dice. */
export function plotAll(r: AurRace): void {
  const all = racing(r);
  const plots = all.map((c) => r.decide('plot', c.id, plotOptions(c.speed, c.direction)));
  for (const [i, c] of all.entries()) {
    const p = plots[i]!;
    r.state.sheets[c.id] = sheet(r, c, p.value, decided('plot', p));
  }
}

/** B and C: the chariots move first to last, each checking at the end of its move; runaway teams
 * run in their place. */
export function moveAll(r: AurRace): void {
  const first = r.events.length;
  for (const c of moveOrder(r.state)) {
    if (c.status === 'racing') takeTurn(r, c, r.state.sheets[c.id]!);
    else if (c.teamState === 'runaway') runaway(r, c);
  }
  r.state.sheets = {};
  placeFinishes(r, first);
}

/** The turn's finishes placed as the results place them (src/engine/kernel/results.ts): after every
 * earlier turn's, by the instant each crossed, ties in the order written. A chariot that moves later
 * may cross earlier in the turn than one that moved before it. */
function placeFinishes(r: AurRace, first: number): void {
  const finishes = r.events.slice(first).filter((e) => e.type === 'finish') as Array<
    RaceEvent & { place: number }
  >;
  if (finishes.length < 2) return;
  const before = r.state.chariots.filter((c) => c.status === 'finished').length - finishes.length;
  const at = (e: RaceEvent) => r.state.chariots.find((c) => c.id === e.chariots[0])!.finishedAt!;
  const ordered = [...finishes].sort((x, y) => at(x) - at(y) || x.seq - y.seq);
  for (const [i, e] of ordered.entries()) e.place = before + i + 1;
}

/** One chariot's move and end-of-move check, as its sheet says. The check's roll is logged on
 * the move event, after the speed roll of the plot. */
function takeTurn(r: AurRace, c: Chariot, s: Sheet): void {
  const moved = c.speed;
  const { event, contacts } = move(r, c, s.turn, s.decision);
  const rolls = s.rolls;
  if (c.status === 'racing') check(r, c, s.turn, s.change.penalty, moved, contacts, rolls, event);
  if (rolls.length > 0) event.rolls = rolls;
}
