import type { Personality } from '../../race/setup.ts';
import type { OwnTeam, PublicTeam } from './state.ts';
import { EVENT_CARDS, KEEP_LIMITS, type Stat, type Stats, TEAM_CARDS, type TeamCard } from './tables.ts';

/**
 * The computer players. Each decision comes with the reason the log shows. The four
 * personalities weigh the same facts differently: cautious fears crashes (Cool, fewer attempts),
 * reckless attacks whatever the odds, dirty spends its Rumors on the strongest rival and attacks
 * often, balanced takes the even chances. They decide from what their driver may see (the view:
 * their own hand, never another's), as any other driver would.
 */
export interface Choice<T> {
  value: T;
  choice: string;
  reason: string;
}

export type PassKind = 'straight' | 'bend';
/** Which roll the Event cards would go on. */
export type CardSituation = 'pass' | 'defend' | 'entangle' | 'save' | 'avoid' | 'survival' | 'trample';

export interface CardContext {
  situation: CardSituation;
  /** The stat the roll adds (cards must match it). */
  stat: Stat;
  /** Our stat total minus the opponent's, where there is an opponent (0 otherwise). */
  edge: number;
  lap: number;
  laps: number;
  /** At most this many cards (0 = no limit). */
  limit: number;
}

const WEIGHTS: Record<Personality, Stats> = {
  cautious: { cut: 0.9, turn: 1.1, speed: 1, block: 0.9, cool: 1.4, endurance: 0.9 },
  balanced: { cut: 1, turn: 1, speed: 1.1, block: 0.9, cool: 1, endurance: 0.8 },
  reckless: { cut: 1.1, turn: 0.8, speed: 1.4, block: 0.6, cool: 0.6, endurance: 0.7 },
  dirty: { cut: 1.1, turn: 0.9, speed: 1.2, block: 1, cool: 0.8, endurance: 0.7 },
};

function cardScore(card: TeamCard, p: Personality): number {
  if (card.rumor) {
    switch (card.rumor.effect.kind) {
      case 'stat':
        return p === 'dirty' ? 1.5 : p === 'cautious' ? 0.5 : 1;
      case 'cut-rolls':
        return WEIGHTS[p].cut;
      case 'stall-4':
        return p === 'dirty' ? 1.2 : 0.7;
      case 'restart':
        return 0.3;
    }
  }
  let score = 0;
  for (const [stat, v] of Object.entries(card.mods) as Array<[Stat, number]>) score += WEIGHTS[p][stat] * v;
  return score;
}

