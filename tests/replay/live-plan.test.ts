import { describe, expect, test } from 'vitest';
import type { RaceEvent, RaceLog } from '../../src/engine/log/schema.ts';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { buildPlan, type Plan, type PlanOptions, PlanBuilder } from '../../src/replay/plan.ts';
import { provisionalFooter } from '../../src/ui/live.ts';

/** A plan as plain data, every figure in it (keyframes, statuses, times, order, markers). */
function planData(plan: Plan) {
  return {
    duration: plan.duration,
    turnStart: Array.from(plan.turnStart),
    chariots: plan.chariots.map((c) => ({
      id: c.id,
      times: Array.from(c.times),
      station: Array.from(c.station),
      d: Array.from(c.d),
      heading: c.heading ? Array.from(c.heading) : null,
      statusTimes: Array.from(c.statusTimes),
      statuses: c.statuses,
      deviationTimes: c.deviationTimes ? Array.from(c.deviationTimes) : null,
      deviations: c.deviations ? Array.from(c.deviations) : null,
    })),
    eventTimes: Array.from(plan.eventTimes),
    cueOrder: Array.from(plan.cueOrder),
    cueTimes: Array.from(plan.cueTimes),
    markers: plan.markers,
    leaderLaps: plan.leaderLaps,
  };
}

const planned = (built: ReturnType<typeof buildPlan>): Plan => {
  if (!built.ok) throw new Error(built.error);
  return built.plan;
};

/**
 * Feeds a race to a live builder a turn at a time, as the live page gets it (one events array that
 * grows, the header kept, a provisional footer until the real one), and checks each plan against
 * the plan of the same log built whole; the earlier plans must be left as they were given.
 */
function feedTurnByTurn(ruleset: RulesetId, seed: number, options: PlanOptions): number {
  const race = simulate({ ruleset, seed });
  if (!race.ok) throw new Error(race.error.message);
  const whole = race.value;
  const events: RaceEvent[] = [];
  const builder = new PlanBuilder(options);
  const kept: Array<{ plan: Plan; data: ReturnType<typeof planData> }> = [];
  let i = 0;
  let steps = 0;
  const lastTurn = whole.events.at(-1)?.turn ?? 0;
  for (let turn = 0; turn <= lastTurn; turn++) {
    while (i < whole.events.length && whole.events[i]!.turn === turn) events.push(whole.events[i++]!);
    const log: RaceLog = { ...whole, events, footer: provisionalFooter(whole.header, events) };
    const live = planned(builder.extend(log));
    const data = planData(live);
    expect(data, `${ruleset} seed ${seed}, turn ${turn}`).toEqual(planData(planned(buildPlan(log, options))));
    kept.push({ plan: live, data });
    steps++;
  }
  // The finished race: the real footer on the same events.
  const final = planned(builder.extend({ ...whole, events }));
  expect(planData(final)).toEqual(planData(planned(buildPlan(whole, options))));
  // Plans given earlier are untouched by what came after (the page may still be drawing one).
  for (const k of kept.filter((_, n) => n % 7 === 0)) expect(planData(k.plan)).toEqual(k.data);
  return steps;
}

describe('live plan extended turn by turn (PlanBuilder)', () => {
  test.each([
    ['crudis', 7],
    ['circus-maximus', 3],
    ['aurigae', 5],
    ['hippodrome', 2],
  ] as const)(
    '%s seed %i: each turn, the plan equals the plan of the log so far built whole',
    (ruleset, seed) => {
      expect(feedTurnByTurn(ruleset, seed, { mode: 'race' })).toBeGreaterThan(10);
    },
    120_000,
  );

  test('tabletop playback too (Crudis seed 3)', () => {
    expect(feedTurnByTurn('crudis', 3, { mode: 'tabletop' })).toBeGreaterThan(10);
  }, 60_000);

  test('a log that is not the last one grown is planned afresh', () => {
    const a = simulate({ ruleset: 'crudis', seed: 1 });
    const b = simulate({ ruleset: 'hippodrome', seed: 1 });
    if (!a.ok || !b.ok) throw new Error('no race');
    const builder = new PlanBuilder();
    planned(builder.extend(a.value));
    expect(planData(planned(builder.extend(b.value)))).toEqual(planData(planned(buildPlan(b.value))));
    // The same header with fewer events (a restart): afresh too.
    const shorter = { ...a.value, events: a.value.events.slice(0, 40) };
    expect(planData(planned(builder.extend(shorter)))).toEqual(planData(planned(buildPlan(shorter))));
  });
});
