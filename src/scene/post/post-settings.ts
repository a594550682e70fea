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
}

export const POST: Readonly<Record<Quality, PostSettings>> = {
  low: { enabled: false, bloom: 0, occlusion: 0, depthOfField: false, samples: 0 },
  medium: { enabled: true, bloom: 0.55, occlusion: 0, depthOfField: false, samples: 4 },
  high: { enabled: true, bloom: 0.7, occlusion: 1, depthOfField: true, samples: 4 },
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

/** The radius (px) of the depth of field's blur for a point at `depth` (m), focused at `focus` (m). */
export function circleOfConfusion(depth: number, focus: number, maxRadius: number): number {
  if (!(depth > 0) || !(focus > 0)) return 0;
  // Thin-lens shape: blur grows with the relative distance from the plane of focus.
  const c = Math.abs(depth - focus) / depth;
  return Math.min(maxRadius, maxRadius * 2.5 * c);
}
