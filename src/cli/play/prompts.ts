/**
 * What each seat of a correspondence game must decide next, as JSON and as text. The race asks
 * one question at a time: the seat it waits for sees its decision (the rule, the legal options,
 * what it may see of the race); the others have nothing to decide until then.
 */
import { diceQuestion } from '../../engine/kernel/requests.ts';
import type { Session } from '../../engine/rulesets/session.ts';
import type { Game } from './game.ts';

export interface SeatPrompt {
  seat: string;
  name: string;
  /** Orders sent and not yet used. */
  ordersWaiting: number;
  /** The decision it must make now, or null when the race waits for someone else. */
  decision: {
    kind: string;
    rule: string;
    turn: number;
    options: unknown;
    /** Every legal answer, when there are at most 256. */
    legal?: unknown[];
    /** What this seat may see of the race. */
    view: unknown;
    /** An orders file answering it (with the first legal answer). */
    example?: { kind: string; value: unknown };
  } | null;
}

export type Prompts =
  | {
      status: 'waiting';
      ruleset: string;
      turn: number;
      /** Whom the race waits for: a seat's id, or "the table's dice". */
      waitingFor: string;
      dice?: { count: number; sides: number; purpose: string; chariot?: string; question: string };
      seats: SeatPrompt[];
    }
  | { status: 'finished'; ruleset: string; turn: number; winner: string | null; seats: SeatPrompt[] };

export function prompts(game: Game, session: Session, only?: string): Prompts {
  const state = session.state;
  const names = new Map(game.setup.chariots.map((c) => [c.id ?? c.name, c.name]));
  const open = state.status === 'waiting' ? state.request : null;
  const legal = session.legal();
  const seats: SeatPrompt[] = Object.keys(game.outside)
    .filter((seat) => only === undefined || seat === only)
    .map((seat) => ({
      seat,
      name: names.get(seat) ?? seat,
      ordersWaiting: game.orders[seat]?.length ?? 0,
      decision:
        open?.type === 'decision' && open.chariot === seat
          ? {
              kind: open.kind,
              rule: open.rule,
              turn: open.turn,
              options: open.options,
              ...(legal === null ? {} : { legal }),
              view: open.view,
              ...(legal !== null && legal.length > 0
                ? { example: { kind: open.kind, value: legal[0] } }
                : {}),
            }
          : null,
    }));
  if (state.status === 'finished')
    return {
      status: 'finished',
      ruleset: game.ruleset,
      turn: state.log.footer.turns,
      winner: state.log.footer.winner,
      seats,
    };
  const request = state.request;
  return {
    status: 'waiting',
    ruleset: game.ruleset,
    turn: request.turn,
    waitingFor: request.type === 'dice' ? "the table's dice" : request.chariot,
    ...(request.type === 'dice'
      ? {
          dice: {
            count: request.count,
            sides: request.sides,
            purpose: request.purpose,
            ...(request.chariot === undefined ? {} : { chariot: request.chariot }),
            question: diceQuestion(request, names),
          },
        }
      : {}),
    seats,
  };
}

const json = (v: unknown) => JSON.stringify(v);

/** Legal answers listed in the text form; the JSON form lists them all. */
const LEGAL_SHOWN = 12;

export function promptsText(p: Prompts, path: string): string {
  const lines: string[] = [];
  if (p.status === 'finished') {
    lines.push(
      `The ${p.ruleset} race is over after ${p.turn} turns: ${p.winner === null ? 'no winner' : `${p.winner} wins`}.`,
    );
    return `${lines.join('\n')}\n`;
  }
  lines.push(`${p.ruleset}, turn ${p.turn}: the race waits for ${p.waitingFor}.`);
  if (p.dice) lines.push(`Throw ${p.dice.question}, then: quadriga play dice ${path} <face>...`);
  for (const s of p.seats) {
    lines.push('');
    const waiting =
      s.ordersWaiting > 0 ? ` (${s.ordersWaiting} order${s.ordersWaiting === 1 ? '' : 's'} in)` : '';
    if (s.decision === null) {
      lines.push(`${s.name} (${s.seat})${waiting}: nothing to decide until ${p.waitingFor} has.`);
      continue;
    }
    const d = s.decision;
    lines.push(`${s.name} (${s.seat})${waiting} decides: ${d.kind}, under ${d.rule} (turn ${d.turn}).`);
    lines.push(`  options: ${json(d.options)}`);
    if (d.legal) {
      const shown = d.legal.slice(0, LEGAL_SHOWN).map(json).join(' | ');
      const more = d.legal.length > LEGAL_SHOWN ? ` | … (${d.legal.length} in all: --json lists them)` : '';
      lines.push(`  legal answers: ${shown}${more}`);
    }
    lines.push(`  what ${s.seat} sees: ${json(d.view)}`);
    if (s.ordersWaiting > 0) lines.push(`  orders are in: quadriga play turn ${path}`);
    else if (d.example)
      lines.push(`  send: echo '${json(d.example)}' | quadriga play orders ${path} --seat ${s.seat} -`);
  }
  return `${lines.join('\n')}\n`;
}
