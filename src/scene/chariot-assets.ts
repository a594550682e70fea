import { use } from 'react';
import { BufferGeometry, type DataTexture } from 'three';
import { type GallopBake, gallopTexture } from './animation/gallop-bake.ts';
import { posedHorseGeometry } from './geometry/horse-geometry.ts';
import type { IndexRange } from './geometry/lod-index.ts';
import { type CarMaterials, createCarMaterials } from './materials/car-material.ts';
import { createHorseMaterials, type HorseMaterials } from './materials/horse-material.ts';
import { TEAMS_FILE } from './early-start.ts';
import { type BakedTeams, readTeamFile, sharedCopy } from './team-file.ts';

/**
 * The teams' models as the viewer draws them (public/models/teams.bin, served at the site's base):
 * baked from horse.glb, chariot.glb and wreck.glb when the models are built (`npm run models`), so
 * the page neither parses glTF nor merges, simplifies or bakes anything before its first frame.
 */
export const TEAMS_URL = `${import.meta.env.BASE_URL}${TEAMS_FILE}`;

/**
 * A promise React's `use` reads at once once it has settled: React looks at these two fields
 * before suspending. A component mounted after its assets are in then renders them in the same
 * pass; suspending there instead would show its Suspense fallback and, once the assets came,
 * React holds the revealed content until 300 ms after that fallback was shown (its throttle on
 * Suspense retries), and the viewer's first frame waited for the chariots.
 */
function readable<T>(promise: Promise<T>): Promise<T> {
  const p = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  promise.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason: unknown) => {
      p.status = 'rejected';
      p.reason = reason;
    },
  );
  return promise;
}

/** Where each version of a model lies in its index buffer. */
export interface LodRanges {
  readonly full: IndexRange;
  readonly far: IndexRange;
  readonly shadow: IndexRange;
}

/** One model merged for instancing: views of the same vertices for near and far teams. */
export interface LodModel {
  /** Draws the full model. */
  readonly near: BufferGeometry;
  /** Draws the far model (same buffers, another draw range). */
  readonly far: BufferGeometry;
  readonly ranges: LodRanges;
}

export interface HorseAssets extends HorseMaterials, LodModel {
  /**
   * The light horse standing at rest, for raycasting (the GPU poses the drawn ones): built on its
   * first read.
   */
  readonly pick: BufferGeometry;
  readonly bake: GallopBake;
  readonly texture: DataTexture;
}

export interface ChariotAssets extends CarMaterials, LodModel {}

export interface WreckAssets extends CarMaterials {
  readonly geometry: BufferGeometry;
}

/** Everything the teams are drawn with. */
export interface TeamAssets {
  readonly horse: HorseAssets;
  readonly chariot: ChariotAssets;
  readonly wreck: WreckAssets;
  /** The arrays as read from the file (the driver on his own is drawn from them by `driverFigure`). */
  readonly baked: BakedTeams;
}

/** Another geometry over the same buffers (so a second mesh can carry its own instance data). */
function view(base: BufferGeometry, range: IndexRange): BufferGeometry {
  const g = new BufferGeometry();
  for (const [name, attribute] of Object.entries(base.attributes)) g.setAttribute(name, attribute);
  g.setIndex(base.getIndex());
  g.setDrawRange(range.start, range.count);
  g.boundingBox = base.boundingBox;
  g.boundingSphere = base.boundingSphere;
  return g;
}

function lodModel(base: BufferGeometry, ranges: LodRanges): LodModel {
  base.setDrawRange(ranges.full.start, ranges.full.count);
  return { near: view(base, ranges.full), far: view(base, ranges.far), ranges };
}

function horseAssetsOf(baked: BakedTeams['horse']): HorseAssets {
  const { geometry, bake } = baked;
  const texture = gallopTexture(bake);
  const lod = lodModel(geometry, baked.ranges);
  // Posed on the first pick, not before the first frame, which does not raycast.
  let pick: BufferGeometry | undefined;
  return {
    ...lod,
    get pick(): BufferGeometry {
      if (!pick) {
        pick = posedHorseGeometry(geometry, bake);
        pick.setDrawRange(lod.ranges.far.start, lod.ranges.far.count);
      }
      return pick;
    },
    bake,
    texture,
    ...createHorseMaterials(texture, bake.frames),
  };
}

/** The teams' assets from the bytes of teams.bin. */
export function teamAssetsOf(buffer: ArrayBuffer): TeamAssets {
  const baked = readTeamFile(buffer);
  const { chariot, wreck } = baked;
  return {
    horse: horseAssetsOf(baked.horse),
    chariot: {
      ...lodModel(chariot.geometry, chariot.ranges),
      ...createCarMaterials(chariot.hubL, chariot.hubR, chariot.leanPivot, chariot.crewFeet),
    },
    wreck: { geometry: wreck.geometry, ...createCarMaterials(wreck.hubL, wreck.hubR, wreck.leanPivot) },
    baked,
  };
}

let teams: Promise<TeamAssets> | null = null;

async function fetchTeams(url: string): Promise<TeamAssets> {
  // index.html asked for them at the viewer's addresses while this script loaded (early-start.ts).
  const early = typeof window === 'undefined' ? undefined : window.__quadrigaTeams;
  if (early) window.__quadrigaTeams = undefined;
  const response = await (early ?? fetch(url));
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return teamAssetsOf(await response.arrayBuffer());
}

/** The teams' assets, fetched once (the first call starts it) and kept for the page's lifetime. */
export function loadTeams(): Promise<TeamAssets> {
  teams ??= readable(fetchTeams(TEAMS_URL));
  return teams;
}

/** The teams' assets, for React (suspends until they are in). */
export const useTeams = (): TeamAssets => use(loadTeams());

/**
 * The chariot's driver on his own, for a driver off his car (dragged, on foot, down): one geometry
 * in the driver's frame (feet at the origin, facing +x, up +y) drawn with the car's material, so
 * he wears his faction's colour (the instance colour) as he does in the car. A new geometry (over
 * the file's arrays) and material each call: the caller owns them.
 */
export function driverFigure(assets: TeamAssets): { geometry: BufferGeometry } & CarMaterials {
  const driver = assets.baked.driver;
  return {
    geometry: sharedCopy(driver.geometry),
    ...createCarMaterials(driver.hubL, driver.hubR, driver.leanPivot),
  };
}

/**
 * The horse lying dead on its right side, frozen mid-stride, its flank on the sand (baked:
 * `carcassGeometry` in horse-geometry.ts). A new geometry each call, over the file's arrays: the
 * caller owns it (disposing it frees its GPU buffers only).
 */
export function carcassGeometry(assets: TeamAssets): BufferGeometry {
  return sharedCopy(assets.baked.carcass);
}

/**
 * Settles once the teams' assets are in: the chariots mounted after it render without suspending.
 * Rejects if they fail.
 */
export function chariotAssetsIn(): Promise<void> {
  return loadTeams().then(() => undefined);
}
