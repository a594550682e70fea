/**
 * A decision's answer in the page's language, from the message catalogue (`play.answers`): what the
 * controls label each legal answer with and how the AI's suggestion reads. The engine words its
 * answers in English for the log; the page words them itself, chariots by name and cards by theirs.
 * Null for an answer this page has no words for (the engine's words show then).
 */

import type { PlotValue } from '../../engine/rulesets/aurigae/decisions.ts';
import type { AttackValue } from '../../engine/rulesets/circus-maximus/decisions.ts';
import type { MoveValue, WhipAttackValue } from '../../engine/rulesets/crudis/decisions.ts';
import { EVENT_CARDS, TEAM_CARDS } from '../../engine/rulesets/hippodrome/tables.ts';
import { playText } from '../../messages/play.ts';
import { itemWords } from './words.ts';

/** A chariot's name by its id. */
export type Names = (id: string) => string;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A Hippodrome card by its name in this language. */
function cardName(id: string): string {
  const card = TEAM_CARDS.get(id) ?? EVENT_CARDS.get(id);
  return card ? playText().items.cardName(card) : id;
}

const cards = (v: unknown): string | null =>
  Array.isArray(v) ? playText().answers.list(v.map((id) => cardName(String(id)))) : null;

function crudisMove(v: MoveValue, white: number, name: Names): string {
  const m = playText().answers.crudis;
  const net = v.laterals.reduce((a, b) => a + b, 0);
  const changes = v.laterals.filter((l) => l !== 0).length;
  const side = changes === 0 ? m.hold : net === 0 ? m.back(changes) : m.lanes(Math.abs(net), net < 0);
  const extra = [...(v.ram ? [m.ram(name(v.ram))] : []), ...(v.rip ? [m.rip(name(v.rip.target))] : [])];
  return m.move(v.forward, v.forward - white, side, extra);
}

/** The words of an Aurigae plot's turn: "30° left". */
export const turnWords = (degrees: number): string => playText().answers.aurigae.turn(degrees);

export function answerWords(
  ruleset: string,
  kind: string,
  value: unknown,
  options: unknown,
  name: Names,
): string | null {
  const a = playText().answers;
  switch (`${ruleset}/${kind}`) {
    case 'circus-maximus/speed': {
      if (!isPlain(value)) return null;
      return a.cm.speed(Number(value['speed']), value['strain'] === true, Number(value['lane']));
    }
    case 'circus-maximus/strain':
      return a.cm.strain(value === true);
    case 'circus-maximus/attack': {
      const cm = playText().help.cm;
      if (value === null) return cm.noAttackLabel;
      const v = value as AttackValue;
      return cm.attack(cm.kinds[v.kind], name(v.target), cm.parts[v.part]);
    }
    case 'crudis/move':
      return isPlain(value)
        ? crudisMove(value as unknown as MoveValue, (options as { white: number }).white, name)
        : null;
    case 'crudis/whipSpeed':
      return a.crudis.whipSpeed(value === true);
    case 'crudis/whipAttack': {
      if (value === null) return a.crudis.noWhipAttack;
      const v = value as WhipAttackValue;
      return a.crudis.whipAttack(name(v.target), playText().help.crudis.whipParts[v.part] ?? v.part);
    }
    case 'crudis/lockedShift':
      return typeof value === 'number' ? a.crudis.shift(value) : null;
    case 'aurigae/plot': {
      if (!isPlain(value)) return null;
      const v = value as unknown as PlotValue;
      return a.aurigae.plot(itemWords('aurigae', v.change), turnWords(v.turn), v.reverse === true);
    }
    case 'hippodrome/keep':
      return a.hippodrome.keep(cards(value) ?? '');
    case 'hippodrome/rumor-target':
      return a.hippodrome.names(name(String(value)));
    case 'hippodrome/start':
      return a.hippodrome.start[String(value)] ?? null;
    case 'hippodrome/attempt':
      return a.hippodrome.attempt(value === true, name(String((options as { defender: string }).defender)));
    case 'hippodrome/event-cards':
      return a.hippodrome.play(cards(value) ?? '');
    case 'hippodrome/discard':
      return a.hippodrome.discard(cards(value) ?? '');
    default:
      return null;
  }
}

/** The words of one part of an answer chosen part by part (an Aurigae plot's change or turn). */
export function partWords(ruleset: string, key: string, value: unknown): string {
  if (ruleset === 'aurigae' && key === 'turn' && typeof value === 'number') return turnWords(value);
  return itemWords(ruleset, value);
}
