// Types for the part of three's bundled meshoptimizer simplifier this project uses
// (three/examples/jsm/libs/meshopt_simplifier.module.js ships without declarations).
declare module 'three/examples/jsm/libs/meshopt_simplifier.module.js' {
  export type MeshoptSimplifyFlag = 'LockBorder' | 'Sparse' | 'ErrorAbsolute' | 'Prune';
  export const MeshoptSimplifier: {
    readonly ready: Promise<void>;
    /** Returns a simplified index buffer (into the same vertices) and the relative error reached. */
    simplifyWithAttributes(
      indices: Uint32Array,
      positions: Float32Array,
      positionsStride: number,
      attributes: Float32Array,
      attributesStride: number,
      attributeWeights: number[],
      vertexLock: Uint8Array | null,
      targetIndexCount: number,
      targetError: number,
      flags?: readonly MeshoptSimplifyFlag[],
    ): [Uint32Array, number];
  };
}
