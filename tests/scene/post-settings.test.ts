import { expect, test } from 'vitest';
import { circleOfConfusion, heatShimmer, POST } from '../../src/scene/post/post-settings.ts';

const DRY = { rain: 0, overcast: 0, mud: 0 };

test('the quality setting lowers the post-processing: none at low, bloom from medium, the rest at high', () => {
  expect(POST.low.enabled).toBe(false);
  expect(POST.medium.enabled && POST.medium.bloom > 0).toBe(true);
  expect(POST.medium.occlusion).toBe(0);
  expect(POST.medium.depthOfField).toBe(false);
  expect(POST.high.occlusion).toBeGreaterThan(0);
  expect(POST.high.depthOfField).toBe(true);
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
