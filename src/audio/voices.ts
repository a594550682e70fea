import { random } from './random.ts';

/**
 * The sounds of the race, synthesised into sample arrays (nothing is downloaded): a hoof striking
 * sand, a car breaking up, chariots striking each other, a whip, a horse going down, the trumpet
 * that starts the race, and the noise beds the wheels, the crowd and the rain are filtered from.
 * Pure functions of the sample rate and a seed: the same race always makes the same sounds.
 */

export type Samples = Float32Array<ArrayBuffer>;

/** One-pole low-pass over `x` in place: `cutoff` in Hz. */
function lowpass(x: Samples, rate: number, cutoff: number): Samples {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / rate);
  let y = 0;
  for (let i = 0; i < x.length; i++) {
    y += a * (x[i]! - y);
    x[i] = y;
  }
  return x;
}

/** One-pole high-pass over `x` in place. */
function highpass(x: Samples, rate: number, cutoff: number): Samples {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / rate);
  let y = 0;
  for (let i = 0; i < x.length; i++) {
    y += a * (x[i]! - y);
    x[i] = x[i]! - y;
  }
  return x;
}

function white(n: number, seed: number): Samples {
  const next = random(seed);
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = next() * 2 - 1;
  return x;
}

/** Scales `x` so its largest sample is `peak`. */
function normalise(x: Samples, peak: number): Samples {
  let max = 0;
  for (let i = 0; i < x.length; i++) max = Math.max(max, Math.abs(x[i]!));
  if (max > 0) for (let i = 0; i < x.length; i++) x[i] = (x[i]! / max) * peak;
  return x;
}

/** Adds a sine whose pitch falls from `f0` to `f1` Hz, decaying with time constant `tau` s. */
function addThump(
  x: Samples,
  rate: number,
  at: number,
  f0: number,
  f1: number,
  tau: number,
  amp: number,
): void {
  let phase = 0;
  for (let i = Math.round(at * rate); i < x.length; i++) {
    const t = i / rate - at;
    const env = Math.exp(-t / tau);
    if (env < 1e-4) break;
    phase += (2 * Math.PI * (f1 + (f0 - f1) * Math.exp(-t / (tau * 0.6)))) / rate;
    x[i] = x[i]! + amp * env * Math.sin(phase);
  }
}

/** Adds a burst of noise low-passed at `cutoff`, decaying with time constant `tau`. */
function addBurst(
  x: Samples,
  rate: number,
  at: number,
  tau: number,
  cutoff: number,
  amp: number,
  seed: number,
): void {
  const start = Math.round(at * rate);
  const n = Math.min(x.length - start, Math.round(tau * 7 * rate));
  if (n <= 0) return;
  const burst = lowpass(white(n, seed), rate, cutoff);
  for (let i = 0; i < n; i++) x[start + i] = x[start + i]! + amp * burst[i]! * Math.exp(-i / rate / tau);
}

/** A hoof striking packed sand: a dull thump under a short gritty scuff, about 80 ms. */
export function hoof(rate: number, seed: number): Samples {
  const x = new Float32Array(Math.round(0.09 * rate));
  const next = random(seed);
  addThump(x, rate, 0, 140 + next() * 30, 55, 0.018, 1);
  addBurst(x, rate, 0, 0.012, 2400 + next() * 800, 0.9, seed + 1);
  addBurst(x, rate, 0.004, 0.03, 900, 0.35, seed + 2);
  return normalise(x, 0.9);
}

/** A car breaking up: the blow, then wood splintering and spokes snapping, then sand settling. */
export function crash(rate: number, seed: number): Samples {
  const x = new Float32Array(Math.round(1.8 * rate));
  const next = random(seed);
  addThump(x, rate, 0, 110, 38, 0.12, 1);
  addBurst(x, rate, 0, 0.09, 3500, 1.1, seed + 1);
  addBurst(x, rate, 0.05, 0.5, 700, 0.45, seed + 2);
  // Splinters: short bright cracks, thick at first and thinning out.
  for (let k = 0; k < 28; k++) {
    const at = 0.02 + next() ** 1.8 * 0.9;
    addBurst(x, rate, at, 0.004 + next() * 0.01, 4000 + next() * 5000, 0.5 * (1 - at), seed + 10 + k);
    if (next() < 0.4) addThump(x, rate, at, 400 + next() * 500, 250, 0.015, 0.25);
  }
  return normalise(x, 0.95);
}

/** Chariots striking each other: a heavy wooden knock with a rattle. */
export function impact(rate: number, seed: number): Samples {
  const x = new Float32Array(Math.round(0.6 * rate));
  const next = random(seed);
  addThump(x, rate, 0, 90, 45, 0.08, 1);
  addThump(x, rate, 0, 320 + next() * 60, 260, 0.05, 0.5);
  addThump(x, rate, 0, 610 + next() * 90, 540, 0.03, 0.3);
  addBurst(x, rate, 0, 0.04, 2500, 0.8, seed + 1);
  for (let k = 0; k < 6; k++) addBurst(x, rate, 0.05 + next() * 0.25, 0.006, 3000, 0.3, seed + 2 + k);
  return normalise(x, 0.9);
}

