import type { Condition } from '../../log/schema.ts';
import type { Personality } from '../../race/setup.ts';
import { EVENT_CARDS, type Faction, type Stats, TEAM_CARDS } from './tables.ts';

export type Status = Condition['status'];

/** One player's team: its cards, stats, hand and where it stands in the race. */
export interface Team {
  id: string;
  /** Seat round the table: the setup order (left = next seat). */
  seat: number;
  faction: Faction;
  personality: Personality;
  /** Team cards kept at selection (ids). */
  kept: string[];
  /** Rumors played at this team (card ids), with who played them. */
  rumorsOn: Array<{ card: string; by: string }>;
  stats: Stats;
  /** Added to Cut rolls (Serment sacré), kept apart so the log names its source. */
  cutRolls: number;
  /** Event cards in hand (ids). */
  hand: string[];
  /** The Event cards played on this team's latest roll (ids). */
  played: string[];
  stall: number;
  /** 1 = the 1st-place marker; null once crashed. */
  place: number | null;
  status: Status;
  driver: 'aboard' | 'on-foot' | 'down';
  /** The horses still alive, by their number in the team (1-4): a crash's survivors keep theirs. */
  horses: number[];
  /** How the start was taken. */
  start: 'bolt' | 'cautious' | null;
}

export interface HippodromeState {
  /** Log turn: 0 selection, 1 the start, then one per passing phase. */
  turn: number;
  lap: number;
  teams: Team[];
  /** Team ids of the teams still racing, 1st place first. */
  order: string[];
  teamDeck: string[];
  eventDeck: string[];
  discard: string[];
  favouriteSpent: boolean;
  rng: readonly number[] | null;
}

const cardList = (ids: readonly string[], cards: ReadonlyMap<string, { english: string }>): string =>
  ids.length === 0 ? 'none' : ids.map((id) => cards.get(id)?.english ?? id).join(', ');

/** The condition the log carries: status, place, the shared driver/team/horses attrs, the hand. */
export function conditionOf(t: Team): Condition {
  return {
    status: t.status,
    attrs: {
      place: t.place,
      driver: t.driver,
      team: t.status === 'wrecked' ? (t.horses.length > 0 ? 'stopped' : 'none') : 'harnessed',
      horses: t.horses.length,
      hand: cardList(t.hand, EVENT_CARDS),
      handSize: t.hand.length,
      played: cardList(t.played, EVENT_CARDS),
    },
  };
}

export function teamCardList(t: Team): string {
  return cardList(t.kept, TEAM_CARDS);
}
