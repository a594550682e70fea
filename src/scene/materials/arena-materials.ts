import { createContext, useContext } from 'react';
import {
  DoubleSide,
  LinearMipmapLinearFilter,
  LinearMipmapNearestFilter,
  type Material,
  type MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  type Texture,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { weatherUniforms } from '../effects/weather-now.ts';
import { createChalkMaterial } from './chalk-lines.ts';
import { createSandTexture, createStoneTexture, createWoodTexture } from './canvas-textures.ts';
import {
  SAND_FRAGMENT,
  SAND_FRAGMENT_PARS,
  SAND_ROUGHNESS,
  SAND_VERTEX,
  SAND_VERTEX_PARS,
} from './sand-shader.ts';
import { installFastSrgbOutput } from './srgb-output.ts';
import { vertexLit } from './vertex-lit.ts';

// Every material of every scene ends with the sRGB encoding without pow: installed when the scene's
// modules are first evaluated (each page's scene takes the arena's materials), before any program
// is compiled.
installFastSrgbOutput();

/** The few materials the whole arena shares, so merged meshes batch by material. */
export interface ArenaMaterials {
  /** The arena floor (procedural sand; uv in metres). */
  readonly sand: MeshStandardMaterial | MeshBasicMaterial;
  /** Masonry and marble, tinted by vertex colours (uv in metres / STONE_TILE). */
  readonly stone: MeshStandardMaterial | MeshBasicMaterial;
  /** Gilded bronze: metae cones, statues, dolphins. */
  readonly gilded: MeshStandardMaterial | MeshBasicMaterial;
  /** Gates and timber, tinted by vertex colours. */
  readonly wood: MeshStandardMaterial | MeshBasicMaterial;
  /** The purple awning of the imperial box. */
  readonly cloth: MeshStandardMaterial;
  /** Chalk lines on the sand: vertex colours with alpha, scaled by each pixel's coverage (chalk-lines.ts). */
  readonly lines: MeshLambertMaterial;
  /** Ground and hills around the circus, flat vertex colours. */
  readonly terrain: MeshLambertMaterial | MeshBasicMaterial;
}

/** Metres of wall one stone texture tile covers. */
export const STONE_TILE = 3;
/** Metres of timber one wood texture tile covers. */
export const WOOD_TILE = 1.5;
/** Metres of sand one sand texture tile covers. */
export const SAND_TILE = 5;

let cached: ArenaMaterials | undefined;
let cachedVertexLit: ArenaMaterials | undefined;

/**
 * Whether the arena below is lit once a vertex (QUALITY's `vertexLitArena`): Arena provides it, and
 * every part of the arena takes its materials through useArenaMaterials.
 */
export const VertexLitArena = createContext(false);

/** The arena's shared materials for the arena being drawn: lit per pixel, or per vertex at low. */
export function useArenaMaterials(): ArenaMaterials {
  return getArenaMaterials(useContext(VertexLitArena));
}

function patchSand(shader: WebGLProgramParametersWithUniforms): void {
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', `#include <common>\n${SAND_VERTEX_PARS}`)
    .replace('#include <begin_vertex>', `#include <begin_vertex>\n${SAND_VERTEX}`);
  shader.fragmentShader = shader.fragmentShader
    .replace('#include <common>', `#include <common>\n${SAND_FRAGMENT_PARS}`)
    .replace('#include <map_fragment>', `#include <map_fragment>\n${SAND_FRAGMENT}`)
    .replace('#include <roughnessmap_fragment>', `#include <roughnessmap_fragment>\n${SAND_ROUGHNESS}`);
  // The weather's uniforms are shared objects: the weather driver writes them once a frame.
  shader.uniforms.uMud = weatherUniforms.uMud;
  shader.uniforms.uWet = weatherUniforms.uWet;
}

/**
 * The shared materials, created on first use and kept for the page's lifetime; `perVertex`: the same
 * surfaces lit once a vertex (vertex-lit.ts), the gilded bronze with its highlight and glow too
 * (on the first frame's spina and lap counters: two programs fewer of three's largest); the awning's
 * cloth and the chalk lines kept as they are (two-sided or thin).
 */
export function getArenaMaterials(perVertex = false): ArenaMaterials {
  if (perVertex) {
    if (cachedVertexLit) return cachedVertexLit;
    const lit = getArenaMaterials(false);
    cachedVertexLit = {
      sand: vertexLit(lit.sand),
      stone: vertexLit(lit.stone),
      gilded: vertexLit(lit.gilded),
      wood: vertexLit(lit.wood),
      cloth: lit.cloth,
      lines: lit.lines,
      terrain: vertexLit(lit.terrain),
    };
    return cachedVertexLit;
  }
  if (cached) return cached;
  const sandMap = createSandTexture();
  sandMap.repeat.set(1 / SAND_TILE, 1 / SAND_TILE);
  const sand = new MeshStandardMaterial({ map: sandMap, roughness: 1, metalness: 0 });
  sand.onBeforeCompile = patchSand;
  sand.customProgramCacheKey = () => 'quadriga-sand';

  cached = {
    sand,
    stone: new MeshStandardMaterial({ vertexColors: true, map: createStoneTexture(), roughness: 0.86 }),
    gilded: new MeshStandardMaterial({
      color: '#d9aa48',
      metalness: 0.6,
      roughness: 0.3,
      emissive: '#4a300a',
      emissiveIntensity: 0.55,
    }),
    wood: new MeshStandardMaterial({ vertexColors: true, map: createWoodTexture(), roughness: 0.82 }),
    cloth: new MeshStandardMaterial({ color: '#5a1858', roughness: 0.92, side: DoubleSide }),
    lines: createChalkMaterial(),
    terrain: new MeshLambertMaterial({ vertexColors: true }),
  };
  return cached;
}

/**
 * Sets how the materials' colour maps are filtered (re-uploaded where it changes): the arena is
 * built at one quality a page, and low samples its textures plainly: no anisotropy, and one mipmap
 * level a pixel rather than a blend of two (QUALITY).
 */
export function setMapFiltering(
  materials: readonly Material[],
  anisotropy: number,
  blendMipmaps: boolean,
): void {
  const minFilter = blendMipmaps ? LinearMipmapLinearFilter : LinearMipmapNearestFilter;
  for (const material of materials) {
    const map = 'map' in material ? (material.map as Texture | null) : null;
    if (!map || (map.anisotropy === anisotropy && map.minFilter === minFilter)) continue;
    map.anisotropy = anisotropy;
    map.minFilter = minFilter;
    map.needsUpdate = true;
  }
}

/** Every shared material (of the per-pixel or the per-vertex set), e.g. to precompile them. */
export function allArenaMaterials(perVertex = false): Material[] {
  return Object.values(getArenaMaterials(perVertex));
}
