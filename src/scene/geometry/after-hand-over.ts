import { BufferAttribute, BufferGeometry, type Scene } from 'three';

/**
 * Geometry built after the first frame's programs are handed over, not before. The viewer hands
 * the programs of its first frame to the GPU (CompileAhead) once the scene is in, and the GPU
 * process then compiles them for some hundred milliseconds while the page waits: a program needs
 * its mesh's attributes' names and sizes, not their values, so a mesh can be in the scene with an
 * empty stand-in while its vertices are built in that wait (`buildHandedOver`, from CompileAhead).
 * Whatever draws the scene first builds them then, so no mesh is ever drawn with its stand-in.
 */

const pending = new Set<() => void>();

/** Builds every geometry waiting for the hand-over. */
export function buildHandedOver(): void {
  // Checked first: it runs before every draw of the scene, and a Set's iterator is an allocation.
  if (pending.size === 0) return;
  for (const build of pending) build();
}

const watched = new WeakSet<Scene>();

/** Builds the waiting geometry before `scene` is first drawn (its `onBeforeRender`). */
function buildBeforeDrawing(scene: Scene): void {
  if (watched.has(scene)) return;
  watched.add(scene);
  const before = scene.onBeforeRender;
  // Its parameters spelled out, not gathered: a rest array would be allocated at every draw.
  scene.onBeforeRender = function (this: Scene, renderer, drawn, camera, geometry, material, group) {
    buildHandedOver();
    before.call(this, renderer, drawn, camera, geometry, material, group);
  };
}

/** An empty geometry with the attributes (names, item sizes, array types) `like` will have. */
function standIn(like: Record<string, { itemSize: number; array: Float32ArrayConstructor }>): BufferGeometry {
  const g = new BufferGeometry();
  for (const [name, { itemSize, array }] of Object.entries(like))
    g.setAttribute(name, new BufferAttribute(new array(0), itemSize));
  return g;
}

/** Moves the built geometry's attributes, index and bounds into the stand-in the meshes hold. */
function fill(into: BufferGeometry, from: BufferGeometry): void {
  for (const name of Object.keys(into.attributes)) into.deleteAttribute(name);
  for (const [name, attribute] of Object.entries(from.attributes)) into.setAttribute(name, attribute);
  into.setIndex(from.getIndex());
  into.boundingBox = from.boundingBox;
  into.boundingSphere = from.boundingSphere;
}

export interface HandedOver<K extends string> {
  /** The geometries the meshes draw: stand-ins until built. */
  readonly geometries: Readonly<Record<K, BufferGeometry>>;
  /** Disposes the geometries (their GPU buffers; a build still to run fills them all the same). */
  dispose(): void;
}

/**
 * Geometries `build` makes, built after the hand-over or before `scene` is first drawn, whichever
 * comes first. `like` names each geometry's attributes, as `build` will make them (non-indexed,
 * Float32Array).
 */
export function builtAfterHandOver<K extends string>(
  scene: Scene,
  like: Record<K, Record<string, { itemSize: number; array: Float32ArrayConstructor }>>,
  build: () => Record<K, BufferGeometry>,
): HandedOver<K> {
  const geometries = {} as Record<K, BufferGeometry>;
  for (const key of Object.keys(like) as K[]) geometries[key] = standIn(like[key]);
  const run = (): void => {
    pending.delete(run);
    const built = build();
    for (const key of Object.keys(like) as K[]) {
      const made = built[key];
      const names = Object.keys(made.attributes).join();
      if (names !== Object.keys(like[key]).join())
        throw new Error(`${key}: built with attributes ${names}, not ${Object.keys(like[key]).join()}`);
      fill(geometries[key], made);
    }
  };
  pending.add(run);
  buildBeforeDrawing(scene);
  return {
    geometries,
    dispose: () => {
      for (const g of Object.values<BufferGeometry>(geometries)) g.dispose();
    },
  };
}
