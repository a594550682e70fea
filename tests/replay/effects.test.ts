import { describe, expect, it } from 'vitest';
import { parseLog } from '../../src/engine/log/parse.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { RULESET_IDS, simulate } from '../../src/engine/rulesets/index.ts';
import { stationToWorld } from '../../src/engine/track/circus-maximus.ts';
import {
  BURST_MAX_SECONDS,
  BURST_SECONDS,
  buildEffects,
  burstWindow,
  CLEAR_SIDE,
  countBy,
  crewAt,
  crewPosition,
  effectSeed,
  FOOT_SPEED,
  MUD_SECONDS,
  RAIN_FADE_SECONDS,
  weatherAt,
} from '../../src/replay/effects.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { buildEffectsLog, HEAVY_MUD_TURN, RAIN_TURN, WRECKED } from '../fixtures/effects-log.ts';

function planOf(log: RaceLog): Plan {
  const built = buildPlan(log);
  if (!built.ok) throw new Error(built.error);
  return built.plan;
}

const log = buildEffectsLog();
const plan = planOf(log);
const timeline = buildEffects(plan);
const cueOf = (type: string) => plan.cues.find((c) => c.event.type === type)!;

describe('the scripted effects log', () => {
  it('is a valid race log (seq order, checkpoints, digest)', () => {
    const parsed = parseLog(serializeLog(log));
    if (!parsed.ok) throw new Error(parsed.error.message);
    for (const type of ['weather', 'sideslip', 'carcass', 'on-foot', 'dust', 'knife', 'spear', 'wreck']) {
      expect(log.events.some((e) => e.type === type)).toBe(true);
    }
  });
});

