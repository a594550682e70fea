/**
 * The decisions a Crudis driver makes, as the kernel asks for them: each turn's move (forward and
 * sideways within the red die's manoeuvre points, perhaps a ram or a wheel-rip), whipping for
 * speed at the end of a move on a straight, whipping a rival within reach, and, locked together
 * on a 4, the lane the group takes. Each request carries what the rules allow; an answer outside
 * it is refused naming the rule (legal.ts).
 */
import { z } from 'zod';
import type { Decider, DecisionSpecs, Note } from '../../kernel/requests.ts';
import {
  type Body,
  chooseLockedShift,
  chooseWhipAttack,
  chooseWhipSpeed,
  lateralSteps,
  planMove,
  tracePath,
  tracePrefixes,
  type View,
  viewBoxes,
} from './ai.ts';
import { MAX_LANE } from './board.ts';
import {
  lockedShiftProblem,
  type MoveValue,
  moveProblem,
  type WhipReach,
  whipAttackProblem,
} from './legal.ts';
import { RULES, type WhipTarget } from './tables.ts';

export type { MoveValue, WhipReach };

export interface WhipAttackValue {
  target: string;
  part: WhipTarget;
}

export type CrudisDecisions = {
  move: {
    options: {
      /** Squares forward the white dice give (horse injuries counted). */
      white: number;
      /** Manoeuvre points: the red die. */
      red: number;
      /** The track as the driver sees it when he moves. */
      position: View;
    };
    value: MoveValue;
  };
  whipSpeed: { options: Record<string, never>; value: boolean };
  whipAttack: { options: { reach: WhipReach }; value: WhipAttackValue | null };
  lockedShift: {
    /** The lanes of the innermost and the outermost chariot of the locked group. */
    options: { inner: number; outer: number };
    value: number;
  };
};

const givenBy = (by: Decider): string =>
  by === 'script' ? 'forced by the scenario' : by === 'human' ? 'chosen by its player' : `chosen by a ${by}`;

/** The log's words for a move. */
export function moveChoice(v: MoveValue, white: number): string {
  const adj = v.forward - white;
  const net = v.laterals.reduce((a, b) => a + b, 0);
  const changes = v.laterals.filter((l) => l !== 0).length;
  const side =
    changes === 0
      ? 'hold the lane'
      : net === 0
        ? `${changes} lane changes, back to the lane`
        : `${Math.abs(net)} lane${Math.abs(net) > 1 ? 's' : ''} ${net < 0 ? 'in' : 'out'}`;
  return `forward ${v.forward}${adj === 0 ? '' : ` (${adj > 0 ? '+' : ''}${adj})`}, ${side}${v.ram ? `, ram ${v.ram}` : ''}${v.rip ? `, rip ${v.rip.target}'s wheels` : ''}`;
}

export const lockedShiftChoice = (lateral: number): string =>
  lateral === 0 ? 'stay in lane' : `move ${lateral < 0 ? 'in' : 'out'} one lane`;

/**
 * Every move the driver can answer with lane changes made together, at once or at the end of the
 * move (any other order of the same changes is legal too, but there are too many to list: a move
 * of 18 squares with 6 changes has over a million), with each ram and wheel-rip the path allows.
 */
export function legalMoves(o: CrudisDecisions['move']['options']): MoveValue[] {
  const { white, red, position: view } = o;
  const boxes = viewBoxes(view);
  const out: MoveValue[] = [];
  // Legal by construction: the squares and lanes within the red die, on the track; a ram only on
  // the chariot the path runs into, a rip only on one it draws alongside before anything blocks it.
  for (let k = -red; k <= red; k++) {
    const lane = view.self.lane + k;
    if (lane < 1 || lane > MAX_LANE) continue;
    const lengths: number[] = [];
    for (let adjust = -(red - Math.abs(k)); adjust <= red - Math.abs(k); adjust++) {
      const forward = white + adjust;
      if (forward >= 0 && forward >= Math.abs(k)) lengths.push(forward);
    }
    if (lengths.length === 0) continue;
    // Lane changes made at once: every length is a prefix of the longest, traced once.
    const early = tracePrefixes(view, lateralSteps(lengths[lengths.length - 1]!, k, true), boxes, lengths);
    for (const forward of lengths) {
      const spare = red - Math.abs(forward - white) - Math.abs(k);
      for (const first of k === 0 || Math.abs(k) === forward ? [true] : [true, false]) {
        const laterals = lateralSteps(forward, k, first);
        const trace = first ? early.get(forward)! : tracePath(view, laterals, boxes);
        out.push({ forward, laterals, ram: null, rip: null });
        if (trace.blocker !== null && spare >= RULES.ramManoeuvreCost.value)
          out.push({ forward, laterals, ram: trace.blocker, rip: null });
        if (trace.blocker === null && spare >= RULES.ripManoeuvreCost.value)
          for (const [target, atStep] of trace.alongsideAt)
            out.push({ forward, laterals, ram: null, rip: { target, atStep } });
      }
    }
  }
  return out;
}

