import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { clock } from '../../src/playback/clock.ts';
import {
  INCIDENT_KINDS,
  jumpToNextIncident,
  nextCueTime,
  nextIncident,
  nextTurnTime,
  prevCueTime,
  prevTurnTime,
  stepSpeed,
} from '../../src/playback/navigation.ts';
import { useViewer } from '../../src/playback/store.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import {
  createStandings,
  lapText,
  leaderLapsAt,
  raceLaps,
  updateStandings,
} from '../../src/replay/standings.ts';
import {
  createRowMotion,
  frameRows,
  rankLabel,
  rerankRows,
  rowsMoving,
  rowsPending,
  stepRows,
} from '../../src/ui/row-motion.ts';
import { planOf, race } from './fixtures.ts';

const plan = planOf(race(1, 12));

describe('standings', () => {
  test('at the end: finishers in finishing order, then the retired, wrecked chariots at the bottom', () => {
    const table = createStandings(plan);
    updateStandings(table, plan, plan.duration);
    const ids = table.order.map((i) => table.rows[i]!.id);
    const finished = plan.log.footer.finishingOrder;
    expect(ids.slice(0, finished.length)).toEqual(finished);
    const statuses = table.order.map((i) => table.rows[i]!.status);
    const rank = { finished: 0, racing: 1, retired: 2, wrecked: 3 } as const;
    for (let i = 1; i < statuses.length; i++)
      expect(rank[statuses[i]!]).toBeGreaterThanOrEqual(rank[statuses[i - 1]!]);
    expect(statuses).toContain('wrecked');
    expect(table.rows[table.order[0]!]!.place).toBe(1);
  });

  test('mid-race the racing chariots are ordered by how far round they are, gaps growing from 0', () => {
    const table = createStandings(plan);
    const t = plan.turnStart[20]!;
    updateStandings(table, plan, t);
    const racing = table.order.map((i) => table.rows[i]!).filter((r) => r.status === 'racing');
    expect(racing.length).toBeGreaterThan(2);
    expect(racing[0]!.gapMetres).toBe(0);
    for (let i = 1; i < racing.length; i++) {
      expect(racing[i]!.station).toBeLessThanOrEqual(racing[i - 1]!.station);
      expect(racing[i]!.gapMetres).toBeGreaterThanOrEqual(racing[i - 1]!.gapMetres);
    }
  });

  test.each(
    (['crudis', 'aurigae', 'hippodrome', 'circus-maximus'] as const).flatMap((r) => [
      [r, 2],
      [r, 3],
    ]),
  )(
    '%s seed %i: no two racing rows swap places and back within a second (rows slide for 0.35 s)',
    (ruleset, seed) => {
      const r = simulate({ ruleset, seed });
      if (!r.ok) throw new Error(r.error.message);
      const p = planOf(r.value);
      const table = createStandings(p);
      const n = p.chariots.length;
      // When each ordered pair (a ahead of b) of racing chariots last became so, in plan seconds.
      const since = new Float64Array(n * n).fill(Number.NEGATIVE_INFINITY);
      const before = new Int8Array(n * n);
      const swaps: string[] = [];
      for (let t = 0; t <= p.duration; t += 0.2) {
        updateStandings(table, p, t);
        const rank = new Int32Array(n);
        table.order.forEach((ci, k) => {
          rank[ci] = k;
        });
        for (let a = 0; a < n; a++) {
          for (let b = 0; b < n; b++) {
            if (a === b || table.rows[a]!.status !== 'racing' || table.rows[b]!.status !== 'racing') continue;
            const now = rank[a]! < rank[b]! ? 1 : 0;
            const was = before[a * n + b]!;
            if (now === 1 && was === 0) {
              // a passes b: a swap back is one b made less than a second before.
              if (t - since[b * n + a]! < 1)
                swaps.push(`${p.chariots[a]!.id}/${p.chariots[b]!.id} at ${t.toFixed(1)}`);
              since[a * n + b] = t;
            }
            before[a * n + b] = now;
          }
        }
      }
      expect(swaps).toEqual([]);
    },
  );

  test.each(['crudis', 'aurigae', 'hippodrome', 'circus-maximus'] as const)(
    '%s seed 3: the lap counter moves lap by lap to the finish (issue 19 item 1: Circus Maximus stood at lap 1)',
    (ruleset) => {
      const r = simulate({ ruleset, seed: 3 });
      if (!r.ok) throw new Error(r.error.message);
      const p = planOf(r.value);
      const laps = raceLaps(p);
      const winner = Math.min(...createStandings(p).rows.map((row) => row.finishTime));
      expect(p.leaderLaps).toHaveLength(laps);
      expect(lapText(p, 0, winner)).toBe(`Lap 1 of ${laps}`);
      for (let k = 1; k < laps; k++)
        expect(lapText(p, p.leaderLaps[k - 1]! + 0.01, winner)).toBe(`Lap ${k + 1} of ${laps}`);
      expect(lapText(p, winner, winner)).toBe('Finish');
    },
  );

  test('lap counter: lap 1 of N at the start, the final straight after the last lap, then the finish', () => {
    const laps = raceLaps(plan);
    expect(laps).toBe(2);
    const winner = Math.min(...createStandings(plan).rows.map((r) => r.finishTime));
    expect(lapText(plan, 0, winner)).toBe('Lap 1 of 2');
    expect(lapText(plan, plan.leaderLaps[0]! + 0.01, winner)).toBe('Lap 2 of 2');
    expect(lapText(plan, plan.leaderLaps[1]! + 0.01, winner)).toBe('Final straight');
    expect(lapText(plan, winner, winner)).toBe('Finish');
    expect(leaderLapsAt(plan, plan.duration)).toBe(2);
  });
});

