import { BufferAttribute, BufferGeometry, Color } from 'three';
import { CIRCUS, FINISH_X, type Pose, stationToWorld } from '../../engine/track/circus-maximus.ts';
import { LaneBoard, type LaneBoardSpec } from '../../engine/track/lane-board.ts';

/** Height of the chalk above the sand (the material also uses a polygon offset). */
const LIFT = 0.02;
const TURN_SEGMENTS = 48;

const LANE_RGBA = ['#f3ead6', 0.32] as const;
const LINE_RGBA = ['#fbf8f0', 0.92] as const;
const DANGER_RGBA = ['#b23a26', 0.8] as const;

const _c = new Color();
const _a: Pose = { x: 0, z: 0, heading: 0 };
const _b: Pose = { x: 0, z: 0, heading: 0 };

/** Accumulates flat quads on the ground with an sRGB colour and alpha. */
class RibbonWriter {
  readonly positions: number[] = [];
  readonly colors: number[] = [];

  /** A quad with corners (x, z) in any winding; it is turned to face up. */
  quad(
    x0: number,
    z0: number,
    x1: number,
    z1: number,
    x2: number,
    z2: number,
    x3: number,
    z3: number,
    rgba: readonly [string, number],
  ): void {
    // y of the cross product (p1 - p0) × (p2 - p0): positive when the quad faces up.
    const cy = (z1 - z0) * (x2 - x0) - (x1 - x0) * (z2 - z0);
    const pts = cy >= 0 ? [x0, z0, x1, z1, x2, z2, x3, z3] : [x0, z0, x3, z3, x2, z2, x1, z1];
    _c.set(rgba[0]);
    for (const i of [0, 1, 2, 0, 2, 3]) {
      this.positions.push(pts[i * 2]!, LIFT, pts[i * 2 + 1]!);
      this.colors.push(_c.r, _c.g, _c.b, rgba[1]);
    }
  }

  /** A strip of constant width centred on the line at offset d, from station s0 to s1. */
  along(
    s0: number,
    s1: number,
    d: number,
    width: number,
    steps: number,
    rgba: readonly [string, number],
  ): void {
    for (let i = 0; i < steps; i++) {
      const sa = s0 + ((s1 - s0) * i) / steps;
      const sb = s0 + ((s1 - s0) * (i + 1)) / steps;
      stationToWorld(sa, d - width / 2, _a);
      const ax = _a.x;
      const az = _a.z;
      stationToWorld(sa, d + width / 2, _a);
      stationToWorld(sb, d + width / 2, _b);
      const bx = _b.x;
      const bz = _b.z;
      stationToWorld(sb, d - width / 2, _b);
      this.quad(ax, az, _a.x, _a.z, bx, bz, _b.x, _b.z, rgba);
    }
  }

  /** A bar across the track at a world x, from z0 to z1 (for the south or north straight). */
  acrossX(x: number, z0: number, z1: number, width: number, rgba: readonly [string, number]): void {
    this.quad(x - width / 2, z0, x + width / 2, z0, x + width / 2, z1, x - width / 2, z1, rgba);
  }

  build(): BufferGeometry {
    const geo = new BufferGeometry();
    const count = this.positions.length / 3;
    const normals = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) normals[i * 3 + 1] = 1;
    geo.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    geo.setAttribute('normal', new BufferAttribute(normals, 3));
    geo.setAttribute('color', new BufferAttribute(new Float32Array(this.colors), 4));
    geo.computeBoundingSphere();
    return geo;
  }
}

/** x where a segment boundary (integer station) crosses the straights. */
function boundaryX(station: number): number {
  return stationToWorld(station % 4, CIRCUS.trackInnerOffset, _a).x;
}

/**
 * Every chalk mark on the sand as one geometry: the start and finish lines across the south
 * straight and, when a board is given, the lane boundaries around the spina and the dashed danger
 * lines where each turn begins and ends.
 */
export function buildTrackMarks(board?: LaneBoardSpec): BufferGeometry {
  const w = new RibbonWriter();
  const inner = CIRCUS.spinaHalfWidth;
  const wall = CIRCUS.wallOffset;
  w.acrossX(CIRCUS.westMetaX, inner, wall, 0.5, LINE_RGBA);
  w.acrossX(FINISH_X, inner, wall, 0.5, LINE_RGBA);

  if (board) {
    const lanes = new LaneBoard(board);
    for (let k = 0; k <= board.lanes; k++) {
      const d = lanes.laneOffset(k + 0.5);
      w.along(0, 1, d, 0.12, 1, LANE_RGBA);
      w.along(1, 2, d, 0.12, TURN_SEGMENTS, LANE_RGBA);
      w.along(2, 3, d, 0.12, 1, LANE_RGBA);
      w.along(3, 4, d, 0.12, TURN_SEGMENTS, LANE_RGBA);
    }
    // Danger lines at stations 1, 2, 3, 4 (mod 4). Where one meets the start or finish line it
    // is drawn just beyond it, on the turn's side, so both stay readable.
    const from = lanes.laneOffset(0.5);
    const to = lanes.outerOffset;
    for (const station of [1, 2, 3, 4]) {
      const south = station % 4 === 0 || station % 4 === 1;
      const turnSide = station % 4 === 1 || station % 4 === 2 ? 1 : -1;
      const x = boundaryX(station) + (south ? turnSide * 0.8 : 0);
      const sign = south ? 1 : -1;
      const dash = 1.6;
      const gap = 1.0;
      for (let d = from; d < to; d += dash + gap) {
        w.acrossX(x, sign * d, sign * Math.min(to, d + dash), 0.35, DANGER_RGBA);
      }
    }
  }
  return w.build();
}
