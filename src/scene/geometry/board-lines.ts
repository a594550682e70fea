import { BufferAttribute, BufferGeometry, Color } from 'three';
import { type Pose, stationToWorld } from '../../engine/track/circus-maximus.ts';
import { LaneBoard, type LaneBoardSpec } from '../../engine/track/lane-board.ts';

/** A feature of the board to draw across the track at a station (as in the log header). */
export interface BoardFeature {
  kind: string;
  station: number;
}

/** Colours and alpha of the board's lines (sRGB). */
const STYLE = {
  lane: ['#fff6e2', 0.75],
  square: ['#fff6e2', 0.32],
  danger: ['#e0321e', 1],
  start: ['#ffffff', 1],
  finish: ['#ffcc33', 1],
} as const satisfies Record<string, readonly [string, number]>;

const TURN_STEPS = 64;
const _a: Pose = { x: 0, z: 0, heading: 0 };
const _b: Pose = { x: 0, z: 0, heading: 0 };
const _c = new Color();

class SegmentWriter {
  readonly positions: number[] = [];
  readonly colors: number[] = [];
  constructor(readonly y: number) {}

  segment(x0: number, z0: number, x1: number, z1: number, style: readonly [string, number]): void {
    _c.set(style[0]);
    this.positions.push(x0, this.y, z0, x1, this.y, z1);
    for (let i = 0; i < 2; i++) this.colors.push(_c.r, _c.g, _c.b, style[1]);
  }

  /** The line at offset d around a whole lap, straights in one piece, turns in many. */
  loop(d: number, style: readonly [string, number]): void {
    for (let seg = 0; seg < 4; seg++) {
      const steps = seg % 2 === 0 ? 1 : TURN_STEPS;
      for (let i = 0; i < steps; i++) {
        stationToWorld(seg + i / steps, d, _a);
        stationToWorld(seg + (i + 1) / steps, d, _b);
        this.segment(_a.x, _a.z, _b.x, _b.z, style);
      }
    }
  }

  /** A line across the track at a station from offset d0 to d1, moved `shift` metres along it. */
  across(station: number, d0: number, d1: number, shift: number, style: readonly [string, number]): void {
    stationToWorld(station, d0, _a);
    stationToWorld(station, d1, _b);
    const fx = Math.cos(_a.heading) * shift;
    const fz = -Math.sin(_a.heading) * shift;
    this.segment(_a.x + fx, _a.z + fz, _b.x + fx, _b.z + fz, style);
  }

  build(): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    g.setAttribute('color', new BufferAttribute(new Float32Array(this.colors), 4));
    g.computeBoundingSphere();
    return g;
  }
}

/**
 * The board as line segments in one geometry: every lane's edges, every square's boundary, the
 * danger lines in red, the start line white and the finish line gold, each across all lanes.
 * Features repeat every lap, so their stations are taken within the lap.
 */
export function buildBoardLines(
  spec: LaneBoardSpec,
  features: readonly BoardFeature[],
  y = 0.3,
): BufferGeometry {
  const board = new LaneBoard(spec);
  const w = new SegmentWriter(y);
  const inner = spec.innerOffset;
  const outer = board.outerOffset;
  for (let lane = 1; lane <= spec.lanes; lane++) {
    const d = board.laneOffset(lane);
    const loop = board.loopSquares(lane);
    for (let p = 0; p < loop; p++)
      w.across(board.station(lane, p), d - spec.laneWidth / 2, d + spec.laneWidth / 2, 0, STYLE.square);
  }
  for (let k = 0; k <= spec.lanes; k++) w.loop(inner + k * spec.laneWidth, STYLE.lane);
  const seen = new Set<string>();
  for (const f of features) {
    const station = ((f.station % 4) + 4) % 4;
    const key = `${f.kind}@${station}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (f.kind === 'danger-line') {
      for (const shift of [-0.35, 0, 0.35]) w.across(station, inner, outer, shift, STYLE.danger);
    } else if (f.kind === 'start-line' || f.kind === 'finish-line') {
      const style = f.kind === 'start-line' ? STYLE.start : STYLE.finish;
      // Flanking the danger line that may lie on the same station.
      for (const shift of [-1.6, -1.2, 1.2, 1.6]) w.across(station, inner, outer, shift, style);
    }
  }
  return w.build();
}

/** The features a lane board has when a log names none: danger lines at every turn's ends. */
export const DEFAULT_FEATURES: readonly BoardFeature[] = [
  { kind: 'start-line', station: 0 },
  { kind: 'danger-line', station: 1 },
  { kind: 'danger-line', station: 2 },
  { kind: 'danger-line', station: 3 },
  { kind: 'danger-line', station: 4 },
  { kind: 'finish-line', station: 1 },
];
