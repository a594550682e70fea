import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEffects } from '../../src/replay/effects.ts';
import { buildPlan } from '../../src/replay/plan.ts';
import { DEBRIS_SIZE, debrisPieces } from '../../src/scene/effects/debris-pieces.ts';
import { DebrisSim, LIFE_SECONDS, STEP } from '../../src/scene/effects/debris-sim.ts';
import { buildEffectsLog } from '../fixtures/effects-log.ts';

const log = buildEffectsLog();
const built = buildPlan(log);
if (!built.ok) throw new Error(built.error);
const plan = built.plan;
const timeline = buildEffects(plan);
const pieces = debrisPieces(timeline);
const wreck = timeline.bursts.find((b) => b.kind === 'debris')!;

/** Positions and rotations of the live pieces, rounded (a snapshot to compare). */
const snapshot = (sim: DebrisSim) =>
  sim.live.map((p) => [p.piece.seq, p.piece.kind, p.px, p.py, p.pz, p.qx, p.qy, p.qz, p.qw]);

beforeAll(async () => {
  await RAPIER.init();
});

describe('debris pieces', () => {
  it('come from the wreck and the ripped wheel, seeded by the log: the same list every time', () => {
    expect(pieces.filter((p) => p.seq === wreck.seq).map((p) => p.kind)).toContain('wheel');
    expect(pieces.every((p, i) => i === 0 || pieces[i - 1]!.time <= p.time)).toBe(true);
    expect(debrisPieces(buildEffects(plan))).toEqual(pieces);
    // Another seed throws them differently.
    const other = buildPlan({ ...log, header: { ...log.header, seed: log.header.seed + 1 } });
    if (!other.ok) throw new Error(other.error);
    expect(debrisPieces(buildEffects(other.plan))[0]!.vx).not.toBe(pieces[0]!.vx);
  });

  it('are fewer at a lower quality share, but never none of a kind', () => {
    const low = debrisPieces(timeline, 0.3);
    expect(low.length).toBeLessThan(pieces.length);
    expect(new Set(low.map((p) => p.kind))).toEqual(new Set(pieces.map((p) => p.kind)));
  });
});

describe('debris physics', () => {
  it('throws pieces up at the wreck, then they come to rest on the sand and are frozen', () => {
    const sim = new DebrisSim(RAPIER, pieces);
    sim.advance(wreck.time - 1);
    expect(sim.live.length).toBe(0);
    sim.advance(wreck.time + 0.3);
    expect(sim.live.length).toBeGreaterThan(5);
    expect(Math.max(...sim.live.map((p) => p.py))).toBeGreaterThan(0.8);
    for (let t = wreck.time + 0.3; t < wreck.time + LIFE_SECONDS - 1; t += 1 / 30) sim.advance(t);
    expect(sim.live.length).toBeGreaterThan(5);
    // At rest: no body left simulating, and each piece lies on the sand (not in the air, not under).
    expect(sim.bodies()).toBe(0);
    for (const p of sim.live) {
      const [hx] = DEBRIS_SIZE[p.piece.kind];
      expect(p.py).toBeGreaterThan(-0.02);
      expect(p.py).toBeLessThan(hx + 0.05);
    }
    sim.advance(wreck.time + LIFE_SECONDS + 0.1);
    expect(sim.live.filter((p) => p.piece.seq === wreck.seq)).toEqual([]);
    sim.dispose();
  });

  it('shows the same pieces whether the moment is played up to, at any frame rate, or seeked to', () => {
    const t = wreck.time + 1.2;
    const played = new DebrisSim(RAPIER, pieces);
    for (let s = wreck.time - 2; s < t; s += 1 / 24) played.advance(s);
    played.advance(t);
    const fast = new DebrisSim(RAPIER, pieces);
    for (let s = wreck.time - 2; s < t; s += 1 / 144) fast.advance(s);
    fast.advance(t);
    const seeked = new DebrisSim(RAPIER, pieces);
    seeked.advance(plan.duration);
    seeked.advance(t);
    expect(snapshot(played).length).toBeGreaterThan(5);
    expect(snapshot(fast)).toEqual(snapshot(played));
    expect(snapshot(seeked)).toEqual(snapshot(played));
  });

  it('stands still while the replay is paused, and steps on plan time only', () => {
    const sim = new DebrisSim(RAPIER, pieces);
    sim.advance(wreck.time + 0.5);
    const before = snapshot(sim);
    const steps = sim.steps;
    for (let i = 0; i < 10; i++) sim.advance(wreck.time + 0.5);
    expect(sim.steps).toBe(steps);
    expect(snapshot(sim)).toEqual(before);
    sim.advance(wreck.time + 0.5 + 10 * STEP);
    expect(sim.steps).toBe(steps + 10);
  });

  it('keeps at most the pooled number of pieces alive', () => {
    const many = Array.from({ length: 5 }, () => pieces).flat();
    many.sort((p, q) => p.time - q.time);
    const sim = new DebrisSim(RAPIER, many, 20);
    sim.advance(wreck.time + 0.5);
    expect(sim.live.length).toBe(20);
  });
});

describe('the physics is loaded lazily', () => {
  it('is imported (not only as types) by DebrisPhysics.tsx alone, which Debris.tsx imports lazily', () => {
    const src = resolve(import.meta.dirname, '../../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const importers = files.filter((f) =>
      /^import (?!type )[^;]*from '@(react-three\/rapier|dimforge\/rapier3d-compat)'/m.test(
        readFileSync(join(src, f), 'utf8'),
      ),
    );
    expect(importers.map((f) => relative('.', f))).toEqual([join('scene', 'effects', 'DebrisPhysics.tsx')]);
    const gate = readFileSync(join(src, 'scene/effects/Debris.tsx'), 'utf8');
    expect(gate).toContain("lazy(() => import('./DebrisPhysics.tsx'))");
    expect(gate).not.toMatch(/^import [^;]*'\.\/DebrisPhysics\.tsx'/m);
  });
});
