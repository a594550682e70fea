/** Rendering quality: what each level trades (shadow resolution, crowd size, curve smoothness). */
export type Quality = 'low' | 'medium' | 'high';

export interface QualitySettings {
  /**
   * The sun's shadow map, texels a side; 0 draws no shadows (low: the shadow pass draws the scene a
   * second time, half of a software renderer's frame).
   */
  readonly shadowMapSize: number;
  /** Spectators drawn in the cavea (six triangles each). */
  readonly crowd: number;
  /**
   * Stretches of the stands the crowd is cut into (src/scene/Crowd.tsx), each a draw call culled by
   * its bounds: more of them leave out more of the crowd a camera does not see, for a draw call or
   * two more. High cuts finer (its broadcast frame with the inset kept within 300,000 triangles by
   * it: 303,675 -> 285,039, 52 -> 54 calls); low and medium keep the fewer calls.
   */
  readonly crowdStretches: number;
  /** Segments of a full circle for round things (columns, cones, the curved cavea). */
  readonly roundSegments: number;
  /**
   * The viewer's canvas pixels per CSS pixel, at most (the screen's own ratio is used up to this):
   * low draws half the resolution, which helps a software renderer or a weak GPU fill the window.
   */
  readonly pixelRatio: number;
  /**
   * The crowd drawn as plain meshes rather than instanced ones (src/scene/geometry/crowd-merged.ts):
   * low is the software renderer's quality, and SwiftShader spends a draw's setup on every instance
   * (some 20 µs of CPU each, 60-90 ms a frame for the stands a broadcast camera sees).
   */
  readonly mergedCrowd: boolean;
  /**
   * Anisotropic filtering of the arena's sand, stone and wood textures (samples along a grazing
   * surface). SwiftShader filters each of them in software: at 8 the sand and stands seen at a
   * grazing angle cost low about a fifth of its frame, so low filters them plainly.
   */
  readonly textureAnisotropy: number;
  /**
   * Whether the arena's textures blend the two nearest mipmap levels (trilinear) or take the nearer
   * one (low: SwiftShader filters in software, and the blend was about a tenth of low's frame; at
   * half resolution the steps between levels on the far sand are not to be seen).
   */
  readonly blendMipmaps: boolean;
  /**
   * The arena's stone, sand, timber and valley lit once a vertex rather than once a pixel
   * (src/scene/materials/vertex-lit.ts): on a software renderer lighting the pixels is about a third
   * of low's frame; the faces are flat and matte, so the picture hardly changes.
   */
  readonly vertexLitArena: boolean;
  /**
   * The teams near the camera drawn with the light models, as the far ones are
   * (src/scene/ChariotInstances.tsx): at low's half resolution the full models' extra triangles are
   * under a pixel, and on a software renderer they cost about a tenth of low's frame. For a quality
   * without shadows (the shadow pass sets the near teams' full models back after it).
   */
  readonly lighterTeams: boolean;
}

export const QUALITY: Readonly<Record<Quality, QualitySettings>> = {
  low: {
    shadowMapSize: 0,
    crowd: 10_000,
    crowdStretches: 12,
    roundSegments: 10,
    pixelRatio: 0.5,
    mergedCrowd: true,
    textureAnisotropy: 1,
    blendMipmaps: false,
    vertexLitArena: true,
    lighterTeams: true,
  },
  medium: {
    shadowMapSize: 2048,
    crowd: 20_000,
    crowdStretches: 12,
    roundSegments: 14,
    pixelRatio: 2,
    mergedCrowd: false,
    textureAnisotropy: 8,
    blendMipmaps: true,
    vertexLitArena: false,
    lighterTeams: false,
  },
  high: {
    shadowMapSize: 4096,
    crowd: 25_000,
    crowdStretches: 24,
    roundSegments: 18,
    pixelRatio: 2,
    mergedCrowd: false,
    textureAnisotropy: 8,
    blendMipmaps: true,
    vertexLitArena: false,
    lighterTeams: false,
  },
};

/**
 * The viewer canvas's `dpr` for a quality: the screen's pixel ratio, from 1 up to the quality's
 * most, or a fixed ratio where the most is 1 or less. (The broadcast keeps 1: its recorder's
 * frames are the canvas's pixels.)
 */
export function canvasDpr(quality: Quality): number | [number, number] {
  const most = QUALITY[quality].pixelRatio;
  return most <= 1 ? most : [1, most];
}
