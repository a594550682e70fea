import { useEffect, useMemo } from 'react';
import { DoubleSide, MeshBasicMaterial } from 'three';
import type { BoardSpec } from '../../engine/log/schema.ts';
import { tableFrame } from '../../engine/track/table-mapping.ts';
import { playText } from '../../messages/play.ts';
import { plotDrawn, usePlotPreview } from '../../playback/plot-preview.ts';
import { OverlayLabel } from './OverlayLabel.tsx';
import { OverlayLines } from './OverlayLines.tsx';
import { buildPlotArc } from './plot-arc.ts';

export type PlotArcProps = {
  board: Extract<BoardSpec, { kind: 'table' }>;
  /** The race's chariots, for the name of the one plotting. */
  entrants: readonly { id: string; name: string }[];
};

/**
 * The plot a person is choosing at the play panel, drawn on the table (src/playback/plot-preview.ts):
 * the arc the chariot would take at each speed its change can give, and beside its end the check's
 * target. Built when the plot changes, gone once it is answered; nothing runs per frame.
 */
export default function PlotArc({ board, entrants }: PlotArcProps) {
  const frame = useMemo(() => tableFrame(board), [board]);
  const preview = usePlotPreview((s) => s.preview);
  const built = useMemo(() => (preview ? buildPlotArc(frame, preview) : null), [frame, preview]);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        color: '#ffcc33',
        transparent: true,
        opacity: 0.45,
        depthWrite: false,
        side: DoubleSide,
        toneMapped: false,
      }),
    [],
  );
  useEffect(() => () => material.dispose(), [material]);
  useEffect(() => () => built?.swath.dispose(), [built]);
  const label = useMemo(() => {
    if (!preview) return '';
    const speeds = preview.outcomes.map((o) => o.speed);
    const targets = preview.outcomes.map((o) => o.target);
    return playText().plotArc(
      entrants.find((e) => e.id === preview.chariot)?.name ?? preview.chariot,
      Math.min(...speeds),
      Math.max(...speeds),
      Math.min(...targets),
      Math.max(...targets),
    );
  }, [preview, entrants]);
  useEffect(() => {
    if (!preview || !built) return;
    plotDrawn({ chariot: preview.chariot, turn: preview.turn, near: built.near, far: built.far, label });
    return () => plotDrawn(null);
  }, [preview, built, label]);
  if (!built) return null;
  return (
    <group name="overlay-plot-arc">
      <mesh geometry={built.swath} material={material} renderOrder={6} frustumCulled={false} />
      <OverlayLines geometry={built.lines} name="overlay-plot-arc-lines" />
      <OverlayLabel x={built.far.x} z={built.far.z} y={4} className="qo-plot">
        {label}
      </OverlayLabel>
    </group>
  );
}
