import { describe, expect, test } from 'vitest';
import type { TablePoint } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';

function race(ruleset: string, seed: number) {
  const r = simulate({ ruleset, seed, setup: { ...defaultSetup(4), options: { laps: 1 } } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const wrap = (a: number): number => Math.atan2(Math.sin(a), Math.cos(a));

describe('plans of table boards (Aurigae): true headings and the integrity deviation', () => {
  const log = race('aurigae', 11);
  const built = buildPlan(log);
  if (!built.ok) throw new Error(built.error);
  const plan = built.plan;

  test('each track carries the logged heading at every keyframe, unwrapped', () => {
    for (const track of plan.chariots) {
      expect(track.heading).toBeDefined();
      const h = track.heading!;
      expect(h.length).toBe(track.times.length);
      for (let i = 1; i < h.length; i++)
        expect(Math.abs(h[i]! - h[i - 1]!)).toBeLessThanOrEqual(Math.PI + 1e-9);
    }
  });

  test('sampling at the end of a move gives the heading its path ends with', () => {
    const out = newSample();
    let checked = 0;
    for (const e of log.events) {
      if (e.type !== 'move' || !e.path || e.path.length < 2) continue;
      const track = plan.chariots.find((c) => c.id === e.chariots[0])!;
      const end = e.path[e.path.length - 1] as TablePoint;
      // The keyframe laid for that point: same station as the mapping gives.
      const place = plan.mapping.place(end);
      const i = track.station.findIndex(
        (s, k) => Math.abs(s - place.station) < 1e-9 && Math.abs(track.d[k]! - place.d) < 1e-9,
      );
      if (i < 0) continue;
      sampleChariot(plan, track, track.times[i]!, out);
      expect(Math.abs(wrap(out.heading - (end.heading * Math.PI) / 180))).toBeLessThan(1e-6);
      if (++checked > 40) break;
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('the deviation follows the conditions the log carries', () => {
    const out = newSample();
    const events = log.events.filter((e) =>
      Object.values(e.effect?.condition ?? {}).some(
        (c) => typeof c.attrs.deviation === 'number' && c.attrs.deviation > 0,
      ),
    );
    expect(events.length).toBeGreaterThan(0);
    for (const e of events.slice(0, 10)) {
      for (const [id, c] of Object.entries(e.effect!.condition!)) {
        const track = plan.chariots.find((t) => t.id === id)!;
        const cue = plan.cues.find((q) => q.seq === e.seq)!;
        sampleChariot(plan, track, cue.time, out);
        // Several conditions may land at the same instant; the last one there wins.
        const same = plan.cues.filter((q) => q.time === cue.time && q.event.effect?.condition?.[id]);
        expect(out.deviation).toBe(same.at(-1)!.event.effect!.condition![id]!.attrs.deviation);
        void c;
      }
    }
  });

  test('a lane-squares plan (Crudis) has no heading or deviation channel: its sampling is unchanged', () => {
    const crudis = buildPlan(race('crudis', 3));
    if (!crudis.ok) throw new Error(crudis.error);
    for (const t of crudis.plan.chariots) {
      expect(t.heading).toBeUndefined();
      expect(t.deviationTimes).toBeUndefined();
    }
    const out = newSample();
    sampleChariot(crudis.plan, crudis.plan.chariots[0]!, crudis.plan.duration / 2, out);
    expect(out.deviation).toBe(0);
  });
});