describe('buildEffects', () => {
  it('is deterministic: the same log gives the same timeline', () => {
    expect(buildEffects(planOf(buildEffectsLog()))).toEqual(timeline);
  });

  it('seeds every burst from the log seed and the event seq', () => {
    expect(timeline.bursts.length).toBeGreaterThan(10);
    for (const b of timeline.bursts) {
      if (b.kind === 'sand' && timeline.bursts.some((d) => d.kind === 'debris' && d.seq === b.seq)) continue;
      expect(b.seed).toBe(effectSeed(log.header.seed, b.seq));
    }
    expect(effectSeed(7, 1)).not.toBe(effectSeed(7, 2));
    expect(effectSeed(7, 1)).not.toBe(effectSeed(8, 1));
  });

  it('keeps bursts in time order', () => {
    for (let i = 1; i < timeline.bursts.length; i++) {
      expect(timeline.bursts[i]!.time).toBeGreaterThanOrEqual(timeline.bursts[i - 1]!.time);
    }
  });

  it('breaks the car up where and when the log wrecks it', () => {
    const wreck = cueOf('wreck');
    const debris = timeline.bursts.find((b) => b.kind === 'debris')!;
    expect(debris.seq).toBe(wreck.seq);
    expect(debris.time).toBe(wreck.time);
    const ci = plan.chariots.findIndex((c) => c.id === WRECKED);
    expect(debris.chariot).toBe(ci);
    const at = wreck.event.at![WRECKED]!;
    const place = plan.mapping.place(at);
    const s = sampleChariot(plan, plan.chariots[ci]!, wreck.time, newSample());
    // The plan puts the chariot on the wreck square at that instant; the burst is there.
    expect(Math.abs(s.station - place.station)).toBeLessThan(0.02);
    expect(Math.hypot(debris.x - s.x, debris.z - s.z)).toBeLessThan(1);
  });

  it('leaves a carcass at the point the log names, from its event on', () => {
    expect(timeline.carcasses).toHaveLength(1);
    const c = timeline.carcasses[0]!;
    const cue = cueOf('carcass');
    expect(c.time).toBe(cue.time);
    expect(countBy(timeline.carcasses, cue.time - 0.01)).toBe(0);
    expect(countBy(timeline.carcasses, cue.time)).toBe(1);
    expect(countBy(timeline.carcasses, plan.duration)).toBe(1);
  });

  it('puts the driver on foot beside his wreck, and aboard before', () => {
    const ci = plan.chariots.findIndex((c) => c.id === WRECKED);
    const cue = cueOf('on-foot');
    expect(crewAt(timeline, ci, cue.time - 0.01).driver).toBe('aboard');
    const crew = crewAt(timeline, ci, cue.time);
    expect(crew.driver).toBe('on-foot');
    expect(crew.team).toBe('none');
    const debris = timeline.bursts.find((b) => b.kind === 'debris')!;
    // No place named: clear of his wreck on its outer side (right of its heading), where he stays.
    const dx = crew.x - debris.x;
    const dz = crew.z - debris.z;
    expect(Math.hypot(dx, dz)).toBeGreaterThan(CLEAR_SIDE - 1.5);
    expect(Math.hypot(dx, dz)).toBeLessThan(CLEAR_SIDE + 1.5);
    expect(dx * Math.sin(debris.heading) + dz * Math.cos(debris.heading)).toBeGreaterThan(1);
    const end = crewAt(timeline, ci, plan.duration);
    expect(end.driver).toBe('on-foot');
    const at = { x: 0, z: 0 };
    crewPosition(end, plan.duration, at);
    expect(at).toEqual({ x: crew.x, z: crew.z });
  });

  it('runs a driver on foot to each spot the log names, at a run, from where he came off', () => {
    const ci = plan.chariots.findIndex((c) => c.id === WRECKED);
    const wreck = cueOf('wreck');
    const from = crewAt(timeline, ci, wreck.time - 0.01);
    const { sq } = wreck.event.at![WRECKED] as { lane: number; sq: number };
    const spots = [
      { lane: 8, sq },
      { lane: 9, sq: sq + 1 },
    ];
    // The same log with two runs for the wall added after the wreck, each at the end of a later turn.
    const i = log.events.findIndex((e) => e.type === 'on-foot');
    const turn = log.events[i]!.turn;
    let events = [...log.events];
    for (const [k, at] of spots.entries()) {
      let end = events.length - 1;
      while (events[end]!.turn !== turn + 1 + 2 * k) end--;
      const run = { ...events[i]!, turn: events[end]!.turn, t: events[end]!.t, at: { [WRECKED]: at } };
      events = [
        ...events.slice(0, end + 1),
        { ...run, effect: { summary: `runs to ${at.lane}` } },
        ...events.slice(end + 1),
      ];
    }
    events = events.map((x, seq) => ({ ...x, seq }));
    const p = planOf({ ...log, events });
    const tl = buildEffects(p);
    const keys = tl.crews[ci]!.filter((k) => k.driver === 'on-foot');
    expect(keys.length).toBe(3);
    const place = { station: 0, d: 0 };
    for (const [k, spot] of spots.entries()) {
      const key = keys[k + 1]!;
      p.mapping.place(spot, place);
      const target = stationToWorld(place.station, place.d);
      expect(key.x).toBeCloseTo(target.x, 6);
      expect(key.z).toBeCloseTo(target.z, 6);
      // he sets off from where the key before left him
      expect(key.fromX).toBeCloseTo(keys[k]!.x, 6);
      expect(key.fromZ).toBeCloseTo(keys[k]!.z, 6);
      // and runs at FOOT_SPEED: halfway there at half the time the distance takes
      const dist = Math.hypot(key.x - key.fromX, key.z - key.fromZ);
      expect(dist).toBeGreaterThan(1);
      expect(key.time).toBeGreaterThan(keys[k]!.time);
      const mid = { x: 0, z: 0 };
      crewPosition(key, key.time + dist / FOOT_SPEED / 2, mid);
      expect(mid.x).toBeCloseTo((key.x + key.fromX) / 2, 6);
      expect(mid.z).toBeCloseTo((key.z + key.fromZ) / 2, 6);
      // facing the way he runs
      expect(Math.cos(key.facing)).toBeCloseTo((key.x - key.fromX) / dist, 6);
      expect(-Math.sin(key.facing)).toBeCloseTo((key.z - key.fromZ) / dist, 6);
    }
    expect(from.driver).toBe('aboard');
  });

  it('leaves skid marks along the sideslip path, appearing when it happens', () => {
    const cue = cueOf('sideslip');
    const steps = cue.event.path!.length - 1;
    const mine = timeline.skids.filter((s) => s.seq === cue.seq);
    expect(mine).toHaveLength(steps);
    expect(Math.min(...mine.map((s) => s.time))).toBeGreaterThanOrEqual(cue.time);
    expect(countBy(timeline.skids, cue.time - 0.01)).toBe(0);
    // The marks follow the slide: each starts where the last ended.
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.x0).toBeCloseTo(mine[i - 1]!.x1, 6);
  });

  it('aims lashes, knives and spears from the attacker at the victim', () => {
    for (const kind of ['knife', 'spear', 'lash'] as const) {
      const b = timeline.bursts.find((x) => x.kind === kind)!;
      expect(Math.hypot(b.toX - b.x, b.toZ - b.z)).toBeGreaterThan(0.5);
    }
    const dust = timeline.bursts.find((b) => b.kind === 'dust-cloud')!;
    expect(dust.toX).toBe(dust.x);
  });

  it('finds the bursts playing at any instant, seeking either way', () => {
    const w = { from: 0, to: 0 };
    const wreck = cueOf('wreck').time;
    for (const t of [wreck + 1, 0, plan.duration, wreck + 0.5, wreck - 5]) {
      burstWindow(timeline, t, w);
      const expected = timeline.bursts
        .map((b, i) => ({ b, i }))
        .filter(({ b }) => b.time <= t && t - b.time < BURST_SECONDS[b.kind]);
      for (const { i } of expected) {
        expect(i).toBeGreaterThanOrEqual(w.from);
        expect(i).toBeLessThan(w.to);
      }
      for (let i = w.from; i < w.to; i++)
        expect(t - timeline.bursts[i]!.time).toBeLessThan(BURST_MAX_SECONDS);
    }
  });
});

