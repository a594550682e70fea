/**
 * What a Hippodrome driver weighs: a pass attempt (1D6 + Speed against the defender's 1D6 +
 * Block on a straight, Cut against Turn in a bend, each with the lap's fatigue and +2 an Event
 * card: higher passes, lower is held off, equal locks wheels or collides), the start (the effort
 * roll: 1D6 + Speed + the stall's bonus), and a save (1D6 + the stat against an opponent's plain
 * D6, equal or higher saves). Read from the driver's view: the other teams' stats are public,
 * their hands are not (the defender's cards are not counted).
 */
import type { PassKind } from '../rulesets/hippodrome/ai.ts';
import type { HippodromeView, PublicTeam } from '../rulesets/hippodrome/state.ts';
import { fatigueFor, STALL_BONUS, type Stat } from '../rulesets/hippodrome/tables.ts';

/** The chance 1d6 + a beats, ties with, and loses to 1d6 + b. */
export function duel(a: number, b: number): { win: number; tie: number; lose: number } {
  let win = 0;
  let tie = 0;
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) {
      if (x + a > y + b) win++;
      else if (x + a === y + b) tie++;
    }
  return { win: win / 36, tie: tie / 36, lose: (36 - win - tie) / 36 };
}

/** The fatigue on a team's own rolls in the lap being run (none at the start). */
const fatigue = (view: HippodromeView, t: PublicTeam): number =>
  view.lap === 0 ? 0 : fatigueFor(view.lap, t.stats.endurance);

export interface PassOdds {
  kind: PassKind;
  stat: Stat;
  against: Stat;
  /** What is added to each die before cards: stat (+ Serment sacré on Cut), fatigue. */
  mine: number;
  theirs: number;
  /** With `cards` Event cards of the stat played (+2 each), the defender playing none. */
  cards: number;
  pass: number;
  tie: number;
  held: number;
}

export function passOdds(view: HippodromeView, defender: string, kind: PassKind, cards = 0): PassOdds {
  const d = view.teams.find((t) => t.id === defender);
  if (!d) throw new Error(`the view has no team ${defender}`);
  const [stat, against]: [Stat, Stat] = kind === 'straight' ? ['speed', 'block'] : ['cut', 'turn'];
  const me = view.me;
  const mine = me.stats[stat] + (stat === 'cut' ? me.cutRolls : 0) + fatigue(view, me);
  const theirs = d.stats[against] + fatigue(view, d);
  const o = duel(mine + 2 * cards, theirs);
  return { kind, stat, against, mine, theirs, cards, pass: o.win, tie: o.tie, held: o.lose };
}

/** The effort roll of a bolting team: 1D6 + Speed + its stall's bonus (seed), lowest to highest. */
export function effortRange(view: HippodromeView): {
  plus: number;
  stallBonus: number;
  min: number;
  max: number;
} {
  const stallBonus = view.me.stall >= 1 ? (STALL_BONUS[view.me.stall - 1]?.value ?? 0) : 0;
  const plus = view.me.stats.speed + stallBonus;
  return { plus, stallBonus, min: 1 + plus, max: 6 + plus };
}

/** A save: 1D6 + stat (+ 2 a card, + fatigue) against a plain D6, equal or higher saves. */
export function saveChance(plus: number): number {
  const o = duel(plus, 0);
  return o.win + o.tie;
}
