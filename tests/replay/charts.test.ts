import { describe, expect, test } from 'vitest';
import type { RaceEvent, RaceLog } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { buildRaceCharts, type LapChart, lapColumnAt } from '../../src/replay/charts.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';

const RULESETS = ['crudis', 'circus-maximus', 'hippodrome', 'aurigae'] as const;
const SEEDS = [1, 5];

const races = new Map<string, { log: RaceLog; plan: Plan }>();

function raceOf(ruleset: (typeof RULESETS)[number], seed: number): { log: RaceLog; plan: Plan } {
  const key = `${ruleset} ${seed}`;
  const known = races.get(key);
  if (known) return known;
  const r = simulate({ ruleset, seed, setup: defaultSetup(ruleset === 'hippodrome' ? 4 : 8) });
  if (!r.ok) throw new Error(r.error.message);
  const p = buildPlan(r.value);
  if (!p.ok) throw new Error(p.error);
  races.set(key, { log: r.value, plan: p.plan });
  return { log: r.value, plan: p.plan };
}

/** The lap a lap event completes, as the log's data says (typed `lap`, else the `laps` attribute). */
function lapOf(e: RaceEvent): number {
  const typed = (e as { lap?: number }).lap;
  if (typeof typed === 'number') return typed;
  const attr = e.effect?.condition?.[e.chariots[0]!]?.attrs['laps'];
  if (typeof attr !== 'number') throw new Error(`lap event ${e.seq} says no lap`);
  return attr;
}

