/**
 * The Circus Maximus as geometry, in metres. World axes follow three.js: x east, y up, z south.
 *
 * Figures follow the common reconstruction of the imperial circus: an arena about 621 m × 118 m,
 * a spina about 335 m long with a meta (three cones on a base) at each end, 12 carceres across the
 * straight west end, the semicircular end to the east. Races run counter-clockwise seen from
 * above, the spina on the drivers' left: east along the south side, west along the north side.
 * The imperial box (pulvinar) stands in the southern cavea, opposite the finish line.
 */
export const CIRCUS = {
  id: 'circus-maximus',
  /** Arena (the sand inside the podium wall). */
  arenaLength: 621,
  arenaWidth: 118,
  /** West face of the carceres and apex of the semicircular end. */
  carceresX: -310.5,
  endApexX: 310.5,
  /** Centre of the semicircular east end (radius = arenaWidth / 2). */
  endCentreX: 310.5 - 59,
  /** Spina: its axis is z = 0, from the west meta to the east meta. */
  spinaLength: 335,
  spinaHalfWidth: 4,
  westMetaX: -145,
  eastMetaX: 190,
  metaRadius: 3.5,
  /** Lateral offset (from the spina axis) where the racing surface begins. */
  trackInnerOffset: 5,
  /** Lateral offset of the podium wall along the straights. */
  wallOffset: 59,
  carceresCount: 12,
  /** Height of the podium wall in front of the cavea. */
  podiumHeight: 3.5,
} as const;

/** A pose on the sand: position and yaw. Heading 0 faces east (+x); it grows counter-clockwise
 * seen from above, so `object.rotation.y = heading` turns a model built facing +x onto the track. */
export interface Pose {
  x: number;
  z: number;
  heading: number;
}

/** Track coordinates: distance `s` along the line at lateral offset `d` from the spina axis,
 * measured from the start line (where the south straight begins, abreast the west meta), in
 * metres, plus that offset. `s` may exceed one lap: lap k covers [k·L(d), (k+1)·L(d)). */
export interface TrackPoint {
  s: number;
  d: number;
}

const STRAIGHT = CIRCUS.eastMetaX - CIRCUS.westMetaX;
const TWO_PI = Math.PI * 2;

/** Length of one lap along the line at offset d. */
export function lapLength(d: number): number {
  return 2 * STRAIGHT + TWO_PI * d;
}

/**
 * Track metres per station at lateral offset d: a straight's length, or a turn's arc (π d, d at
 * least a micrometre). Every board is laid on this track, so every board mapping answers with
 * this one function: the plan builder calls it for each path point, and a call that always meets
 * the same function is inlined by V8 (a call among several boxes its numbers on the heap).
 */
export function metresPerStation(station: number, d: number): number {
  const seg = ((Math.floor(station) % 4) + 4) % 4;
  return seg % 2 === 0 ? STRAIGHT : Math.PI * Math.max(d, 1e-6);
}

/** Segments of a lap, in order, starting at the start line. */
export type SegmentKind = 'south-straight' | 'east-turn' | 'north-straight' | 'west-turn';
export const SEGMENTS: readonly SegmentKind[] = [
  'south-straight',
  'east-turn',
  'north-straight',
  'west-turn',
];

export function segmentLength(kind: SegmentKind, d: number): number {
  return kind === 'south-straight' || kind === 'north-straight' ? STRAIGHT : Math.PI * d;
}

/**
 * Station: a lane-independent longitudinal coordinate, in segments. Its integer part counts
 * segments since the start (4 per lap) and its fraction is the share of that segment covered,
 * the same for every lane abreast (same x on a straight, same angle in a turn). It orders
 * chariots in different lanes ("furthest forward") and carries a position across lanes.
 */
export function trackToStation(s: number, d: number): number {
  const lap = Math.floor(s / lapLength(d));
  let rest = s - lap * lapLength(d);
  let station = lap * 4;
  for (const kind of SEGMENTS) {
    const len = segmentLength(kind, d);
    if (rest < len) return station + rest / len;
    rest -= len;
    station += 1;
  }
  return station;
}

export function stationToTrack(station: number, d: number): TrackPoint {
  const seg = Math.floor(station);
  const frac = station - seg;
  const lap = Math.floor(seg / 4);
  const within = seg - lap * 4;
  let s = lap * lapLength(d);
  for (let i = 0; i < within; i++) s += segmentLength(SEGMENTS[i]!, d);
  s += frac * segmentLength(SEGMENTS[within]!, d);
  return { s, d };
}

/** World pose of a track point. Writes into `out` when given, so frame loops need not allocate. */
export function trackToWorld(s: number, d: number, out: Pose = { x: 0, z: 0, heading: 0 }): Pose {
  const station = trackToStation(s, d);
  return stationToWorld(station, d, out);
}

export function stationToWorld(station: number, d: number, out: Pose = { x: 0, z: 0, heading: 0 }): Pose {
  const seg = Math.floor(station);
  const frac = station - seg;
  const lap = Math.floor(seg / 4);
  const within = seg - lap * 4;
  const turns = lap * TWO_PI;
  switch (within) {
    case 0: // south straight, eastbound
      out.x = CIRCUS.westMetaX + frac * STRAIGHT;
      out.z = d;
      out.heading = turns;
      break;
    case 1: {
      // east turn around the east meta, from south to north
      const a = frac * Math.PI;
      out.x = CIRCUS.eastMetaX + d * Math.sin(a);
      out.z = d * Math.cos(a);
      out.heading = turns + a;
      break;
    }
    case 2: // north straight, westbound
      out.x = CIRCUS.eastMetaX - frac * STRAIGHT;
      out.z = -d;
      out.heading = turns + Math.PI;
      break;
    default: {
      // west turn around the west meta, from north to south
      const a = frac * Math.PI;
      out.x = CIRCUS.westMetaX - d * Math.sin(a);
      out.z = -d * Math.cos(a);
      out.heading = turns + Math.PI + a;
      break;
    }
  }
  return out;
}

/**
 * The track point nearest a world position, within lap 0 (s in [0, L(d))). Points on the spina
 * axis between the metae have d = 0 and belong to whichever straight their side rounds to.
 */
export function worldToTrack(x: number, z: number): TrackPoint {
  if (x >= CIRCUS.westMetaX && x <= CIRCUS.eastMetaX) {
    if (z >= 0) {
      const d = z;
      return { s: x - CIRCUS.westMetaX, d };
    }
    const d = -z;
    return { s: STRAIGHT + Math.PI * d + (CIRCUS.eastMetaX - x), d };
  }
  if (x > CIRCUS.eastMetaX) {
    const dx = x - CIRCUS.eastMetaX;
    const d = Math.hypot(dx, z);
    const a = Math.atan2(dx, z); // 0 at the south, π at the north
    return { s: STRAIGHT + a * d, d };
  }
  const dx = CIRCUS.westMetaX - x;
  const d = Math.hypot(dx, z);
  const a = Math.atan2(dx, -z); // 0 at the north, π at the south
  return { s: 2 * STRAIGHT + Math.PI * d + a * d, d };
}

/** Which segment a station lies in. */
export function segmentAt(station: number): SegmentKind {
  const seg = Math.floor(station);
  return SEGMENTS[((seg % 4) + 4) % 4]!;
}

/** The finish line: across the south straight, opposite the imperial box. Station within a lap. */
export const FINISH_STATION_IN_LAP = 1;
/** x of the finish line and of the imperial box facing it. */
export const FINISH_X = CIRCUS.eastMetaX;
