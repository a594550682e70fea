import type { Quality } from '../playback/quality.ts';

export type Vec3 = [number, number, number];

/** Viewer options that may be given in the URL, e.g. for screenshots and tests:
 * `?camera=x,y,z&target=x,y,z&laps=3&quality=high`. */
export interface ViewOptions {
  camera: Vec3;
  target: Vec3;
  lapsDone: number;
  quality: Quality;
}

/** Overview from above the south-west corner, looking across the whole arena. */
export const DEFAULT_VIEW: ViewOptions = {
  camera: [-250, 230, 470],
  target: [20, 0, -30],
  lapsDone: 0,
  quality: 'medium',
};

function vec3(text: string | null, fallback: Vec3): Vec3 {
  if (!text) return fallback;
  const parts = text.split(',').map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) return fallback;
  return [parts[0]!, parts[1]!, parts[2]!];
}

export function readViewOptions(search: string): ViewOptions {
  const params = new URLSearchParams(search);
  const laps = Number(params.get('laps') ?? DEFAULT_VIEW.lapsDone);
  const quality = params.get('quality');
  return {
    camera: vec3(params.get('camera'), DEFAULT_VIEW.camera),
    target: vec3(params.get('target'), DEFAULT_VIEW.target),
    lapsDone: Number.isFinite(laps) ? Math.max(0, Math.min(7, Math.round(laps))) : 0,
    quality: quality === 'low' || quality === 'medium' || quality === 'high' ? quality : DEFAULT_VIEW.quality,
  };
}

/**
 * The quality the address names (`?quality=`), or undefined where it names none: both pages set it
 * (then the automatic quality leaves it alone, AutoQuality's `qualityInAddress`).
 */
export const addressQuality = (search: string): Quality | undefined =>
  new URLSearchParams(search).has('quality') ? readViewOptions(search).quality : undefined;
