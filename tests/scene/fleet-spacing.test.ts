import { describe, expect, test } from 'vitest';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { compileReplay } from '../../src/replay/compile.ts';
import { createFleet, type Fleet, sampleFleet, updateFleet } from '../../src/scene/chariot-fleet.ts';
import { createSpacing, FOOTPRINT, spaceFleet } from '../../src/scene/fleet-spacing.ts';

/** How deep two footprints (rectangles, car rear to horses' noses) run into each other, m (≤ 0: clear). */
function penetration(fleet: Fleet, i: number, j: number): number {
  const corners = (k: number): number[][] => {
    const c = Math.cos(fleet.heading[k]!);
    const s = Math.sin(fleet.heading[k]!);
    const { rear, nose, halfWidth } = FOOTPRINT;
    return [
      [rear, -halfWidth],
      [nose, -halfWidth],
      [nose, halfWidth],
      [rear, halfWidth],
    ].map(([ox, oz]) => [fleet.x[k]! + c * ox! + s * oz!, fleet.z[k]! - s * ox! + c * oz!]);
  };
  const a = corners(i);
  const b = corners(j);
  let depth = Number.POSITIVE_INFINITY;
  for (const poly of [a, b]) {
    for (let e = 0; e < 4; e++) {
      const [x1, z1] = poly[e]!;
      const [x2, z2] = poly[(e + 1) % 4]!;
      const len = Math.hypot(x2! - x1!, z2! - z1!);
      const [nx, nz] = [(z2! - z1!) / len, (x1! - x2!) / len];
      const project = (p: number[][]): number[] => p.map(([x, z]) => x! * nx + z! * nz);
      const pa = project(a);
      const pb = project(b);
      depth = Math.min(depth, Math.min(Math.max(...pa) - Math.min(...pb), Math.max(...pb) - Math.min(...pa)));
    }
  }
  return depth;
}

const whole = (fleet: Fleet, i: number): boolean => fleet.status[i]! <= 1;

/** Frames (at 30 a second) in which two whole chariots' footprints run into each other (beyond 5 cm). */
function overlappingFrames(
  ruleset: RulesetId,
  seed: number,
  spaced: boolean,
): { frames: number; bad: number } {
  const race = simulate({ ruleset, seed });
  if (!race.ok) throw new Error(race.error.message);
  const built = compileReplay(race.value);
  if (!built.ok) throw new Error(built.error);
  const { plan } = built.replay;
  const fleet = createFleet(built.replay);
  const view = { x: 0, y: 2000, z: 0, lodDistance: 1e9, frustum: null };
  let frames = 0;
  let bad = 0;
  for (let t = 0; t < plan.duration; t += 1 / 30) {
    if (spaced) updateFleet(fleet, plan, t, view);
    else sampleFleet(fleet, plan, t);
    frames++;
    let overlap = false;
    for (let i = 0; i < fleet.size && !overlap; i++) {
      if (!whole(fleet, i)) continue;
      for (let j = i + 1; j < fleet.size; j++) {
        if (!whole(fleet, j) || Math.hypot(fleet.x[i]! - fleet.x[j]!, fleet.z[i]! - fleet.z[j]!) > 12)
          continue;
        if (penetration(fleet, i, j) > 0.05) {
          overlap = true;
          break;
        }
      }
    }
    if (overlap) bad++;
  }
  return { frames, bad };
}

describe('chariots kept clear of each other', () => {
  test('two chariots abreast too close are eased apart across the track, each by half', () => {
    const spacing = createSpacing(2);
    spacing.whole.fill(1);
    const x = Float64Array.from([0, 0]);
    const z = Float64Array.from([0, 1]); // 1 m apart across a track running east (heading 0)
    spaceFleet(spacing, 2, x, z, new Float64Array(2), true);
    expect(x[0]).toBeCloseTo(0, 9);
    expect(x[1]).toBeCloseTo(0, 9);
    expect(z[1]! - z[0]!).toBeGreaterThanOrEqual(2 * FOOTPRINT.halfWidth);
    expect(z[0]! + z[1]!).toBeCloseTo(1, 9);
  });

  test('chariots well apart are not moved, and the push grows smoothly as one closes in', () => {
    const spacing = createSpacing(2);
    spacing.whole.fill(1);
    let last = 0;
    for (let gap = 20; gap >= 0; gap -= 0.05) {
      const x = Float64Array.from([0, gap]);
      const z = Float64Array.from([0, 0.5]);
      spaceFleet(spacing, 2, x, z, new Float64Array(2), false);
      const push = z[1]! - 0.5;
      if (gap > 12) expect(push).toBe(0);
      expect(Math.abs(push - last)).toBeLessThan(0.15);
      last = push;
    }
    expect(last).toBeGreaterThan(FOOTPRINT.halfWidth - 0.5);
  });

  // Every frame of a race of each ruleset (the issue's: Circus Maximus seed 3, Hippodrome seed 2),
  // and the races where packs crowd round a chariot crossing them (Crudis 2, Aurigae 1).
  test.each([
    ['crudis', 2],
    ['circus-maximus', 3],
    ['aurigae', 1],
    ['hippodrome', 2],
  ] as const)(
    '%s seed %i: no two footprints overlap in any frame, against many unspaced',
    (ruleset, seed) => {
      const unspaced = overlappingFrames(ruleset, seed, false);
      const spaced = overlappingFrames(ruleset, seed, true);
      expect(unspaced.bad).toBeGreaterThan(100);
      expect(spaced.bad).toBe(0);
    },
    120_000,
  );
});
