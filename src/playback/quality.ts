/** Rendering quality: what each level trades (shadow resolution, crowd size, curve smoothness). */
export type Quality = 'low' | 'medium' | 'high';

export interface QualitySettings {
  readonly shadowMapSize: number;
  /** Spectators drawn in the cavea (six triangles each). */
  readonly crowd: number;
  /** Segments of a full circle for round things (columns, cones, the curved cavea). */
  readonly roundSegments: number;
}

export const QUALITY: Readonly<Record<Quality, QualitySettings>> = {
  low: { shadowMapSize: 1024, crowd: 10_000, roundSegments: 10 },
  medium: { shadowMapSize: 2048, crowd: 20_000, roundSegments: 14 },
  high: { shadowMapSize: 4096, crowd: 25_000, roundSegments: 18 },
};
