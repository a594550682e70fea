import { Object3D, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import {
  advancePhase,
  blendHeading,
  GALLOP_SPEED,
  gaitWeight,
  gallopRate,
  headingOf,
  leanAngle,
  MAX_DRIFT,
  MAX_LEAN,
  strideLength,
  wrapAngle,
} from '../../src/scene/animation/chariot-motion.ts';

describe('gallop pace', () => {
  test('a full gallop of 17 m/s takes strides of 6-7 m, about 2.5 a second', () => {
    expect(strideLength(17)).toBeGreaterThanOrEqual(6);
    expect(strideLength(17)).toBeLessThanOrEqual(7);
    expect(gallopRate(17)).toBeGreaterThan(2.3);
    expect(gallopRate(17)).toBeLessThan(2.9);
  });

  test('the pace rises with speed and stops with the team', () => {
    expect(gallopRate(0)).toBe(0);
    let last = 0;
    for (let v = 1; v <= 20; v++) {
      expect(gallopRate(v)).toBeGreaterThan(last);
      last = gallopRate(v);
    }
    expect(advancePhase(0.3, 0, 5)).toBe(0.3);
  });

  test('the phase advances by speed / stride per second, and never backwards when scrubbing back', () => {
    expect(advancePhase(1, 17, 0.5)).toBeCloseTo(1 + (0.5 * 17) / strideLength(17), 10);
    expect(advancePhase(1, 17, -0.5)).toBeCloseTo(advancePhase(1, 17, 0.5), 10);
  });

  test('the gait blends from standing to galloping as speed picks up', () => {
    expect(gaitWeight(0)).toBe(0);
    expect(gaitWeight(GALLOP_SPEED)).toBe(1);
    expect(gaitWeight(17)).toBe(1);
    const mid = gaitWeight(2);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1);
  });
});

describe('lean', () => {
  test('a left turn (counter-clockwise, as the races run) leans the car to its left, −z', () => {
    const roll = leanAngle(0.6, 12);
    expect(roll).toBeLessThan(0);
    // Rolling about +x by a negative angle tips the top of the car toward −z.
    const top = new Vector3(0, 1, 0).applyAxisAngle(new Vector3(1, 0, 0), roll);
    expect(top.z).toBeLessThan(0);
  });

  test('grows with lateral acceleration, is symmetric, and is bounded', () => {
    expect(leanAngle(0.3, 10)).toBeCloseTo(leanAngle(0.6, 5), 12);
    expect(Math.abs(leanAngle(0.2, 10))).toBeLessThan(Math.abs(leanAngle(0.4, 10)));
    expect(leanAngle(-0.5, 10)).toBeCloseTo(-leanAngle(0.5, 10), 12);
    expect(leanAngle(0.5, 0)).toBeCloseTo(0, 12);
    expect(leanAngle(0, 17)).toBeCloseTo(0, 12);
    expect(leanAngle(3, 20)).toBe(-MAX_LEAN);
  });
});

describe('heading', () => {
  test('headingOf gives the rotation.y that turns a model built facing +x onto the displacement', () => {
    const o = new Object3D();
    for (const [dx, dz] of [
      [1, 0],
      [0, -1],
      [-2, 1],
      [3, 4],
    ] as const) {
      o.rotation.y = headingOf(dx, dz);
      o.updateMatrixWorld();
      const forward = new Vector3(1, 0, 0).transformDirection(o.matrixWorld);
      const want = new Vector3(dx, 0, dz).normalize();
      expect(forward.distanceTo(want)).toBeLessThan(1e-9);
    }
  });

  test('wrapAngle brings angles into (−π, π]', () => {
    expect(wrapAngle(3 * Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapAngle(-Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapAngle(7)).toBeCloseTo(7 - 2 * Math.PI, 12);
    expect(wrapAngle(-0.5)).toBe(-0.5);
  });

  test('a standing team faces down the track; a moving one follows its motion, within bounds', () => {
    expect(blendHeading(0.2, 1.5, 0)).toBe(0.2);
    expect(blendHeading(0.2, 0.35, 15)).toBeCloseTo(0.35, 12);
    expect(blendHeading(0, 2, 15)).toBeCloseTo(MAX_DRIFT, 12);
    // across the ±π seam the shorter way round is taken
    expect(blendHeading(Math.PI - 0.05, -Math.PI + 0.05, 15)).toBeCloseTo(Math.PI + 0.05, 12);
  });
});
