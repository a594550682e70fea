/**
 * What every step of a Crudis race shares: the kernel's race (state, dice, log, drivers), the
 * events of the chariot's turn being resolved (held until the length of its move is known), and
 * small helpers. The steps themselves are one file per part of the game: turn.ts (the order of
 * moves, a chariot's turn, whipping), walk.ts (movement square by square), damage.ts (danger lines,
 * the damage table and its timing, wrecks passed), contact.ts (collisions, shoves, wheel-ripping),
 * locked.ts (chariots locked together), wreck.ts (wrecks and their bounce).
 */
import type { HeldEvent, HeldPath, PathStep, TurnSlot } from '../../kernel/clock.ts';
import type { KernelRace } from '../../kernel/race.ts';
import type { BoardPoint, Condition, RaceEvent } from '../../log/schema.ts';
import type { CrudisDraft } from '../../log/v2/crudis.ts';
import type { EventDraft } from '../../race/log-writer.ts';
import type { Body, View } from './ai.ts';
import { finishStation, type Spot } from './board.ts';
import type { CrudisDecisions } from './decisions.ts';
import { type Chariot, type CrudisState, conditionOf } from './state.ts';

export interface CrudisOptions {
  laps: number;
  maxTurns: number;
}

/** A chariot a scenario or test places instead of the start line, with what it has suffered. */
export interface Placement {
  id: string;
  lane: number;
  sq: number;
  damageMod?: number | undefined;
  moveMod?: number | undefined;
  whip?: boolean | undefined;
  lostControl?: boolean | undefined;
  lock?: number | undefined;
  wrecked?: boolean | undefined;
}

/** What a scenario or test fixes beforehand: the chariots' places. */
export interface CrudisExtras {
  placements?: readonly Placement[];
}

export type CruRace = KernelRace<CrudisState, CrudisOptions, CrudisDecisions, View, CrudisExtras>;

export const point = (p: Spot): BoardPoint => ({ lane: p.lane, sq: p.sq });

/** Emits a Crudis event, typed by its `type` (src/engine/log/v2/crudis.ts). */
export function emit(r: CruRace, draft: CrudisDraft, fraction = 0): RaceEvent {
  return r.emit(draft as EventDraft, fraction);
}

/** An event of the moving chariot's turn, held until the length of its move is known. */
export type Held = HeldEvent<CrudisDraft>;
/** A held movement event: a path that grows square by square. */
export type HeldMove = HeldPath<CrudisDraft>;

/** A point of a path: a square, reached at `step` of the move. */
export const pathPoint = (p: Spot, step: number): PathStep => ({ point: point(p), step });

/**
 * One turn being resolved: the race, who has moved so far, and the slot that holds the events of
 * the chariot moving (src/engine/kernel/clock.ts): their times are set once the length of the
 * whole move is known (a move can grow at its end when the driver whips for speed, or be cut
 * short). Steps of the move are squares; a new slot is opened for each chariot's turn.
 */
export interface Turn {
  readonly r: CruRace;
  slot: TurnSlot<CrudisDraft>;
  readonly moved: Set<string>;
}

/** Writes the moving chariot's events with their times. */
export function flush(t: Turn): void {
  t.slot.close((draft, fraction) => emit(t.r, draft, fraction));
}

export const racing = (r: CruRace): Chariot[] => r.state.chariots.filter((c) => c.status === 'racing');
export const byId = (r: CruRace, id: string): Chariot => r.state.chariots.find((c) => c.id === id)!;
export const finishOf = (r: CruRace): number => finishStation(r.opts.laps);

/** The others locked to this chariot, still racing. */
export function lockMates(r: CruRace, c: Chariot): Chariot[] {
  if (c.lock === null) return [];
  return r.state.chariots.filter((o) => o.id !== c.id && o.lock === c.lock && o.status === 'racing');
}

/** A chariot and those locked to it, from the spina out. */
export function group(r: CruRace, c: Chariot): Chariot[] {
  return [c, ...lockMates(r, c)].sort((a, b) => a.lane - b.lane);
}

/** What a driver sees: no information is hidden in Crudis, so the whole track as it stands. */
export function viewOf(r: CruRace, c: Chariot): View {
  return {
    self: { id: c.id, lane: c.lane, sq: c.sq },
    damageMod: c.damageMod,
    others: racing(r)
      .filter((o) => o.id !== c.id)
      .map((o): Body => ({ id: o.id, lane: o.lane, sq: o.sq })),
    wrecks: r.state.wrecks.map((w) => ({ lane: w.lane, sq: w.sq })),
    laps: r.opts.laps,
    finishStation: finishOf(r),
  };
}

export function conditions(...cs: Chariot[]): Record<string, Condition> {
  return Object.fromEntries(cs.map((c) => [c.id, conditionOf(c)]));
}

/**
 * Conditions for an event whose results may set off a wreck's bounce ("Wrecks land +d6 squares
 * forward and perhaps aside"). The bounce can strike one of the event's chariots; the collision's
 * own events, written after this one, give that chariot's condition, and this event must not give
 * a later one (a log's condition at any moment is the last one given: the chariot would read
 * wrecked at this event, racing at the collision, then wrecked). `hold` the others before a wreck is
 * resolved and `settle` after it: a chariot the wreck's events gave a condition of its own stays
 * held, and the event gives it as it was before the wreck; one they left alone is let go, and the
 * event gives whatever the event itself then does to it.
 */
export function heldConditions(slot: Turn['slot']): {
  hold(...cs: Chariot[]): void;
  settle(): void;
  of(...cs: Chariot[]): Record<string, Condition>;
} {
  const held = new Map<Chariot, { condition: Condition; from: number; kept: boolean }>();
  return {
    hold(...cs) {
      for (const c of cs)
        if (!held.has(c)) held.set(c, { condition: conditionOf(c), from: slot.events.length, kept: false });
    },
    settle() {
      for (const [c, h] of held) {
        if (h.kept) continue;
        h.kept = slot.events.slice(h.from).some((e) => e.draft.effect?.condition?.[c.id] !== undefined);
        if (!h.kept) held.delete(c);
      }
    },
    of(...cs) {
      return Object.fromEntries(cs.map((c) => [c.id, held.get(c)?.condition ?? conditionOf(c)]));
    },
  };
}