describe('race charts, every ruleset, several seeds', () => {
  for (const ruleset of RULESETS)
    for (const seed of SEEDS)
      test(`${ruleset} seed ${seed}: the lap chart agrees with the log's lap events and results`, () => {
        const { log, plan } = raceOf(ruleset, seed);
        const charts = buildRaceCharts(plan);
        const chart = charts.lap;
        const laps = log.events.filter((e) => e.type === 'lap');
        expect(laps.length).toBeGreaterThan(0);
        // Every lap the log completes is a column, and no other.
        expect(chart.laps).toBe(Math.max(...laps.map(lapOf)));
        const row = (id: string) => chart.rows.find((r) => r.id === id)!;
        const perChariot = new Set(laps.map((e) => e.chariots[0])).size > 1 && ruleset !== 'hippodrome';
        let running: string[] = [];
        for (let k = 1; k <= chart.laps; k++) {
          // The log's race time orders the crossings (resolution order within an instant).
          const lapK = laps.filter((e) => lapOf(e) === k).sort((a, b) => a.t - b.t || a.seq - b.seq);
          // The leader at the end of lap k is the first chariot the log has complete it.
          const leader = chart.rows.find((r) => r.positions[k] === 1);
          expect(leader?.id, `lap ${k}`).toBe(lapK[0]!.chariots[0]);
          const placed = chart.rows.filter((r) => r.positions[k] !== null);
          // The places at a lap are 1 … m, each once.
          expect(placed.map((r) => r.positions[k]).sort((a, b) => a! - b!)).toEqual(
            placed.map((_, i) => i + 1),
          );
          if (perChariot) {
            // Places in the order the log has the chariots complete the lap, and nobody else.
            expect(placed.sort((a, b) => a.positions[k]! - b.positions[k]!).map((r) => r.id)).toEqual(
              lapK.map((e) => e.chariots[0]),
            );
          }
        }
        if (ruleset === 'hippodrome') {
          // Hippodrome writes the leader's lap and the running order: the chart takes the order
          // the log gave last before each lap's end.
          for (const e of log.events) {
            const order = (e as { order?: string[] }).order;
            if (order && (e.type === 'order' || e.type === 'start-order')) running = order;
            if (e.type !== 'lap') continue;
            const k = lapOf(e);
            const at = plan.eventTimes[e.seq]!;
            const racing = running.filter((id) => !(row(id).out && row(id).out!.time <= at));
            expect(racing.length).toBeGreaterThan(1);
            for (const id of racing) expect(row(id).positions[k], `${id} lap ${k}`).not.toBeNull();
            const byChart = [...racing].sort((a, b) => row(a).positions[k]! - row(b).positions[k]!);
            expect(byChart, `lap ${k}`).toEqual(racing);
          }
        }
        // Wrecks and retirements are marked as the results have them; finishers carry their place.
        for (const result of log.footer.results) {
          const r = row(result.chariot);
          if (result.status === 'finished') {
            expect(r.place).toBe(result.place);
            expect(r.out).toBeNull();
          } else if (result.status === 'wrecked' || result.status === 'retired') {
            expect(r.out?.status).toBe(result.status);
            // No place after the lap it went out in.
            for (let k = r.out!.laps + 1; k <= chart.laps; k++) expect(r.positions[k]).toBeNull();
          }
        }
      });

  for (const ruleset of RULESETS)
    test(`${ruleset}: gaps are 0 for the leader, never negative, and end when a chariot leaves`, () => {
      const { log, plan } = raceOf(ruleset, SEEDS[0]!);
      const { gap, incidents } = buildRaceCharts(plan);
      expect(gap.times.length).toBeGreaterThan(10);
      for (let i = 1; i < gap.times.length; i++) expect(gap.times[i]!).toBeGreaterThan(gap.times[i - 1]!);
      // Until the winner is home the leader's gap is 0; after, gaps run to the line it crossed.
      const finishes = log.events.filter((e) => e.type === 'finish').map((e) => plan.eventTimes[e.seq]!);
      const home = Math.min(Number.POSITIVE_INFINITY, ...finishes);
      for (let i = 0; i < gap.times.length; i++) {
        const shown = gap.gaps.map((g) => g[i]!).filter((v) => !Number.isNaN(v));
        if (shown.length === 0) continue;
        if (gap.times[i]! < home) expect(Math.min(...shown), `at ${gap.times[i]}`).toBe(0);
        for (const v of shown) expect(v).toBeGreaterThanOrEqual(0);
      }
      expect(gap.max).toBeGreaterThan(0);
      expect(gap.max).toBe(Math.max(...gap.gaps.flatMap((g) => [...g].filter((v) => !Number.isNaN(v)))));
      // A finisher's line ends at its finish.
      for (const e of log.events.filter((x) => x.type === 'finish')) {
        const ci = plan.chariotIndex.get(e.chariots[0]!)!;
        const t = plan.eventTimes[e.seq]!;
        for (let i = 0; i < gap.times.length; i++)
          if (gap.times[i]! > t + 1e-9) expect(gap.gaps[ci]![i]).toBeNaN();
      }
      // A wrecked chariot has no gap after its wreck; its wreck is on its incident timeline.
      for (const e of log.events.filter((x) => x.type === 'wreck')) {
        const ci = plan.chariotIndex.get(e.chariots[0]!)!;
        const t = plan.eventTimes[e.seq]!;
        const after = [...gap.times.keys()].filter((i) => gap.times[i]! > t + 1e-9);
        for (const i of after) expect(gap.gaps[ci]![i]).toBeNaN();
        expect(incidents[ci]!.some((x) => x.seq === e.seq && x.type === 'wreck')).toBe(true);
      }
      for (const line of incidents)
        for (let i = 1; i < line.length; i++) expect(line[i]!.time).toBeGreaterThanOrEqual(line[i - 1]!.time);
    });

  test('the playhead on the lap chart: linear between the columns, clamped at both ends', () => {
    const chart: LapChart = { laps: 2, columnTimes: [2, 12, 32], rows: [] };
    expect(lapColumnAt(chart, 0)).toBe(0);
    expect(lapColumnAt(chart, 2)).toBe(0);
    expect(lapColumnAt(chart, 7)).toBe(0.5);
    expect(lapColumnAt(chart, 12)).toBe(1);
    expect(lapColumnAt(chart, 17)).toBe(1.25);
    expect(lapColumnAt(chart, 99)).toBe(2);
  });
});
