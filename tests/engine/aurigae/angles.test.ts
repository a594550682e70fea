import { describe, expect, test } from 'vitest';
import { normDeg, wrapDeg } from '../../../src/engine/rulesets/aurigae/arena.ts';

/** The formula normDeg stands for, with both remainders taken. */
const reference = (h: number): number => ((h % 360) + 360) % 360;

/** Headings where the shortcuts' bounds lie, and just either side of them to the last bit. */
function edges(): number[] {
  const out: number[] = [0, -0, 1e-300, -1e-300, Number.NaN, Infinity, -Infinity];
  for (const k of [-1080, -720, -360, -180, 0, 180, 360, 720, 1080])
    for (const d of [0, 1e-13, -1e-13, 1e-9, -1e-9, 1e-6, -1e-6, 0.05, -0.05])
      out.push(k + d, k * (1 + Number.EPSILON), k * (1 - Number.EPSILON));
  out.push(360 - 2 ** -44, -360 + 2 ** -44, 720 - 2 ** -43, -(2 ** -60), -(360 - 2 ** -44));
  return out;
}

describe('normDeg and wrapDeg (arena.ts)', () => {
  test('normDeg gives the bits of ((h % 360) + 360) % 360 at the edges and across headings', () => {
    const values = edges();
    // A sweep of headings as moves make them: sums of a heading, a turn and a fraction.
    for (let i = -40000; i <= 40000; i++) values.push(i * 0.0917, i * 0.1, i / 3);
    const differ = values.filter((h) => !Object.is(normDeg(h), reference(h)));
    expect(differ).toEqual([]);
  });

  test('wrapDeg lies in (-180, 180] and differs from the heading by whole turns', () => {
    for (const h of [-725, -540, -180, -179.5, 0, 179.9, 180, 180.1, 539, 900])
      expect(wrapDeg(h)).toBeCloseTo(reference(h) > 180 ? reference(h) - 360 : reference(h), 12);
    expect(wrapDeg(180)).toBe(180);
    expect(wrapDeg(-180)).toBe(180);
  });
});
