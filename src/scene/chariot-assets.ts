import { use } from 'react';
import { type AnimationClip, BufferGeometry, type DataTexture, type Object3D } from 'three';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { bakeGallop, type GallopBake, gallopTexture } from './animation/gallop-bake.ts';
import { buildCarGeometry, CAR_PART } from './geometry/chariot-geometry.ts';
import { buildHorseGeometry, frozenHorseGeometry, posedHorseGeometry } from './geometry/horse-geometry.ts';
import { appendLodIndices, type IndexRange, type LodLevel, simplifierReady } from './geometry/lod-index.ts';
import { withBlurDiscs } from './geometry/wheel-blur.ts';
import { type CarMaterials, createCarMaterials } from './materials/car-material.ts';
import { createHorseMaterials, type HorseMaterials } from './materials/horse-material.ts';

/** The model files (public/models, served at the site's base). */
export const MODEL_URLS = {
  horse: `${import.meta.env.BASE_URL}models/horse.glb`,
  chariot: `${import.meta.env.BASE_URL}models/chariot.glb`,
  wreck: `${import.meta.env.BASE_URL}models/wreck.glb`,
} as const;

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

const models = new Map<string, Promise<GLTF>>();

/**
 * A model file, loaded once and cached. Three's own glTF loader: the models are plain glTF (no
 * Draco or meshopt compression), so the first load carries no decoders.
 */
export function loadModel(url: string): Promise<GLTF> {
  let model = models.get(url);
  if (!model) {
    model = readable(new GLTFLoader().loadAsync(url));
    models.set(url, model);
  }
  return model;
}

/** A model file, for React (suspends until it is in). */
export const useModel = (url: string): GLTF => use(loadModel(url));
/** Starts loading a model before a component asks for it. */
export const preloadModel = (url: string): void => void loadModel(url);

/**
 * The light models: for teams far from the camera, and all of them at low (about a quarter of the
 * horse; the chariot with its wheels kept round and its pole, driver and reins whole: simplified,
 * they broke or vanished), and for the shadow pass, whose texels (some 0.3 m on the sand) show no
 * detail anyway.
 */
const HORSE_LODS: readonly LodLevel[] = [
  { ratio: 0.25, error: 0.03 },
  { ratio: 0.1, error: 0.05, prune: true },
];
const CHARIOT_LODS: readonly LodLevel[] = [
  { ratio: 0.3, error: 0.03, keepParts: [CAR_PART.wheelL, CAR_PART.wheelR, CAR_PART.fixed, CAR_PART.crew] },
  { ratio: 0.1, error: 0.05, prune: true },
];

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

interface Model {
  readonly scene: Object3D;
  readonly animations: readonly AnimationClip[];
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

function lodModel(base: BufferGeometry, levels: readonly LodLevel[]): LodModel {
  const [full, far, shadow] = appendLodIndices(base, levels) as [IndexRange, IndexRange, IndexRange];
  return { near: view(base, full), far: view(base, far), ranges: { full, far, shadow } };
}

// Built once per loaded model and kept for the page's lifetime, like the arena's shared materials.
const horses = new WeakMap<Object3D, Promise<HorseAssets>>();
const chariots = new WeakMap<Object3D, Promise<ChariotAssets>>();
const wrecks = new WeakMap<Object3D, WreckAssets>();

async function buildHorseAssets(model: Model): Promise<HorseAssets> {
  const clip = model.animations.find((a) => a.name === 'gallop');
  if (!clip) throw new Error('horse.glb has no "gallop" animation');
  const bake = bakeGallop(model.scene, clip);
  const texture = gallopTexture(bake);
  const geometry = buildHorseGeometry(model.scene, bake);
  await simplifierReady;
  const lod = lodModel(geometry, HORSE_LODS);
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

async function buildChariotAssets(model: Model): Promise<ChariotAssets> {
  const car = buildCarGeometry(model.scene);
  await simplifierReady;
  return {
    ...lodModel(withBlurDiscs(car.geometry, car.hubL, car.hubR), CHARIOT_LODS),
    ...createCarMaterials(car.hubL, car.hubR, car.leanPivot, car.crewFeet),
  };
}

/** The merged horse (full and light), its baked gallop and its materials. For React's `use`. */
export function horseAssets(model: Model): Promise<HorseAssets> {
  let assets = horses.get(model.scene);
  if (!assets) {
    assets = readable(buildHorseAssets(model));
    horses.set(model.scene, assets);
  }
  return assets;
}

/** The merged chariot (full and light; wheels that spin, a body that leans) and its materials. */
export function chariotAssets(model: Model): Promise<ChariotAssets> {
  let assets = chariots.get(model.scene);
  if (!assets) {
    assets = readable(buildChariotAssets(model));
    chariots.set(model.scene, assets);
  }
  return assets;
}

/**
 * The chariot's driver on his own, for a driver off his car (dragged, on foot, down): one geometry
 * in the driver's frame (feet at the origin, facing +x, up +y) drawn with the car's material, so
 * he wears his faction's colour (the instance colour) as he does in the car. A new geometry and
 * material each call: the caller owns them.
 */
export function driverFigure(model: Model): { geometry: BufferGeometry } & CarMaterials {
  const driver = model.scene.getObjectByName('Driver');
  if (!driver) throw new Error('chariot.glb has no "Driver" node');
  model.scene.updateMatrixWorld(true);
  const car = buildCarGeometry(driver, {});
  return { geometry: car.geometry, ...createCarMaterials(car.hubL, car.hubR, car.leanPivot) };
}

/** The gallop key a carcass is frozen in: legs thrown out, as a horse falls. */
const CARCASS_FRAME = 10;

/**
 * The horse lying dead on its right side, frozen mid-stride, its flank on the sand (y = 0), facing
 * +x: the light model (carcasses are few and lie still). Vertex colours as the galloping horse
 * (white on the coat, for the instance colour; dark on mane, tail and hooves). A new geometry each
 * call: the caller owns it.
 */
export function carcassGeometry(horse: HorseAssets): BufferGeometry {
  const g = frozenHorseGeometry(horse.near, horse.bake, CARCASS_FRAME, horse.ranges.far);
  g.rotateX(Math.PI / 2);
  g.computeBoundingBox();
  // Sunk a little into the sand, as a heavy body lies.
  g.translate(0, -g.boundingBox!.min.y - 0.06, 0);
  g.computeBoundingBox();
  g.computeBoundingSphere();
  return g;
}

/** The merged wreck (nothing moves) and its materials. */
export function wreckAssets(model: Model): WreckAssets {
  let assets = wrecks.get(model.scene);
  if (!assets) {
    const car = buildCarGeometry(model.scene, {});
    assets = { geometry: car.geometry, ...createCarMaterials(car.hubL, car.hubR, car.leanPivot) };
    wrecks.set(model.scene, assets);
  }
  return assets;
}

/**
 * Settles once the three models are loaded and the horse's and chariot's assets built: the
 * chariots mounted after it render without suspending. Rejects as the first of them fails.
 */
export function chariotAssetsIn(): Promise<void> {
  return Promise.all([
    loadModel(MODEL_URLS.horse).then(horseAssets),
    loadModel(MODEL_URLS.chariot).then(chariotAssets),
    loadModel(MODEL_URLS.wreck),
  ]).then(() => undefined);
}
