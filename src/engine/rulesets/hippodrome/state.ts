import type { Condition, PlacePoint } from '../../log/schema.ts';
import type { Personality } from '../../race/setup.ts';
import type { LayoutState } from './layout.ts';
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
  /** Time (turns) of its finish, once finished. */
  finishedAt: number | null;
}

export interface Wreck {
  chariot: string;
  seq: number;
  turn: number;
  at: PlacePoint;
}

/** What the next turn plays: the start, the start run again (Favori de l'empereur), or the laps. */
export type Stage = 'start' | 'start-again' | 'laps';

export interface HippodromeState {
  /** Log turn: 0 selection, 1 the start (2 if run again), then one per passing phase. */
  turn: number;
  stage: Stage;
  /** The lap being run (0 during selection and the start). */
  lap: number;
  /** The passing phase of the lap the next turn plays: 0 straight, 1 bend, 2 straight, 3 bend. */
  phase: number;
  /** The team that goes first in every phase of this lap: last at the end of the previous step. */
  firstOfLap: string;
  teams: Team[];
  /** Team ids of the teams still racing, 1st place first. */
  order: string[];
  teamDeck: string[];
  eventDeck: string[];
  discard: string[];
  favouriteSpent: boolean;
  wrecks: Wreck[];
  finishers: string[];
  over: boolean;
  /** Where the viewer shows each team (presentation, but it shapes the log: hashed with the rest). */
  layout: LayoutState;
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

export function teamCardList(t: Pick<Team, 'kept'>): string {
  return cardList(t.kept, TEAM_CARDS);
}

/** What every player knows of a team: kept Team cards are shown (A8), Rumors are played openly. */
export interface PublicTeam {
  id: string;
  seat: number;
  faction: Faction;
  kept: string[];
  stats: Stats;
  cutRolls: number;
  stall: number;
  place: number | null;
  status: Status;
  start: 'bolt' | 'cautious' | null;
  handSize: number;
}

/** A player's own team, as its driver sees it: its hand too. */
export interface OwnTeam extends PublicTeam {
  hand: string[];
}

/**
 * What one team's driver may see when it decides: its own hand, everything played openly, but
 * never another team's hand or the order of the decks.
 */
export interface HippodromeView {
  turn: number;
  lap: number;
  laps: number;
  me: OwnTeam;
  /** Every team, in seat order (the driver's own among them, without its hand). */
  teams: PublicTeam[];
  /** Teams still racing, 1st place first. */
  order: string[];
  /** Cards left in the Event deck (not which), and the discards, played face up. */
  eventDeckSize: number;
  discard: string[];
}

export function publicTeam(t: Team): PublicTeam {
  return {
    id: t.id,
    seat: t.seat,
    faction: t.faction,
    kept: [...t.kept],
    stats: { ...t.stats },
    cutRolls: t.cutRolls,
    stall: t.stall,
    place: t.place,
    status: t.status,
    start: t.start,
    handSize: t.hand.length,
  };
}

export function viewFor(s: HippodromeState, laps: number, id: string): HippodromeView {
  const me = s.teams.find((t) => t.id === id)!;
  return {
    turn: s.turn,
    lap: s.lap,
    laps,
    me: { ...publicTeam(me), hand: [...me.hand] },
    teams: s.teams.map(publicTeam),
    order: [...s.order],
    eventDeckSize: s.eventDeck.length,
    discard: [...s.discard],
  };
}