describe('weather over time', () => {
  const rainStart = plan.turnStart[RAIN_TURN]!;
  const heavy = plan.turnStart[HEAVY_MUD_TURN]!;
  const w = { rain: 0, overcast: 0, mud: 0 };

  it('is clear and dry before the first change', () => {
    expect(weatherAt(timeline, rainStart - 0.1, w)).toEqual({ rain: 0, overcast: 0, mud: 0 });
  });

  it('rain fades in, and the mud builds up to the level the log gives', () => {
    weatherAt(timeline, rainStart + RAIN_FADE_SECONDS / 2, w);
    expect(w.rain).toBeGreaterThan(0.2);
    expect(w.rain).toBeLessThan(0.8);
    weatherAt(timeline, rainStart + Math.min(MUD_SECONDS, heavy - rainStart - 0.01), w);
    expect(w.rain).toBe(1);
    expect(w.mud).toBeGreaterThan(0.1);
    expect(w.mud).toBeLessThanOrEqual(0.4);
    weatherAt(timeline, heavy + MUD_SECONDS, w);
    expect(w.mud).toBeCloseTo(0.9, 9);
  });

  it('never jumps at a change, and is the same whichever way the clock came', () => {
    const prev = { rain: 0, overcast: 0, mud: 0 };
    for (let t = 0; t <= plan.duration; t += 0.05) {
      weatherAt(timeline, t, w);
      if (t > 0) {
        expect(Math.abs(w.mud - prev.mud)).toBeLessThan(0.02);
        expect(Math.abs(w.rain - prev.rain)).toBeLessThan(0.05);
      }
      Object.assign(prev, w);
    }
    const late = { ...weatherAt(timeline, heavy + 2, w) };
    weatherAt(timeline, 0, w);
    expect(weatherAt(timeline, heavy + 2, w)).toEqual(late);
  });

  it('a log without weather stays clear; a header weather holds from the start', () => {
    const sim = simulate({ ruleset: 'crudis', seed: 7 });
    if (!sim.ok) throw new Error(sim.error.message);
    const clear = buildEffects(planOf(sim.value));
    expect(weatherAt(clear, 30, w)).toEqual({ rain: 0, overcast: 0, mud: 0 });
    expect(clear.carcasses).toHaveLength(0);
    const wet = buildEffects(
      planOf({ ...sim.value, header: { ...sim.value.header, weather: { sky: 'overcast', mud: 0.5 } } }),
    );
    expect(weatherAt(wet, 0, w)).toEqual({ rain: 0, overcast: 1, mud: 0.5 });
  });
});

