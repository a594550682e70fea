/** The Event phase that opens every lap (seed 3.5, A22): two cards each, a hand of at most 5. */

import { purpose } from '../../dice/purposes.ts';
import { cond, decided, emit, type Hip, team } from './context.ts';
import { eventNames } from './decisions.ts';
import { shuffleRolled } from './deck.ts';
import type { Team } from './state.ts';
import { RULES } from './tables.ts';

/** Seats from `first`, to the left (+1) or right (−1), teams still racing only. */
export function seatsFrom(h: Hip, first: string, dir: 1 | -1): Team[] {
  const teams = h.state.teams;
  const n = teams.length;
  const start = team(h, first).seat;
  const out: Team[] = [];
  for (let k = 0; k < n; k++) {
    const t = teams.find((x) => x.seat === (((start + dir * k) % n) + n) % n)!;
    if (t.status === 'racing') out.push(t);
  }
  return out;
}

export function eventPhase(h: Hip): void {
  const s = h.state;
  for (const t of seatsFrom(h, s.firstOfLap, 1)) {
    const drawn: string[] = [];
    for (let k = 0; k < RULES.draw.value; k++) {
      if (s.eventDeck.length === 0 && s.discard.length > 0) reshuffle(h, t);
      const card = s.eventDeck.shift();
      if (card) drawn.push(card);
    }
    t.hand.push(...drawn);
    emit(
      h,
      {
        phase: 'events',
        type: 'draw',
        chariots: [t.id],
        rule: 'hippodrome.events-draw',
        cards: drawn,
        effect: {
          summary: `draws ${eventNames(drawn).join(' and ') || 'nothing'}`,
          condition: cond(t),
        },
      },
      0,
    );
    const over = t.hand.length - RULES.handLimit.value;
    if (over > 0) {
      const pick = h.decide('discard', t.id, { hand: [...t.hand], count: over });
      t.hand = t.hand.filter((c) => !pick.value.includes(c));
      s.discard.push(...pick.value);
      emit(
        h,
        {
          phase: 'events',
          type: 'discard',
          chariots: [t.id],
          rule: 'hippodrome.hand-limit',
          decision: decided('discard', pick),
          effect: { summary: `${pick.note.choice}: a hand holds at most 5`, condition: cond(t) },
        },
        0,
      );
    }
  }
}

/** The Event deck ran out: its discards, shuffled, are the new deck (seed 3.5, A22). */
function reshuffle(h: Hip, t: Team): void {
  const s = h.state;
  const n = s.discard.length;
  const { cards, rolls } = shuffleRolled(
    h.dice,
    s.discard,
    purpose('hippodrome-shuffle', { deck: 'discards' }),
  );
  s.eventDeck = cards;
  s.discard = [];
  emit(
    h,
    {
      phase: 'events',
      type: 'reshuffle',
      chariots: [t.id],
      rule: 'hippodrome.events-draw',
      count: n,
      ...(rolls.length > 0 ? { rolls } : {}),
      effect: {
        summary: `the Event deck is empty as ${t.id} draws: ${n === 1 ? 'the one discarded card is' : `the ${n} discarded cards are shuffled into`} a new deck`,
      },
    },
    0,
  );
}
