import { describe, expect, test } from 'vitest';
import { CIRCUS } from '../../src/engine/track/circus-maximus.ts';
import { winnerTime } from '../../src/replay/director.ts';
import { buildEffects } from '../../src/replay/effects.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import {
  buildCrowdScript,
  CROWD_SECTORS,
  crowdLevels,
  crowdSectors,
  FINISH_LEVEL,
  sectorOf,
  WAVE_SPEED,
} from '../../src/scene/crowd-state.ts';
import { buildEffectsLog } from '../fixtures/effects-log.ts';

/** The effect tests' scripted race: a wreck (Diocles, turn 6), rain, and a winner. */
const built = buildPlan(buildEffectsLog());
if (!built.ok) throw new Error(built.error);
const plan = built.plan;
const script = buildCrowdScript(plan);
const wreck = buildEffects(plan).bursts.find((b) => b.kind === 'debris')!;
const sectors = script.sectors;

const levelsAt = (t: number): Float32Array => crowdLevels(script, t, new Float32Array(CROWD_SECTORS)).slice();
const distance = (k: number, x: number, z: number): number =>
  Math.hypot(sectors[k * 2]! - x, sectors[k * 2 + 1]! - z);

describe('the crowd sectors', () => {
  test('ring the arena along the podium wall, every seat belonging to the nearest', () => {
    const all = crowdSectors();
    expect(all.length).toBe(CROWD_SECTORS * 2);
    const xs = Array.from({ length: CROWD_SECTORS }, (_, k) => all[k * 2]!);
    const zs = Array.from({ length: CROWD_SECTORS }, (_, k) => all[k * 2 + 1]!);
    expect(Math.min(...xs)).toBeLessThan(CIRCUS.westMetaX - 40);
    expect(Math.max(...xs)).toBeGreaterThan(CIRCUS.eastMetaX + 40);
    expect(Math.min(...zs)).toBeCloseTo(-CIRCUS.wallOffset, 0);
    expect(Math.max(...zs)).toBeCloseTo(CIRCUS.wallOffset, 0);
    // A seat behind a sector's centre, a little up the stands, belongs to that sector.
    for (let k = 0; k < CROWD_SECTORS; k += 7) {
      const x = all[k * 2]!;
      const z = all[k * 2 + 1]!;
      expect(sectorOf(all, x * 1.02, z * 1.1)).toBe(k);
    }
  });
});

describe('the crowd state over a race', () => {
  test('everyone sits before the start and murmurs once the race is on', () => {
    expect(Math.max(...levelsAt(-1))).toBe(0);
    expect(Math.max(...levelsAt(0))).toBe(0);
    const running = levelsAt(8);
    expect(Math.min(...running)).toBeGreaterThan(0);
  });

  test('the stands beside the wreck rise as it happens, and the wave reaches stands further off later', () => {
    const near = sectorOf(sectors, wreck.x, wreck.z);
    // A sector about 130-200 m along from the wreck.
    let further = -1;
    for (let k = 0; k < CROWD_SECTORS; k++) {
      const d = distance(k, wreck.x, wreck.z);
      if (d > 130 && d < 200 && (further < 0 || d < distance(further, wreck.x, wreck.z))) further = k;
    }
    expect(further).toBeGreaterThanOrEqual(0);
    const before = levelsAt(wreck.time - 0.05);
    // The wave reaches the stands nearest (behind the podium wall) about a second after the wreck.
    const soon = levelsAt(wreck.time + distance(near, wreck.x, wreck.z) / WAVE_SPEED + 0.7);
    expect(soon[near]! - before[near]!).toBeGreaterThan(0.3);
    expect(soon[near]!).toBeGreaterThan(0.8);
    // The wave runs on: the stands further along are at their highest later than those beside it.
    const peakTime = (k: number): number => {
      let best = wreck.time;
      let high = -1;
      for (let t = wreck.time; t < wreck.time + 8; t += 0.1) {
        const l = levelsAt(t)[k]!;
        if (l > high) [high, best] = [l, t];
      }
      return best;
    };
    expect(peakTime(further) - peakTime(near)).toBeGreaterThan(1);
    const arrive = wreck.time + distance(further, wreck.x, wreck.z) / WAVE_SPEED + 0.6;
    expect(levelsAt(arrive)[further]! - before[further]!).toBeGreaterThan(0.15);
    // ... and the stands by the wreck sit down again after a while.
    expect(levelsAt(wreck.time + 14)[near]!).toBeLessThan(soon[near]! - 0.3);
  });

  test('the whole house stands for the winner, from the line outwards', () => {
    const won = winnerTime(plan);
    expect(Number.isFinite(won)).toBe(true);
    const before = levelsAt(won - 0.5);
    expect(before.filter((l) => l >= FINISH_LEVEL).length).toBeLessThan(CROWD_SECTORS / 2);
    const after = levelsAt(won + 20);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(FINISH_LEVEL);
    // Just after the line, the stands by it are up and the far end not yet.
    const early = levelsAt(won + 2.5);
    const byLine = sectorOf(sectors, script.finish.x, script.finish.z);
    let far = 0;
    for (let k = 0; k < CROWD_SECTORS; k++)
      if (distance(k, script.finish.x, script.finish.z) > distance(far, script.finish.x, script.finish.z))
        far = k;
    expect(early[byLine]!).toBeGreaterThanOrEqual(FINISH_LEVEL);
    expect(early[far]!).toBeLessThan(FINISH_LEVEL);
  });

  test('is a pure function of the time: seeking back and forth gives the same levels', () => {
    const times = [wreck.time + 0.7, 3, wreck.time + 0.7, plan.duration, 3];
    const seen = times.map(levelsAt);
    expect(seen[2]).toEqual(seen[0]);
    expect(seen[4]).toEqual(seen[1]);
    // Every level stays in 0..1.
    for (const levels of seen) for (const l of levels) expect(l >= 0 && l <= 1).toBe(true);
  });
});
