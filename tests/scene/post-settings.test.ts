import { expect, test } from 'vitest';
import {
  circleOfConfusion,
  heatShimmer,
  POST,
  SHIMMER,
  shimmerWeight,
} from '../../src/scene/post/post-settings.ts';

const DRY = { rain: 0, overcast: 0, mud: 0 };

test('the quality setting lowers the post-processing: none at low, bloom from medium, the rest at high', () => {
  expect(POST.low.enabled).toBe(false);
  expect(POST.medium.enabled && POST.medium.bloom > 0).toBe(true);
  expect(POST.medium.occlusion).toBe(0);
  expect(POST.medium.depthOfField).toBe(false);
  expect(POST.high.occlusion).toBeGreaterThan(0);
  expect(POST.high.depthOfField).toBe(true);
});

test('medium smooths its edges in the compose pass on a one-sample picture and blooms from a smaller one; high multisamples', () => {
  // Four samples of the half-float picture were a quarter of medium's frame on a software renderer.
  expect(POST.medium.samples).toBe(0);
  expect(POST.medium.edgeSmoothing).toBe(true);
  expect(POST.medium.bloomDivisor).toBeGreaterThan(POST.high.bloomDivisor);
  // High keeps its four samples (no smoothing on top of them) and its look.
  expect(POST.high.samples).toBe(4);
  expect(POST.high.edgeSmoothing).toBe(false);
  expect(POST.high.bloomDivisor).toBe(2);
});

test('heat shimmers only over dry sand on an afternoon, at high quality', () => {
  expect(heatShimmer('high', 'afternoon', DRY)).toBe(1);
  expect(heatShimmer('medium', 'afternoon', DRY)).toBe(0);
  expect(heatShimmer('high', 'morning', DRY)).toBe(0);
  expect(heatShimmer('high', 'sunset', DRY)).toBe(0);
  expect(heatShimmer('high', 'afternoon', { ...DRY, rain: 1 })).toBe(0);
  expect(heatShimmer('high', 'afternoon', { ...DRY, overcast: 0.5 })).toBeCloseTo(0.5, 9);
});

test('the depth of field: sharp at the plane of focus, blurring either side, never past its limit', () => {
  expect(circleOfConfusion(40, 40, 6)).toBe(0);
  expect(circleOfConfusion(30, 40, 6)).toBeGreaterThan(0);
  expect(circleOfConfusion(80, 40, 6)).toBeGreaterThan(circleOfConfusion(50, 40, 6));
  expect(circleOfConfusion(2000, 40, 6)).toBe(6);
  expect(circleOfConfusion(0, 40, 6)).toBe(0);
});

test('the heat shimmers in the air just over the sand, a little way off, and fades with distance', () => {
  // On the sand at its strongest distance: the whole shimmer.
  expect(shimmerWeight(0, SHIMMER.full)).toBe(1);
  // Above the hot layer (a rider's head, the upper stands) the air is still.
  expect(shimmerWeight(SHIMMER.top, SHIMMER.full)).toBe(0);
  expect(shimmerWeight(2.5, SHIMMER.full)).toBeLessThan(shimmerWeight(1, SHIMMER.full));
  // The closest sand is still, and the far end of the arena has no more than a trace.
  expect(shimmerWeight(0, 2)).toBe(0);
  expect(shimmerWeight(0, 60)).toBeLessThan(0.3);
  expect(shimmerWeight(0, 60)).toBeLessThan(shimmerWeight(0, 30));
  expect(shimmerWeight(0, SHIMMER.far)).toBe(0);
  expect(shimmerWeight(0, 600)).toBe(0);
});
