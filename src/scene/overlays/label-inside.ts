import { type Camera, type Object3D, Vector3 } from 'three';

/** Pixels kept clear between a label and the canvas's edge, or a panel over it. */
export const LABEL_MARGIN = 8;

/** What a kept-inside label needs to know, updated outside the frame loop. */
export interface LabelBounds {
  /** The label's width and height in pixels (0 until measured). */
  width: number;
  height: number;
  /** The canvas x (pixels) where a panel over the canvas begins on the right; Infinity for none. */
  right: number;
}

/**
 * Where a label pinned to a point (drei Html's `calculatePosition`, its centre) goes so that all of
 * it shows: the point's place on the screen, moved in just enough to keep the label inside the
 * canvas and left of a panel over its right side. A point off to the side keeps its label at the
 * edge, as near the point as it can be. Runs every frame: nothing is allocated (drei keeps the
 * previous answer to compare, so two arrays take turns).
 */
export function labelInside(bounds: LabelBounds) {
  const point = new Vector3();
  const answers = [
    [0, 0],
    [0, 0],
  ] as const satisfies readonly [number, number][];
  let turn = 0;
  return (el: Object3D, camera: Camera, size: { width: number; height: number }): number[] => {
    point.setFromMatrixPosition(el.matrixWorld).project(camera);
    const out = answers[turn] as unknown as number[];
    turn = 1 - turn;
    out[0] = keepInside(((point.x + 1) / 2) * size.width, bounds.width, Math.min(size.width, bounds.right));
    out[1] = keepInside(((1 - point.y) / 2) * size.height, bounds.height, size.height);
    return out;
  };
}

/** A label centre `at` along one axis, moved so its `extent` lies in [margin, end − margin]. */
export function keepInside(at: number, extent: number, end: number): number {
  const low = LABEL_MARGIN + extent / 2;
  const high = end - LABEL_MARGIN - extent / 2;
  if (high < low) return low;
  return Math.min(Math.max(at, low), high);
}
