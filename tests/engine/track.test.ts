import { describe, expect, test } from 'vitest';
import {
  CIRCUS,
  CRUDIS_BOARD,
  LaneBoard,
  lapLength,
  type Pose,
  SEGMENTS,
  segmentLength,
  stationToWorld,
  trackToStation,
  trackToWorld,
  worldToTrack,
} from '../../src/engine/index.ts';

const OFFSETS = [CIRCUS.trackInnerOffset, 12, 30.5, 55];

/** Direction of travel for a heading: three.js yaw about +y turns +x toward -z (north). */
const forward = (heading: number) => ({ x: Math.cos(heading), z: -Math.sin(heading) });
/** The driver's left seen from above (y up, x east, z south): up × forward. */
const leftOf = (heading: number) => ({ x: -Math.sin(heading), z: -Math.cos(heading) });

/** Points spread over one lap at offset d, including every segment's ends. */
function lapPoints(d: number, perSegment = 50): number[] {
  const out: number[] = [];
  let start = 0;
  for (const kind of SEGMENTS) {
    const len = segmentLength(kind, d);
    for (let i = 0; i < perSegment; i++) out.push(start + (len * i) / perSegment);
    start += len;
  }
  return out;
}

/** Inside the sand: within the straight sides and the semicircular east end, east of the carceres. */
function insideArena(x: number, z: number): boolean {
  if (x < CIRCUS.carceresX || x > CIRCUS.endApexX) return false;
  if (Math.abs(z) >= CIRCUS.wallOffset) return false;
  return x <= CIRCUS.endCentreX || Math.hypot(x - CIRCUS.endCentreX, z) < CIRCUS.arenaWidth / 2;
}

