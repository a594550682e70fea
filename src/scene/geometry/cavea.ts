import { BufferAttribute, BufferGeometry, Color, ShapeUtils, Vector2 } from 'three';
import { CIRCUS } from '../../engine/track/circus-maximus.ts';
import { CARCERES, CAVEA_GAP_HALF_ANGLE, IMPERIAL_BOX } from '../layout.ts';
import { STONE_TILE } from '../materials/arena-materials.ts';

/**
 * The cavea is one cross-section (profile) swept along the arena's outline: west along the south
 * straight to the curved east end, round it, and back along the north straight. It is cut at the
 * apex to let the triumphal arch through, so it is swept as two runs, each closed by end caps.
 * Profile coordinates: o = lateral distance from the spina axis (or from the centre of the east
 * end), y = height.
 */

interface ProfilePoint {
  readonly o: number;
  readonly y: number;
}

interface ProfileEdge {
  readonly a: ProfilePoint;
  readonly b: ProfilePoint;
  readonly color: string;
}

/** A row of seats: people sit on the tread at (o, y). */
export interface SeatRow {
  readonly o: number;
  readonly y: number;
  /** 0 lowest (senators and knights) … 2 highest (timber seats). */
  readonly tier: number;
}

interface Profile {
  readonly edges: ProfileEdge[];
  readonly rows: SeatRow[];
  /** Outer face of the cavea. */
  readonly outer: number;
  /** The portico wall at the top, facing the track: o, and its foot and top heights. */
  readonly portico: { o: number; y0: number; y1: number };
}

const TIER_COLOURS = [
  { seat: '#e2d8c4', riser: '#c2b597' },
  { seat: '#d6c6a6', riser: '#b3a27f' },
  { seat: '#b08f66', riser: '#8a6d4b' },
] as const;

function buildProfile(): Profile {
  const edges: ProfileEdge[] = [];
  const rows: SeatRow[] = [];
  let o: number = CIRCUS.wallOffset;
  let y = 0;
  const to = (no: number, ny: number, color: string): void => {
    edges.push({ a: { o, y }, b: { o: no, y: ny }, color });
    o = no;
    y = ny;
  };
  to(o, 0.6, '#a99a80');
  to(o, CIRCUS.podiumHeight, '#e6decd');
  to(o, y + 0.95, '#d9cfbb');
  to(o + 0.5, y, '#efe9dc');
  to(o, y - 0.95, '#cfc4ae');
  to(CIRCUS.wallOffset + 3, y, '#cbbd9f');
  const tiers = [
    { rows: 12, riser: 0.5, tread: 0.85 },
    { rows: 12, riser: 0.55, tread: 0.85 },
    { rows: 10, riser: 0.6, tread: 0.8 },
  ];
  tiers.forEach((tier, t) => {
    const colours = TIER_COLOURS[t]!;
    for (let r = 0; r < tier.rows; r++) {
      to(o, y + tier.riser, colours.riser);
      rows.push({ o: o + 0.32, y, tier: t });
      to(o + tier.tread, y, colours.seat);
    }
    if (t < tiers.length - 1) {
      // balteus wall and a walkway (praecinctio) between tiers
      to(o, y + 1.4, '#e4dbc8');
      to(o + 1.6, y, '#cbbd9f');
    }
  });
  const portico = { o, y0: y, y1: y + 6.5 };
  to(o, y + 6.5, '#ddd2bc');
  to(o + 3.8, y, '#a9573f');
  const outer = o;
  // outer façade with two cornices
  for (const band of [20.6, 10.3]) {
    to(outer, band + 0.5, '#cdbb9d');
    to(outer + 0.45, band + 0.5, '#d8c9ad');
    to(outer + 0.45, band, '#cdbb9d');
    to(outer, band, '#b9a787');
  }
  to(outer, 0, '#cdbb9d');
  return { edges, rows, outer, portico };
}

/**
 * How far the cavea reaches and how high it stands (m): its front (the podium wall, at the track's
 * edge) and the top of that wall, its back (the portico's roof) and the roof's height. Offsets are
 * from the spina axis along the straights and from the east end's centre round the curve.
 */
