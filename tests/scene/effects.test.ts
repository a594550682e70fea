import { describe, expect, it } from 'vitest';
import { buildEffects, type EffectTimeline } from '../../src/replay/effects.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import { createParticleSet, writeBurstParticles } from '../../src/scene/effects/burst-particles.ts';
import { createPuffSet, dustThickness, writeDustPuffs } from '../../src/scene/effects/dust-puffs.ts';
import { EFFECT_BUDGET } from '../../src/scene/effects/effect-quality.ts';
import { hash01 } from '../../src/scene/effects/hash.ts';
import {
  WHEEL_ROLL_SECONDS,
  writeCarcasses,
  writeCrew,
  writeSkids,
  writeWheels,
} from '../../src/scene/effects/remains.ts';
import { buildEffectsLog } from '../fixtures/effects-log.ts';

const built = buildPlan(buildEffectsLog());
if (!built.ok) throw new Error(built.error);
const plan: Plan = built.plan;
const timeline: EffectTimeline = buildEffects(plan);
const paint = new Float32Array(plan.chariots.length * 3).fill(0.5);
const debris = timeline.bursts.find((b) => b.kind === 'debris')!;

describe('burst particles', () => {
  it('depend on the time alone: the same frame whether played up to or seeked to', () => {
    const t = debris.time + 0.7;
    const played = createParticleSet(768);
    for (let s = debris.time - 1; s <= t + 1e-9; s += 1 / 30)
      writeBurstParticles(played, timeline, s, 1, 0, paint);
    writeBurstParticles(played, timeline, t, 1, 0, paint);
    const seeked = createParticleSet(768);
    writeBurstParticles(seeked, timeline, plan.duration, 1, 0, paint);
    writeBurstParticles(seeked, timeline, t, 1, 0, paint);
    expect(seeked.count).toBeGreaterThan(40);
    expect(seeked.count).toBe(played.count);
    expect(seeked.matrices.subarray(0, seeked.count * 16)).toEqual(
      played.matrices.subarray(0, played.count * 16),
    );
  });

  it('fly up, land, and are gone once the burst is over', () => {
    const set = createParticleSet(768);
    const alone: EffectTimeline = { ...timeline, bursts: [debris] };
    writeBurstParticles(set, alone, debris.time + 0.3, 1, 0, paint);
    const heights = Array.from({ length: set.count }, (_, i) => set.matrices[i * 16 + 13]!);
    expect(Math.max(...heights)).toBeGreaterThan(1);
    writeBurstParticles(set, alone, debris.time + 3.2, 1, 0, paint);
    const late = Array.from({ length: set.count }, (_, i) => set.matrices[i * 16 + 13]!);
    expect(Math.max(...late)).toBeLessThan(0.2);
    writeBurstParticles(set, alone, debris.time - 0.01, 1, 0, paint);
    expect(set.count).toBe(0);
    writeBurstParticles(set, alone, debris.time + 0.01, 1, 0, paint);
    expect(set.count).toBeGreaterThan(20);
    writeBurstParticles(set, alone, debris.time + 3.5, 1, 0, paint);
    expect(set.count).toBe(0);
  });

  it('never write past the pool, and draw fewer at a lower quality', () => {
    const small = createParticleSet(10);
    writeBurstParticles(small, timeline, debris.time + 0.2, 1, 0, paint);
    expect(small.count).toBe(10);
    const low = createParticleSet(1536);
    const high = createParticleSet(1536);
    writeBurstParticles(low, timeline, debris.time + 0.2, EFFECT_BUDGET.low.burstShare, 0, paint);
    writeBurstParticles(high, timeline, debris.time + 0.2, EFFECT_BUDGET.high.burstShare, 0, paint);
    expect(low.count).toBeLessThan(high.count);
  });

  it('show the thrown knife and spear between attacker and victim while they fly', () => {
    for (const kind of ['knife', 'spear'] as const) {
      const b = timeline.bursts.find((x) => x.kind === kind)!;
      const set = createParticleSet(64);
      writeBurstParticles(set, timeline, b.time + 0.2, 1, 0, paint);
      let found = false;
      for (let i = 0; i < set.count; i++) {
        const x = set.matrices[i * 16 + 12]!;
        const z = set.matrices[i * 16 + 14]!;
        const lo = Math.min(b.x, b.toX) - 1.5;
        const hi = Math.max(b.x, b.toX) + 1.5;
        if (x >= lo && x <= hi && z >= Math.min(b.z, b.toZ) - 1.5 && z <= Math.max(b.z, b.toZ) + 1.5)
          found = true;
      }
      expect(found).toBe(true);
    }
  });
});

