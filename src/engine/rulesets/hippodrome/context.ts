/**
 * What every step of a Hippodrome race shares: the kernel's race (state, dice, log, drivers) and
 * small helpers over it. The steps themselves are one file per part of the game: selection.ts
 * (team selection, Rumors, stalls), start.ts, events-phase.ts, passing.ts, crashes.ts, finish.ts.
 */
import type { KernelRace } from '../../kernel/race.ts';
import type { Condition, RaceEvent, Roll } from '../../log/schema.ts';
import type { HippodromeDraft } from '../../log/v2/hippodrome.ts';
import type { EventDraft } from '../../race/log-writer.ts';
import type { HippodromeDecisions } from './decisions.ts';
import { Layout, type Step } from './layout.ts';
import { conditionOf, type HippodromeState, type HippodromeView, type Team } from './state.ts';
import { fatigueFor } from './tables.ts';

export interface HippodromeOptions {
  laps: number;
  /** Event cards one roll may take; 0 = no limit. */
  maxEventsPerRoll: number;
}

/** What a scenario or test may fix instead of shuffling or drawing. */
export interface HippodromeExtras {
  /** Decks in draw order, instead of shuffled ones. */
  teamDeck?: readonly string[];
  eventDeck?: readonly string[];
  /** Stalls by seat, instead of drawn ones. */
  stalls?: readonly number[];
}

export type Hip = KernelRace<
  HippodromeState,
  HippodromeOptions,
  HippodromeDecisions,
  HippodromeView,
  HippodromeExtras
>;

export { decided } from '../../log/v2/envelope.ts';

/** Emits a Hippodrome event, typed by its `type` (src/engine/log/v2/hippodrome.ts). */
export function emit(h: Hip, draft: HippodromeDraft, fraction: number): RaceEvent {
  return h.emit(draft as EventDraft, fraction);
}

export function team(h: Hip, id: string): Team {
  return h.state.teams.find((t) => t.id === id)!;
}

export function cond(...teams: Team[]): Record<string, Condition> {
  return Object.fromEntries(teams.map((t) => [t.id, conditionOf(t)]));
}

export function layout(h: Hip): Layout {
  return new Layout(h.state.layout);
}

/** The fatigue on a team's own rolls in the lap being run (none at the start). */
export function fatigue(h: Hip, t: Team): number {
  return h.state.lap === 0 ? 0 : fatigueFor(h.state.lap, t.stats.endurance);
}

/** Place markers follow the order: 1st place first. */
export function renumber(h: Hip): void {
  for (const [i, id] of h.state.order.entries()) team(h, id).place = i + 1;
}

export function plainRoll(purpose: string, face: number): Roll {
  return { purpose, dice: '1d6', faces: [face], modifiers: [], total: face, outcome: `${face}` };
}

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** A team's run along the track as a `move` event, its place and gap in the summary. */
export function emitMove(h: Hip, step: Step, rule: string, phase: string, what: string): void {
  const t = team(h, step.id);
  const end = step.path[step.path.length - 1]!;
  emit(
    h,
    {
      phase,
      type: 'move',
      chariots: [step.id],
      rule,
      path: step.path,
      effect: {
        summary:
          t.place === null
            ? what
            : `${what}: ${ordinal(t.place)}${t.place > 1 ? `, ${Math.round('gap' in end ? (end.gap ?? 0) : 0)} m behind the leader` : ''}`,
      },
    },
    end.f,
  );
}
