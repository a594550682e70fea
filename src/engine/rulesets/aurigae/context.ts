/**
 * What every step of an Aurigae race shares: its state, its dice and its log (the kernel's race
 * has the same shape), and small helpers over them. The steps themselves are one file per part of
 * the game: start.ts (generation and the start), plotting.ts (what a driver sees, his sheet),
 * movement.ts (moves, laps, the finish, collisions), check.ts (the end-of-move check and
 * swerves), shipwreck.ts (crashes, the dragged driver, the driver on foot).
 */
import type { DiceSource } from '../../dice/dice.ts';
import type { RaceEvent, TablePoint } from '../../log/schema.ts';
import type { AurigaeDraft } from '../../log/v2/aurigae.ts';
import type { DecisionV2 } from '../../log/v2/envelope.ts';
import type { EventDraft, LogWriter } from '../../race/log-writer.ts';
import type { Body } from './arena.ts';
import type { PlotValue } from './decisions.ts';
import type { AurigaeState } from './state.ts';
import type { Obstacle } from './tables.ts';

export interface AurigaeOptions {
  laps: number;
  maxTurns: number;
}

/** One race as its steps see it. */
export interface Aur {
  readonly state: AurigaeState;
  readonly dice: DiceSource;
  readonly writer: LogWriter;
  readonly opts: AurigaeOptions;
}

/** Emits an Aurigae event, typed by its `type` (src/engine/log/v2/aurigae.ts). */
export function emit(a: Aur, draft: AurigaeDraft, fraction = 0): RaceEvent {
  return a.writer.emit(draft as EventDraft, fraction);
}

/** A plot as the log writes it: as data (the kernel's answer, who gave it) and in words. */
export type PlotDecision = DecisionV2 & { kind: 'plot'; value: PlotValue };

/** Engine decisions keep this far (inches) inside the limits, so rounding for the log never
 * carries a point across one. */
export const MARGIN = 0.05;
/** Share of the turn the move itself takes; a swerve slide fills the rest. */
export const MOVE_SPAN = 0.9;

export const point = (c: { x: number; y: number; heading: number; lap: number }): TablePoint =>
  c.lap === 0 ? { x: c.x, y: c.y, heading: c.heading } : { x: c.x, y: c.y, heading: c.heading, lap: c.lap };

export interface Contact {
  obstacle: Obstacle;
  other: string | null;
}

/** Everything a move can strike: chariots still racing, teams without a driver (running or
 * stopped), and wrecks. */
export function bodies(a: Aur, except: string): Body[] {
  const out: Body[] = [];
  for (const o of a.state.chariots)
    if (o.id !== except && (o.status === 'racing' || o.teamState !== 'harnessed'))
      out.push({ id: o.id, kind: 'chariot', x: o.x, y: o.y });
  for (const w of a.state.wrecks)
    if (w.chariot !== except) out.push({ id: w.chariot, kind: 'wreck', x: w.x, y: w.y });
  return out;
}