export const CAVEA_EXTENT = (() => {
  const p = buildProfile();
  return {
    front: CIRCUS.wallOffset,
    frontTop: CIRCUS.podiumHeight + 0.95,
    back: p.portico.o + 3.8,
    top: p.portico.y1,
  } as const;
})();

/** One station along a run: points at offset o lie at (x + nx·o, z + nz·o). */
interface RunSample {
  readonly x: number;
  readonly z: number;
  readonly nx: number;
  readonly nz: number;
}

function caveaRuns(arcSegments: number): RunSample[][] {
  const cx = CIRCUS.endCentreX;
  const x0 = CARCERES.back;
  const g = CAVEA_GAP_HALF_ANGLE;
  const half = Math.PI / 2 - g;
  const n = Math.max(4, Math.round((arcSegments * half) / Math.PI));
  const a: RunSample[] = [{ x: x0, z: 0, nx: 0, nz: 1 }];
  const b: RunSample[] = [];
  for (let i = 0; i <= n; i++) {
    const t = (half * i) / n;
    a.push({ x: cx, z: 0, nx: Math.sin(t), nz: Math.cos(t) });
    const u = Math.PI / 2 + g + (half * i) / n;
    b.push({ x: cx, z: 0, nx: Math.sin(u), nz: Math.cos(u) });
  }
  b.push({ x: x0, z: 0, nx: 0, nz: -1 });
  return [a, b];
}

/** Writes non-indexed triangles with normals, world-projected uvs and colours. */
class TriangleWriter {
  readonly position: number[] = [];
  readonly normal: number[] = [];
  readonly color: number[] = [];
  private readonly c = new Color();

  /** Triangle (p0, p1, p2) turned to face `n`. */
  tri(
    p: readonly number[],
    q: readonly number[],
    r: readonly number[],
    n: readonly number[],
    color: string,
  ): void {
    const ux = q[0]! - p[0]!;
    const uy = q[1]! - p[1]!;
    const uz = q[2]! - p[2]!;
    const vx = r[0]! - p[0]!;
    const vy = r[1]! - p[1]!;
    const vz = r[2]! - p[2]!;
    const dot = (uy * vz - uz * vy) * n[0]! + (uz * vx - ux * vz) * n[1]! + (ux * vy - uy * vx) * n[2]!;
    const pts = dot >= 0 ? [p, q, r] : [p, r, q];
    this.c.set(color);
    for (const pt of pts) {
      this.position.push(pt[0]!, pt[1]!, pt[2]!);
      this.normal.push(n[0]!, n[1]!, n[2]!);
      this.color.push(this.c.r, this.c.g, this.c.b);
    }
  }

  quad(
    p: readonly number[],
    q: readonly number[],
    r: readonly number[],
    s: readonly number[],
    n: readonly number[],
    color: string,
  ): void {
    this.tri(p, q, r, n, color);
    this.tri(p, r, s, n, color);
  }

  build(): BufferGeometry {
    const count = this.position.length / 3;
    const uv = new Float32Array(count * 2);
    for (let i = 0; i < count; i++) {
      const nx = Math.abs(this.normal[i * 3]!);
      const ny = Math.abs(this.normal[i * 3 + 1]!);
      const nz = Math.abs(this.normal[i * 3 + 2]!);
      const x = this.position[i * 3]!;
      const y = this.position[i * 3 + 1]!;
      const z = this.position[i * 3 + 2]!;
      const [u, v] = ny >= nx && ny >= nz ? [x, z] : nx >= nz ? [z, y] : [x, y];
      uv[i * 2] = u / STONE_TILE;
      uv[i * 2 + 1] = v / STONE_TILE;
    }
    const geo = new BufferGeometry();
    geo.setAttribute('position', new BufferAttribute(new Float32Array(this.position), 3));
    geo.setAttribute('normal', new BufferAttribute(new Float32Array(this.normal), 3));
    geo.setAttribute('uv', new BufferAttribute(uv, 2));
    geo.setAttribute('color', new BufferAttribute(new Float32Array(this.color), 3));
    geo.computeBoundingSphere();
    geo.computeBoundingBox();
    return geo;
  }
}

