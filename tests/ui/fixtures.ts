import type { RaceEvent, RaceLog } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';

/** Every event type the Crudis engine writes. */
export const CRUDIS_EVENT_TYPES = [
  'place',
  'turn-start',
  'roll',
  'decision',
  'move',
  'danger-check',
  'lap',
  'finish',
  'whip-speed',
  'whip-move',
  'whip-attack',
  'move-away',
  'lose-control',
  'swerve',
  'barrier',
  'collision',
  'ram',
  'shove',
  'rip-wheels',
  'lock-move',
  'locked',
  'locked-shift',
  'locked-move',
  'separate',
  'separate-move',
  'damage',
  'wreck',
  'bounce',
  'wreck-pass',
  'wreck-cross',
  'retire',
] as const;

export function race(seed: number, count = 8, options?: Record<string, number>): RaceLog {
  const setup = defaultSetup(count);
  const r = simulate({ ruleset: 'crudis', seed, setup: options ? { ...setup, options } : setup });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function planOf(log: RaceLog): Plan {
  const r = buildPlan(log);
  if (!r.ok) throw new Error(r.error);
  return r.plan;
}

/** A log whose events are the given ones (header and footer from a real race). */
export function withEvents(log: RaceLog, events: RaceEvent[]): RaceLog {
  return { ...log, events };
}
