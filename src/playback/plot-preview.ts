import { create } from 'zustand';

/**
 * An Aurigae plot being chosen at the play panel (src/ui/play), drawn on the table by the scene
 * (src/scene/overlays/PlotArc.tsx): where the chariot stands, the turn and the speeds its change can
 * give, each with the check's target. Set while a human seat weighs a plot, null once answered.
 */
export interface PlotPreview {
  chariot: string;
  /** The chariot's place (table inches) and heading (degrees) as it plots. */
  x: number;
  y: number;
  heading: number;
  /** +1 forward, -1 backward (after a change of direction asked from a standstill). */
  direction: number;
  /** Degrees, positive to the left. */
  turn: number;
  /** Each speed (inches) the change can give, slowest first, with the check's target at it. */
  outcomes: readonly { speed: number; target: number }[];
}

/** What the scene drew of the preview (for the page's debug face): its ends in world metres. */
export interface DrawnPlot {
  chariot: string;
  turn: number;
  /** The arc's end at the slowest and the fastest speed the change can give. */
  near: { x: number; z: number };
  far: { x: number; z: number };
  /** The words beside the arc's end: the check's target. */
  label: string;
}

export interface PlotPreviewState {
  preview: PlotPreview | null;
  drawn: DrawnPlot | null;
}

export const usePlotPreview = create<PlotPreviewState>()(() => ({ preview: null, drawn: null }));

/** The panel shows a plot (or none). */
export function showPlot(preview: PlotPreview | null): void {
  usePlotPreview.setState({ preview });
}

/** The scene says what it drew (null: nothing). */
export function plotDrawn(drawn: DrawnPlot | null): void {
  usePlotPreview.setState({ drawn });
}
