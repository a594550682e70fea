import {
  Box3,
  BufferAttribute,
  BufferGeometry,
  type Material,
  Matrix4,
  type Mesh,
  type Object3D,
  Sphere,
  Vector3,
} from 'three';
import type { GallopBake } from '../animation/gallop-bake.ts';
import { appendMesh, collectMeshes } from './model-meshes.ts';

/**
 * Multiplies the per-horse coat colour (the instance colour) on the mane, tail, eyes and hooves:
 * dark on any coat, grey on a grey horse.
 */
const DARK_TINT = [0.14, 0.12, 0.11] as const;

/** Length of the tail from its root (m, horse.glb): the tip swings and streams the most. */
const TAIL_LENGTH = 0.7;
/**
 * `aHair` of a vertex: 0 on the coat; along the tail, its distance from the root over the tail's
 * length (0-1); on the mane, 2. The horse shader moves hair by it (`HAIR_GLSL`).
 */
export const MANE_HAIR = 2;

function hairOf(part: string, dark: boolean, x: number, y: number, z: number): number {
  if (part === 'Tail') return Math.min(1, Math.hypot(x, y, z) / TAIL_LENGTH);
  if (part === 'Neck' && dark) return MANE_HAIR;
  return 0;
}

const _toPart = new Matrix4();
const _v = new Vector3();

function materialName(mesh: Mesh): string {
  const m = mesh.material as Material | Material[];
  return Array.isArray(m) ? (m[0]?.name ?? '') : m.name;
}

/**
 * Merges every mesh of the horse model into one indexed geometry in its parts' own spaces, with
 * `aPart` (the part's index in `bake.parts`) and a vertex colour: white on the coat (the instance
 * colour shows through), a dark tint elsewhere. The bounding sphere covers every baked pose.
 */
export function buildHorseGeometry(root: Object3D, bake: GallopBake): BufferGeometry {
  const { meshes, vertexCount, indexCount } = collectMeshes(root);
  const position = new Float32Array(vertexCount * 3);
  const normal = new Float32Array(vertexCount * 3);
  const color = new Float32Array(vertexCount * 3);
  const part = new Float32Array(vertexCount);
  const hair = new Float32Array(vertexCount);
  const index = new Uint32Array(indexCount);
  let v0 = 0;
  let i0 = 0;
  for (const mesh of meshes) {
    const p = bake.parts.indexOf(mesh.parent?.name ?? '');
    if (p < 0) throw new Error(`horse mesh ${mesh.name} is not under a baked part`);
    _toPart.copy(mesh.parent!.matrixWorld).invert().multiply(mesh.matrixWorld);
    const dark = materialName(mesh) === 'HorseDark';
    const { vertices, indices } = appendMesh(mesh, _toPart, { position, normal, index }, v0, i0);
    for (let i = 0; i < vertices; i++) {
      const o = (v0 + i) * 3;
      color[o] = dark ? DARK_TINT[0] : 1;
      color[o + 1] = dark ? DARK_TINT[1] : 1;
      color[o + 2] = dark ? DARK_TINT[2] : 1;
      part[v0 + i] = p;
      hair[v0 + i] = hairOf(mesh.parent!.name, dark, position[o]!, position[o + 1]!, position[o + 2]!);
    }
    v0 += vertices;
    i0 += indices;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(position, 3));
  geometry.setAttribute('normal', new BufferAttribute(normal, 3));
  geometry.setAttribute('color', new BufferAttribute(color, 3));
  geometry.setAttribute('aPart', new BufferAttribute(part, 1));
  geometry.setAttribute('aHair', new BufferAttribute(hair, 1));
  geometry.setIndex(new BufferAttribute(index, 1));
  geometry.boundingBox = posedBounds(position, part, bake);
  // Hair blown about and a stumble move a little beyond the baked poses.
  geometry.boundingBox.expandByScalar(0.3);
  geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
  return geometry;
}

