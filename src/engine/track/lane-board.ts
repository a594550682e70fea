import { CIRCUS, lapLength, type Pose, SEGMENTS, segmentLength, stationToWorld } from './circus-maximus.ts';

/**
 * A board of lanes of squares laid around the spina (Crudis; Circus Maximus reuses it with its own
 * figures). Lane 1 runs next to the spina. Along the straights every lane has the same number of
 * squares, abreast of each other; in the turns a lane holds as many squares as fit its arc, so the
 * outer lanes hold more and a lane change in a turn gains or loses ground as on a printed board.
 *
 * Square `sq` of a lane spans the continuous coordinate [sq, sq + 1); `sq` counts from the start
 * line and keeps growing lap after lap, so a position never wraps.
 */
export interface LaneBoardSpec {
  readonly kind: 'lane-squares';
  readonly lanes: number;
  /** Width of a lane, metres. */
  readonly laneWidth: number;
  /** Lateral offset of lane 1's inner edge from the spina axis, metres. */
  readonly innerOffset: number;
  /** Squares along each straight, in every lane. */
  readonly straightSquares: number;
  /** A piece's size in lanes × squares. */
  readonly footprint: { readonly lanes: number; readonly squares: number };
}

export class LaneBoard {
  readonly spec: LaneBoardSpec;
  private readonly turn: number[];

  constructor(spec: LaneBoardSpec) {
    this.spec = spec;
    const squareLength = segmentLength('south-straight', 0) / spec.straightSquares;
    this.turn = [0];
    for (let lane = 1; lane <= spec.lanes; lane++) {
      this.turn.push(Math.max(2, Math.round((Math.PI * this.laneOffset(lane)) / squareLength)));
    }
  }

  /** Lateral offset of a lane's centre line; fractional lanes lie between. */
  laneOffset(lane: number): number {
    return this.spec.innerOffset + (lane - 0.5) * this.spec.laneWidth;
  }

  /** Squares in each turn for an integer lane. */
  turnSquares(lane: number): number {
    const n = Number.isInteger(lane) && lane >= 1 ? this.turn[lane] : undefined;
    if (n === undefined) throw new RangeError(`lane ${lane} is not on this board (1..${this.spec.lanes})`);
    return n;
  }

  loopSquares(lane: number): number {
    return 2 * this.spec.straightSquares + 2 * this.turnSquares(lane);
  }

  private segmentSquares(lane: number, index: number): number {
    return index % 2 === 0 ? this.spec.straightSquares : this.turnSquares(lane);
  }

  /** Continuous square coordinate p in an integer lane → station (segments since the start). */
  station(lane: number, p: number): number {
    const loop = this.loopSquares(lane);
    const lap = Math.floor(p / loop);
    let rest = p - lap * loop;
    let station = lap * 4;
    for (let i = 0; i < 4; i++) {
      const n = this.segmentSquares(lane, i);
      if (rest < n) return station + rest / n;
      rest -= n;
      station += 1;
    }
    return station;
  }

  /** Station → continuous square coordinate in an integer lane. */
  squareAt(lane: number, station: number): number {
    const seg = Math.floor(station);
    const lap = Math.floor(seg / 4);
    const within = seg - lap * 4;
    let p = lap * this.loopSquares(lane);
    for (let i = 0; i < within; i++) p += this.segmentSquares(lane, i);
    return p + (station - seg) * this.segmentSquares(lane, within);
  }

  /** The square of `toLane` abreast the given square of `fromLane` (the one holding its centre). */
  transfer(fromLane: number, sq: number, toLane: number): number {
    if (fromLane === toLane) return sq;
    return Math.floor(this.squareAt(toLane, this.station(fromLane, sq + 0.5)) + 1e-9);
  }

  /** Metres along the lane's centre line from the start line to continuous square p. */
  distance(lane: number, p: number): number {
    const st = this.station(lane, p);
    const d = this.laneOffset(lane);
    const seg = Math.floor(st);
    const lap = Math.floor(seg / 4);
    let s = lap * lapLength(d);
    const within = seg - lap * 4;
    for (let i = 0; i < within; i++) s += segmentLength(SEGMENTS[i]!, d);
    return s + (st - seg) * segmentLength(SEGMENTS[within]!, d);
  }

  /**
   * World pose of a piece whose front-inner square is (lane, sq): the centre of its footprint.
   * `lane` and `sq` may be fractional (a piece between squares while it moves).
   */
  pieceToWorld(lane: number, sq: number, out?: Pose): Pose {
    const { lanes, squares } = this.spec.footprint;
    const centreLane = lane + (lanes - 1) / 2;
    const baseLane = Math.min(this.spec.lanes, Math.max(1, Math.round(lane)));
    const station = this.station(baseLane, sq + 1 - squares / 2);
    return stationToWorld(station, this.laneOffset(centreLane), out);
  }

  /** World pose of the centre of one square. */
  squareToWorld(lane: number, sq: number, out?: Pose): Pose {
    return stationToWorld(this.station(lane, sq + 0.5), this.laneOffset(lane), out);
  }

  /** Outer edge of the outermost lane, metres from the spina axis. */
  get outerOffset(): number {
    return this.spec.innerOffset + this.spec.lanes * this.spec.laneWidth;
  }
}

/** The Crudis board: 24 lanes of 2 m, 84 squares of about 4 m along each straight. A chariot
 * fills 2 × 2 squares, about 4 m across and 8 m long: a quadriga's team and car. (house values) */
export const CRUDIS_BOARD: LaneBoardSpec = {
  kind: 'lane-squares',
  lanes: 24,
  laneWidth: 2,
  innerOffset: CIRCUS.trackInnerOffset,
  straightSquares: 84,
  footprint: { lanes: 2, squares: 2 },
};