describe('dust', () => {
  const t = plan.turnStart[4]! + 0.5;
  const perTeam = EFFECT_BUDGET.medium.dustPerTeam;

  it('trails every team at speed and none that stands still', () => {
    const set = createPuffSet(plan.chariots.length * perTeam + 72);
    writeDustPuffs(set, plan, timeline, t, perTeam, 0);
    expect(set.count).toBeGreaterThan(plan.chariots.length);
    // At the start line nobody has moved yet: no dust.
    writeDustPuffs(set, plan, timeline, 0.5, perTeam, 0);
    expect(set.count).toBe(0);
  });

  it('is thicker at speed, and thinner on a muddy track', () => {
    const set = createPuffSet(plan.chariots.length * perTeam + 72);
    writeDustPuffs(set, plan, timeline, t, perTeam, 0);
    const dry = set.alpha.subarray(0, set.count).reduce((a, b) => a + b, 0);
    writeDustPuffs(set, plan, timeline, t, perTeam, 1);
    const wet = set.alpha.subarray(0, set.count).reduce((a, b) => a + b, 0);
    expect(wet).toBeLessThan(dry * 0.3);
  });

  it.each([
    [0, 0, 0],
    [2, 0, 0],
    [9.5, 0, 0.5],
    [16, 0, 1],
    [25, 0, 1],
    [16, 1, 0.15],
    [9.5, 0.5, 0.2875],
  ])('at %d m/s on mud %d the dust is %d thick', (speed, mud, thick) => {
    expect(dustThickness(speed, mud)).toBeCloseTo(thick, 9);
  });

  it("at low, fewer puffs further apart: the trail hangs as long as medium's, each puff thicker", () => {
    // One team at a gallop on its own.
    const galloping = plan.chariots.find((c) => sampleChariot(plan, c, t, newSample()).speed > 14);
    if (!galloping) throw new Error(`no team galloping at ${t} s`);
    const one: Plan = { ...plan, chariots: [galloping] };
    const trail = (budget: (typeof EFFECT_BUDGET)['low']) => {
      const set = createPuffSet(budget.dustPerTeam + 72);
      let count = 0;
      let alpha = 0;
      let oldest = 0;
      // Over a second of the gallop (a puff's opacity rises and fades with its age).
      for (let at = t; at < t + 1; at += 0.05) {
        writeDustPuffs(set, one, timeline, at, budget.dustPerTeam, 0, budget.dustTick, budget.dustOpacity);
        count += set.count;
        for (let i = 0; i < set.count; i++) {
          alpha += set.alpha[i]!;
          // A puff rises 0.7 m a second from 0.5 m: its height tells its age.
          oldest = Math.max(oldest, (set.puffs[i * 4 + 1]! - 0.5) / 0.7);
        }
      }
      return { count, oldest, perPuff: alpha / count, alpha };
    };
    const low = trail(EFFECT_BUDGET.low);
    const medium = trail(EFFECT_BUDGET.medium);
    expect(low.count).toBeLessThan(0.7 * medium.count);
    expect(low.oldest).toBeGreaterThan(0.9 * medium.oldest);
    expect(low.perPuff).toBeGreaterThan(1.2 * medium.perPuff);
    expect(low.alpha).toBeGreaterThan(0.7 * medium.alpha);
  });

  it('is the same frame whichever way the clock came', () => {
    const a = createPuffSet(200);
    const b = createPuffSet(200);
    writeDustPuffs(a, plan, timeline, t, perTeam, 0.2);
    writeDustPuffs(b, plan, timeline, plan.duration, perTeam, 0.2);
    writeDustPuffs(b, plan, timeline, t, perTeam, 0.2);
    expect(b.puffs).toEqual(a.puffs);
  });
});

describe('what stays on the track', () => {
  const set = createParticleSet(64);

  it('a carcass from its moment to the end, none before', () => {
    const c = timeline.carcasses[0]!;
    writeCarcasses(set, timeline, c.time - 0.01, 0);
    expect(set.count).toBe(0);
    writeCarcasses(set, timeline, c.time, 0);
    expect(set.count).toBe(1);
    writeCarcasses(set, timeline, plan.duration, 0);
    expect(set.count).toBe(1);
  });

  it('a ripped-off wheel rolls away and ends lying flat', () => {
    const w = { time: 1, seq: 0, x: 0, z: 0, heading: 0, chariot: 0, seed: 5 };
    const tl: EffectTimeline = { ...timeline, wheels: [w] };
    writeWheels(set, tl, 1.5);
    const rolling = { x: set.matrices[12]!, y: set.matrices[13]! };
    expect(rolling.y).toBeCloseTo(0.45, 2);
    writeWheels(set, tl, 1 + WHEEL_ROLL_SECONDS + 5);
    expect(set.matrices[13]!).toBeLessThan(0.1);
    expect(Math.hypot(set.matrices[12]!, set.matrices[14]!)).toBeGreaterThan(Math.hypot(rolling.x, 0));
  });

  it("the driver on foot beside his wreck, from the log's moment on", () => {
    const onFoot = plan.cues.find((c) => c.event.type === 'on-foot')!;
    writeCrew(set, plan, timeline, onFoot.time - 0.01, paint);
    expect(set.count).toBe(0);
    writeCrew(set, plan, timeline, onFoot.time + 1, paint);
    expect(set.count).toBe(1);
    // Standing: his up axis is the world's.
    expect(set.matrices[5]!).toBeCloseTo(1, 6);
  });

  it('two ruts per stretch of a slide', () => {
    writeSkids(set, timeline, plan.duration);
    expect(set.count).toBe(Math.min(64, timeline.skids.length * 2));
  });
});

describe('hash01', () => {
  it('spreads evenly over [0, 1)', () => {
    const bins = new Array(10).fill(0);
    for (let i = 0; i < 10_000; i++) bins[Math.floor(hash01(42, i, 3) * 10)]++;
    for (const b of bins) expect(Math.abs(b - 1000)).toBeLessThan(150);
  });
});
