import { useEffect, useMemo } from 'react';
import { LineBasicMaterial } from 'three';
import type { LaneBoardSpec } from '../engine/track/lane-board.ts';
import { type BoardFeature, buildBoardLines, DEFAULT_FEATURES } from './geometry/board-lines.ts';

export type BoardOverlayProps = {
  board: LaneBoardSpec;
  /** Lines across the track (danger, start, finish), as the log header lists them. */
  features?: readonly BoardFeature[];
  visible?: boolean;
  /** Height above the sand, metres: clear of the chalk even in a far, high view. */
  height?: number;
};

/**
 * The tabletop board drawn over the sand for the top-down view: all lanes, all square boundaries,
 * the danger lines in red, start and finish lines. One geometry of line segments, one draw call.
 */
export function BoardOverlay({
  board,
  features = DEFAULT_FEATURES,
  visible = true,
  height = 0.3,
}: BoardOverlayProps) {
  const geometry = useMemo(
    () => buildBoardLines(board, features.length > 0 ? features : DEFAULT_FEATURES, height),
    [board, features, height],
  );
  const material = useMemo(
    () =>
      new LineBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false, toneMapped: false }),
    [],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  return (
    <lineSegments
      name="board-overlay"
      geometry={geometry}
      material={material}
      visible={visible}
      renderOrder={5}
      frustumCulled={false}
    />
  );
}
