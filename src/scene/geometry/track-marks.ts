import { BufferAttribute, BufferGeometry, Color } from 'three';
import { CIRCUS, FINISH_X, type Pose, stationToWorld } from '../../engine/track/circus-maximus.ts';
import { LaneBoard, type LaneBoardSpec } from '../../engine/track/lane-board.ts';
import { CHALK_SPREAD_ATTRIBUTE } from '../materials/chalk-lines.ts';

/** Height of the chalk above the sand (the material also uses a polygon offset). */
const LIFT = 0.02;
const TURN_SEGMENTS = 48;

const LANE_RGBA = ['#f3ead6', 0.32] as const;
const LINE_RGBA = ['#fbf8f0', 0.92] as const;
const DANGER_RGBA = ['#b23a26', 0.8] as const;

/** A chalk's colour as the geometry stores it: linear red, green, blue and alpha. */
type Rgba = readonly [number, number, number, number];

/** An sRGB colour and alpha in linear values (read once a build: parsing a colour is slow). */
function linearRgba([style, alpha]: readonly [string, number]): Rgba {
  const c = new Color(style);
  return [c.r, c.g, c.b, alpha];
}

/** A quad's two triangles by corner, facing up, or turned over for the other winding. */
const UP = [0, 1, 2, 0, 2, 3] as const;
const DOWN = [0, 3, 2, 0, 2, 1] as const;
const _a: Pose = { x: 0, z: 0, heading: 0 };
const _b: Pose = { x: 0, z: 0, heading: 0 };

const _corners = [0, 0, 0, 0, 0, 0, 0, 0];
const _spreads = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** Writes corner k of a strip's quad: the point `side` metres off the line at offset d, station s. */
function corner(s: number, d: number, side: number, k: number): void {
  stationToWorld(s, d, _a);
  stationToWorld(s, d + side, _b);
  _corners[k * 2] = _b.x;
  _corners[k * 2 + 1] = _b.z;
  _spreads[k * 3] = _b.x - _a.x;
  _spreads[k * 3 + 1] = _b.z - _a.z;
  _spreads[k * 3 + 2] = Math.sign(side);
}

/**
 * Accumulates flat quads on the ground with an sRGB colour and alpha, each corner with its offset
 * from the middle of its line (materials/chalk-lines.ts keeps a far line a continuous faint line).
 */
class RibbonWriter {
  readonly positions: number[] = [];
  readonly colors: number[] = [];
  readonly spreads: number[] = [];

  /**
   * A quad with corners (x, z) in any winding (as x0, z0, x1, z1, …) and each corner's offset
   * (x, z) from the middle of the line with its side, -1 or 1 (as x0, z0, side0, x1, …); it is
   * turned to face up.
   */
  quad(corners: readonly number[], spreads: readonly number[], rgba: Rgba): void {
    const [x0, z0, x1, z1, x2, z2] = corners as [number, number, number, number, number, number];
    // y of the cross product (p1 - p0) × (p2 - p0): positive when the quad faces up.
    const cy = (z1 - z0) * (x2 - x0) - (x1 - x0) * (z2 - z0);
    const order = cy >= 0 ? UP : DOWN;
    const { positions, spreads: out, colors } = this;
    // Written by index, not pushed: this runs a few thousand times before the first frame, in
    // code not yet optimised.
    let p = positions.length;
    let s = out.length;
    let c = colors.length;
    for (let j = 0; j < 6; j++) {
      const i = order[j]!;
      positions[p++] = corners[i * 2]!;
      positions[p++] = LIFT;
      positions[p++] = corners[i * 2 + 1]!;
      out[s++] = spreads[i * 3]!;
      out[s++] = spreads[i * 3 + 1]!;
      out[s++] = spreads[i * 3 + 2]!;
      colors[c++] = rgba[0];
      colors[c++] = rgba[1];
      colors[c++] = rgba[2];
      colors[c++] = rgba[3];
    }
  }

  /** A strip of constant width centred on the line at offset d, from station s0 to s1. */
  along(s0: number, s1: number, d: number, width: number, steps: number, rgba: Rgba): void {
    for (let i = 0; i < steps; i++) {
      const sa = s0 + ((s1 - s0) * i) / steps;
      const sb = s0 + ((s1 - s0) * (i + 1)) / steps;
      corner(sa, d, -width / 2, 0);
      corner(sa, d, width / 2, 1);
      corner(sb, d, width / 2, 2);
      corner(sb, d, -width / 2, 3);
      this.quad(_corners, _spreads, rgba);
    }
  }

  /** A bar across the track at a world x, from z0 to z1 (for the south or north straight). */
  acrossX(x: number, z0: number, z1: number, width: number, rgba: Rgba): void {
    const h = width / 2;
    this.quad([x - h, z0, x + h, z0, x + h, z1, x - h, z1], [-h, 0, -1, h, 0, 1, h, 0, 1, -h, 0, -1], rgba);
  }

  build(): BufferGeometry {
    const geo = new BufferGeometry();
    const count = this.positions.length / 3;
    const normals = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) normals[i * 3 + 1] = 1;
    geo.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    geo.setAttribute('normal', new BufferAttribute(normals, 3));
    geo.setAttribute('color', new BufferAttribute(new Float32Array(this.colors), 4));
    geo.setAttribute(CHALK_SPREAD_ATTRIBUTE, new BufferAttribute(new Float32Array(this.spreads), 3));
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
  const line = linearRgba(LINE_RGBA);
  const inner = CIRCUS.spinaHalfWidth;
  const wall = CIRCUS.wallOffset;
  w.acrossX(CIRCUS.westMetaX, inner, wall, 0.5, line);
  w.acrossX(FINISH_X, inner, wall, 0.5, line);

  if (board) {
    const lanes = new LaneBoard(board);
    const lane = linearRgba(LANE_RGBA);
    for (let k = 0; k <= board.lanes; k++) {
      const d = lanes.laneOffset(k + 0.5);
      w.along(0, 1, d, 0.12, 1, lane);
      w.along(1, 2, d, 0.12, TURN_SEGMENTS, lane);
      w.along(2, 3, d, 0.12, 1, lane);
      w.along(3, 4, d, 0.12, TURN_SEGMENTS, lane);
    }
    // Danger lines at stations 1, 2, 3, 4 (mod 4). Where one meets the start or finish line it
    // is drawn just beyond it, on the turn's side, so both stay readable.
    const from = lanes.laneOffset(0.5);
    const to = lanes.outerOffset;
    const danger = linearRgba(DANGER_RGBA);
    for (const station of [1, 2, 3, 4]) {
      const south = station % 4 === 0 || station % 4 === 1;
      const turnSide = station % 4 === 1 || station % 4 === 2 ? 1 : -1;
      const x = boundaryX(station) + (south ? turnSide * 0.8 : 0);
      const sign = south ? 1 : -1;
      const dash = 1.6;
      const gap = 1.0;
      for (let d = from; d < to; d += dash + gap) {
        w.acrossX(x, sign * d, sign * Math.min(to, d + dash), 0.35, danger);
      }
    }
  }
  return w.build();
}
