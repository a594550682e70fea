/** Median and spread of repeated measurements. */
export interface Figure {
  median: number;
  min: number;
  max: number;
  /** Interquartile range. */
  iqr: number;
  runs: number;
  unit: string;
}

export function figure(samples: number[], unit: string): Figure {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number): number => {
    const i = (s.length - 1) * p;
    const lo = Math.floor(i);
    const hi = Math.ceil(i);
    return s[lo]! + (s[hi]! - s[lo]!) * (i - lo);
  };
  return { median: q(0.5), min: s[0]!, max: s[s.length - 1]!, iqr: q(0.75) - q(0.25), runs: s.length, unit };
}

/** Runs `fn` `runs` times after `warmup` unmeasured runs; returns the milliseconds of each run. */
export function time(fn: () => void, runs: number, warmup = 1): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}
