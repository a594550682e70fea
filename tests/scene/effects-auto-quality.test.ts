import { describe, expect, it } from 'vitest';
import { useViewer } from '../../src/playback/store.ts';
import {
  FrameWatch,
  isSoftwareRenderer,
  lowerQuality,
  SETTLE_MS,
  WINDOW_MS,
} from '../../src/scene/effects/auto-quality.ts';

/** Feeds frames `interval` ms apart for `ms` from `start`; how many times the watch said slow. */
function feed(watch: FrameWatch, start: number, ms: number, interval: (i: number) => number): number {
  let slow = 0;
  let now = start;
  for (let i = 0; now < start + ms; i++) {
    now += interval(i);
    if (watch.frame(now)) slow++;
  }
  return slow;
}

describe('automatic quality', () => {
  it.each([
    ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)', true],
    ['llvmpipe (LLVM 15.0.7, 256 bits)', true],
    ['Apple Software Renderer', true],
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['Apple M2', false],
    ['', false],
  ])('tells a software renderer by its name: %s', (name, software) => {
    expect(isSoftwareRenderer(name)).toBe(software);
  });

  it('steps down one level at a time, and not below low', () => {
    expect(lowerQuality('high')).toBe('medium');
    expect(lowerQuality('medium')).toBe('low');
    expect(lowerQuality('low')).toBeNull();
  });

  it('says slow once a window of frames has a slow median, after the first frames settle', () => {
    const watch = new FrameWatch();
    // 60 ms frames: slow, but not during the settling time.
    expect(feed(watch, 0, SETTLE_MS - 100, () => 60)).toBe(0);
    expect(feed(watch, SETTLE_MS, WINDOW_MS + 200, () => 60)).toBe(1);
  });

  it('is not fooled by a few long frames among fast ones, nor by a page paused', () => {
    const watch = new FrameWatch();
    // Every fifth frame takes 200 ms (a hitch); the median is 16 ms.
    expect(feed(watch, 0, 4 * (SETTLE_MS + WINDOW_MS), (i) => (i % 5 === 0 ? 200 : 16))).toBe(0);
    // A hidden tab: one 5 s gap, then fast frames.
    expect(feed(watch, 100_000, 5000, (i) => (i === 0 ? 5000 : 16))).toBe(0);
  });

  it('marks an automatic choice as such, and a user choice as pinned', () => {
    const s = useViewer.getState();
    s.setQuality('low', true);
    expect(useViewer.getState()).toMatchObject({ quality: 'low', qualityAuto: true, qualityPinned: false });
    s.setQuality('high');
    expect(useViewer.getState()).toMatchObject({ quality: 'high', qualityAuto: false, qualityPinned: true });
  });
});
