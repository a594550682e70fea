import { describe, expect, test } from 'vitest';
import { GALLOP_SPEED, leanAngle, MAX_LEAN } from '../../src/scene/animation/chariot-motion.ts';
import {
  BLUR_FROM,
  BLUR_FULL,
  BRACE_PITCH,
  BRACE_SECONDS,
  braceAt,
  CANTER_REACH,
  CANTER_TOP,
  DRIVE_PITCH,
  DRIVER_LEAN_GAIN,
  DRIVER_MAX_LEAN,
  driverPitch,
  driverRoll,
  GALLOP_FROM,
  gaitName,
  gaitReach,
  hairWind,
  lastAtOrBefore,
  STUMBLE_SECONDS,
  spokeBlur,
  stumbleDepth,
} from '../../src/scene/animation/team-gait.ts';

describe('gait from speed', () => {
  test.each([
    [0, 'stand'],
    [0.2, 'stand'],
    [5, 'canter'],
    [8, 'canter'],
    [14, 'gallop'],
    [18, 'gallop'],
  ] as const)('at %d m/s the team is at a %s', (speed, gait) => {
    expect(gaitName(speed)).toBe(gait);
  });

  test('a canter reaches less far than a gallop; the reach grows with speed and never jumps', () => {
    expect(gaitReach(0)).toBe(0);
    expect(gaitReach((GALLOP_SPEED + CANTER_TOP) / 2)).toBeCloseTo(CANTER_REACH, 6);
    expect(gaitReach(GALLOP_FROM)).toBe(1);
    let last = 0;
    for (let v = 0; v <= 20; v += 0.05) {
      const r = gaitReach(v);
      expect(r).toBeGreaterThanOrEqual(last - 1e-12);
      expect(r - last).toBeLessThan(0.03);
      last = r;
    }
  });
});

describe('a hurt horse stumbles', () => {
  test('nothing before the blow or once it has recovered; down fast, up slowly', () => {
    expect(stumbleDepth(-0.1)).toBe(0);
    expect(stumbleDepth(STUMBLE_SECONDS)).toBe(0);
    let deepest = 0;
    let at = 0;
    for (let t = 0; t < STUMBLE_SECONDS; t += 0.01) {
      if (stumbleDepth(t) > deepest) {
        deepest = stumbleDepth(t);
        at = t;
      }
    }
    expect(deepest).toBeCloseTo(1, 2);
    expect(at).toBeLessThan(STUMBLE_SECONDS * 0.3);
  });
});

describe('the driver', () => {
  test('leans into a corner further than his car, the same way, within his limit', () => {
    for (const yawRate of [-0.6, -0.2, 0.2, 0.6]) {
      const car = leanAngle(yawRate, 16);
      const extra = driverRoll(car, 0);
      expect(Math.sign(extra)).toBe(Math.sign(car));
      expect(Math.abs(car + extra)).toBeGreaterThan(Math.abs(car));
      expect(Math.abs(car + extra)).toBeLessThanOrEqual(DRIVER_MAX_LEAN + 1e-12);
    }
    expect(driverRoll(MAX_LEAN, 0) + MAX_LEAN).toBeCloseTo(
      Math.min(DRIVER_MAX_LEAN, MAX_LEAN * DRIVER_LEAN_GAIN),
      9,
    );
    // Braced, he holds himself up: half the extra lean.
    expect(driverRoll(MAX_LEAN, 1)).toBeCloseTo(driverRoll(MAX_LEAN, 0) / 2, 9);
    expect(driverRoll(0, 0)).toBe(0);
  });

  test('crouches forward driving a gallop and sits back when braced', () => {
    expect(driverPitch(0, 0)).toBe(0);
    expect(driverPitch(17, 0)).toBeCloseTo(DRIVE_PITCH, 9);
    expect(driverPitch(17, 1)).toBeCloseTo(BRACE_PITCH, 9);
  });

  test('braces at once after a blow, holds, and is back driving within BRACE_SECONDS', () => {
    expect(braceAt(-0.01)).toBe(0);
    expect(braceAt(0.15)).toBeCloseTo(1, 6);
    expect(braceAt(0.5)).toBeCloseTo(1, 6);
    expect(braceAt(BRACE_SECONDS - 0.2)).toBeLessThan(0.2);
    expect(braceAt(BRACE_SECONDS)).toBe(0);
  });
});

describe('wheels and hair', () => {
  test('spokes are sharp when slow and a blurred disc at a gallop (they would strobe)', () => {
    expect(spokeBlur(0)).toBe(0);
    expect(spokeBlur(BLUR_FROM)).toBe(0);
    expect(spokeBlur(-BLUR_FULL)).toBe(1);
    // A gallop (17 m/s) on 0.45 m wheels.
    expect(spokeBlur(17 / 0.45)).toBe(1);
    // A walk.
    expect(spokeBlur(2 / 0.45)).toBe(0);
  });

  test('manes and tails stream back with speed', () => {
    expect(hairWind(0)).toBe(0);
    expect(hairWind(8)).toBeGreaterThan(0.3);
    expect(hairWind(30)).toBe(1);
  });
});

test('lastAtOrBefore finds the latest time at or before t, in pairs too', () => {
  const times = Float64Array.from([1, 2, 2, 5]);
  expect(lastAtOrBefore(times, 0.5)).toBe(-1);
  expect(lastAtOrBefore(times, 2)).toBe(2);
  expect(lastAtOrBefore(times, 9)).toBe(3);
  const pairs = Float64Array.from([1, 3, 4, 0]);
  expect(lastAtOrBefore(pairs, 3.9, 2)).toBe(0);
  expect(lastAtOrBefore(pairs, 4, 2)).toBe(1);
});
