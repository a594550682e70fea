/**
 * What the rules let a driver decide. The kernel checks every answer with these before the race
 * acts on it, the AI's and any other driver's alike (a scenario's, a person's, a bot's); an answer
 * they refuse is refused naming the rule it breaks.
 */
import { type Problem, problem } from '../../kernel/problems.ts';
import { type Body, tracePath, tracePrefixes, type View, viewBoxes } from './ai.ts';
import { alongside, MAX_LANE } from './board.ts';
import { RULES, type WhipTarget } from './tables.ts';

/** A move as a driver answers it: squares forward, the lane change (-1, 0, 1) made at each of
 * them, and a ram or a wheel-rip along the way. */
export interface MoveValue {
  forward: number;
  laterals: number[];
  ram: string | null;
  rip: { target: string; atStep: number } | null;
}

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
export function moveProblem(view: View, plan: MoveValue, white: number, red: number): Problem | null {
  const move = 'crudis.normal-move';
  if (!Number.isInteger(plan.forward) || plan.forward < 0)
    return problem('crudis-forward', { forward: plan.forward }, move);
  const changes = plan.laterals.filter((l) => l !== 0).length;
  if (changes > plan.forward) return problem('crudis-lanes', { changes, forward: plan.forward }, move);
  if (plan.laterals.length !== plan.forward || plan.laterals.some((l) => l !== -1 && l !== 0 && l !== 1))
    return problem('crudis-steps', { laterals: plan.laterals.map(String) }, move);
  let lane = view.self.lane;
  for (const l of plan.laterals) {
    lane += l;
    if (lane < 1 || lane > MAX_LANE) return problem('crudis-off-track', { lane, max: MAX_LANE }, move);
  }
  const cost = manoeuvreCost(plan, white);
  if (cost > red) {
    const rule = plan.rip ? 'crudis.rip-off-wheels' : plan.ram ? 'crudis.ramming' : move;
    const figures = { forward: plan.forward, white, changes, ram: !!plan.ram, rip: !!plan.rip, cost, red };
    return problem('crudis-manoeuvre', figures, rule);
  }
  const rival = (id: string): Body | undefined => view.others.find((o) => o.id === id);
  if (plan.ram) {
    const ram = 'crudis.ramming';
    if (!rival(plan.ram)) return problem('crudis-no-rival', { target: plan.ram }, ram);
    const trace = tracePath(view, plan.laterals);
    if (trace.blocker !== plan.ram) {
      return trace.blocker
        ? problem('crudis-ram-first', { blocker: trace.blocker, target: plan.ram }, ram)
        : problem('crudis-ram-never', { target: plan.ram }, ram);
    }
  }
  if (plan.rip) {
    const rip = 'crudis.rip-off-wheels';
    const target = rival(plan.rip.target);
    if (!target) return problem('crudis-no-rival', { target: plan.rip.target }, rip);
    const { atStep } = plan.rip;
    if (!Number.isInteger(atStep) || atStep < 1 || atStep > plan.forward)
      return problem('crudis-rip-square', { atStep, forward: plan.forward }, rip);
    const stops: number[] = [];
    for (let s = atStep; s <= plan.forward; s++) stops.push(s);
    const traces = tracePrefixes(view, plan.laterals, viewBoxes(view), stops);
    const drawn = stops.some((s) => {
      const t = traces.get(s)!;
      return t.steps === s && alongside(t.end, target);
    });
    if (!drawn) return problem('crudis-rip-never', { target: target.id, atStep }, rip);
  }
  return null;
}

/** Each rival the attacker may whip (racing, not locked to him) and the parts of him in reach. */
export type WhipReach = ReadonlyArray<{ target: string; parts: WhipTarget[] }>;

/** "Whip to Attack: Range of 2 (i.e. gap of 2 or less)", at a rival still racing and not locked
 * to the attacker, on a part of him within reach. */
export function whipAttackProblem(reach: WhipReach, target: string, part: WhipTarget): Problem | null {
  const rule = 'crudis.whip-to-attack';
  const victim = reach.find((r) => r.target === target);
  if (!victim) return problem('crudis-whip-rival', { target }, rule);
  if (!victim.parts.includes(part))
    return problem(
      'crudis-whip-reach',
      { target, part, range: RULES.whipRange.value, parts: victim.parts },
      rule,
    );
  return null;
}

/** "May move In/Out by 1 Lane (choose, or choose to stay in lane)", keeping the group on the track. */
export function lockedShiftProblem(innerLane: number, outerLane: number, shift: number): Problem | null {
  const rule = 'crudis.locked-together';
  if (shift !== -1 && shift !== 0 && shift !== 1) return problem('crudis-shift', { shift }, rule);
  if (innerLane + shift < 1 || outerLane + shift > MAX_LANE)
    return problem('crudis-shift-off', { shift }, rule);
  return null;
}
