import type { RaceEvent } from '../engine/log/schema.ts';
import type { Plan } from './plan.ts';

/**
 * The resolution steps explain mode stops at, and the kinds a presenter can pick. Kinds are read
 * from the event type and the rule id, which every ruleset names in the shared vocabulary
 * (`src/engine/log/vocabulary.ts`) or its own words, so one list serves all four rulesets.
 */
export const EXPLAIN_KINDS = [
  'corner',
  'danger-line',
  'attack',
  'collision',
  'wreck',
  'pass',
  'check',
  'move',
  'decision',
] as const;
export type ExplainKind = (typeof EXPLAIN_KINDS)[number];

/** Words in an event's type or rule id that put it in a kind (first match per kind). */
const KIND_WORDS: ReadonlyArray<readonly [ExplainKind, RegExp]> = [
  ['danger-line', /danger/],
  ['corner', /corner|bend|safe-speed/],
  ['attack', /whip-attack|lash|\bram\b|ram-|spear|knife|dust|rip-|attack/],
  ['collision', /collision|barrier|shove|bounce|entangle|sideslip|swerve|lose-control|evasion/],
  ['wreck', /wreck|flip|crash|shipwreck|survival|runaway|dragged|on-foot|retire|cut-free|cut-reins/],
  ['pass', /pass/],
];

/** The kinds of a step: an event may be several (a ram is an attack and, if it flips, a wreck). */
export function kindsOf(event: RaceEvent): ExplainKind[] {
  // A choice that produced no event of its own (a whip attack declined, a strain not taken) is a
  // decision, not an incident of its rule's kind: "stop at attacks" must not stop where none was.
  if (event.type === 'decide') return event.decision ? ['decision'] : [];
  const words = `${event.type} ${event.rule.slice(event.rule.indexOf('.') + 1)}`;
  const kinds: ExplainKind[] = [];
  for (const [kind, re] of KIND_WORDS) if (re.test(words)) kinds.push(kind);
  if (kinds.length === 0) {
    if (event.rolls?.some((r) => r.target !== undefined || r.table !== undefined)) kinds.push('check');
    else if (event.path || event.rolls?.length) kinds.push('move');
  }
  if (event.decision) kinds.push('decision');
  return kinds;
}

/** Whether the rules resolved something at this event: a roll, a decision, a move or an incident. */
export function isResolutionStep(event: RaceEvent): boolean {
  return (
    (event.rolls?.length ?? 0) > 0 ||
    event.decision !== undefined ||
    event.path !== undefined ||
    kindsOf(event).length > 0
  );
}

export interface Step {
  seq: number;
  /** Plan time, seconds. */
  time: number;
  kinds: ExplainKind[];
}

export interface StepList {
  steps: Step[];
  /** Index in `steps` of an event seq (only the seqs that are steps). */
  indexOf: Map<number, number>;
}

/** The steps of a plan, in playback order, keeping only the picked kinds (all when none). */
export function buildSteps(plan: Plan, picked: readonly ExplainKind[] = []): StepList {
  const want = new Set(picked);
  const steps: Step[] = [];
  for (let o = 0; o < plan.cueOrder.length; o++) {
    const event = plan.events[plan.cueOrder[o]!]!;
    if (!isResolutionStep(event)) continue;
    const kinds = kindsOf(event);
    if (want.size > 0 && !kinds.some((k) => want.has(k))) continue;
    steps.push({ seq: event.seq, time: plan.cueTimes[o]!, kinds });
  }
  return { steps, indexOf: new Map(steps.map((s, i) => [s.seq, i])) };
}

const EPS = 1e-6;

/** Index of the last step at or before time t, or -1. */
export function stepAtOrBefore(list: StepList, t: number): number {
  let lo = 0;
  let hi = list.steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list.steps[mid]!.time <= t + EPS) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Index of the first step at or after time t, or -1. */
export function stepAtOrAfter(list: StepList, t: number): number {
  let lo = 0;
  let hi = list.steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list.steps[mid]!.time < t - EPS) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.steps.length ? lo : -1;
}

/** Which kinds the race has at all, in list order (the filter offers only these). */
export function kindsInRace(plan: Plan): ExplainKind[] {
  const seen = new Set<ExplainKind>();
  for (const event of plan.events) if (isResolutionStep(event)) for (const k of kindsOf(event)) seen.add(k);
  return EXPLAIN_KINDS.filter((k) => seen.has(k));
}
