/// <reference path="./meshopt-simplifier.d.ts" />
import { BufferAttribute, type BufferGeometry } from 'three';
import { MeshoptSimplifier } from 'three/examples/jsm/libs/meshopt_simplifier.module.js';

/** A run of the index buffer, for `geometry.setDrawRange`. */
export interface IndexRange {
  readonly start: number;
  readonly count: number;
}

/** One lighter version of a model. */
export interface LodLevel {
  /** Share of the triangles to aim for. */
  readonly ratio: number;
  /** Largest deviation allowed, relative to the model's size. */
  readonly error: number;
  /** Vertices whose `aPart` is one of these never move (e.g. round wheels that would collapse). */
  readonly keepParts?: readonly number[];
  /** Drop small detached pieces (reins, eyes) that fall under the error. */
  readonly prune?: boolean;
}

/** Waits for the simplifier (a small WebAssembly module bundled with three) to be ready. */
export const simplifierReady: Promise<void> = MeshoptSimplifier.ready;

/**
 * Appends a simplified copy of the geometry's triangles to its index for each level and returns the
 * ranges: [full, ...levels]. The light versions reuse the vertices, so every attribute and the
 * shader's posing apply to them unchanged: a mesh draws a lighter model, or casts a lighter shadow,
 * by switching its draw range. Edges collapse only within connected pieces, so no triangle ever
 * joins two rigid parts. Call after `simplifierReady` has resolved.
 */
export function appendLodIndices(geometry: BufferGeometry, levels: readonly LodLevel[]): IndexRange[] {
  const index = geometry.getIndex();
  if (!index) throw new Error('appendLodIndices needs an indexed geometry');
  const full = Uint32Array.from(index.array as ArrayLike<number>);
  const positions = Float32Array.from(geometry.getAttribute('position').array as ArrayLike<number>);
  const part = geometry.getAttribute('aPart');
  const runs: Uint32Array[] = [full];
  for (const level of levels) {
    let lock: Uint8Array | null = null;
    if (level.keepParts && part) {
      lock = new Uint8Array(part.count);
      for (let i = 0; i < part.count; i++) lock[i] = level.keepParts.includes(part.getX(i)) ? 1 : 0;
    }
    const target = Math.max(3, Math.floor((full.length * level.ratio) / 3) * 3);
    const [light] = MeshoptSimplifier.simplifyWithAttributes(
      full,
      positions,
      3,
      new Float32Array(0),
      0,
      [],
      lock,
      target,
      level.error,
      level.prune ? ['Prune'] : [],
    );
    runs.push(light);
  }
  const merged = new Uint32Array(runs.reduce((n, r) => n + r.length, 0));
  const ranges: IndexRange[] = [];
  let start = 0;
  for (const run of runs) {
    merged.set(run, start);
    ranges.push({ start, count: run.length });
    start += run.length;
  }
  geometry.setIndex(new BufferAttribute(merged, 1));
  geometry.setDrawRange(0, full.length);
  return ranges;
}
