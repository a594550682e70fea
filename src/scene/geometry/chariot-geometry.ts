import {
  BufferAttribute,
  BufferGeometry,
  Color,
  type Material,
  Matrix4,
  type MeshStandardMaterial,
  type Object3D,
  Vector3,
} from 'three';
import { appendMesh, collectMeshes } from './model-meshes.ts';

/**
 * How a part of the car moves in the vertex shader (the `aPart` attribute). The crew (the driver
 * and the reins in his hands) leans with the body and is drawn only while the instance's `aCrew`
 * says the driver is aboard.
 */
export const CAR_PART = { fixed: 0, lean: 1, wheelL: 2, wheelR: 3, crew: 4 } as const;
export type CarPart = (typeof CAR_PART)[keyof typeof CAR_PART];

/** The chariot's nodes and how each moves; nodes not named (and their children) stay fixed. */
export const CHARIOT_PARTS: Readonly<Record<string, CarPart>> = {
  Car: CAR_PART.lean,
  Driver: CAR_PART.crew,
  Reins: CAR_PART.crew,
  WheelL: CAR_PART.wheelL,
  WheelR: CAR_PART.wheelR,
};

/** The material painted in the faction's colour (the instance colour). */
export const PAINT_MATERIAL = 'FactionPaint';
/** Without an environment map a very metallic surface renders nearly black: bronze is kept duller. */
const MAX_METALNESS = 0.45;

export interface CarGeometry {
  readonly geometry: BufferGeometry;
  /** Hubs of the left and right wheels, model space (the shader spins the wheels about them). */
  readonly hubL: Vector3;
  readonly hubR: Vector3;
  /** A point on the axis (along x) the body leans about. */
  readonly leanPivot: Vector3;
  /** Where the driver stands (between his feet, on the floor): he leans and braces about it. */
  readonly crewFeet: Vector3;
}

const _toRoot = new Matrix4();
const _v = new Vector3();
const _c = new Color();

function partOf(mesh: Object3D, root: Object3D, parts: Readonly<Record<string, CarPart>>): CarPart {
  for (let o: Object3D | null = mesh; o && o !== root; o = o.parent) {
    const part = parts[o.name];
    if (part !== undefined) return part;
  }
  return CAR_PART.fixed;
}

function nodePosition(root: Object3D, name: string): Vector3 {
  const node = root.getObjectByName(name);
  return node ? node.getWorldPosition(new Vector3()) : new Vector3();
}

/**
 * Merges a car model (the chariot or the wreck) into one indexed geometry in model space, so all of
 * them draw in one instanced call whatever their materials: the vertex colour and `aSurface`
 * (roughness, metalness, paint) carry each material; `aPart` says which parts spin or lean.
 */
export function buildCarGeometry(
  root: Object3D,
  parts: Readonly<Record<string, CarPart>> = CHARIOT_PARTS,
): CarGeometry {
  const { meshes, vertexCount, indexCount } = collectMeshes(root);
  const position = new Float32Array(vertexCount * 3);
  const normal = new Float32Array(vertexCount * 3);
  const color = new Float32Array(vertexCount * 3);
  const surface = new Float32Array(vertexCount * 3);
  const part = new Float32Array(vertexCount);
  const index = new Uint32Array(indexCount);
  _toRoot.copy(root.matrixWorld).invert();
  const rootInverse = _toRoot.clone();
  let v0 = 0;
  let i0 = 0;
  for (const mesh of meshes) {
    _toRoot.multiplyMatrices(rootInverse, mesh.matrixWorld);
    const material = (Array.isArray(mesh.material)
      ? mesh.material[0]
      : mesh.material) as Material as MeshStandardMaterial;
    const paint = material.name === PAINT_MATERIAL;
    _c.set(paint ? 0xffffff : (material.color ?? 0xffffff));
    const roughness = material.roughness ?? 0.8;
    const metalness = Math.min(MAX_METALNESS, material.metalness ?? 0);
    const p = partOf(mesh, root, parts);
    const { vertices, indices } = appendMesh(mesh, _toRoot, { position, normal, index }, v0, i0);
    for (let i = 0; i < vertices; i++) {
      const o = (v0 + i) * 3;
      _c.toArray(color, o);
      surface[o] = roughness;
      surface[o + 1] = metalness;
      surface[o + 2] = paint ? 1 : 0;
      part[v0 + i] = p;
    }
    v0 += vertices;
    i0 += indices;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(position, 3));
  geometry.setAttribute('normal', new BufferAttribute(normal, 3));
  geometry.setAttribute('color', new BufferAttribute(color, 3));
  geometry.setAttribute('aSurface', new BufferAttribute(surface, 3));
  geometry.setAttribute('aPart', new BufferAttribute(part, 1));
  geometry.setIndex(new BufferAttribute(index, 1));
  const crewFeet = feetOf(position, part);
  geometry.computeBoundingBox();
  // Leaning and bobbing move the body a little beyond its rest box.
  geometry.boundingBox!.expandByScalar(0.25);
  geometry.computeBoundingSphere();
  geometry.boundingSphere!.radius += 0.25;
  return {
    geometry,
    hubL: nodePosition(root, 'WheelL').applyMatrix4(rootInverse),
    hubR: nodePosition(root, 'WheelR').applyMatrix4(rootInverse),
    leanPivot: nodePosition(root, 'Car').applyMatrix4(rootInverse),
    crewFeet,
  };
}

/** The middle of the crew's lowest vertices (his feet), or the origin without a crew. */
function feetOf(position: Float32Array, part: Float32Array): Vector3 {
  let low = Number.POSITIVE_INFINITY;
  for (let i = 0; i < part.length; i++)
    if (part[i] === CAR_PART.crew) low = Math.min(low, position[i * 3 + 1]!);
  if (!Number.isFinite(low)) return new Vector3();
  let x = 0;
  let n = 0;
  for (let i = 0; i < part.length; i++) {
    if (part[i] !== CAR_PART.crew || position[i * 3 + 1]! > low + 0.15) continue;
    x += position[i * 3]!;
    n++;
  }
  return new Vector3(x / n, low, 0);
}
