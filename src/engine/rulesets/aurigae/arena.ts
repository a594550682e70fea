import type { BoardSpec } from '../../log/schema.ts';
import {
  CIRCUS,
  type Pose,
  stationToTrack,
  stationToWorld,
  trackToWorld,
} from '../../track/circus-maximus.ts';
import {
  DEFAULT_TABLE_ORIGIN,
  lapNear,
  type TableFrame,
  tableFrame,
  tableStationInLap,
} from '../../track/table-mapping.ts';
import { TABLE } from './tables.ts';

/**
 * The Aurigae table laid over the Circus Maximus: the whole arena is the table (the seed's walled
 * playing surface), at TABLE.scale metres per inch. Obstacles are the arena's own spina, metae and
 * podium wall, measured in world metres, so the viewer shows a collision exactly where the engine
 * has one.
 */
export const SCALE = TABLE.scale.value;
export const FRAME: TableFrame = tableFrame({ scale: SCALE });
export const TABLE_LENGTH = CIRCUS.arenaLength / SCALE;
export const TABLE_WIDTH = CIRCUS.arenaWidth / SCALE;

export type AurigaeBoardSpec = Extract<BoardSpec, { kind: 'table' }>;

export function boardSpec(): AurigaeBoardSpec {
  return {
    kind: 'table',
    scale: SCALE,
    unit: TABLE.unit.value,
    size: { length: round2(TABLE_LENGTH), width: round2(TABLE_WIDTH) },
    origin: { x: DEFAULT_TABLE_ORIGIN.x, z: DEFAULT_TABLE_ORIGIN.z },
  };
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** Nearest offset from the spina axis (metres) a chariot's centre may take: the spina's base
 * (where the sand begins) plus half a chariot. The metae lie within it. */
export const SPINA_CLEAR_M = CIRCUS.trackInnerOffset + TABLE.chariotHalfWidth.value;
export const WALL_CLEAR_M = TABLE.wallClearance.value;

// Plain numbers for the inner loops.
const WEST_META = CIRCUS.westMetaX;
const EAST_META = CIRCUS.eastMetaX;
const END_CENTRE = CIRCUS.endCentreX;
const END_RADIUS = CIRCUS.arenaWidth / 2;
const WALL = CIRCUS.wallOffset;
const CARCERES = CIRCUS.carceresX;

const worldX = (x: number): number => FRAME.originX + x * SCALE;
const worldZ = (y: number): number => FRAME.originZ - y * SCALE;

/** Inches a chariot's centre stands clear of the spina (negative: inside it). */
export function spinaGap(x: number, y: number): number {
  const wx = worldX(x);
  const wz = worldZ(y);
  const dx = wx - Math.min(EAST_META, Math.max(WEST_META, wx));
  return (Math.sqrt(dx * dx + wz * wz) - SPINA_CLEAR_M) / SCALE;
}

/** Inches a chariot's centre stands clear of the arena wall (negative: beyond it). */
export function wallGap(x: number, y: number): number {
  const wx = worldX(x);
  const wz = worldZ(y);
  const ex = wx - END_CENTRE;
  const side = ex > 0 ? END_RADIUS - Math.sqrt(ex * ex + wz * wz) : WALL - Math.abs(wz);
  return (Math.min(side, wx - CARCERES) - WALL_CLEAR_M) / SCALE;
}

/**
 * Whether a point lies behind the start line (west of the west meta, where the south straight
 * begins). A chariot still on its first straight (station below 1) never goes back there (house):
 * it would stand before its first lap began, on a lap below 0.
 */
export const behindStart = (x: number): boolean => worldX(x) < WEST_META;

/** Whether a point lies on a straight: between the metae, where the track runs along the table's
 * x axis (headings 0 and 180 are parallel to it). */
export const onStraight = (x: number): boolean => {
  const wx = worldX(x);
  return wx >= WEST_META && wx <= EAST_META;
};

/**
 * The heading a chariot is placed at after its move (seed IV/I): "Chariots that are on the strait
 * away may make minor adjustments to the position of the model to make it parallel to the
 * direction of travel". On a straight, a heading within `most` degrees of parallel to it (either
 * way along it) is set parallel; anything else, and every heading in the turns, stays as the
 * plotted arc left it.
 */
export function placedHeading(x: number, heading: number, most: number): number {
  if (!onStraight(x)) return heading;
  const along = Math.abs(wrapDeg(heading)) <= 90 ? 0 : 180;
  return Math.abs(wrapDeg(heading - along)) <= most ? along : heading;
}

/** A chariot's place on the table: centre (inches) and heading (degrees, counter-clockwise). */
export interface TablePose {
  x: number;
  y: number;
  heading: number;
}

/**
 * Heading in [0, 360): ((h % 360) + 360) % 360, to the last bit, without the remainders where
 * they change nothing (a remainder is a call out of the compiled code, and the drivers wrap
 * hundreds of headings a turn). h % 360 is h itself within (-360, 360); the sum then lies in
 * (0, 720], where the second remainder is an exact subtraction.
 */
export const normDeg = (h: number): number => {
  const r = h > -360 && h < 360 ? h : h % 360;
  const t = r + 360;
  return t < 360 ? t : t < 720 ? t - 360 : t % 360;
};
/** Angle difference in (-180, 180]. */
export const wrapDeg = (h: number): number => {
  const r = normDeg(h);
  return r > 180 ? r - 360 : r;
};
const RAD = Math.PI / 180;

/**
 * A point of a move: `length` inches along a circular arc that turns `turn` degrees in all (left
 * positive), at share `u` of the way. `dir` -1 runs backward (reversing).
 */
export function arcAt(
  from: TablePose,
  length: number,
  turn: number,
  u: number,
  dir: number,
  out: TablePose,
): TablePose {
  const h0 = from.heading * RAD;
  if (Math.abs(turn) < 1e-9) {
    const s = length * u * dir;
    out.x = from.x + s * Math.cos(h0);
    out.y = from.y + s * Math.sin(h0);
  } else {
    // Radius of the arc followed by the centre (signed by the direction of the turn).
    const r = (length * dir) / (turn * RAD);
    const dh = turn * RAD * u;
    out.x = from.x + r * (Math.sin(h0 + dh) - Math.sin(h0));
    out.y = from.y - r * (Math.cos(h0 + dh) - Math.cos(h0));
  }
  out.heading = from.heading + turn * u;
  return out;
}

/** A body a move can strike: another chariot, a runaway team or a wreck. */
export interface Body {
  id: string;
  kind: 'chariot' | 'wreck';
  x: number;
  y: number;
}

/** What a move along an arc runs into first, and the last clear fraction of it. */
export interface Sweep {
  /** Share of the move done at the last point clear of everything (1: the whole move). */
  u: number;
  hit: 'spina' | 'wall' | 'chariot' | 'wreck' | 'start-line' | null;
  /** The body struck, when a body. */
  other: Body | null;
}

/** The places of the bodies being swept past (reused). */
let bodyX = new Float64Array(16);
let bodyY = new Float64Array(16);

/**
 * How far (inches) from a point every check of a sweep is sure to pass, beyond what the points
 * it skips may stray: a point rounded as the log writes it lies within 0.0071 in of the arc, and
 * the arithmetic's own error is some 1e-12. Generous: it only costs a point looked at.
 */
const SKIP_SLACK = 0.05;
/** Whether the wall's clearance is continuous where the straight wall meets the round end (the
 * end's radius is the straight's offset): then, like the spina's, it changes no faster than the
 * point moves, and a sweep may pass over points it is sure are clear of the wall. */
const WALL_SMOOTH = Math.abs(WALL - END_RADIUS) < 1e-9;

/** The arc a sweep follows, in plain numbers (see ARC_*): set once a sweep, read at each point.
 * Kept in an array rather than passed, since a call that is not inlined boxes every number it
 * is passed. */
const ARC = new Float64Array(9);
const ARC_FX = 0;
const ARC_FY = 1;
const ARC_H0 = 2;
const ARC_SIN0 = 3;
const ARC_COS0 = 4;
const ARC_R = 5;
const ARC_LENGTH = 6;
const ARC_TURN = 7;
const ARC_DIR = 8;
/** The point arcStep worked out: x, y. */
const _p = new Float64Array(2);

/** The point of ARC at step `i` of `steps` (arcAt's arithmetic), rounded as the log writes it
 * when `round` is set, into _p. Whole numbers in, so nothing is boxed if the call is not inlined. */
function arcStep(i: number, steps: number, straight: boolean, round: boolean): void {
  const u = i / steps;
  let ax: number;
  let ay: number;
  if (straight) {
    const s = ARC[ARC_LENGTH]! * u * ARC[ARC_DIR]!;
    ax = ARC[ARC_FX]! + s * ARC[ARC_COS0]!;
    ay = ARC[ARC_FY]! + s * ARC[ARC_SIN0]!;
  } else {
    const dh = ARC[ARC_TURN]! * RAD * u;
    const h0 = ARC[ARC_H0]!;
    const r = ARC[ARC_R]!;
    ax = ARC[ARC_FX]! + r * (Math.sin(h0 + dh) - ARC[ARC_SIN0]!);
    ay = ARC[ARC_FY]! - r * (Math.cos(h0 + dh) - ARC[ARC_COS0]!);
  }
  _p[0] = round ? roundPos(ax) : ax;
  _p[1] = round ? roundPos(ay) : ay;
}

/**
 * Follows a move's arc in `steps` equal steps and stops at the first point that would come within
 * `margin` inches of the spina or the wall, or within `contact` of a body while closing in on it
 * (a chariot already touching may draw away). Points are rounded as the log writes them when
 * `round` is set, so the engine's decisions hold for the logged positions. With `firstStraight`
 * set (a chariot that has not left its first straight) a point behind the start line stops it too
 * (`start-line`). The engine and the drivers share it, so a driver foresees exactly what the
 * engine will find.
 *
 * Every clearance it checks (from the spina, the wall, the start line, each body) changes no
 * faster than the point moves, and the points lie at most length / steps apart along the arc; so
 * from a point clear of everything by some room, the next points within that room are clear too
 * and are passed over without working them out. The answer is the one every step would give.
 */
export function sweep(
  from: TablePose,
  length: number,
  turn: number,
  dir: number,
  steps: number,
  bodies: readonly Body[],
  margin: number,
  contact: number,
  round: boolean,
  out: Sweep,
  firstStraight = false,
): Sweep {
  out.u = 0;
  out.hit = null;
  out.other = null;
  const c2 = contact * contact;
  // The arc's points as arcAt gives them (the same arithmetic), in plain numbers, with the start
  // heading's sine and cosine worked out once: the drivers sweep thousands of arcs a race.
  const h0 = from.heading * RAD;
  const straight = Math.abs(turn) < 1e-9;
  ARC[ARC_FX] = from.x;
  ARC[ARC_FY] = from.y;
  ARC[ARC_H0] = h0;
  ARC[ARC_SIN0] = Math.sin(h0);
  ARC[ARC_COS0] = Math.cos(h0);
  ARC[ARC_R] = straight ? 0 : (length * dir) / (turn * RAD);
  ARC[ARC_LENGTH] = length;
  ARC[ARC_TURN] = turn;
  ARC[ARC_DIR] = dir;
  // The bodies' places read once, not at every step: read from the bodies (objects of several
  // shapes) each read boxed a number on the heap, most of an Aurigae race's garbage.
  const nb = bodies.length;
  if (bodyX.length < nb) {
    bodyX = new Float64Array(nb * 2);
    bodyY = new Float64Array(nb * 2);
  }
  for (let j = 0; j < nb; j++) {
    bodyX[j] = bodies[j]!.x;
    bodyY[j] = bodies[j]!.y;
  }
  // Along the arc from one step's point to the next.
  const stepLength = Math.abs(length) / steps;
  // The last point worked out (the start is step 0) and the first step that must be.
  let last = 0;
  let lx = from.x;
  let ly = from.y;
  let next = 1;
  let clear = 0;
  for (let i = 1; i <= steps; i++) {
    const u = i / steps;
    if (i < next) {
      clear = u;
      continue;
    }
    arcStep(i, steps, straight, round);
    const x = _p[0]!;
    const y = _p[1]!;
    const spina = spinaGap(x, y);
    if (spina < margin) {
      out.u = clear;
      out.hit = 'spina';
      return out;
    }
    const wall = wallGap(x, y);
    if (wall < margin) {
      out.u = clear;
      out.hit = 'wall';
      return out;
    }
    if (firstStraight && behindStart(x)) {
      out.u = clear;
      out.hit = 'start-line';
      return out;
    }
    let room = spina - margin;
    if (WALL_SMOOTH) room = Math.min(room, wall - margin);
    else room = 0;
    if (firstStraight) room = Math.min(room, (worldX(x) - WEST_META) / SCALE);
    for (let j = 0; j < nb; j++) {
      const bx = bodyX[j]!;
      const by = bodyY[j]!;
      const dx = bx - x;
      const dy = by - y;
      const g2 = dx * dx + dy * dy;
      if (g2 >= c2) {
        room = Math.min(room, Math.sqrt(g2) - contact);
        continue;
      }
      room = 0;
      // Closing in: nearer than at the step before (worked out now if it was passed over).
      if (last !== i - 1) {
        arcStep(i - 1, steps, straight, round);
        lx = _p[0]!;
        ly = _p[1]!;
        last = i - 1;
      }
      const ox = bx - lx;
      const oy = by - ly;
      if (g2 < ox * ox + oy * oy - 1e-9) {
        const b = bodies[j]!;
        out.u = clear;
        out.hit = b.kind;
        out.other = b;
        return out;
      }
    }
    clear = u;
    lx = x;
    ly = y;
    last = i;
    // The steps within the room left (less the slack) are clear of everything.
    if (room > SKIP_SLACK)
      next = stepLength > 0 ? i + 1 + Math.floor((room - SKIP_SLACK) / stepLength) : steps + 1;
    else next = i + 1;
  }
  out.u = clear;
  return out;
}

/** Rounded as the log writes it: 0.01 inch, 0.1 degree. The race state keeps these values. */
export const roundPos = (v: number): number => Math.round(v * 100) / 100;
export const roundDeg = (v: number): number => (Math.round(normDeg(v) * 10) / 10) % 360;

/** Station (segments since the start, 4 a lap) of a point, unwrapped to lie nearest `previous`. */
export function stationNear(
  x: number,
  y: number,
  previous: number,
  out: TrackPlace = { station: 0, lap: 0, d: 0 },
): TrackPlace {
  const p = tableStationInLap(FRAME, x, y);
  const lap = lapNear(p.station, previous);
  out.station = p.station + 4 * lap;
  out.lap = lap;
  out.d = p.d;
  return out;
}

/** Where a point lies along the track: its station (unwrapped), lap and offset from the spina. */
export interface TrackPlace {
  station: number;
  lap: number;
  d: number;
}

/** Station of a point on its first lap (lap 0): where a chariot placed on the table begins. */
export const stationInLap = (x: number, y: number): number => tableStationInLap(FRAME, x, y).station;

/** Where a piece on the track at world (station, offset) lies on the table. */
export function tableOfWorld(
  wx: number,
  wz: number,
  out: { x: number; y: number } = { x: 0, y: 0 },
): { x: number; y: number } {
  out.x = (wx - FRAME.originX) / SCALE;
  out.y = (FRAME.originZ - wz) / SCALE;
  return out;
}

/** Where a piece at `station`, `d` metres from the spina axis, is after running `inches` on along
 * the track at that offset (the bends followed round). */
export function runOn(
  station: number,
  d: number,
  inches: number,
  out: { x: number; y: number } = { x: 0, y: 0 },
): { x: number; y: number } {
  const w = trackToWorld(stationToTrack(station, d).s + inches * SCALE, d, _pose);
  return tableOfWorld(w.x, w.z, out);
}
const _pose: Pose = { x: 0, z: 0, heading: 0 };

/** The station of the finish: `laps` laps, then the south straight up to the finish line. */
export const finishStation = (laps: number): number => laps * 4 + 1;

/** Whether the point lies in a bend of the track (beyond a meta), where paths are sampled finely. */
export function inBend(x: number): boolean {
  const wx = worldX(x);
  return wx < CIRCUS.westMetaX + 10 || wx > CIRCUS.eastMetaX - 10;
}

/** The direction of the race (degrees) at a point: along the track, counter-clockwise. */
export function trackHeading(station: number, x: number, y: number): number {
  const at = stationNear(x, y, station);
  return normDeg((stationToWorld(at.station - 4 * at.lap, at.d).heading * 180) / Math.PI);
}

/** How near the foot of the spina or the wall a man on foot stops (inches). */
const SAFE_AT = 0.5;

/**
 * The way a man on foot at (x, y) takes to safety: straight for the foot of the nearer of the
 * spina and the outer wall (house), stopping SAFE_AT short of it. `dist` is how far he has to run
 * (inches), (dx, dy) the unit direction.
 */
export function wayToSafety(
  x: number,
  y: number,
): { barrier: 'spina' | 'wall'; dist: number; dx: number; dy: number } {
  const toSpina = (px: number, py: number): number => spinaGap(px, py) + TABLE.chariotHalfWidth.value / SCALE;
  const toWall = (px: number, py: number): number => wallGap(px, py) + WALL_CLEAR_M / SCALE;
  const barrier = toSpina(x, y) <= toWall(x, y) ? 'spina' : 'wall';
  const to = barrier === 'spina' ? toSpina : toWall;
  const h = 0.25;
  const gx = to(x + h, y) - to(x - h, y);
  const gy = to(x, y + h) - to(x, y - h);
  const norm = Math.hypot(gx, gy) || 1;
  return { barrier, dist: Math.max(0, to(x, y) - SAFE_AT), dx: -gx / norm, dy: -gy / norm };
}

/**
 * After glancing off a barrier: the heading along it (the way the race runs) and a point nudged a
 * little clear of it. The barrier's direction comes from the gradient of its clearance, so the
 * same code serves the spina, the straight walls, the curved end and the carceres.
 */
export function glance(
  barrier: 'spina' | 'wall',
  x: number,
  y: number,
  station: number,
): { heading: number; x: number; y: number } {
  const gap = barrier === 'spina' ? spinaGap : wallGap;
  const h = 0.25;
  const gx = gap(x + h, y) - gap(x - h, y);
  const gy = gap(x, y + h) - gap(x, y - h);
  const norm = Math.hypot(gx, gy) || 1;
  const nx = gx / norm;
  const ny = gy / norm;
  const race = trackHeading(station, x, y);
  const t = (Math.atan2(nx, -ny) * 180) / Math.PI; // the normal turned a quarter clockwise
  const heading = Math.abs(wrapDeg(t - race)) <= 90 ? t : t + 180;
  return { heading: normDeg(heading), x: x + nx * 0.5, y: y + ny * 0.5 };
}