/** Keeps the best cards the limits allow, and only those that help (keeping is optional). */
export function chooseKeep(personality: Personality, dealt: readonly string[]): Choice<string[]> {
  const ranked = dealt
    .map((id) => ({ id, card: TEAM_CARDS.get(id)!, score: cardScore(TEAM_CARDS.get(id)!, personality) }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  const used: Record<string, number> = {};
  const kept: string[] = [];
  const left: string[] = [];
  for (const r of ranked) {
    const n = used[r.card.kind] ?? 0;
    if (r.score > 0 && n < KEEP_LIMITS[r.card.kind].value) {
      used[r.card.kind] = n + 1;
      kept.push(r.id);
    } else left.push(r.id);
  }
  kept.sort();
  const names = (ids: string[]): string => ids.map((id) => TEAM_CARDS.get(id)!.english).join(', ') || 'none';
  return {
    value: kept,
    choice: `keeps ${names(kept)}`,
    reason: `${personality}: keeps every card that helps, as many as each kind allows; leaves ${names(left)}`,
  };
}

const statSum = (t: PublicTeam): number =>
  t.stats.speed + t.stats.cut + t.stats.turn + t.stats.block + t.stats.cool;

/** A Rumor's target: penalties at the strongest rival; Serment sacré on our own team. */
export function chooseRumorTarget(
  team: PublicTeam,
  personality: Personality,
  card: string,
  teams: readonly PublicTeam[],
): Choice<string> {
  const rumor = TEAM_CARDS.get(card)!.rumor!;
  if (rumor.target === 'any')
    return { value: team.id, choice: `names its own team`, reason: 'a bonus: it helps its own Cut rolls' };
  const rivals = teams.filter((t) => t.id !== team.id);
  const key =
    rumor.effect.kind === 'stat' && rumor.effect.stat === 'cool'
      ? (t: PublicTeam) => t.stats.cool * 2 + statSum(t)
      : rumor.effect.kind === 'stat'
        ? (t: PublicTeam) => t.stats.speed * 2 + statSum(t)
        : statSum;
  const best = [...rivals].sort((a, b) => key(b) - key(a) || a.seat - b.seat)[0]!;
  return {
    value: best.id,
    choice: `names ${best.id}`,
    reason: `${personality}: ${best.id} has the strongest team of the rivals`,
  };
}

/** Bolt for the rail or start carefully. */
export function chooseStart(team: PublicTeam, personality: Personality): Choice<'bolt' | 'cautious'> {
  const bonus = [3, 2, 1, 0][team.stall - 1] ?? 0;
  const effort = bonus + team.stats.speed;
  let bolt: boolean;
  let why: string;
  switch (personality) {
    case 'reckless':
      bolt = true;
      why = 'reckless: always goes for the rail';
      break;
    case 'dirty':
      bolt = effort >= 1 || team.stats.cool >= 1;
      why = `dirty: bolts unless the effort (+${effort}) and Cool (${team.stats.cool}) are both poor`;
      break;
    case 'cautious':
      bolt = effort >= 3 && team.stats.cool >= 1;
      why = `cautious: bolts only with a strong effort (+${effort}) and steady nerves (Cool ${team.stats.cool})`;
      break;
    default:
      bolt = effort >= 2 || team.stats.cool >= 2;
      why = `balanced: bolts with an effort of +2 or more (+${effort}) or Cool 2 or more (${team.stats.cool})`;
  }
  return {
    value: bolt ? 'bolt' : 'cautious',
    choice: bolt ? 'bolts for the rail' : 'starts carefully',
    reason: why,
  };
}

/** Whether to try to pass the team ahead, from the stats each side adds and the cards in hand. */
export function chooseAttempt(
  team: OwnTeam,
  personality: Personality,
  defender: PublicTeam,
  kind: PassKind,
  fatigueEdge: number,
  lastLap: boolean,
): Choice<boolean> {
  const mine = kind === 'straight' ? team.stats.speed : team.stats.cut + team.cutRolls;
  const theirs = kind === 'straight' ? defender.stats.block : defender.stats.turn;
  const stat: Stat = kind === 'straight' ? 'speed' : 'cut';
  const cards = team.hand.filter((c) => EVENT_CARDS.get(c)!.stat === stat).length;
  const edge = mine - theirs + fatigueEdge + 2 * Math.min(cards, 1);
  const need = { reckless: -4, dirty: -3, balanced: -1, cautious: team.stats.cool >= 2 ? 0 : 1 }[personality];
  const go = lastLap || edge >= need;
  const reason = lastLap
    ? 'the last lap: nothing to keep back'
    : `${personality}: edge ${edge >= 0 ? '+' : ''}${edge} (stats, fatigue and a card in hand) against a threshold of ${need}`;
  return { value: go, choice: go ? `tries to pass ${defender.id}` : `holds behind ${defender.id}`, reason };
}

/**
 * Event cards for a roll. Cards are kept for rolls that matter: a pass or a defence within reach,
 * every crash save; in the last lap a hand is worth nothing after the race, so it is spent.
 */
export function chooseCards(
  hand: readonly string[],
  personality: Personality,
  ctx: CardContext,
): Choice<string[]> {
  const matching = hand.filter((c) => EVENT_CARDS.get(c)!.stat === ctx.stat).sort();
  if (matching.length === 0)
    return { value: [], choice: 'plays no card', reason: 'no card of that stat in hand' };
  const last = ctx.lap >= ctx.laps;
  let n = 0;
  let why = '';
  switch (ctx.situation) {
    case 'pass':
    case 'defend': {
      const close = ctx.edge >= -4 && ctx.edge <= 1;
      if (last) {
        n = matching.length;
        why = 'the last lap: spends every matching card';
      } else if (close) {
        n = personality === 'reckless' ? 2 : 1;
        why = `the roll is close (edge ${ctx.edge}): a card can swing it`;
      } else if (hand.length >= 4) {
        n = 1;
        why = 'the hand is nearly full: a card would be lost at the next draw';
      } else why = ctx.edge > 1 ? 'already the stronger: keeps its cards' : 'out of reach: keeps its cards';
      break;
    }
    case 'save':
    case 'entangle':
    case 'avoid':
      n = personality === 'cautious' || last ? 2 : 1;
      why = 'a crash is at stake';
      break;
    default:
      n = 1;
      why = 'the team is out: its cards are of no further use';
  }
  if (ctx.limit > 0) n = Math.min(n, ctx.limit);
  const value = matching.slice(0, n);
  const names = value.map((c) => EVENT_CARDS.get(c)!.english).join(', ');
  return { value, choice: value.length > 0 ? `plays ${names}` : 'plays no card', reason: why };
}

/** Cards over the hand limit go: first those of the stat this personality needs least. */
export function chooseDiscard(
  hand: readonly string[],
  personality: Personality,
  over: number,
): Choice<string[]> {
  const w = WEIGHTS[personality];
  const ranked = [...hand].sort(
    (a, b) => w[EVENT_CARDS.get(a)!.stat] - w[EVENT_CARDS.get(b)!.stat] || a.localeCompare(b),
  );
  const value = ranked.slice(0, over);
  return {
    value,
    choice: `discards ${value.map((c) => EVENT_CARDS.get(c)!.english).join(', ')}`,
    reason: `${personality}: the hand holds at most 5; lets go of the stats it needs least`,
  };
}