/** A whip: a swish rising to a crack. */
export function lash(rate: number, seed: number): Samples {
  const x = new Float32Array(Math.round(0.3 * rate));
  const swish = highpass(white(Math.round(0.12 * rate), seed), rate, 1500);
  for (let i = 0; i < swish.length; i++) x[i] = 0.25 * swish[i]! * (i / swish.length) ** 2;
  addBurst(x, rate, 0.12, 0.003, 12_000, 1, seed + 1);
  return normalise(highpass(x, rate, 300), 0.8);
}

/** A horse going down: a heavy body on sand, a skid, hooves scrabbling. */
export function fall(rate: number, seed: number): Samples {
  const x = new Float32Array(Math.round(1.2 * rate));
  const next = random(seed);
  addThump(x, rate, 0, 70, 32, 0.18, 1);
  addBurst(x, rate, 0.02, 0.35, 500, 0.6, seed + 1);
  for (let k = 0; k < 5; k++) {
    const h = hoof(rate, seed + 5 + k);
    const at = Math.round((0.25 + k * 0.11 + next() * 0.05) * rate);
    for (let i = 0; i < h.length && at + i < x.length; i++) x[at + i] = x[at + i]! + 0.3 * h[i]!;
  }
  return normalise(x, 0.9);
}

/** The trumpet that starts the race: a rising call on the harmonics of one tube, held on the last. */
export function trumpet(rate: number): Samples {
  // [start s, length s, harmonic of 116.5 Hz]: a natural trumpet plays its tube's harmonics only.
  const notes: ReadonlyArray<readonly [number, number, number]> = [
    [0, 0.22, 3],
    [0.26, 0.22, 4],
    [0.52, 0.22, 5],
    [0.78, 1.5, 6],
  ];
  const base = 116.5;
  const x = new Float32Array(Math.round(2.6 * rate));
  for (const [at, length, harmonic] of notes) {
    const f = base * harmonic;
    const start = Math.round(at * rate);
    const n = Math.round((length + 0.15) * rate);
    let phase = 0;
    for (let i = 0; i < n && start + i < x.length; i++) {
      const t = i / rate;
      const attack = Math.min(1, t / 0.03);
      const release = t > length ? Math.exp(-(t - length) / 0.04) : 1;
      // Vibrato comes in on a held note; brightness grows with loudness, as in brass.
      const vibrato = 1 + 0.006 * Math.min(1, Math.max(0, (t - 0.3) / 0.3)) * Math.sin(2 * Math.PI * 5.5 * t);
      phase += (2 * Math.PI * f * vibrato) / rate;
      let s = 0;
      for (let h = 1; h <= 10; h++) s += (Math.sin(h * phase) / h ** 0.8) * (h <= 3 ? 1 : attack);
      x[start + i] = x[start + i]! + 0.2 * s * attack * release;
    }
  }
  return normalise(x, 0.8);
}

export type Bed = 'gravel' | 'crowd' | 'rain';

/**
 * A few seconds of noise to loop under a filter: `gravel` (wheels on sand: low rumble with grit),
 * `crowd` (many voices: noise shaped by slow random swells), `rain` (bright, with drops).
 */
export function bed(kind: Bed, rate: number, seed: number, seconds = 4): Samples {
  const n = Math.round(seconds * rate);
  const next = random(seed);
  let x: Samples;
  if (kind === 'gravel') {
    x = lowpass(white(n, seed), rate, 700);
    const grit = highpass(white(n, seed + 1), rate, 2000);
    for (let i = 0; i < n; i++) if (next() < 0.002) x[i] = x[i]! + grit[i]! * 4;
  } else if (kind === 'crowd') {
    x = highpass(lowpass(white(n, seed), rate, 2200), rate, 250);
    // Voices rising and falling: a slow random envelope, and a looser one on top.
    const slow = lowpass(white(n, seed + 1), rate, 3);
    const fast = lowpass(white(n, seed + 2), rate, 11);
    for (let i = 0; i < n; i++) x[i] = x[i]! * (1 + 6 * slow[i]! + 3 * fast[i]!);
  } else {
    x = highpass(white(n, seed), rate, 3000);
    for (let k = 0; k < seconds * 60; k++) addBurst(x, rate, next() * seconds, 0.004, 6000, 2, seed + 3 + k);
  }
  // Fade the ends into each other so the loop has no click.
  const fade = Math.round(0.05 * rate);
  for (let i = 0; i < fade; i++) {
    const u = i / fade;
    x[i] = x[i]! * u + x[n - fade + i]! * (1 - u);
  }
  return normalise(x.subarray(0, n - fade).slice(), 0.9);
}