/**
 * Plays a standings list as useRankedRows does (frameRows: a refresh every 200 ms, none while rows
 * move), a frame every `frameMs` of the page's clock (33: 30 frames a second; 1500: SwiftShader on a
 * loaded machine) with the race at 1x, from `from` s to the end of the race after seeks there from
 * the start and from the end (the list re-ranked on two frames running). Returns what was wrong on screen: two rows drawn in one slot, a rank that is not its
 * slot's, a list at rest out of the table's order.
 */
function playRows(p: Plan, from: number, frameMs: number): string[] {
  const table = createStandings(p);
  const n = table.rows.length;
  const motion = createRowMotion(n);
  // What the DOM shows per row: its slot, rank text and opacity.
  const slot = Int32Array.from({ length: n }, (_, i) => i);
  const label = Array.from({ length: n }, (_, i) => String(i + 1));
  const opacity = new Float64Array(n).fill(1);
  const fade = (row: number, o: number) => {
    opacity[row] = o;
  };
  const settle = (row: number, s: number) => {
    slot[row] = s;
    label[row] = rankLabel(table.rows[row]!.status, s);
  };
  const wrong: string[] = [];
  let refreshed = Number.NEGATIVE_INFINITY;
  const step = frameMs / 1000;
  const times = [
    0,
    step,
    p.duration,
    ...Array.from({ length: Math.ceil((p.duration - from) / step) + 1 }, (_, k) => from + k * step),
  ];
  for (const [frame, t] of times.entries()) {
    const now = frame * frameMs;
    const refresh = () => {
      updateStandings(table, p, t);
      return table.order;
    };
    if (frameRows(motion, now, now - refreshed >= 200, refresh, fade, settle)) refreshed = now;
    const at = new Map<number, number>();
    for (let row = 0; row < n; row++) {
      if (opacity[row]! <= 0) continue;
      const other = at.get(slot[row]!);
      if (other !== undefined)
        wrong.push(
          `t=${t.toFixed(2)}: ${table.rows[other]!.id} and ${table.rows[row]!.id} in slot ${slot[row]}`,
        );
      at.set(slot[row]!, row);
      if (label[row] !== '–' && label[row] !== String(slot[row]! + 1))
        wrong.push(`t=${t.toFixed(2)}: rank ${label[row]} drawn in slot ${slot[row]! + 1}`);
    }
    if (!rowsPending(motion, now))
      for (let s = 0; s < n; s++)
        if (slot[table.order[s]!] !== s) wrong.push(`t=${t.toFixed(2)}: rows at rest out of order`);
  }
  return wrong;
}