describe('crew from the shared vocabulary without condition attributes', () => {
  it('reads dragged, cut-free and runaway from the event types', () => {
    const base = buildEffectsLog();
    const e = base.events.find((x) => x.type === 'whip-attack')!;
    const id = e.chariots[0]!;
    const extra = (type: string, seq: number) => ({
      ...e,
      seq,
      type,
      at: undefined,
      rolls: undefined,
      decision: undefined,
      effect: { summary: type },
      chariots: [id],
    });
    const i = base.events.indexOf(e);
    const events = [
      ...base.events.slice(0, i + 1),
      extra('dragged', 0),
      extra('cut-free', 0),
      ...base.events.slice(i + 1),
    ].map((x, seq) => JSON.parse(JSON.stringify({ ...x, seq })));
    const p = planOf({ ...base, events });
    const tl = buildEffects(p);
    const ci = p.chariots.findIndex((c) => c.id === id);
    const keys = tl.crews[ci]!;
    // Both at the same instant: the last word (cut free, so on foot) holds.
    expect(keys.at(-1)!.driver).toBe('on-foot');
  });
});

describe('every ruleset', () => {
  it.each(RULESET_IDS.flatMap((ruleset) => [1, 2].map((seed) => [ruleset, seed] as const)))(
    '%s seed %d: effects lie within the race, crews off their cars stand where their chariots were',
    (ruleset, seed) => {
      const sim = simulate({ ruleset, seed });
      if (!sim.ok) throw new Error(sim.error.message);
      const p = planOf(sim.value);
      const tl = buildEffects(p);
      for (const list of [tl.bursts, tl.carcasses, tl.wheels, tl.skids, tl.weather]) {
        for (const item of list) {
          expect(item.time).toBeGreaterThanOrEqual(0);
          expect(item.time).toBeLessThanOrEqual(p.duration + 1e-9);
        }
      }
      for (const b of tl.bursts) expect(Number.isFinite(b.x) && Number.isFinite(b.toZ)).toBe(true);
      for (const keys of tl.crews) {
        for (const k of keys) {
          // On foot or down, never at the origin placeholder: somewhere on the track (within the
          // arena). A dragged driver has no place of his own: he is drawn behind his chariot.
          if (k.driver === 'on-foot' || k.driver === 'down') {
            expect(Math.hypot(k.x, k.z)).toBeGreaterThan(1);
          }
        }
      }
      // A wrecked car never keeps a driver aboard: he is thrown (down, on foot or dragged).
      for (const [ci, track] of p.chariots.entries()) {
        const k = track.statuses.lastIndexOf('wrecked');
        if (k < 0) continue;
        const wrecked = track.statusTimes[k]!;
        for (const t of [wrecked, (wrecked + p.duration) / 2, p.duration]) {
          expect(crewAt(tl, ci, t).driver, `${track.id} at ${t}`).not.toBe('aboard');
        }
      }
    },
  );
});
