import { Matrix3, type Matrix4, type Mesh, type Object3D, Vector3 } from 'three';

/** Every mesh of a loaded model, with world matrices up to date, and the buffer sizes needed to
 * merge them all into one indexed geometry. */
export function collectMeshes(root: Object3D): { meshes: Mesh[]; vertexCount: number; indexCount: number } {
  root.updateMatrixWorld(true);
  const meshes: Mesh[] = [];
  root.traverse((o) => {
    if ((o as Mesh).isMesh) meshes.push(o as Mesh);
  });
  let vertexCount = 0;
  let indexCount = 0;
  for (const mesh of meshes) {
    const g = mesh.geometry;
    vertexCount += g.attributes['position']!.count;
    indexCount += g.index ? g.index.count : g.attributes['position']!.count;
  }
  return { meshes, vertexCount, indexCount };
}

const _normal = new Matrix3();
const _v = new Vector3();

/**
 * Appends one mesh's vertices (position and normal, transformed by `matrix`) and its triangles to
 * merged buffers, starting at vertex `v0` and index `i0`. Returns the vertices and indices written;
 * the caller fills its own per-vertex attributes for [v0, v0 + vertices).
 */
export function appendMesh(
  mesh: Mesh,
  matrix: Matrix4,
  out: { position: Float32Array; normal: Float32Array; index: Uint32Array },
  v0: number,
  i0: number,
): { vertices: number; indices: number } {
  _normal.getNormalMatrix(matrix);
  const g = mesh.geometry;
  const pos = g.attributes['position']!;
  const nor = g.attributes['normal']!;
  for (let i = 0; i < pos.count; i++) {
    const o = (v0 + i) * 3;
    _v.fromBufferAttribute(pos, i).applyMatrix4(matrix).toArray(out.position, o);
    _v.fromBufferAttribute(nor, i).applyMatrix3(_normal).normalize().toArray(out.normal, o);
  }
  const n = g.index ? g.index.count : pos.count;
  for (let i = 0; i < n; i++) out.index[i0 + i] = v0 + (g.index ? g.index.getX(i) : i);
  return { vertices: pos.count, indices: n };
}