function at(s: RunSample, o: number, y: number): number[] {
  return [s.x + s.nx * o, y, s.z + s.nz * o];
}

/** A run's polyline at offset o, with cumulative lengths, to place things along it. */
interface RunLine {
  readonly pts: { x: number; z: number; nx: number; nz: number; len: number }[];
  readonly length: number;
}

function runLine(run: readonly RunSample[], o: number): RunLine {
  let len = 0;
  const pts = run.map((s, i) => {
    if (i > 0) {
      const prev = run[i - 1]!;
      len += Math.hypot(s.x + s.nx * o - (prev.x + prev.nx * o), s.z + s.nz * o - (prev.z + prev.nz * o));
    }
    return { x: s.x + s.nx * o, z: s.z + s.nz * o, nx: s.nx, nz: s.nz, len };
  });
  return { pts, length: len };
}

const _pose = { x: 0, z: 0, nx: 0, nz: 0, tx: 0, tz: 0 };

/** Point, outward normal and tangent at distance `dist` along a run line. Reuses one object. */
function pointAlong(line: RunLine, dist: number): typeof _pose {
  const pts = line.pts;
  let i = 1;
  while (i < pts.length - 1 && pts[i]!.len < dist) i++;
  const a = pts[i - 1]!;
  const b = pts[i]!;
  const span = b.len - a.len || 1;
  const t = Math.min(1, Math.max(0, (dist - a.len) / span));
  _pose.x = a.x + (b.x - a.x) * t;
  _pose.z = a.z + (b.z - a.z) * t;
  const nx = a.nx + (b.nx - a.nx) * t;
  const nz = a.nz + (b.nz - a.nz) * t;
  const nl = Math.hypot(nx, nz) || 1;
  _pose.nx = nx / nl;
  _pose.nz = nz / nl;
  const tl = Math.hypot(b.x - a.x, b.z - a.z) || 1;
  _pose.tx = (b.x - a.x) / tl;
  _pose.tz = (b.z - a.z) / tl;
  return _pose;
}

/** Dark arched openings painted just proud of a face, every `spacing` metres along a run. */
function addArcades(
  w: TriangleWriter,
  run: readonly RunSample[],
  o: number,
  facing: 1 | -1,
  storeys: readonly { y: number; width: number; spring: number }[],
  spacing: number,
  color: string,
): void {
  const line = runLine(run, o + facing * 0.06);
  const count = Math.floor(line.length / spacing);
  const margin = (line.length - count * spacing) / 2 + spacing / 2;
  const fan = 8;
  for (let k = 0; k < count; k++) {
    const p = pointAlong(line, margin + k * spacing);
    const n = [p.nx * facing, 0, p.nz * facing];
    const px = p.x;
    const pz = p.z;
    const tx = p.tx;
    const tz = p.tz;
    const put = (u: number, v: number): number[] => [px + tx * u, v, pz + tz * u];
    for (const s of storeys) {
      const r = s.width / 2;
      const top = s.y + s.spring;
      w.quad(put(-r, s.y), put(r, s.y), put(r, top), put(-r, top), n, color);
      for (let i = 0; i < fan; i++) {
        const a0 = (Math.PI * i) / fan;
        const a1 = (Math.PI * (i + 1)) / fan;
        w.tri(
          put(0, top),
          put(r * Math.cos(a0), top + r * Math.sin(a0)),
          put(r * Math.cos(a1), top + r * Math.sin(a1)),
          n,
          color,
        );
      }
    }
  }
}

export interface CaveaGeometry {
  readonly geometry: BufferGeometry;
  readonly rows: readonly SeatRow[];
  readonly runs: readonly (readonly RunSample[])[];
}

