/**
 * A stateless hash to [0, 1) from a seed and two small integers: the effects draw their "random"
 * spreads from it each frame, so nothing is kept between frames, nothing is allocated, and a
 * particle looks the same whenever its time is shown (seeking included).
 */
export function hash01(seed: number, a: number, b = 0): number {
  let h = (seed ^ Math.imul(a + 0x632be5ab, 0x9e3779b1) ^ Math.imul(b + 0x1b873593, 0x85ebca77)) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}
