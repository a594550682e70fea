import type { Condition } from '../engine/log/schema.ts';
import type { Plan } from './plan.ts';
import { upperBound } from './plan.ts';

/** One chariot's conditions over the race: each as the events left it, by cue time. */
export interface ConditionTimeline {
  times: Float64Array;
  conditions: Condition[];
  /** The turn of the event that set each condition. */
  turns: Int32Array;
}

/**
 * Conditions per chariot id, from every cue whose effect carries one. Timing can show a later
 * event of a turn before an earlier one (a wreck drawn before the swerve the log wrote first); a
 * condition is the chariot's state after its event, so one written earlier in the log never
 * replaces a later one already shown.
 */
export function buildConditionTimelines(plan: Plan): Map<string, ConditionTimeline> {
  const lists = new Map<
    string,
    { times: number[]; conditions: Condition[]; turns: number[]; last: number }
  >();
  for (const c of plan.chariots) lists.set(c.id, { times: [], conditions: [], turns: [], last: -1 });
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const index = plan.cueOrder[o]!;
    const event = plan.events[index]!;
    const changed = event.effect?.condition;
    if (!changed) continue;
    for (const id in changed) {
      const list = lists.get(id);
      if (!list || index < list.last) continue;
      list.last = index;
      list.times.push(plan.cueTimes[o]!);
      list.conditions.push(changed[id]!);
      list.turns.push(event.turn);
    }
  }
  const out = new Map<string, ConditionTimeline>();
  for (const [id, list] of lists)
    out.set(id, {
      times: Float64Array.from(list.times),
      conditions: list.conditions,
      turns: Int32Array.from(list.turns),
    });
  return out;
}

/** Index of the latest condition at or before time t, or -1 before the first. */
export function conditionIndexAt(timeline: ConditionTimeline, t: number): number {
  return upperBound(timeline.times, t) - 1;
}

/** The chariot's condition at time t (the latest at or before it), or null before any is known. */
export function conditionAt(timeline: ConditionTimeline | undefined, t: number): Condition | null {
  if (!timeline) return null;
  const i = conditionIndexAt(timeline, t);
  return i >= 0 ? timeline.conditions[i]! : null;
}
