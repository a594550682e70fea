import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DoubleSide, MeshBasicMaterial } from 'three';
import type { BoardSpec } from '../../engine/log/schema.ts';
import { tableFrame } from '../../engine/track/table-mapping.ts';
import { playText } from '../../messages/play.ts';
import { plotDrawn, usePlotPreview } from '../../playback/plot-preview.ts';
import { type LabelBounds, labelInside } from './label-inside.ts';
import { OverlayLabel } from './OverlayLabel.tsx';
import { OverlayLines } from './OverlayLines.tsx';
import { buildPlotArc } from './plot-arc.ts';

/** The play panel, which stands over the canvas's right side while a plot is chosen (src/ui/play). */
const PLAY_PANEL = '.qp-panel';

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
  // The label is kept inside the part of the canvas the play panel leaves visible (a plot's end
  // can lie under the panel, or off the screen): its size and the panel's edge are measured when
  // the label is laid out or changes size (drei renders it into its own root, so a ResizeObserver
  // on it says when) and when the window changes; its place is clamped every frame without
  // allocating.
  const gl = useThree((s) => s.gl);
  const bounds = useMemo<LabelBounds>(() => ({ width: 0, height: 0, right: Number.POSITIVE_INFINITY }), []);
  const position = useMemo(() => labelInside(bounds), [bounds]);
  const labelEl = useRef<HTMLElement | null>(null);
  const measure = useCallback(() => {
    const el = labelEl.current;
    bounds.width = el?.offsetWidth ?? 0;
    bounds.height = el?.offsetHeight ?? 0;
    const canvas = gl.domElement.getBoundingClientRect();
    const panel = document.querySelector(PLAY_PANEL)?.getBoundingClientRect();
    bounds.right =
      panel && panel.width > 0 && panel.left > canvas.left
        ? panel.left - canvas.left
        : Number.POSITIVE_INFINITY;
  }, [gl, bounds]);
  const observer = useRef<ResizeObserver | null>(null);
  const labelRef = useCallback(
    (span: HTMLSpanElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      labelEl.current = span?.closest<HTMLElement>('.qo-plot') ?? span;
      if (!labelEl.current) return;
      measure();
      observer.current = new ResizeObserver(measure);
      observer.current.observe(labelEl.current);
    },
    [measure],
  );
  // A new label (another plot) may come with the panel grown or shrunk: measured again.
  useEffect(() => {
    if (label) measure();
  }, [label, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
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
      <OverlayLabel x={built.far.x} z={built.far.z} y={4} className="qo-plot" calculatePosition={position}>
        <span ref={labelRef}>{label}</span>
      </OverlayLabel>
    </group>
  );
}
