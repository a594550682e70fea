import type { PathPoint, TablePoint } from '../../engine/log/schema.ts';
import { type TableFrame, tableToWorld, type WorldXZ } from '../../engine/track/table-mapping.ts';
import type { LineBuilder } from './overlay-lines.ts';

/**
 * Aurigae's measuring tools drawn on the arena: the table's edge rulers, a ruler laid along a move
 * and the protractor a turn is plotted on. Table units are the seed's inches; headings are degrees
 * counter-clockwise from the table's +x (east), so a direction on the table is (cos, sin) and in
 * the world (cos, -sin) (the table's +y is north, the world's -z).
 */

const RULER = '#35e0ff';
/** Half the width of the ruler laid along a move, table units. */
const RULER_HALF_WIDTH = 1.2;
const TICK = '#e8f7ff';
const PROTRACTOR = '#ffffff';
const PLOTTED = '#ffcc33';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The table's outline with a foot tick every 12 units and a long one every 60, along both long edges. */
export function tableRulers(
  w: LineBuilder,
  frame: TableFrame,
  size: { length: number; width: number },
): void {
  const c = (x: number, y: number): WorldXZ => tableToWorld(frame, x, y);
  w.polyline([c(0, 0), c(size.length, 0), c(size.length, size.width), c(0, size.width), c(0, 0)], RULER, 0.8);
  for (let x = 12; x < size.length; x += 12) {
    const long = x % 60 === 0;
    const t = long ? 4 : 2;
    for (const [y, dir] of [
      [0, 1],
      [size.width, -1],
    ] as const) {
      const a = c(x, y);
      const b = c(x, y + dir * t);
      w.segment(a.x, a.z, b.x, b.z, TICK, long ? 0.9 : 0.6);
    }
  }
}

/** Length of a path on the table, in table units. */
export function pathLength(path: readonly TablePoint[]): number {
  let len = 0;
  for (let i = 1; i < path.length; i++)
    len += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  return len;
}

/** A ruler along a move: its line, a tick every unit and a longer one every 6, across the path. */
export function moveRuler(
  w: LineBuilder,
  frame: TableFrame,
  path: readonly (PathPoint & TablePoint)[],
): void {
  const pts = path.map((p) => tableToWorld(frame, p.x, p.y));
  w.polyline(pts, RULER, 1);
  let travelled = 0;
  let next = 1;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len <= 0) continue;
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    // The ruler's two edges, so it reads as a ruler and not a thin line.
    for (const side of [-RULER_HALF_WIDTH, RULER_HALF_WIDTH]) {
      const p = tableToWorld(frame, a.x + nx * side, a.y + ny * side);
      const q = tableToWorld(frame, b.x + nx * side, b.y + ny * side);
      w.segment(p.x, p.z, q.x, q.z, RULER, 1);
    }
    while (next <= travelled + len + 1e-9) {
      const f = (next - travelled) / len;
      const x = a.x + (b.x - a.x) * f;
      const y = a.y + (b.y - a.y) * f;
      const t = next % 6 === 0 ? RULER_HALF_WIDTH * 1.6 : RULER_HALF_WIDTH;
      const p = tableToWorld(frame, x - nx * t, y - ny * t);
      const q = tableToWorld(frame, x + nx * t, y + ny * t);
      w.segment(p.x, p.z, q.x, q.z, TICK, next % 6 === 0 ? 1 : 0.7);
      next++;
    }
    travelled += len;
  }
}

/**
 * The protractor at a move's start, square to the heading the chariot had: a half circle with a
 * tick every 10°, the old heading and the plotted new one.
 */
export function protractor(
  w: LineBuilder,
  frame: TableFrame,
  at: TablePoint,
  from: number,
  to: number,
  radius: number,
): void {
  const o = tableToWorld(frame, at.x, at.y);
  const r = radius * frame.scale;
  const dir = (deg: number, len: number): WorldXZ => ({
    x: o.x + Math.cos(rad(deg)) * len,
    z: o.z - Math.sin(rad(deg)) * len,
  });
  const steps = 36;
  let prev = dir(from - 90, r);
  for (let i = 1; i <= steps; i++) {
    const p = dir(from - 90 + (180 * i) / steps, r);
    w.segment(prev.x, prev.z, p.x, p.z, PROTRACTOR, 0.9);
    prev = p;
  }
  for (let k = -9; k <= 9; k++) {
    const deg = from + k * 10;
    const inner = dir(deg, r * (k % 3 === 0 ? 0.8 : 0.9));
    const outer = dir(deg, r);
    w.segment(inner.x, inner.z, outer.x, outer.z, PROTRACTOR, 0.9);
  }
  const a = dir(from - 90, r);
  const b = dir(from + 90, r);
  w.segment(a.x, a.z, b.x, b.z, PROTRACTOR, 0.6);
  const old = dir(from, r * 1.15);
  w.segment(o.x, o.z, old.x, old.z, PROTRACTOR, 0.8);
  const plotted = dir(to, r * 1.3);
  w.segment(o.x, o.z, plotted.x, plotted.z, PLOTTED, 1);
}

/** Signed turn from one heading to another, degrees in (-180, 180]: positive is to the left. */
export function turnBetween(from: number, to: number): number {
  const d = ((((to - from) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}