/** The tiered seating as one geometry, plus the seat rows and runs to seat the crowd on. */
export function buildCavea(arcSegments: number): CaveaGeometry {
  const profile = buildProfile();
  const runs = caveaRuns(arcSegments);
  const w = new TriangleWriter();

  for (const run of runs) {
    for (const e of profile.edges) {
      const dO = e.b.o - e.a.o;
      const dY = e.b.y - e.a.y;
      const len = Math.hypot(dO, dY);
      const no = -dY / len;
      const ny = dO / len;
      for (let j = 0; j + 1 < run.length; j++) {
        const s0 = run[j]!;
        const s1 = run[j + 1]!;
        const n = [s0.nx * no, ny, s0.nz * no];
        w.quad(
          at(s0, e.a.o, e.a.y),
          at(s1, e.a.o, e.a.y),
          at(s1, e.b.o, e.b.y),
          at(s0, e.b.o, e.b.y),
          n,
          e.color,
        );
      }
    }
    // End caps: the profile polygon, facing away from the run.
    const last = profile.edges[profile.edges.length - 1]!.b;
    const contour = [...profile.edges.map((e) => new Vector2(e.a.o, e.a.y)), new Vector2(last.o, last.y)];
    const faces = ShapeUtils.triangulateShape(contour, []);
    const ends: [RunSample, RunSample][] = [
      [run[0]!, run[1]!],
      [run[run.length - 1]!, run[run.length - 2]!],
    ];
    for (const [s, next] of ends) {
      const mid = CIRCUS.wallOffset;
      const dx = next.x + next.nx * mid - (s.x + s.nx * mid);
      const dz = next.z + next.nz * mid - (s.z + s.nz * mid);
      const l = Math.hypot(dx, dz) || 1;
      const n = [-dx / l, 0, -dz / l];
      for (const [i, j, k] of faces) {
        const a = contour[i!]!;
        const b = contour[j!]!;
        const c = contour[k!]!;
        w.tri(at(s, a.x, a.y), at(s, b.x, b.y), at(s, c.x, c.y), n, '#cbbb9c');
      }
    }
    addArcades(
      w,
      run,
      profile.outer,
      1,
      [
        { y: 1.2, width: 3.6, spring: 5.2 },
        { y: 11.6, width: 3.4, spring: 5.0 },
        { y: 21.9, width: 2.8, spring: 3.8 },
      ],
      7.2,
      '#4d4032',
    );
    addArcades(
      w,
      run,
      profile.portico.o,
      -1,
      [{ y: profile.portico.y0 + 0.4, width: 2.6, spring: 3.6 }],
      4.2,
      '#5a4a39',
    );
  }
  return { geometry: w.build(), rows: profile.rows, runs };
}

/** Packed seat candidates: x, y, z, outward nx, nz, tier, block id (for faction clusters). */
export const SEAT_STRIDE = 7;

/**
 * Every seat along every row, about `spacing` apart, leaving aisles, the imperial box and the
 * carceres' towers free.
 */
export function seatCandidates(cavea: CaveaGeometry, spacing: number, rnd: () => number): Float32Array {
  const out: number[] = [];
  const aisleEvery = 24;
  const aisleWidth = 1.8;
  let runIndex = 0;
  for (const run of cavea.runs) {
    for (const row of cavea.rows) {
      const line = runLine(run, row.o);
      for (let d = 0.6; d < line.length - 0.6; d += spacing) {
        const inAisle = d % aisleEvery < aisleWidth;
        if (inAisle) continue;
        const jitter = (rnd() - 0.5) * spacing * 0.3;
        const p = pointAlong(line, d + jitter);
        if (p.x < CARCERES.back + 9) continue;
        if (
          p.z > 0 &&
          Math.abs(p.x - IMPERIAL_BOX.x) < IMPERIAL_BOX.halfWidth + 1 &&
          row.o < IMPERIAL_BOX.back + 2
        )
          continue;
        const block = runIndex * 1000 + row.tier * 100 + Math.floor(d / aisleEvery);
        out.push(p.x, row.y, p.z, p.nx, p.nz, row.tier, block);
      }
    }
    runIndex++;
  }
  return new Float32Array(out);
}