describe('the Circus Maximus', () => {
  test('has the reconstruction figures: 621 m × 118 m arena, 335 m spina, 12 carceres', () => {
    expect(CIRCUS.arenaLength).toBe(621);
    expect(CIRCUS.arenaWidth).toBe(118);
    expect(CIRCUS.spinaLength).toBe(335);
    expect(CIRCUS.carceresCount).toBe(12);
  });

  test('its coordinates agree with those figures', () => {
    expect(CIRCUS.endApexX - CIRCUS.carceresX).toBe(CIRCUS.arenaLength);
    expect(CIRCUS.eastMetaX - CIRCUS.westMetaX).toBe(CIRCUS.spinaLength);
    expect(CIRCUS.wallOffset * 2).toBe(CIRCUS.arenaWidth);
    expect(CIRCUS.endApexX - CIRCUS.endCentreX).toBe(CIRCUS.arenaWidth / 2);
    // The spina lies inside the arena with room to race around both metae.
    expect(CIRCUS.westMetaX - CIRCUS.carceresX).toBeGreaterThan(CIRCUS.wallOffset);
    expect(CIRCUS.endCentreX).toBeGreaterThan(CIRCUS.eastMetaX);
  });

  test.each(OFFSETS)('a lap at offset %f m is 2 × 335 + 2πd', (d) => {
    expect(lapLength(d)).toBeCloseTo(2 * 335 + 2 * Math.PI * d, 9);
    const sum = SEGMENTS.reduce((acc, k) => acc + segmentLength(k, d), 0);
    expect(sum).toBeCloseTo(lapLength(d), 9);
  });

  test.each(OFFSETS)('trackToWorld then worldToTrack round-trips on all four segments (d = %f)', (d) => {
    const seen = new Set<number>();
    for (const s of lapPoints(d)) {
      const p = trackToWorld(s, d);
      const back = worldToTrack(p.x, p.z);
      expect(Math.abs(back.s - s), `s=${s}`).toBeLessThan(1e-6);
      expect(Math.abs(back.d - d), `s=${s}`).toBeLessThan(1e-6);
      seen.add(Math.floor(trackToStation(s, d)));
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  test('headings: east on the south straight, north at the east apex, west on the north straight', () => {
    const d = 20;
    const south = trackToWorld(100, d);
    expect(south.heading).toBeCloseTo(0, 12);
    expect(south.z).toBeCloseTo(d, 9); // south of the spina (+z)

    const apex = trackToWorld(CIRCUS.spinaLength + (Math.PI * d) / 2, d);
    expect(apex.heading).toBeCloseTo(Math.PI / 2, 9);
    expect(apex.x).toBeCloseTo(CIRCUS.eastMetaX + d, 9);
    expect(apex.z).toBeCloseTo(0, 9);

    const north = trackToWorld(CIRCUS.spinaLength + Math.PI * d + 100, d);
    expect(north.heading).toBeCloseTo(Math.PI, 12);
    expect(north.z).toBeCloseTo(-d, 9);

    const westApex = trackToWorld(2 * CIRCUS.spinaLength + 1.5 * Math.PI * d, d);
    expect(westApex.heading).toBeCloseTo((3 * Math.PI) / 2, 9);
    expect(westApex.x).toBeCloseTo(CIRCUS.westMetaX - d, 9);
  });

  test.each(OFFSETS)('the heading is the direction of travel (d = %f)', (d) => {
    const eps = 1e-4;
    for (const s of lapPoints(d, 20)) {
      const a = trackToWorld(s, d);
      const b = trackToWorld(s + eps, d);
      const f = forward(a.heading);
      expect(Math.abs((b.x - a.x) / eps - f.x), `s=${s}`).toBeLessThan(1e-3);
      expect(Math.abs((b.z - a.z) / eps - f.z), `s=${s}`).toBeLessThan(1e-3);
    }
  });

  test.each(OFFSETS)('the spina is on the drivers left (d = %f)', (d) => {
    for (const s of lapPoints(d, 20)) {
      const p = trackToWorld(s, d);
      // Nearest point of the spina axis, which runs along z = 0 between the metae.
      const ax = Math.min(CIRCUS.eastMetaX, Math.max(CIRCUS.westMetaX, p.x));
      const toSpina = { x: ax - p.x, z: -p.z };
      const left = leftOf(p.heading);
      // The spina lies straight out to the left, at distance d.
      expect(toSpina.x * left.x + toSpina.z * left.z, `s=${s}`).toBeCloseTo(d, 6);
    }
  });

  test('races run counter-clockwise seen from above', () => {
    // Shoelace area in map coordinates (east, north) = (x, -z): positive when counter-clockwise.
    const pts = lapPoints(30).map((s) => trackToWorld(s, 30));
    let area = 0;
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[(i + 1) % pts.length]!;
      area += a.x * -b.z - b.x * -a.z;
    }
    expect(area / 2).toBeGreaterThan(0);
  });

  test.each(OFFSETS)('stationToWorld is continuous across segment joins (d = %f)', (d) => {
    const eps = 1e-9;
    for (let join = 1; join <= 8; join++) {
      const a = stationToWorld(join - eps, d);
      const b = stationToWorld(join + eps, d);
      expect(Math.hypot(a.x - b.x, a.z - b.z), `station ${join}`).toBeLessThan(1e-5);
      expect(Math.abs(a.heading - b.heading), `station ${join}`).toBeLessThan(1e-6);
    }
  });

  test('trackToWorld writes into the pose it is given', () => {
    const out: Pose = { x: NaN, z: NaN, heading: NaN };
    expect(trackToWorld(10, 10, out)).toBe(out);
    expect(out.x).toBeCloseTo(CIRCUS.westMetaX + 10, 9);
  });
});

describe('LaneBoard with CRUDIS_BOARD', () => {
  const board = new LaneBoard(CRUDIS_BOARD);
  const lanes = Array.from({ length: CRUDIS_BOARD.lanes }, (_, i) => i + 1);

  test.each(lanes)('station() strictly increases along lane %i', (lane) => {
    const end = 3 * board.loopSquares(lane);
    let prev = -Infinity;
    for (let p = -4; p <= end; p += 0.25) {
      const st = board.station(lane, p);
      expect(st, `p=${p}`).toBeGreaterThan(prev);
      prev = st;
    }
  });

  test.each(lanes)('squareAt() inverts station() in lane %i', (lane) => {
    for (let p = -2; p <= 2 * board.loopSquares(lane) + 3; p += 0.37) {
      expect(Math.abs(board.squareAt(lane, board.station(lane, p)) - p), `p=${p}`).toBeLessThan(1e-9);
    }
    for (let st = 0; st <= 9; st += 0.0625) {
      expect(Math.abs(board.station(lane, board.squareAt(lane, st)) - st), `st=${st}`).toBeLessThan(1e-9);
    }
  });

  test('every straight holds the same squares; outer lanes hold more squares in the turns', () => {
    const squareLength = CIRCUS.spinaLength / CRUDIS_BOARD.straightSquares;
    for (const lane of lanes) {
      // A lane's turn holds as many squares as fit its arc (π × its centre line's offset).
      const fit = (Math.PI * board.laneOffset(lane)) / squareLength;
      expect(Math.abs(board.turnSquares(lane) - fit), `lane ${lane}`).toBeLessThanOrEqual(0.5);
      expect(board.loopSquares(lane)).toBe(2 * CRUDIS_BOARD.straightSquares + 2 * board.turnSquares(lane));
      if (lane > 1)
        expect(board.turnSquares(lane), `lane ${lane}`).toBeGreaterThan(board.turnSquares(lane - 1));
    }
  });

  test('turnSquares() refuses lanes that are not on the board', () => {
    expect(() => board.turnSquares(0)).toThrow(RangeError);
    expect(() => board.turnSquares(-1)).toThrow(RangeError);
    expect(() => board.turnSquares(2.5)).toThrow(RangeError);
    expect(() => board.turnSquares(CRUDIS_BOARD.lanes + 1)).toThrow(RangeError);
  });

  test('transfer() keeps a square abreast: the new square holds the old one’s centre', () => {
    for (const from of [1, 2, 7, 12, 23, 24]) {
      for (const to of [1, 2, 8, 13, 24]) {
        for (let sq = -2; sq < 2 * board.loopSquares(from); sq += 3) {
          const t = board.transfer(from, sq, to);
          expect(Number.isInteger(t)).toBe(true);
          const centre = board.station(from, sq + 0.5);
          const where = `${from}:${sq} -> ${to}:${t}`;
          expect(board.station(to, t), where).toBeLessThanOrEqual(centre + 1e-9);
          expect(board.station(to, t + 1), where).toBeGreaterThan(centre - 1e-9);
        }
      }
    }
    expect(board.transfer(5, 40, 5)).toBe(40);
  });

  test('the whole board lies inside the arena wall', () => {
    expect(board.outerOffset).toBeLessThan(CIRCUS.wallOffset);
    expect(CRUDIS_BOARD.innerOffset).toBeGreaterThanOrEqual(CIRCUS.spinaHalfWidth);
    // The outer edge all the way round, from the start line to the end of the lap.
    for (let st = 0; st < 4; st += 1 / 256) {
      const p = stationToWorld(st, board.outerOffset);
      expect(insideArena(p.x, p.z), `station ${st}: (${p.x}, ${p.z})`).toBe(true);
    }
    // Pieces at the start, which stand behind the start line.
    for (let lane = 1; lane < CRUDIS_BOARD.lanes; lane++) {
      const p = board.pieceToWorld(lane, -1);
      expect(insideArena(p.x, p.z)).toBe(true);
    }
  });

  test('pieceToWorld gives finite poses for whole and fractional positions', () => {
    for (let lane = 1; lane <= CRUDIS_BOARD.lanes - 1; lane += 0.5) {
      for (let sq = -2; sq < 3 * board.loopSquares(Math.ceil(lane)); sq += 2.3) {
        const p = board.pieceToWorld(lane, sq);
        expect(
          Number.isFinite(p.x) && Number.isFinite(p.z) && Number.isFinite(p.heading),
          `${lane}:${sq}`,
        ).toBe(true);
        expect(Math.abs(p.z)).toBeLessThan(CIRCUS.wallOffset);
      }
    }
  });

  test('a piece covers its footprint: its centre lies between its lanes', () => {
    const p = board.pieceToWorld(3, 20); // on the south straight
    const inner = board.laneOffset(3);
    const outer = board.laneOffset(3 + CRUDIS_BOARD.footprint.lanes - 1);
    expect(p.z).toBeCloseTo((inner + outer) / 2, 9);
  });
});
