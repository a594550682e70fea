import { describe, expect, it } from 'vitest';
import { canvasDpr, QUALITY } from '../../src/playback/quality.ts';

describe('the canvas resolution by quality', () => {
  it('draws no shadows at low, and sharper shadows at each level above', () => {
    expect(QUALITY.low.shadowMapSize).toBe(0);
    expect(QUALITY.medium.shadowMapSize).toBeGreaterThan(0);
    expect(QUALITY.high.shadowMapSize).toBeGreaterThan(QUALITY.medium.shadowMapSize);
  });

  it('draws low at half the CSS resolution, whatever the screen', () => {
    expect(QUALITY.low.pixelRatio).toBe(0.5);
    expect(canvasDpr('low')).toBe(0.5);
  });

  it("follows the screen's ratio from 1 up to 2 at medium and high", () => {
    expect(canvasDpr('medium')).toEqual([1, 2]);
    expect(canvasDpr('high')).toEqual([1, 2]);
  });
});
