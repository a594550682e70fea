import type { RgbaImage } from './png.ts';

export interface ImageDiff {
  /** Mean absolute difference per colour channel, 0-255. */
  mean: number;
  /** Share of pixels where some channel differs by more than `threshold`. */
  changed: number;
}

/**
 * How far two screenshots of the same size differ. Software GL renders the same frame the same way
 * within a few levels per channel, so a small per-pixel threshold ignores that noise while an
 * effect that is missing changes many pixels by much more.
 */
export function diffImages(a: RgbaImage, b: RgbaImage, threshold = 24): ImageDiff {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`images differ in size: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  }
  const n = a.width * a.height;
  let sum = 0;
  let changed = 0;
  for (let i = 0; i < n; i++) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a.data[i * 4 + c]! - b.data[i * 4 + c]!);
      sum += d;
      if (d > worst) worst = d;
    }
    if (worst > threshold) changed++;
  }
  return { mean: sum / (n * 3), changed: changed / n };
}