const rivalsOf = (view: View, reach: WhipReach): Body[] =>
  view.others.filter((o) => reach.some((r) => r.target === o.id));

export const CRUDIS_DECISIONS: DecisionSpecs<CrudisDecisions, View> = {
  move: {
    rule: 'crudis.normal-move',
    answer: z
      .object({
        forward: z.number().int().min(0),
        laterals: z.array(z.number().int()),
        ram: z.string().nullable(),
        rip: z.object({ target: z.string(), atStep: z.number().int() }).strict().nullable(),
      })
      .strict(),
    check: (o, v) => moveProblem(o.position, v, o.white, o.red),
    enumerate: legalMoves,
    ai: (r, p) => {
      const plan = planMove(r.options.position, p, r.options.white, r.options.red);
      return {
        value: { forward: plan.forward, laterals: plan.laterals, ram: plan.ram, rip: plan.rip },
        note: { choice: plan.choice, reason: `${p}: ${plan.reason}` },
      };
    },
    describe: (r, v, by): Note => ({ choice: moveChoice(v, r.options.white), reason: givenBy(by) }),
  },
  whipSpeed: {
    rule: 'crudis.whip-for-speed',
    answer: z.boolean(),
    check: () => null,
    enumerate: () => [false, true],
    ai: (r, p) => {
      const choice = chooseWhipSpeed(r.view, p);
      return {
        value: choice.whip,
        note: { choice: choice.whip ? 'whip for speed' : 'no whip', reason: `${p}: ${choice.reason}` },
      };
    },
    describe: (_r, v, by): Note => ({ choice: v ? 'whip for speed' : 'no whip', reason: givenBy(by) }),
  },
  whipAttack: {
    rule: 'crudis.whip-to-attack',
    answer: z
      .object({ target: z.string(), part: z.enum(['outer-horses', 'yokers', 'charioteer']) })
      .strict()
      .nullable(),
    check: (o, v) => (v === null ? null : whipAttackProblem(o.reach, v.target, v.part)),
    enumerate: (o) => [null, ...o.reach.flatMap((r) => r.parts.map((part) => ({ target: r.target, part })))],
    ai: (r, p) => {
      const attack = chooseWhipAttack(r.view, p, rivalsOf(r.view, r.options.reach));
      return attack
        ? {
            value: { target: attack.target, part: attack.part },
            note: { choice: whipChoice(attack), reason: attack.reason },
          }
        : { value: null, note: { choice: 'no whip attack', reason: `${p}: nobody worth the risk` } };
    },
    describe: (_r, v, by): Note => ({ choice: v ? whipChoice(v) : 'no whip attack', reason: givenBy(by) }),
  },
  lockedShift: {
    rule: 'crudis.locked-together',
    answer: z.number().int(),
    check: (o, v) => lockedShiftProblem(o.inner, o.outer, v),
    enumerate: (o) => [-1, 0, 1].filter((v) => lockedShiftProblem(o.inner, o.outer, v) === null),
    ai: (r, p) => {
      const value = chooseLockedShift(r.options.inner, r.options.outer - r.options.inner + 2, p);
      return {
        value,
        note: { choice: lockedShiftChoice(value), reason: `${p}: heads for the lanes he prefers` },
      };
    },
    describe: (_r, v, by): Note => ({ choice: lockedShiftChoice(v), reason: givenBy(by) }),
  },
};

export function whipChoice(v: WhipAttackValue): string {
  return `whip ${v.target}'s ${v.part === 'outer-horses' ? 'outer horses' : v.part}`;
}
