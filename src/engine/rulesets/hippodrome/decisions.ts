/**
 * Every decision a Hippodrome driver makes, as the kernel asks for it: the options it has, the
 * answer's shape and what makes one illegal (the message names the rule), every legal answer, the
 * AI's answer from the driver's view, and the words the log shows for an answer given without any.
 */

import { z } from 'zod';
import { type Problem, problem } from '../../kernel/problems.ts';
import type { Decider, DecisionRequest, DecisionSpecs, Note } from '../../kernel/requests.ts';
import {
  type CardSituation,
  chooseAttempt,
  chooseCards,
  chooseDiscard,
  chooseKeep,
  chooseRumorTarget,
  chooseStart,
  type PassKind,
} from './ai.ts';
import type { HippodromeView } from './state.ts';
import { EVENT_CARDS, fatigueFor, KEEP_LIMITS, STAT_NAMES, type Stat, TEAM_CARDS } from './tables.ts';

export type StartChoice = 'bolt' | 'cautious';

/** Each kind of decision: its options (what the rules allow) and its answer. */
export type HippodromeDecisions = {
  /** Team selection: which of the 7 dealt Team cards to keep (limits per kind). */
  keep: { options: { dealt: string[] }; value: string[] };
  /** Whom a kept Rumor names. */
  'rumor-target': { options: { card: string; targets: string[] }; value: string };
  /** Bolt for the rail or start carefully. */
  start: { options: { choices: StartChoice[] }; value: StartChoice };
  /** Try to pass the team directly ahead, or hold. */
  attempt: { options: { defender: string; kind: PassKind }; value: boolean };
  /** Event cards to play on one of the team's own rolls (declared before the dice). */
  'event-cards': {
    options: {
      stat: Stat;
      situation: CardSituation;
      /** Our stat total minus the opponent's, where there is one (0 otherwise). */
      edge: number;
      /** Cards in hand of the roll's stat. */
      playable: string[];
      /** At most this many cards (0 = no limit). */
      limit: number;
    };
    value: string[];
  };
  /** Cards over the hand limit to let go of. */
  discard: { options: { hand: string[]; count: number }; value: string[] };
};

type Request<K extends keyof HippodromeDecisions> = DecisionRequest<
  K,
  HippodromeDecisions[K]['options'],
  HippodromeView
>;

/** The log's reason for an answer given without words. */
function givenBy(by: Decider): string {
  return by === 'script' ? 'forced' : by === 'human' ? 'chosen by its player' : `chosen by a ${by}`;
}

const note = (choice: string, by: Decider): Note => ({ choice, reason: givenBy(by) });

/** Every subset of `items` (in their order) that `ok` accepts. */
function subsets(items: readonly string[], ok: (s: string[]) => boolean): string[][] {
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) {
    const s = items.filter((_, i) => (mask >> i) & 1);
    if (ok(s)) out.push(s);
  }
  return out;
}

/** Why a list of card ids is not a legal pick from `from`, or null. */
function pickProblem(
  value: readonly string[],
  from: readonly string[],
  among: 'dealt' | 'hand' | 'stat',
  stat = '',
): Problem | null {
  for (const [i, id] of value.entries()) {
    if (!from.includes(id)) return problem('hippodrome-not-among', { id, among, stat, from });
    if (value.indexOf(id) !== i) return problem('hippodrome-twice', { id });
  }
  return null;
}

function keepProblem(value: readonly string[]): Problem | null {
  const count: Record<string, number> = {};
  for (const id of value) {
    const kind = TEAM_CARDS.get(id)!.kind;
    count[kind] = (count[kind] ?? 0) + 1;
    if (count[kind]! > KEEP_LIMITS[kind].value)
      return problem('hippodrome-keep', { limit: KEEP_LIMITS[kind].value, kind });
  }
  return null;
}

const fatigue = (view: HippodromeView, endurance: number): number =>
  view.lap === 0 ? 0 : fatigueFor(view.lap, endurance);

const cardIds = z.array(z.string());

