import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { LAP_M, phaseSpan, STRAIGHT_M, TURN_M } from '../../../src/engine/rulesets/hippodrome/layout.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { boardMapping } from '../../../src/engine/track/board-mapping.ts';
import { stationToWorld } from '../../../src/engine/track/circus-maximus.ts';
import { placesMapping, placesMetres, placesStation } from '../../../src/engine/track/places-mapping.ts';
import { buildPlan, type Plan } from '../../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../../src/replay/sample.ts';

function race(seed: number): RaceLog {
  const r = simulate({ ruleset: 'hippodrome', seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function plan(log: RaceLog): Plan {
  const r = buildPlan(log);
  if (!r.ok) throw new Error(r.error);
  return r.plan;
}

const logs = [1, 2, 3, 4, 5, 6].map(race);

describe('places mapping', () => {
  const mapping = placesMapping({ kind: 'places' });
  test('a point is shown at its station, further out the more abreast', () => {
    expect(mapping.place({ place: 2, station: 1.5, abreast: 0 })).toEqual({ station: 1.5, d: 9 });
    expect(mapping.place({ place: 2, station: 1.5, abreast: 1 })).toEqual({ station: 1.5, d: 12 });
  });
  test('a point with only a place or a gap lies behind the start line, further back for later places', () => {
    const a = mapping.place({ place: 1 }).station;
    const b = mapping.place({ place: 3 }).station;
    const c = mapping.place({ place: 3, gap: 40 }).station;
    expect(a).toBe(0);
    expect(b).toBeLessThan(a);
    expect(c).toBeLessThan(b);
  });
  test('metres along the racing line and stations convert both ways', () => {
    for (const m of [0, 100, STRAIGHT_M + 5, LAP_M * 3 + 400])
      expect(placesMetres(placesStation(m))).toBeCloseTo(m, 6);
  });
  test('each phase of a lap runs on its own part of the track', () => {
    for (let lap = 1; lap <= 7; lap++) {
      const spans = ([0, 1, 2, 3] as const).map((i) => phaseSpan(lap, i));
      for (let i = 1; i < 4; i++) expect(spans[i]![0]).toBe(spans[i - 1]![1]);
      const base = (lap - 1) * LAP_M;
      // The straight phases end where the metae begin; the bend phases begin there.
      expect(spans[0]![1]).toBe(base + STRAIGHT_M);
      expect(spans[2]![1]).toBeCloseTo(base + 2 * STRAIGHT_M + TURN_M, 9);
    }
  });
});

describe('a hippodrome race in the viewer', () => {
  test('buildPlan takes the logs: every turn covered', () => {
    for (const log of logs) {
      const p = plan(log);
      expect(p.turnStart.length).toBe(log.footer.turns + 2);
      expect(boardMapping(log.header.track.board).spec.kind).toBe('places');
    }
  });

  test('chariots progress round the track: never backwards, no teleports', () => {
    const s = newSample();
    const w = newSample();
    for (const log of logs) {
      const p = plan(log);
      for (const c of p.chariots) {
        let prevStation = -Infinity;
        let prev: { x: number; z: number; t: number } | null = null;
        for (let i = 0; i <= 4000; i++) {
          const t = (p.duration * i) / 4000;
          sampleChariot(p, c, t, s);
          expect(s.station, `${c.id} at ${t}`).toBeGreaterThanOrEqual(prevStation - 1e-9);
          prevStation = s.station;
          if (prev) {
            // The fastest chariot of a turn gallops at 17 m/s; warped paces stay within a few times that.
            const metres = Math.hypot(s.x - prev.x, s.z - prev.z);
            expect(metres, `${c.id} jumps at ${t}`).toBeLessThanOrEqual(Math.max(2, (t - prev.t) * 80));
          }
          prev = { x: s.x, z: s.z, t };
        }
      }
      void w;
    }
  });

  test('at the end of every phase the order on the track is the order of the places', () => {
    const s = newSample();
    let checked = 0;
    for (const log of logs) {
      const p = plan(log);
      const place = new Map<string, number | null>();
      const status = new Map<string, string>();
      let ci = 0;
      for (let turn = 2; turn <= log.footer.turns; turn++) {
        const end = p.turnStart[turn + 1]!;
        while (ci < p.cues.length && p.cues[ci]!.event.turn <= turn) {
          for (const [id, c] of Object.entries(p.cues[ci]!.event.effect?.condition ?? {})) {
            place.set(id, c.attrs['place'] as number | null);
            status.set(id, c.status);
          }
          ci++;
        }
        const racing = p.chariots.filter((c) => status.get(c.id) === 'racing');
        const stations = new Map(racing.map((c) => [c.id, sampleChariot(p, c, end, s).station]));
        const byTrack = [...racing]
          .sort((a, b) => stations.get(b.id)! - stations.get(a.id)!)
          .map((c) => c.id);
        const byPlace = [...racing].sort((a, b) => place.get(a.id)! - place.get(b.id)!).map((c) => c.id);
        expect(byTrack, `seed ${log.header.seed} turn ${turn}`).toEqual(byPlace);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('pass attempts happen side by side, on the straight or at the meta of their phase', () => {
    const a = newSample();
    const b = newSample();
    let straights = 0;
    let bends = 0;
    for (const log of logs) {
      const p = plan(log);
      for (const cue of p.cues) {
        const e = cue.event;
        if (e.type !== 'pass') continue;
        const [passer, defender] = e.chariots.map((id) => p.chariots.find((c) => c.id === id)!);
        sampleChariot(p, passer!, cue.time, a);
        sampleChariot(p, defender!, cue.time, b);
        // Where the log puts them, side by side: the passer a nose behind, one chariot out.
        const want = boardMapping(log.header.track.board).place(e.at![passer!.id]!);
        const world = stationToWorld(want.station, want.d);
        expect(Math.hypot(a.x - world.x, a.z - world.z), `seq ${e.seq}`).toBeLessThan(0.05);
        expect(Math.hypot(a.x - b.x, a.z - b.z), `seq ${e.seq}: side by side`).toBeLessThan(4);
        expect(a.d).toBeGreaterThan(b.d);
        // Metres into the lap of the pair, against the part of the lap the phase belongs to.
        const m = ((placesMetres(b.station) % LAP_M) + LAP_M) % LAP_M;
        const inTurn = (m >= STRAIGHT_M && m <= STRAIGHT_M + TURN_M) || m >= 2 * STRAIGHT_M + TURN_M;
        if (e.rule === 'hippodrome.straight-pass') {
          straights++;
          const nearTurnExit = m < 15 || (m > STRAIGHT_M + TURN_M && m < STRAIGHT_M + TURN_M + 15);
          expect(!inTurn || nearTurnExit, `seed ${log.header.seed} seq ${e.seq}: on a straight (${m})`).toBe(
            true,
          );
        } else {
          bends++;
          const fromTurn = Math.min(
            Math.abs(m - STRAIGHT_M - TURN_M / 2),
            Math.abs(m - 2 * STRAIGHT_M - 1.5 * TURN_M),
            Math.abs(m + LAP_M - 2 * STRAIGHT_M - 1.5 * TURN_M),
          );
          expect(fromTurn, `seed ${log.header.seed} seq ${e.seq}: at a meta (${m})`).toBeLessThan(
            TURN_M / 2 + 35,
          );
        }
      }
    }
    expect(straights).toBeGreaterThan(20);
    expect(bends).toBeGreaterThan(20);
  });

  test('wrecks stay where they crashed', () => {
    const s = newSample();
    let wrecks = 0;
    for (const log of logs) {
      const p = plan(log);
      const mapping = boardMapping(log.header.track.board);
      for (const w of log.footer.wrecks) {
        wrecks++;
        const want = mapping.place(w.at);
        const c = p.chariots.find((x) => x.id === w.chariot)!;
        sampleChariot(p, c, p.duration, s);
        expect(s.station).toBeCloseTo(want.station, 9);
        expect(s.status).toBe('wrecked');
      }
    }
    expect(wrecks).toBeGreaterThan(0);
  });
});
