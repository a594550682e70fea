import type { Quality } from '../../playback/quality.ts';

/**
 * Automatic quality: a software renderer starts at low, and slow frames lower the quality one step
 * at a time. Never where the address names `quality=` (tests, the bench and screenshot references
 * set it, so their pictures and timings do not depend on the machine) or the user has picked one.
 */

/** Renderer names of WebGL drawn on the CPU (WEBGL_debug_renderer_info's unmasked renderer). */
const SOFTWARE = /swiftshader|llvmpipe|software/i;

export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE.test(renderer);
}

/** One step down, or null at the bottom. */
export function lowerQuality(q: Quality): Quality | null {
  return q === 'high' ? 'medium' : q === 'medium' ? 'low' : null;
}

/** Median frame interval above which frames are slow, ms (20 frames a second). */
export const SLOW_FRAME_MS = 50;
/** Frames measured over this long before judging, ms. */
export const WINDOW_MS = 3000;
/** Frames ignored after a start or a change (shaders compiling, a race loading), ms. */
export const SETTLE_MS = 2000;
/** An interval this long is a pause of the page (a hidden tab, a debugger), not a slow frame, ms. */
const GAP_MS = 1000;
const MAX_FRAMES = 512;

/**
 * Watches frame intervals; `frame(now)` says when the median over a window is slow. Allocates
 * nothing per frame: a fixed ring of intervals, sorted in place once per window.
 */
export class FrameWatch {
  private readonly intervals = new Float64Array(MAX_FRAMES);
  private count = 0;
  private sum = 0;
  private last = -1;
  private settleUntil = -1;

  /** Starts over (after a quality change): the next SETTLE_MS are not measured. */
  reset(now: number): void {
    this.count = 0;
    this.sum = 0;
    this.last = now;
    this.settleUntil = now + SETTLE_MS;
  }

  /** Records a frame at `now` (ms); true when a full window has a slow median (then starts over). */
  frame(now: number): boolean {
    if (this.last < 0) this.reset(now);
    const dt = now - this.last;
    this.last = now;
    if (now < this.settleUntil || dt <= 0 || dt > GAP_MS) return false;
    if (this.count < MAX_FRAMES) this.intervals[this.count++] = dt;
    this.sum += dt;
    if (this.sum < WINDOW_MS) return false;
    const window = this.intervals.subarray(0, this.count);
    window.sort();
    const median = window[this.count >> 1]!;
    this.count = 0;
    this.sum = 0;
    if (median <= SLOW_FRAME_MS) return false;
    this.reset(now);
    return true;
  }
}
