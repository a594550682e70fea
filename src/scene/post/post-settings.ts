import type { Quality } from '../../playback/quality.ts';
import type { TimeOfDay } from '../sun.ts';

/**
 * What the post-processing does at each quality (the pipeline itself, `post-pipeline.ts`, is loaded
 * only when some of it is on): low draws straight to the screen as before; medium adds the filmic
 * tone mapping and the bloom on bright bronze and gold; high adds ambient occlusion, the depth of
 * field of close and replay shots, and the heat shimmer of a dry afternoon.
 */
export interface PostSettings {
  readonly enabled: boolean;
  /** Bloom: how much of the light above the threshold glows back (0: none). */
  readonly bloom: number;
  /** Ambient occlusion in creases and under things (0: none, 1: full). */
  readonly occlusion: number;
  /** Depth of field on shots that ask for it (close trackside, duels, replays). */
  readonly depthOfField: boolean;
  /** Multisampling of the picture drawn for the passes (the canvas' own antialiasing is lost). */
  readonly samples: number;
  /**
   * Edges smoothed in the compose pass instead (FXAA-like: along the local edge, where the contrast
   * is high), on a one-sample picture: a few taps a pixel, where four samples multiply the cost of
   * drawing the whole scene on a software renderer.
   */
  readonly edgeSmoothing: boolean;
  /** How many times smaller than the picture (each way) the bright light is taken off for the bloom. */
  readonly bloomDivisor: number;
}

export const POST: Readonly<Record<Quality, PostSettings>> = {
  low: {
    enabled: false,
    bloom: 0,
    occlusion: 0,
    depthOfField: false,
    samples: 0,
    edgeSmoothing: false,
    bloomDivisor: 2,
  },
  medium: {
    enabled: true,
    bloom: 0.5,
    occlusion: 0,
    depthOfField: false,
    samples: 0,
    edgeSmoothing: true,
    bloomDivisor: 4,
  },
  high: {
    enabled: true,
    bloom: 0.6,
    occlusion: 1,
    depthOfField: true,
    samples: 4,
    edgeSmoothing: false,
    bloomDivisor: 2,
  },
};

/**
 * How strongly the air over the sand shimmers (0-1): only on a dry afternoon (the sun high and hot
 * on dry sand), fading as cloud comes over, the sand gets wet, or the rain falls; only at high.
 */
export function heatShimmer(
  quality: Quality,
  time: TimeOfDay,
  weather: { rain: number; overcast: number; mud: number },
): number {
  if (quality !== 'high' || time !== 'afternoon') return 0;
  const dry = 1 - Math.max(weather.rain, weather.mud, weather.overcast);
  return Math.max(0, Math.min(1, dry));
}

/**
 * Where the heat shimmers (metres): in the layer of hot air over the sand, up to `ground` and gone
 * by `top`; from `near` in front of the camera (the closest sand stays still), strongest at
 * `full`, and faded out by `far` (a distant stand must not swim). The pipeline's shader reads
 * these and computes `shimmerWeight` per pixel.
 */
export const SHIMMER = { ground: 1.5, top: 4, near: 5, full: 15, far: 80 } as const;

const smoothstep = (a: number, b: number, x: number): number => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** How much of the shimmer a surface at `height` above the sand, `distance` from the camera, gets (0-1). */
export function shimmerWeight(height: number, distance: number): number {
  const low = 1 - smoothstep(SHIMMER.ground, SHIMMER.top, height);
  const reach =
    smoothstep(SHIMMER.near, SHIMMER.full, distance) * (1 - smoothstep(SHIMMER.full, SHIMMER.far, distance));
  return low * reach;
}

/** The radius (px) of the depth of field's blur for a point at `depth` (m), focused at `focus` (m). */
export function circleOfConfusion(depth: number, focus: number, maxRadius: number): number {
  if (!(depth > 0) || !(focus > 0)) return 0;
  // Thin-lens shape: blur grows with the relative distance from the plane of focus.
  const c = Math.abs(depth - focus) / depth;
  return Math.min(maxRadius, maxRadius * 2.5 * c);
}