describe('standings rows re-ranking (src/ui/row-motion.ts)', () => {
  test.each(
    (['crudis', 'aurigae', 'hippodrome', 'circus-maximus'] as const).flatMap((r) => [
      [r, 2],
      [r, 3],
    ]),
  )('%s seed %i: never two rows in one slot, every rank drawn in its own slot', (ruleset, seed) => {
    const r = simulate({ ruleset, seed });
    if (!r.ok) throw new Error(r.error.message);
    const p = planOf(r.value);
    // A seek to the end, then to turn 11 (where Circus Maximus seed 3 was seen drawn 3, 1, –, 4,
    // –, 2) re-ranks nearly every row at once, twice; then the race plays to the end, at 30 frames a second and at one
    // frame in 1.5 s (where a refresh comes before the last move's rows were written).
    expect(playRows(p, p.turnStart[11] ?? 0, 1000 / 30)).toEqual([]);
    expect(playRows(p, p.turnStart[11] ?? 0, 1500)).toEqual([]);
  });

  test('a row that changes place fades out where it was, then in where it goes', () => {
    const m = createRowMotion(3, 300);
    rerankRows(m, [2, 0, 1], 1000);
    expect(rowsMoving(m, 1100)).toBe(true);
    const seen: number[] = [];
    stepRows(
      m,
      1075,
      (_row, o) => seen.push(o),
      () => {},
    );
    expect(seen).toEqual([0.5, 0.5, 0.5]);
    const settled: Array<[number, number]> = [];
    stepRows(
      m,
      1100,
      () => {},
      (row, s) => settled.push([row, s]),
    );
    expect(settled).toEqual([]);
    stepRows(
      m,
      1150,
      () => {},
      (row, s) => settled.push([row, s]),
    );
    expect(settled).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
    expect(rowsMoving(m, 1300)).toBe(false);
  });
});

describe('moving about the race', () => {
  test('next and previous event step from cue to cue', () => {
    const t = plan.cues[100]!.time;
    const next = nextCueTime(plan, t)!;
    expect(next).toBeGreaterThan(t);
    expect(plan.cues.some((c) => c.time === next)).toBe(true);
    expect(plan.cues.some((c) => c.time > t && c.time < next)).toBe(false);
    const prev = prevCueTime(plan, t)!;
    expect(prev).toBeLessThan(t);
    expect(plan.cues.some((c) => c.time > prev && c.time < t)).toBe(false);
    expect(prevCueTime(plan, 0)).toBeNull();
    expect(nextCueTime(plan, plan.duration)).toBeNull();
  });

  test('next and previous turn go to turn starts', () => {
    const mid = (plan.turnStart[10]! + plan.turnStart[11]!) / 2;
    expect(nextTurnTime(plan, mid)).toBe(plan.turnStart[11]);
    expect(prevTurnTime(plan, mid)).toBe(plan.turnStart[10]);
    expect(prevTurnTime(plan, plan.turnStart[10]!)).toBe(plan.turnStart[9]);
  });

  test('the next incident lies ahead, and jumping past it finds the one after', () => {
    const first = nextIncident(plan, 0)!;
    expect(['wreck', 'ram', 'collision', 'attack', 'retire']).toContain(first.kind);
    const second = nextIncident(plan, first.time)!;
    expect(second.time).toBeGreaterThan(first.time);
    expect(second).not.toBe(first);
  });

  test('N stops on the incident itself, paused; with none ahead it says so and stays', () => {
    const s = useViewer.getState();
    s.setLog(plan.log, 'test');
    s.seek(0);
    expect(jumpToNextIncident()).toBe(true);
    const first = nextIncident(plan, 0)!;
    expect(clock.time).toBe(first.time);
    expect(useViewer.getState().playing).toBe(false);
    const last = plan.markers.filter((m) => INCIDENT_KINDS.has(m.kind)).at(-1)!;
    s.seek(last.time);
    expect(jumpToNextIncident()).toBe(false);
    expect(clock.time).toBe(last.time);
    expect(useViewer.getState().notice?.text).toBe('No more incidents after this moment');
  });

  test('a retirement is marked on the time bar', () => {
    const retired = simulate({
      ruleset: 'crudis',
      seed: 3,
      setup: { ...defaultSetup(8), options: { maxTurns: 12 } },
    });
    if (!retired.ok) throw new Error(retired.error.message);
    const built = buildPlan(retired.value);
    if (!built.ok) throw new Error(built.error);
    const retirements = retired.value.events.filter((e) => e.type === 'retire');
    expect(retirements.length).toBeGreaterThan(0);
    expect(built.plan.markers.filter((m) => m.kind === 'retire').map((m) => m.seq)).toEqual(
      retirements.map((e) => e.seq),
    );
  });

  test('speeds step along the ladder and stop at its ends', () => {
    expect(stepSpeed(1, 1)).toBe(2);
    expect(stepSpeed(1, -1)).toBe(0.5);
    expect(stepSpeed(16, 1)).toBe(16);
    expect(stepSpeed(0.25, -1)).toBe(0.25);
  });
});
