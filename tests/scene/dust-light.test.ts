import { describe, expect, test } from 'vitest';
import { dustTint } from '../../src/scene/effects/dust-light.ts';

describe("the dust's tint by the time of day", () => {
  test('leaves the afternoon (the colour was set for) as it is', () => {
    for (const c of dustTint('afternoon').toArray()) expect(c).toBeCloseTo(1, 12);
  });

  test('at sunset, darker and redder: the low sun lights the sand less, and orange', () => {
    const [r, g, b] = dustTint('sunset').toArray() as [number, number, number];
    for (const c of [r, g, b]) expect(c).toBeLessThan(0.7);
    expect(r).toBeGreaterThan(g * 1.2);
    expect(r).toBeGreaterThan(b * 1.2);
  });

  test('in the morning, about as bright, and whiter (a cooler sun than the afternoon one)', () => {
    const [r, g, b] = dustTint('morning').toArray() as [number, number, number];
    const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    expect(grey).toBeGreaterThan(0.9);
    expect(grey).toBeLessThan(1.4);
    expect(b).toBeGreaterThan(r);
  });
});
