import { segmentAt } from '../../track/circus-maximus.ts';
import { CRUDIS_BOARD, LaneBoard } from '../../track/lane-board.ts';

/** A chariot's or wreck's place: its front-inner square. It fills lanes lane..lane+1 and squares
 * sq-1..sq of its inner lane. */
export interface Spot {
  lane: number;
  sq: number;
}

export const board = new LaneBoard(CRUDIS_BOARD);
export const LANES = CRUDIS_BOARD.lanes;
/** Highest lane a 2-lane chariot's inner wheel may take. */
export const MAX_LANE = LANES - 1;
const EPS = 1e-9;

/**
 * Stations of integer square boundaries and lane transfers, tabulated per lane: the drivers trace
 * hundreds of candidate paths per decision, and these lookups are their inner loop.
 */
const OFFSET = 8;
const SIZE = 2600; // past the finish of a 7-lap race in the outermost lane, with room to spare
const stationTable: Float64Array[] = [];
const transferOut: Int32Array[] = [];
const transferIn: Int32Array[] = [];
for (let lane = 0; lane <= LANES; lane++) {
  const st = new Float64Array(SIZE);
  const out = new Int32Array(SIZE);
  const inn = new Int32Array(SIZE);
  if (lane >= 1) {
    for (let i = 0; i < SIZE; i++) {
      const sq = i - OFFSET;
      st[i] = board.station(lane, sq);
      out[i] = lane < LANES ? board.transfer(lane, sq, lane + 1) : 0;
      inn[i] = lane > 1 ? board.transfer(lane, sq, lane - 1) : 0;
    }
  }
  stationTable.push(st);
  transferOut.push(out);
  transferIn.push(inn);
}

/** Station of the boundary at the rear of square `sq` in an integer lane. */
export function stationAt(lane: number, sq: number): number {
  const i = sq + OFFSET;
  return i >= 0 && i < SIZE && lane >= 1 && lane <= LANES ? stationTable[lane]![i]! : board.station(lane, sq);
}

/** `board.transfer` for neighbouring lanes, from the tables. */
export function transferAdjacent(lane: number, sq: number, dir: number): number {
  const i = sq + OFFSET;
  const to = lane + dir;
  // Off the board (into the spina or the wall): callers reject the square with onBoard().
  if (to < 1 || to > LANES) return sq;
  if (i < 0 || i >= SIZE || Math.abs(dir) !== 1) return board.transfer(lane, sq, to);
  return (dir > 0 ? transferOut : transferIn)[lane]![i]!;
}

/** Station of the front edge of the chariot. */
export const frontStation = (p: Spot): number => stationAt(p.lane, p.sq + 1);
/** Station of the back edge of the chariot. */
export const backStation = (p: Spot): number => stationAt(p.lane, p.sq - 1);

/** True when two 2 × 2 footprints share any ground. */
export function overlaps(a: Spot, b: Spot): boolean {
  if (Math.abs(a.lane - b.lane) > 1) return false;
  return frontStation(a) > backStation(b) + EPS && frontStation(b) > backStation(a) + EPS;
}

/** True when two footprints run side by side in touching lanes (wheel to wheel). */
export function alongside(a: Spot, b: Spot): boolean {
  if (Math.abs(a.lane - b.lane) !== 2) return false;
  return frontStation(a) > backStation(b) + EPS && frontStation(b) > backStation(a) + EPS;
}

/** The next square forward, with an optional lane change (one lane sideways per square forward). */
export function stepForward(p: Spot, lateral: number): Spot {
  if (lateral === 0) return { lane: p.lane, sq: p.sq + 1 };
  return { lane: p.lane + lateral, sq: transferAdjacent(p.lane, p.sq + 1, lateral) };
}

/** Sideways shift with no forward movement, staying abreast. */
export function stepAside(p: Spot, lateral: number): Spot {
  return { lane: p.lane + lateral, sq: transferAdjacent(p.lane, p.sq, lateral) };
}

export const onBoard = (p: Spot): boolean => p.lane >= 1 && p.lane <= MAX_LANE;

/** How many danger lines `dangerLinesCrossed` would list, without the list (the drivers' inner loop). */
export function dangerLineCount(before: number, after: number): number {
  let n = 0;
  for (let s = Math.floor(before + EPS) + 1; s <= after + EPS; s++) if (s >= 1) n++;
  return n;
}

/** Danger lines lie where each turn begins and ends: every whole station from 1 on. */
export function dangerLinesCrossed(before: number, after: number): number[] {
  const lines: number[] = [];
  for (let s = Math.floor(before + EPS) + 1; s <= after + EPS; s++) if (s >= 1) lines.push(s);
  return lines;
}

export const DANGER_LINE_LABEL = (station: number): string =>
  station % 2 === 1
    ? `the ${station % 4 === 1 ? 'east' : 'west'} turn begins`
    : `the ${station % 4 === 2 ? 'east' : 'west'} turn ends`;

/** Station of the finish: `laps` laps then the final (south) straight. */
export const finishStation = (laps: number): number => laps * 4 + 1;

export const onStraight = (p: Spot): boolean => {
  const kind = segmentAt(frontStation(p) - EPS);
  return kind === 'south-straight' || kind === 'north-straight';
};

/** Longitudinal gap in squares (of lane `lane`) between two station intervals; 0 when they meet. */
export function gapSquares(lane: number, aFrom: number, aTo: number, bFrom: number, bTo: number): number {
  if (aTo > bFrom + EPS && bTo > aFrom + EPS) return 0;
  const [lo, hi] = aTo <= bFrom + EPS ? [aTo, bFrom] : [bTo, aFrom];
  return board.squareAt(lane, hi) - board.squareAt(lane, lo);
}

/** Metres left along the lane to the finish line from the chariot's front. */
export function distanceToFinish(p: Spot, laps: number): number {
  const finishSq = board.squareAt(p.lane, finishStation(laps));
  return board.distance(p.lane, finishSq) - board.distance(p.lane, p.sq + 1);
}

/** Start position of the k-th chariot (0-based): on the start line, one space out from the spina
 * and each next one further out, side by side without overlapping. */
export const startSpot = (k: number): Spot => ({ lane: 1 + 2 * k, sq: -1 });
