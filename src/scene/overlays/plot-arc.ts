import { BufferAttribute, BufferGeometry } from 'three';
import { arcAt, type TablePose } from '../../engine/rulesets/aurigae/arena.ts';
import { type TableFrame, tableToWorld, type WorldXZ } from '../../engine/track/table-mapping.ts';
import type { PlotPreview } from '../../playback/plot-preview.ts';
import { LineBuilder } from './overlay-lines.ts';

/**
 * The arc an Aurigae plot would take on the table, as the engine moves a chariot along it
 * (src/engine/rulesets/aurigae/arena.ts `arcAt`): from the chariot's place and heading, the plotted
 * turn spread over the whole move, as long as the speed after the change. A change rolled on dice
 * gives several speeds, so several arcs: the swath between the slowest and the fastest is filled,
 * each speed's end is ticked across the arc.
 */

/** Pieces an arc is drawn in: its chords stray well under a chariot's width at a 90° turn. */
export const ARC_PIECES = 24;
const ARC = '#ffcc33';
const TICK = '#fff3c4';
/** Half a tick across an arc's end, table inches. */
const TICK_HALF = 2;
/** Half the band a single speed's arc is filled as, table inches (a chariot is about 2.5 wide). */
const BAND_HALF = 1.25;

/** Where the plot leaves the chariot at `speed`: the end of its arc (before any collision). */
export function plotEnd(
  p: PlotPreview,
  speed: number,
  out: TablePose = { x: 0, y: 0, heading: 0 },
): TablePose {
  return arcAt(p, speed, p.turn, 1, p.direction, out);
}

/** The arc at `speed` as ARC_PIECES + 1 table points, its start first. */
export function plotArcPoints(p: PlotPreview, speed: number): TablePose[] {
  const out: TablePose[] = [];
  for (let k = 0; k <= ARC_PIECES; k++)
    out.push(arcAt(p, speed, p.turn, k / ARC_PIECES, p.direction, { x: 0, y: 0, heading: 0 }));
  return out;
}

export interface PlotArcGeometry {
  /** The slowest and fastest arcs and a tick at each speed's end. */
  lines: BufferGeometry;
  /** The filled swath between the slowest and the fastest arc (triangles). */
  swath: BufferGeometry;
  /** The arc's end at the slowest and the fastest speed, world metres. */
  near: WorldXZ;
  far: WorldXZ;
}

/** Builds the preview's geometry (once per plot shown, never per frame). */
export function buildPlotArc(frame: TableFrame, p: PlotPreview, height = 0.45): PlotArcGeometry {
  const speeds = p.outcomes.map((o) => o.speed);
  const slow = Math.min(...speeds);
  const fast = Math.max(...speeds);
  const w = new LineBuilder(height);
  const world = (q: TablePose): WorldXZ => tableToWorld(frame, q.x, q.y);
  const slowArc = plotArcPoints(p, slow);
  const fastArc = plotArcPoints(p, fast);
  w.polyline(slowArc.map(world), ARC, 1);
  if (fast !== slow) w.polyline(fastArc.map(world), ARC, 1);
  const end: TablePose = { x: 0, y: 0, heading: 0 };
  for (const s of speeds) {
    plotEnd(p, s, end);
    const h = (end.heading * Math.PI) / 180;
    // Across the heading at the end: the table's normal to (cos, sin) is (-sin, cos).
    const a = tableToWorld(frame, end.x - Math.sin(h) * TICK_HALF, end.y + Math.cos(h) * TICK_HALF);
    const b = tableToWorld(frame, end.x + Math.sin(h) * TICK_HALF, end.y - Math.cos(h) * TICK_HALF);
    w.segment(a.x, a.z, b.x, b.z, s === slow || s === fast ? ARC : TICK, 0.9);
  }
  // The swath: a strip of triangles between the two arcs, point k of one to point k of the other;
  // a single speed's arc is filled as a band a chariot wide.
  const band = fast === slow ? BAND_HALF : 0;
  const positions = new Float32Array(ARC_PIECES * 6 * 3);
  let i = 0;
  const put = (q: TablePose, side: number) => {
    const h = (q.heading * Math.PI) / 180;
    const v = tableToWorld(frame, q.x - Math.sin(h) * side, q.y + Math.cos(h) * side);
    positions[i++] = v.x;
    positions[i++] = height - 0.05;
    positions[i++] = v.z;
  };
  for (let k = 0; k < ARC_PIECES; k++) {
    put(slowArc[k]!, band);
    put(fastArc[k]!, -band);
    put(fastArc[k + 1]!, -band);
    put(slowArc[k]!, band);
    put(fastArc[k + 1]!, -band);
    put(slowArc[k + 1]!, band);
  }
  const swath = new BufferGeometry();
  swath.setAttribute('position', new BufferAttribute(positions, 3));
  swath.computeBoundingSphere();
  return { lines: w.build(), swath, near: world(slowArc[ARC_PIECES]!), far: world(fastArc[ARC_PIECES]!) };
}
