import { LaneBoard, type LaneBoardSpec } from '../../track/lane-board.ts';
import { SAFE_SPEED } from './tables.ts';

/**
 * The Circus Maximus board (house figures): 8 lanes of 4.5 m from 8 m off the spina axis (clear of
 * the metae), so the field spans 8-44 m of the 59 m half-width; 48 squares of about 7 m along each
 * straight, and as many as fit each lane's arc in the turns (5 in lane 1, 19 in lane 8). A chariot
 * fills one lane and two squares: the team in front, the car behind. Its position is the team's
 * square.
 */
export const CM_BOARD: LaneBoardSpec = {
  kind: 'lane-squares',
  lanes: 8,
  laneWidth: 4.5,
  innerOffset: 8,
  straightSquares: 48,
  footprint: { lanes: 1, squares: 2 },
};

export const board = new LaneBoard(CM_BOARD);
export const LANES = CM_BOARD.lanes;

export interface Spot {
  lane: number;
  sq: number;
}

const EPS = 1e-9;
/** Stations of the middle of each square, tabulated: the movement loop asks for them constantly. */
const OFFSET = 16;
const SIZE = 1200; // past the finish of a 7-lap race in the outer lane
const middle: Float64Array[] = [new Float64Array(0)];
for (let lane = 1; lane <= LANES; lane++) {
  const t = new Float64Array(SIZE);
  for (let i = 0; i < SIZE; i++) t[i] = board.station(lane, i - OFFSET + 0.5);
  middle.push(t);
}

/** Station of the middle of a square. */
export function midStation(lane: number, sq: number): number {
  const i = sq + OFFSET;
  return i >= 0 && i < SIZE ? middle[lane]![i]! : board.station(lane, sq + 0.5);
}

/** Station of the front edge of a square. */
export const frontEdge = (lane: number, sq: number): number => board.station(lane, sq + 1);

/** The square of another lane abreast a square: the one holding its middle (the corner square
 * shift is built in). For reach and range; a chariot changing lanes lands on `laneChangeSquare`. */
export function abreast(lane: number, sq: number, to: number): number {
  return Math.floor(board.squareAt(to, midStation(lane, sq)) + EPS);
}

/**
 * The square a lane change or a sideslip from (lane, sq) lands on in lane `to`: the square abreast,
 * or the next one where the square abreast has its middle behind the chariot's. In the turns the
 * lanes hold different numbers of squares, and the square abreast can reach back up to half a
 * square; taking the next one keeps every move going forward, so no move passes the same place
 * twice. On the straights the squares are abreast exactly and nothing changes.
 */
export function laneChangeSquare(lane: number, sq: number, to: number): number {
  const at = abreast(lane, sq, to);
  return midStation(to, at) < midStation(lane, sq) - EPS ? at + 1 : at;
}

/** Index of the corner a square lies in (odd segments are turns), or null on a straight. */
export function cornerOf(lane: number, sq: number): number | null {
  const seg = Math.floor(midStation(lane, sq));
  return seg % 2 === 1 ? seg : null;
}

/** Safe corner speed of a lane before weight and weather. */
export const laneSafeSpeed = (lane: number): number => SAFE_SPEED.value[lane - 1]!;

/** Start places: lanes 1-8 abreast behind the line; with more than 8 chariots the front row
 * stands two squares up the track and the 9th to 12th behind it, on the line (the log's boards
 * allow no piece further back than its own length). */
export function startSpot(k: number, count: number): Spot {
  const front = count > LANES ? 1 : -1;
  return { lane: 1 + (k % LANES), sq: front - 2 * Math.floor(k / LANES) };
}

/** Stations in a lap: two straights and two turns. */
export const LAP_STATIONS = 4;

/** The finish line: `laps` laps from the start line. */
export const finishStation = (laps: number): number => laps * LAP_STATIONS;

/** Free squares ahead before the next corner in the same lane (0 in a corner or at its edge). */
export function squaresToCorner(lane: number, sq: number): number {
  const st = midStation(lane, sq);
  const seg = Math.floor(st);
  if (seg % 2 === 1) return 0;
  // Squares strictly before the corner's first square: a move of this length stops short of it.
  return Math.max(0, Math.ceil(board.squareAt(lane, seg + 1) - EPS) - sq - 1);
}

/** Lateral side of `other` seen from a chariot in `lane`: -1 inside (spina side), +1 outside. */
export const sideOf = (lane: number, other: number): -1 | 1 => (other < lane ? -1 : 1);
