/**
 * xoshiro128** (Blackman & Vigna, 2018): a small, fast generator with 128 bits of state.
 * The state is four unsigned 32-bit words held as plain numbers, so it serialises with the race
 * state and two runs from the same seed draw the same numbers on every JavaScript engine.
 */
export type RngState = readonly [number, number, number, number];

/** SplitMix32 expands a 32-bit seed into the four words; xoshiro must never start from all zeros. */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: [number, number, number, number] = [next(), next(), next(), next()];
  if ((state[0] | state[1] | state[2] | state[3]) === 0) state[0] = 1;
  return state;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Returns the next 32-bit output and the advanced state. */
export function nextUint32(state: RngState): [number, RngState] {
  const [s0, s1, s2, s3] = state;
  const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
  const t = (s1 << 9) >>> 0;
  let n2 = (s2 ^ s0) >>> 0;
  let n3 = (s3 ^ s1) >>> 0;
  const n1 = (s1 ^ n2) >>> 0;
  const n0 = (s0 ^ n3) >>> 0;
  n2 = (n2 ^ t) >>> 0;
  n3 = rotl(n3, 11);
  return [result, [n0, n1, n2, n3]];
}

/** A uniform integer in [0, n), by rejection so that no face is favoured. */
export function nextBelow(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`nextBelow: bad bound ${n}`);
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  let s = state;
  for (;;) {
    const [x, next] = nextUint32(s);
    s = next;
    if (x < limit) return [x % n, s];
  }
}
