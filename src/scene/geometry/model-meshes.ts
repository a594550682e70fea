import type { Mesh, Object3D } from 'three';

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
