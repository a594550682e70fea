/**
 * What the rules let a driver decide. The kernel checks every answer with these before the race
 * acts on it, the AI's and any other driver's alike (a scenario's, a person's, a bot's); an answer
 * they refuse is refused naming the rule it breaks.
 */
import { type Body, tracePath, tracePrefixes, type View, viewBoxes } from './ai.ts';
import { alongside, MAX_LANE } from './board.ts';
import { RULES, type WhipTarget } from './tables.ts';

export interface Refusal {
  /** The rule id the decision breaks. */
  rule: string;
  message: string;
}

/** A move as a driver answers it: squares forward, the lane change (-1, 0, 1) made at each of
 * them, and a ram or a wheel-rip along the way. */
export interface MoveValue {
  forward: number;
  laterals: number[];
  ram: string | null;
  rip: { target: string; atStep: number } | null;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Manoeuvre points a move spends: each square more or less than the white dice, each lane
 * sideways, a ram 1 and a rip 4. */
export function manoeuvreCost(plan: MoveValue, white: number): number {
  let lanes = 0;
  for (const l of plan.laterals) lanes += Math.abs(l);
  return (
    Math.abs(plan.forward - white) +
    lanes +
    (plan.ram ? RULES.ramManoeuvreCost.value : 0) +
    (plan.rip ? RULES.ripManoeuvreCost.value : 0)
  );
}

/**
 * A normal move: "WHITE total is forward movement; RED ... may modify forward move up or down, and
 * sideways", one lane sideways per square forward, on the track; a ram is a deliberate collision
 * with the chariot the path runs into; ripping wheels needs the victim alongside.
 */
export function moveProblem(view: View, plan: MoveValue, white: number, red: number): Refusal | null {
  const move = (message: string): Refusal => ({ rule: 'crudis.normal-move', message });
  if (!Number.isInteger(plan.forward) || plan.forward < 0)
    return move(`forward ${plan.forward} is not a move`);
  const changes = plan.laterals.filter((l) => l !== 0).length;
  if (changes > plan.forward) {
    return move(
      `${plural(changes, 'lane')} sideways need as many squares forward (one lane per square); the move is ${plan.forward}`,
    );
  }
  if (plan.laterals.length !== plan.forward || plan.laterals.some((l) => l !== -1 && l !== 0 && l !== 1)) {
    return move(
      `the lane changes (${plan.laterals.join(', ')}) must give one lane at most per square forward`,
    );
  }
  let lane = view.self.lane;
  for (const l of plan.laterals) {
    lane += l;
    if (lane < 1 || lane > MAX_LANE)
      return move(`lane ${lane} is off the track (a chariot runs in lanes 1 to ${MAX_LANE})`);
  }
  const cost = manoeuvreCost(plan, white);
  if (cost > red) {
    const rule = plan.rip ? 'crudis.rip-off-wheels' : plan.ram ? 'crudis.ramming' : 'crudis.normal-move';
    const parts = [
      `forward ${plan.forward} from white ${white}`,
      plural(changes, 'lane change'),
      ...(plan.ram ? ['a ram'] : []),
      ...(plan.rip ? ['a rip'] : []),
    ];
    return {
      rule,
      message: `${parts.join(', ')} need ${plural(cost, 'manoeuvre point')}; the red die gave ${red}`,
    };
  }
  const rival = (id: string): Body | undefined => view.others.find((o) => o.id === id);
  if (plan.ram) {
    const ram = (message: string): Refusal => ({ rule: 'crudis.ramming', message });
    if (!rival(plan.ram)) return ram(`${plan.ram} is not a rival on the track`);
    const trace = tracePath(view, plan.laterals);
    if (trace.blocker !== plan.ram) {
      return ram(
        trace.blocker
          ? `the move runs into ${trace.blocker} first, not ${plan.ram}`
          : `the move never runs into ${plan.ram} (a ram is a collision)`,
      );
    }
  }
  if (plan.rip) {
    const rip = (message: string): Refusal => ({ rule: 'crudis.rip-off-wheels', message });
    const target = rival(plan.rip.target);
    if (!target) return rip(`${plan.rip.target} is not a rival on the track`);
    const { atStep } = plan.rip;
    if (!Number.isInteger(atStep) || atStep < 1 || atStep > plan.forward) {
      return rip(`square ${atStep} is not one of the ${plural(plan.forward, 'square')} of the move`);
    }
    const stops: number[] = [];
    for (let s = atStep; s <= plan.forward; s++) stops.push(s);
    const traces = tracePrefixes(view, plan.laterals, viewBoxes(view), stops);
    const drawn = stops.some((s) => {
      const t = traces.get(s)!;
      return t.steps === s && alongside(t.end, target);
    });
    if (!drawn) return rip(`the move never draws alongside ${target.id} from square ${atStep} on`);
  }
  return null;
}

/** Each rival the attacker may whip (racing, not locked to him) and the parts of him in reach. */
export type WhipReach = ReadonlyArray<{ target: string; parts: WhipTarget[] }>;

/** "Whip to Attack: Range of 2 (i.e. gap of 2 or less)", at a rival still racing and not locked
 * to the attacker, on a part of him within reach. */
export function whipAttackProblem(reach: WhipReach, target: string, part: WhipTarget): Refusal | null {
  const rule = 'crudis.whip-to-attack';
  const victim = reach.find((r) => r.target === target);
  if (!victim)
    return { rule, message: `${target} is not a rival the whip can reach (racing, not locked to him)` };
  if (!victim.parts.includes(part)) {
    return {
      rule,
      message: `${target}'s ${part} ${part === 'charioteer' ? 'is' : 'are'} out of reach of the whip (range ${RULES.whipRange.value}; in reach: ${victim.parts.length > 0 ? victim.parts.join(', ') : 'nothing'})`,
    };
  }
  return null;
}

/** "May move In/Out by 1 Lane (choose, or choose to stay in lane)", keeping the group on the track. */
export function lockedShiftProblem(innerLane: number, outerLane: number, shift: number): Refusal | null {
  const rule = 'crudis.locked-together';
  if (shift !== -1 && shift !== 0 && shift !== 1)
    return { rule, message: `${shift} is not -1 (in), 0 or 1 (out)` };
  if (innerLane + shift < 1 || outerLane + shift > MAX_LANE) {
    return { rule, message: `moving ${shift < 0 ? 'in' : 'out'} takes the locked chariots off the track` };
  }
  return null;
}
