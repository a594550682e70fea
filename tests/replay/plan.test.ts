import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { boardMapping } from '../../src/engine/track/board-mapping.ts';
import { stationToWorld } from '../../src/engine/track/circus-maximus.ts';
import { buildPlan, type Plan, TABLETOP_STRETCH } from '../../src/replay/plan.ts';
import { cueIndexAt, newSample, sampleChariot, turnAt } from '../../src/replay/sample.ts';

function race(seed: number, count = 8): RaceLog {
  const r = simulate({ ruleset: 'crudis', seed, setup: defaultSetup(count) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function plan(log: RaceLog, mode: 'race' | 'tabletop' = 'race'): Plan {
  const r = buildPlan(log, { mode });
  if (!r.ok) throw new Error(r.error);
  return r.plan;
}

// Races rich in meetings: seeds whose logs hold rams, collisions, whips and rips.
const logs = [1, 2, 3, 4, 5, 6, 7, 8].map((s) => race(s, 12));

describe('plan', () => {
  test('keyframe times never go backwards and the plan covers every turn', () => {
    for (const log of logs) {
      const p = plan(log);
      expect(p.turnStart.length).toBe(log.footer.turns + 2);
      for (const c of p.chariots) {
        for (let i = 1; i < c.times.length; i++) expect(c.times[i]!).toBeGreaterThanOrEqual(c.times[i - 1]!);
        expect(c.times[c.times.length - 1]).toBeCloseTo(p.duration, 9);
      }
      for (let i = 1; i < p.cues.length; i++)
        expect(p.cues[i]!.time).toBeGreaterThanOrEqual(p.cues[i - 1]!.time);
    }
  });

  test('at each point of a path the chariot is exactly on the logged square', () => {
    const log = logs[0]!;
    const p = plan(log);
    const mapping = boardMapping(log.header.track.board);
    const s = newSample();
    for (const c of p.chariots) {
      for (let i = 0; i < c.times.length; i++) {
        sampleChariot(p, c, c.times[i]!, s);
        // Several keyframes can share a time (a chariot standing still); the last one wins.
        if (i + 1 < c.times.length && c.times[i + 1] === c.times[i]) continue;
        expect(s.station).toBeCloseTo(c.station[i]!, 9);
        expect(s.d).toBeCloseTo(c.d[i]!, 9);
      }
    }
    // And the last path point of each chariot is where the log leaves it.
    for (const e of log.events) {
      if (!e.path) continue;
      const track = p.chariots.find((c) => c.id === e.chariots[0])!;
      const last = mapping.place(e.path.at(-1)!);
      expect(
        [...track.station].some(
          (st, i) => Math.abs(st - last.station) < 1e-9 && Math.abs(track.d[i]! - last.d) < 1e-9,
        ),
      ).toBe(true);
    }
  });

  test('chariots that meet are where the log puts them at that instant', () => {
    let meetings = 0;
    for (const log of logs) {
      const p = plan(log);
      const mapping = boardMapping(log.header.track.board);
      const s = newSample();
      for (const cue of p.cues) {
        const at = cue.event.at;
        if (!at || Object.keys(at).length < 2) continue;
        meetings++;
        for (const [id, point] of Object.entries(at)) {
          const track = p.chariots.find((c) => c.id === id)!;
          sampleChariot(p, track, cue.time, s);
          const want = mapping.place(point);
          const w = stationToWorld(want.station, want.d);
          expect(
            Math.hypot(s.x - w.x, s.z - w.z),
            `seq ${cue.event.seq} ${cue.event.type}: ${id}`,
          ).toBeLessThan(0.05);
        }
      }
    }
    expect(meetings).toBeGreaterThan(10);
  });

  test('no teleports: between consecutive samples a chariot moves no faster than a horse can run', () => {
    for (const log of logs.slice(0, 3)) {
      const p = plan(log);
      const s = newSample();
      const prev = p.chariots.map(() => ({ x: Number.NaN, z: 0 }));
      const dt = 0.05;
      for (let t = 0; t <= p.duration; t += dt) {
        for (const c of p.chariots) {
          sampleChariot(p, c, t, s);
          const q = prev[c.index]!;
          if (!Number.isNaN(q.x)) {
            expect(Math.hypot(s.x - q.x, s.z - q.z), `${c.id} at ${t.toFixed(2)} s`).toBeLessThan(45 * dt);
          }
          q.x = s.x;
          q.z = s.z;
        }
      }
    }
  });

  test('the fastest chariot of a turn runs at a gallop, slower ones visibly slower', () => {
    const p = plan(logs[0]!);
    const s = newSample();
    const turn = 10;
    const mid = (p.turnStart[turn]! + p.turnStart[turn + 1]!) / 2;
    const speeds = p.chariots.map((c) => sampleChariot(p, c, mid, s).speed).filter((v) => v > 0);
    expect(Math.max(...speeds)).toBeGreaterThan(12);
    expect(Math.max(...speeds)).toBeLessThan(26);
    expect(Math.min(...speeds)).toBeLessThan(Math.max(...speeds) * 0.9);
  });

  test('seeking is a lookup: a sample depends only on the time, not on what was sampled before', () => {
    const p = plan(logs[1]!);
    const a = newSample();
    const b = newSample();
    const times = [p.duration * 0.7, 3.2, p.duration * 0.1, p.duration, 0];
    for (const c of p.chariots) {
      for (const t of times) {
        sampleChariot(p, c, t, a);
        sampleChariot(p, c, 0, b);
        sampleChariot(p, c, t, b);
        expect(b).toEqual(a);
      }
    }
    expect(turnAt(p, p.turnStart[5]! + 0.01)).toBe(5);
    expect(p.cues[cueIndexAt(p, p.duration)]).toBe(p.cues.at(-1));
    expect(cueIndexAt(p, -1)).toBe(-1);
  });

  test('statuses follow the log: a wrecked chariot is wrecked after its wreck and racing before', () => {
    const log = logs.find((l) => l.footer.wrecks.length > 0)!;
    const p = plan(log);
    const w = log.footer.wrecks[0]!;
    const cue = p.cues.find((c) => c.event.seq === w.seq)!;
    const track = p.chariots.find((c) => c.id === w.chariot)!;
    const s = newSample();
    expect(sampleChariot(p, track, cue.time - 0.01, s).status).toBe('racing');
    expect(sampleChariot(p, track, cue.time + 0.01, s).status).toBe('wrecked');
    expect(p.markers.some((m) => m.kind === 'wreck' && m.seq === w.seq)).toBe(true);
  });

  test('tabletop mode moves one chariot at a time, in the order the rules resolved them', () => {
    const log = logs[2]!;
    const p = plan(log, 'tabletop');
    const turn = 6;
    const moves = p.cues.filter((c) => c.event.turn === turn && c.event.path);
    for (let i = 1; i < moves.length; i++) {
      expect(moves[i]!.time).toBeGreaterThanOrEqual(moves[i - 1]!.time);
      expect(moves[i]!.event.seq).toBeGreaterThan(moves[i - 1]!.event.seq);
    }
    const s = newSample();
    // Halfway through the first mover's window, the last mover has not yet left its square.
    const first = moves[0]!;
    const last = moves.at(-1)!;
    const lastTrack = p.chariots.find((c) => c.id === last.event.chariots[0])!;
    const before = sampleChariot(p, lastTrack, p.turnStart[turn]!, { ...s }).station;
    const during = sampleChariot(p, lastTrack, (first.time + moves[1]!.time) / 2, s).station;
    expect(during).toBeCloseTo(before, 9);
  });

  test('tabletop at a brisk pace stays watchable; at the full gallop every move takes its time', () => {
    for (const ruleset of ['crudis', 'aurigae'] as const) {
      const r = simulate({ ruleset, seed: 3 });
      if (!r.ok) throw new Error(r.error.message);
      const race = buildPlan(r.value, { mode: 'race' });
      const brisk = buildPlan(r.value, { mode: 'tabletop' });
      const gallop = buildPlan(r.value, { mode: 'tabletop', tabletopPace: 'gallop' });
      if (!race.ok || !brisk.ok || !gallop.ok) throw new Error('no plan');
      const turns = race.plan.turnStart.length - 2;
      for (let t = 1; t <= turns; t++) {
        const raceTurn = race.plan.turnStart[t + 1]! - race.plan.turnStart[t]!;
        const briskTurn = brisk.plan.turnStart[t + 1]! - brisk.plan.turnStart[t]!;
        expect(briskTurn).toBeLessThanOrEqual(TABLETOP_STRETCH * raceTurn + 1e-9);
      }
      expect(brisk.plan.duration).toBeLessThanOrEqual(TABLETOP_STRETCH * race.plan.duration);
      expect(gallop.plan.duration).toBeGreaterThan(3 * race.plan.duration);
    }
  });

  test('lead changes, laps and finishes are marked on the timeline', () => {
    const p = plan(logs[0]!);
    const kinds = new Set(p.markers.map((m) => m.kind));
    expect(kinds.has('finish')).toBe(true);
    expect(kinds.has('lap')).toBe(true);
    expect(p.leaderLaps.length).toBe(2);
  });
});

describe('chariot states in the race playback', () => {
  test.each([
    ['hippodrome', 2],
    ['hippodrome', 5],
    ['circus-maximus', 5],
    ['aurigae', 3],
  ] as const)(
    '%s seed %d: each chariot goes through its states in the log order, never back to an older one',
    (ruleset, seed) => {
      const sim = simulate({ ruleset, seed });
      if (!sim.ok) throw new Error(sim.error.message);
      const p = plan(sim.value);
      for (const track of p.chariots) {
        // What the log says, in its own order, with repeats folded.
        const said: string[] = ['racing'];
        for (const e of sim.value.events) {
          const status = e.effect?.condition?.[track.id]?.status;
          if (status && status !== said[said.length - 1]) said.push(status);
        }
        expect(track.statuses, track.id).toEqual(said);
        for (let k = 1; k < track.statusTimes.length; k++) {
          expect(track.statusTimes[k]!).toBeGreaterThanOrEqual(track.statusTimes[k - 1]!);
        }
      }
    },
  );
});
