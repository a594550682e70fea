/** Event cards played on a team's own roll (A21): declared before the dice, the acting team first. */
import type { CardSituation } from './ai.ts';
import { cond, decided, emit, type Hip } from './context.ts';
import { eventNames } from './decisions.ts';
import type { Team } from './state.ts';
import { EVENT_CARDS, STAT_NAMES, type Stat } from './tables.ts';

/**
 * Asks the team's driver which cards of the roll's stat it plays (when it holds any), logs the
 * play as its decision and returns the cards, now on the discard pile.
 */
export function playCards(
  h: Hip,
  t: Team,
  stat: Stat,
  situation: CardSituation,
  edge: number,
  phase: string,
  f: number,
): string[] {
  const playable = t.hand.filter((c) => EVENT_CARDS.get(c)!.stat === stat);
  if (playable.length === 0) return [];
  const pick = h.decide('event-cards', t.id, {
    stat,
    situation,
    edge,
    playable,
    limit: h.opts.maxEventsPerRoll,
  });
  const cards = pick.value;
  if (cards.length === 0) {
    // Every decision is in the log: playing none is one too, on an event of its own.
    emit(
      h,
      {
        phase,
        type: 'decide',
        chariots: [t.id],
        rule: 'hippodrome.event-cards',
        decision: decided('event-cards', pick, eventNames(t.hand)),
      },
      f,
    );
    return [];
  }
  t.hand = t.hand.filter((c) => !cards.includes(c));
  t.played.push(...cards);
  h.state.discard.push(...cards);
  emit(
    h,
    {
      phase,
      type: 'play-cards',
      chariots: [t.id],
      rule: 'hippodrome.event-cards',
      stat,
      bonus: 2 * cards.length,
      decision: decided('event-cards', pick, eventNames(t.hand.concat(cards))),
      effect: {
        summary: `plays ${eventNames(cards).join(', ')} for +${2 * cards.length} ${STAT_NAMES[stat]}`,
        condition: cond(t),
      },
    },
    f,
  );
  return cards;
}