/** The box holding every vertex in every baked pose (the shader moves them; three cannot know). */
function posedBounds(position: Float32Array, part: Float32Array, bake: GallopBake): Box3 {
  const box = new Box3();
  const m = new Matrix4();
  const stride = bake.parts.length * 16;
  for (let f = 0; f <= bake.frames; f++) {
    for (let i = 0; i < part.length; i++) {
      m.fromArray(bake.data, f * stride + part[i]! * 16);
      box.expandByPoint(_v.fromArray(position, i * 3).applyMatrix4(m));
    }
  }
  return box;
}

/**
 * The merged horse's positions (and, if asked, normals) placed in one baked pose: each vertex
 * moved by its part's matrix for that frame.
 */
function poseVertices(
  geometry: BufferGeometry,
  bake: GallopBake,
  frame: number,
  withNormals: boolean,
): { position: Float32Array; normal: Float32Array | null } {
  const source = geometry.getAttribute('position');
  const sourceNormal = geometry.getAttribute('normal');
  const part = geometry.getAttribute('aPart');
  const position = new Float32Array(source.count * 3);
  const normal = withNormals ? new Float32Array(source.count * 3) : null;
  const m = new Matrix4();
  const stride = bake.parts.length * 16;
  for (let i = 0; i < source.count; i++) {
    m.fromArray(bake.data, frame * stride + part.getX(i) * 16);
    _v.fromBufferAttribute(source, i)
      .applyMatrix4(m)
      .toArray(position, i * 3);
    if (!normal) continue;
    _normalMatrix.copy(m).invert().transpose();
    _v.fromBufferAttribute(sourceNormal, i)
      .transformDirection(_normalMatrix)
      .toArray(normal, i * 3);
  }
  return { position, normal };
}

const _normalMatrix = new Matrix4();

/**
 * The merged horse with its vertices placed in one baked pose (the rest pose by default), sharing
 * the index: what the CPU sees when it raycasts, since the GPU does the posing.
 */
export function posedHorseGeometry(
  geometry: BufferGeometry,
  bake: GallopBake,
  frame = bake.frames,
): BufferGeometry {
  const { position } = poseVertices(geometry, bake, frame, false);
  const posed = new BufferGeometry();
  posed.setAttribute('position', new BufferAttribute(position, 3));
  posed.setIndex(geometry.getIndex());
  posed.computeBoundingBox();
  posed.computeBoundingSphere();
  return posed;
}

/**
 * A standalone copy of the merged horse frozen in one baked pose: positions and normals posed,
 * vertex colours kept, and only the triangles of `range` (one level of detail). For horses the GPU
 * does not gallop, such as carcasses.
 */
export function frozenHorseGeometry(
  geometry: BufferGeometry,
  bake: GallopBake,
  frame: number,
  range: { start: number; count: number },
): BufferGeometry {
  const { position, normal } = poseVertices(geometry, bake, frame, true);
  const index = geometry.getIndex()!;
  const frozen = new BufferGeometry();
  frozen.setAttribute('position', new BufferAttribute(position, 3));
  frozen.setAttribute('normal', new BufferAttribute(normal!, 3));
  frozen.setAttribute('color', geometry.getAttribute('color').clone());
  frozen.setIndex(new BufferAttribute(index.array.slice(range.start, range.start + range.count), 1));
  frozen.computeBoundingBox();
  frozen.computeBoundingSphere();
  return frozen;
}

/** The gallop key a carcass is frozen in: legs thrown out, as a horse falls. */
const CARCASS_FRAME = 10;

/**
 * The horse lying dead on its right side, frozen mid-stride, its flank on the sand (y = 0), facing
 * +x: the light model `range` (carcasses are few and lie still). Vertex colours as the galloping
 * horse (white on the coat, for the instance colour; dark on mane, tail and hooves).
 */
export function carcassGeometry(
  geometry: BufferGeometry,
  bake: GallopBake,
  range: { start: number; count: number },
): BufferGeometry {
  const g = frozenHorseGeometry(geometry, bake, CARCASS_FRAME, range);
  g.rotateX(Math.PI / 2);
  g.computeBoundingBox();
  // Sunk a little into the sand, as a heavy body lies.
  g.translate(0, -g.boundingBox!.min.y - 0.06, 0);
  g.computeBoundingBox();
  g.computeBoundingSphere();
  return g;
}
