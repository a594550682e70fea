/**
 * A small seeded generator for the sound's noise and variations (mulberry32: one 32-bit word of
 * state, plenty for audio). Seeded from the log, so a race always sounds the same.
 */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from two numbers (the log's seed and what the sound is for). */
export function mix(a: number, b: number): number {
  let h = Math.imul((a ^ 0x9e3779b9) >>> 0, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (b + 0x7f4a7c15) ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
