import { describe, expect, it } from 'vitest';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { createPuffSet, HAZE_PUFFS, HAZE_TICK, writeDustHaze } from '../../src/scene/effects/dust-puffs.ts';
import { buildEffectsLog } from '../fixtures/effects-log.ts';

const built = buildPlan(buildEffectsLog());
if (!built.ok) throw new Error(built.error);
const plan: Plan = built.plan;
const t = plan.turnStart[3]! + 0.5;

describe('the dust haze over the track', () => {
  it('hangs where the teams ran in the last seconds, wide and faint, and none before the start', () => {
    const set = createPuffSet(plan.chariots.length * HAZE_PUFFS);
    writeDustHaze(set, plan, 0.2, 0);
    expect(set.count).toBe(0);
    writeDustHaze(set, plan, t, 0);
    expect(set.count).toBeGreaterThan(plan.chariots.length * 3);
    const s = newSample();
    for (let i = 0; i < set.count; i++) {
      const [x, y, z, size] = set.puffs.subarray(i * 4, i * 4 + 4);
      expect(size).toBeGreaterThan(3);
      expect(y).toBeGreaterThan(0.9);
      expect(set.alpha[i]).toBeLessThan(0.2);
      // Near where some team was within the haze's life (drift and spread allowed for).
      const near = plan.chariots.some((c) => {
        for (let b = t - HAZE_PUFFS * HAZE_TICK; b <= t; b += HAZE_TICK / 2) {
          sampleChariot(plan, c, b, s);
          if (Math.hypot(s.x - x!, s.z - z!) < 8) return true;
        }
        return false;
      });
      expect(near).toBe(true);
    }
  });

  it('is thin on a muddy track, and appends to the puffs already written', () => {
    const set = createPuffSet(plan.chariots.length * HAZE_PUFFS * 2);
    writeDustHaze(set, plan, t, 0);
    const dry = set.alpha.subarray(0, set.count).reduce((a, b) => a + b, 0);
    const first = set.count;
    writeDustHaze(set, plan, t, 1);
    expect(set.count).toBeGreaterThanOrEqual(first);
    const wet = set.alpha.subarray(first, set.count).reduce((a, b) => a + b, 0);
    expect(wet).toBeLessThan(dry * 0.3);
  });
});
