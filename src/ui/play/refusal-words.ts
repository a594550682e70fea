/**
 * Why the rules refused an answer, in the page's language: the refusal's code and figures
 * (src/engine/kernel/problems.ts) worded by the catalogue (`play.refusals`), entrants and cards by
 * their names. A refusal the engine gave no code keeps the engine's words.
 */
import type { Problem } from '../../engine/kernel/problems.ts';
import type { Refusal } from '../../engine/kernel/requests.ts';
import { EVENT_CARDS, TEAM_CARDS } from '../../engine/rulesets/hippodrome/tables.ts';
import { playText } from '../../messages/play.ts';
import type { OpenDecision, OpenDice, Seat } from './hot-seat.ts';

/** A refusal's reason alone, in the page's language (`name` gives an id's name). */
export function problemWords(problem: Problem, decisionRule: string, name: (id: string) => string): string {
  const m = playText().refusals;
  const words = (m.problems[problem.code] as (f: unknown, n: (id: string) => string) => string)(
    problem.figures,
    name,
  );
  return problem.rule !== undefined && problem.rule !== decisionRule ? m.under(words, problem.rule) : words;
}

/** The refusal as the panel shows it, for the decision or the dice the race waits on. */
export function refusalWords(
  refusal: Refusal,
  open: OpenDecision | OpenDice | null,
  seats: readonly Seat[],
): string {
  if (refusal.problem === undefined) return refusal.message;
  const m = playText().refusals;
  const name = (id: string): string => {
    const seat = seats.find((s) => s.id === id);
    if (seat) return seat.name;
    const card = TEAM_CARDS.get(id) ?? EVENT_CARDS.get(id);
    return card ? playText().items.cardName(card) : id;
  };
  const why = problemWords(refusal.problem, refusal.rule, name);
  if (open?.type === 'decision')
    return m.refused(refusal.rule, open.chariot, name(open.chariot), open.kind, why);
  return m.dice(why);
}