export const HIPPODROME_DECISIONS: DecisionSpecs<HippodromeDecisions, HippodromeView> = {
  keep: {
    rule: 'hippodrome.team-selection',
    answer: cardIds,
    check: (o, v) => pickProblem(v, o.dealt, 'dealt') ?? keepProblem(v),
    enumerate: (o) => subsets(o.dealt, (s) => keepProblem(s) === null),
    ai: (r, p) => {
      const c = chooseKeep(p, r.options.dealt);
      return { value: c.value, note: { choice: c.choice, reason: c.reason } };
    },
    describe: (_r, v, by) => note(`keeps ${v.join(', ') || 'nothing'}`, by),
  },
  'rumor-target': {
    rule: 'hippodrome.rumor-play',
    answer: z.string(),
    check: (o, v) =>
      o.targets.includes(v)
        ? null
        : problem('hippodrome-rumor', { card: o.card, target: v, targets: o.targets }),
    enumerate: (o) => [...o.targets],
    ai: (r: Request<'rumor-target'>, p) => {
      const c = chooseRumorTarget(r.view.me, p, r.options.card, r.view.teams);
      return { value: c.value, note: { choice: c.choice, reason: c.reason } };
    },
    describe: (_r, v, by) => note(`names ${v}`, by),
  },
  start: {
    rule: 'hippodrome.start-choice',
    answer: z.enum(['bolt', 'cautious']),
    check: (o, v) => (o.choices.includes(v) ? null : problem('hippodrome-start', { choice: v })),
    enumerate: (o) => [...o.choices],
    ai: (r: Request<'start'>, p) => {
      const c = chooseStart(r.view.me, p);
      return { value: c.value, note: { choice: c.choice, reason: c.reason } };
    },
    describe: (_r, v, by) => note(v, by),
  },
  attempt: {
    rule: 'hippodrome.one-go',
    answer: z.boolean(),
    check: () => null,
    enumerate: () => [true, false],
    ai: (r: Request<'attempt'>, p) => {
      const view = r.view;
      const defender = view.teams.find((t) => t.id === r.options.defender)!;
      const edge = fatigue(view, view.me.stats.endurance) - fatigue(view, defender.stats.endurance);
      const c = chooseAttempt(view.me, p, defender, r.options.kind, edge, view.lap >= view.laps);
      return { value: c.value, note: { choice: c.choice, reason: c.reason } };
    },
    describe: (r, v, by) =>
      note(v ? `tries to pass ${r.options.defender}` : `holds behind ${r.options.defender}`, by),
  },
  'event-cards': {
    rule: 'hippodrome.event-cards',
    answer: cardIds,
    check: (o, v) =>
      pickProblem(v, o.playable, 'stat', STAT_NAMES[o.stat]) ??
      (o.limit > 0 && v.length > o.limit ? problem('hippodrome-cards', { limit: o.limit }) : null),
    enumerate: (o) => subsets(o.playable, (s) => o.limit === 0 || s.length <= o.limit),
    ai: (r: Request<'event-cards'>, p) => {
      const o = r.options;
      const c = chooseCards(r.view.me.hand, p, {
        situation: o.situation,
        stat: o.stat,
        edge: o.edge,
        lap: r.view.lap,
        laps: r.view.laps,
        limit: o.limit,
      });
      return { value: c.value, note: { choice: c.choice, reason: c.reason } };
    },
    describe: (_r, v, by) => note(`plays ${v.join(', ') || 'no card'}`, by),
  },
  discard: {
    rule: 'hippodrome.hand-limit',
    answer: cardIds,
    check: (o, v) =>
      pickProblem(v, o.hand, 'hand') ??
      (v.length === o.count ? null : problem('hippodrome-discard', { count: o.count })),
    enumerate: (o) => subsets(o.hand, (s) => s.length === o.count),
    ai: (r: Request<'discard'>, p) => {
      const c = chooseDiscard(r.view.me.hand, p, r.options.count);
      return { value: c.value, note: { choice: c.choice, reason: c.reason } };
    },
    describe: (_r, v, by) => note(`discards ${v.join(', ')}`, by),
  },
};

/** Card names for the log. */
export const eventNames = (ids: readonly string[]): string[] => ids.map((c) => EVENT_CARDS.get(c)!.english);
