import { type DiceSource, d6 } from '../../dice/dice.ts';
import { purpose, purposeText, type RollPurpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import type { Modifier, Roll } from '../../log/schema.ts';
import type { Team } from './state.ts';
import { EVENT_CARDS, STAT_NAMES, type Stat, TEAM_CARDS } from './tables.ts';

/** The Rumor that adds to every Cut roll of the team it names. */
const SACRED_OATH = TEAM_CARDS.get('R06')!;

/** A team's own roll: 1D6 + a stat, fatigue, Event cards and any rumor bonus, as the log shows it. */
export interface TeamRoll {
  roll: Roll;
  total: number;
}

export function cardModifier(cardId: string): Modifier {
  const card = EVENT_CARDS.get(cardId)!;
  return modifier('event-card', card.bonus, { card: card.id }, `event card ${card.english} (${card.name})`);
}

/**
 * Rolls 1D6 for a team and adds its stat (always listed, even at 0, so the explainer shows what
 * was added), the fatigue of the lap, Serment sacré on Cut rolls and the Event cards played.
 */
export function teamRoll(
  dice: DiceSource,
  team: Team,
  stat: Stat | null,
  why: RollPurpose,
  fatigue: number,
  cards: readonly string[],
): TeamRoll {
  const face = d6(dice, why, team.id);
  const modifiers: Modifier[] = [];
  if (stat) modifiers.push(modifier('stat', team.stats[stat], { stat }, STAT_NAMES[stat]));
  if (stat === 'cut' && team.cutRolls !== 0)
    modifiers.push(modifier('rumor', team.cutRolls, { card: SACRED_OATH.id }, `${SACRED_OATH.name} (rumor)`));
  if (fatigue !== 0) modifiers.push(modifier('fatigue', fatigue, {}));
  for (const c of cards) modifiers.push(cardModifier(c));
  const total = face + modifiers.reduce((a, m) => a + m.value, 0);
  return {
    roll: { purpose: purposeText(why), dice: '1d6', faces: [face], modifiers, total, outcome: 'rolled' },
    total,
  };
}

/** The difficulty roll of a save: a plain D6 thrown by an opponent (no modifier: A13, house). */
export function difficultyRoll(dice: DiceSource, by: string): TeamRoll {
  const face = d6(dice, purpose('hippodrome-difficulty'), by);
  return {
    roll: {
      purpose: `difficulty (thrown by ${by})`,
      dice: '1d6',
      faces: [face],
      modifiers: [],
      total: face,
      outcome: 'sets the difficulty',
    },
    total: face,
  };
}

export interface SaveResult {
  ok: boolean;
  rolls: Roll[];
}

/** A save: 1D6 + stat against an opponent's plain D6; equal or higher succeeds. */
export function saveRoll(
  dice: DiceSource,
  team: Team,
  stat: Stat,
  why: RollPurpose,
  fatigue: number,
  cards: readonly string[],
  opponent: string,
): SaveResult {
  const save = teamRoll(dice, team, stat, why, fatigue, cards);
  const diff = difficultyRoll(dice, opponent);
  const ok = save.total >= diff.total;
  save.roll.target = { op: '>=', value: diff.total, formula: `difficulty roll by ${opponent}` };
  save.roll.outcome = ok ? 'saved' : 'failed';
  return { ok, rolls: [save.roll, diff.roll] };
}
