import { BufferAttribute, BufferGeometry, Color } from 'three';
import { CIRCUS } from '../../engine/track/circus-maximus.ts';
import { IMPERIAL_BOX } from '../layout.ts';
import { seededRandom } from '../random.ts';
import { CAVEA_EXTENT, type CaveaGeometry } from './cavea.ts';
import { FACTION_COLOURS } from './crowd.ts';

/**
 * What dresses the cavea for a race day, as one static geometry with vertex colours: the velaria
 * (striped awnings stretched from masts on the portico out over the upper tier, sagging between
 * the masts), the faction banners hung on the wall between the lower tiers, and the poles of the
 * flags along the podium wall (the flags' cloth moves: flags.ts). Plus where those flags fly.
 *
 * The thinnest of these, the masts and poles and the awnings seen edge on from across the arena,
 * are under a pixel wide at half resolution and break into dashes. Each vertex carries `aGrow`
 * (GROW_ATTRIBUTE): the way it moves to widen its piece (xyz, world metres a pixel of width) and
 * how far out it already stands (w, m), so the vertex shader can keep the piece a pixel wide
 * (CaveaDressing.tsx).
 */

/** Metres between the velaria's masts, along the portico. */
const MAST_SPACING = 14;
/** How far the awnings reach out over the seats (m, toward the track) and drop doing so. */
const AWNING_REACH = 9;
const AWNING_DROP = 2.2;
const AWNING_SAG = 0.7;
const MAST_HEIGHT = 5;
const STRIPES = ['#efe6cf', '#b4553b', '#e9dcbc', '#c9a44f'] as const;
/** Metres between faction banners on the wall between the lower tiers, and their size. */
const BANNER_SPACING = 36;
const BANNER = { width: 1.6, height: 3.2 } as const;
/** Metres between flags along the podium wall, and the height of their poles above it. */
const FLAG_SPACING = 28;
export const FLAG_POLE = 4.5;

/** The per-vertex widening attribute's name (see above). */
export const GROW_ATTRIBUTE = 'aGrow';

export interface CaveaDressing {
  readonly geometry: BufferGeometry;
  /** Each flag's foot of the pole (x, y, z) and its faction colour index, four numbers a flag. */
  readonly flags: Float32Array;
}

/** A run's samples as a polyline at offset `o`, split into pieces no longer than `step` m. */
function along(
  run: CaveaGeometry['runs'][number],
  o: number,
  step: number,
): { x: number; z: number; nx: number; nz: number }[] {
  const out: { x: number; z: number; nx: number; nz: number }[] = [];
  for (let i = 0; i + 1 < run.length; i++) {
    const a = run[i]!;
    const b = run[i + 1]!;
    const ax = a.x + a.nx * o;
    const az = a.z + a.nz * o;
    const bx = b.x + b.nx * o;
    const bz = b.z + b.nz * o;
    const pieces = Math.max(1, Math.ceil(Math.hypot(bx - ax, bz - az) / step));
    for (let k = i === 0 ? 0 : 1; k <= pieces; k++) {
      const t = k / pieces;
      const nx = a.nx + (b.nx - a.nx) * t;
      const nz = a.nz + (b.nz - a.nz) * t;
      const n = Math.hypot(nx, nz) || 1;
      // the sample's own line at offset 0, then out along its normal
      const x0 = a.x + (b.x - a.x) * t;
      const z0 = a.z + (b.z - a.z) * t;
      out.push({ x: x0 + (nx / n) * o, z: z0 + (nz / n) * o, nx: nx / n, nz: nz / n });
    }
  }
  return out;
}

/** The two triangles of a quad a, b, c, d, as corner indices. */
const TRIANGLES = [0, 1, 2, 0, 2, 3] as const;
const STILL = [0, 0, 0, 0] as const;
const DROP = [0, -1, 0, 0] as const;
const NO_GROW = [STILL, STILL, STILL, STILL] as const;

class Writer {
  readonly position: number[] = [];
  readonly normal: number[] = [];
  readonly color: number[] = [];
  readonly grow: number[] = [];
  private readonly c = new Color();

  /**
   * A quad a, b, c, d (counter-clockwise seen from its front), one colour, flat-shaded; `grow` gives
   * the four corners' widening (x, y, z, w each: GROW_ATTRIBUTE), none by default.
   */
  quad(
    a: number[],
    b: number[],
    c: number[],
    d: number[],
    hex: string,
    grow: readonly (readonly number[])[] = NO_GROW,
  ): void {
    this.c.set(hex);
    const ux = b[0]! - a[0]!;
    const uy = b[1]! - a[1]!;
    const uz = b[2]! - a[2]!;
    const vx = d[0]! - a[0]!;
    const vy = d[1]! - a[1]!;
    const vz = d[2]! - a[2]!;
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const n = Math.hypot(nx, ny, nz) || 1;
    nx /= n;
    ny /= n;
    nz /= n;
    const corners = [a, b, c, d];
    for (const i of TRIANGLES) {
      const p = corners[i]!;
      this.position.push(p[0]!, p[1]!, p[2]!);
      this.normal.push(nx, ny, nz);
      this.color.push(this.c.r, this.c.g, this.c.b);
      const g = grow[i]!;
      this.grow.push(g[0]!, g[1]!, g[2]!, g[3]!);
    }
  }

  /** A square post from (x, y0, z) to height y1, `w` wide. */
  post(x: number, z: number, y0: number, y1: number, w: number, hex: string): void {
    const h = w / 2;
    const corners = [
      [x - h, z - h],
      [x + h, z - h],
      [x + h, z + h],
      [x - h, z + h],
    ] as const;
    // each corner moves out from the post's axis, half a pixel each side
    const out = corners.map(([cx, cz]) => [Math.sign(cx - x) * 0.5, 0, Math.sign(cz - z) * 0.5, h]);
    for (let i = 0; i < 4; i++) {
      const j = (i + 1) % 4;
      const [ax, az] = corners[i]!;
      const [bx, bz] = corners[j]!;
      this.quad([bx, y0, bz], [ax, y0, az], [ax, y1, az], [bx, y1, bz], hex, [
        out[j]!,
        out[i]!,
        out[i]!,
        out[j]!,
      ]);
    }
  }

  geometry(): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(this.position), 3));
    g.setAttribute('normal', new BufferAttribute(new Float32Array(this.normal), 3));
    g.setAttribute('color', new BufferAttribute(new Float32Array(this.color), 3));
    g.setAttribute(GROW_ATTRIBUTE, new BufferAttribute(new Float32Array(this.grow), 4));
    return g;
  }
}

export function buildCaveaDressing(cavea: CaveaGeometry, seed = 3): CaveaDressing {
  const rnd = seededRandom(seed);
  const w = new Writer();
  const flags: number[] = [];
  const top = CAVEA_EXTENT.top;
  const mastO = CAVEA_EXTENT.back - 3.8 - 0.6;
  const lowerWall = cavea.rows.find((r) => r.tier === 1)!;
  const at = (p: { x: number; z: number; nx: number; nz: number }, o: number, y: number): number[] => [
    p.x + p.nx * o,
    y,
    p.z + p.nz * o,
  ];

  for (const run of cavea.runs) {
    // Velaria: from mast to mast along the portico, reaching out and down over the upper tier.
    const masts = along(run, mastO, MAST_SPACING);
    for (let i = 0; i < masts.length; i++) {
      const m = masts[i]!;
      w.post(m.x, m.z, top, top + MAST_HEIGHT, 0.35, '#6b4a2c');
      if (i + 1 >= masts.length) continue;
      const n = masts[i + 1]!;
      const mid = { x: (m.x + n.x) / 2, z: (m.z + n.z) / 2, nx: (m.nx + n.nx) / 2, nz: (m.nz + n.nz) / 2 };
      const hi = top + MAST_HEIGHT - 0.4;
      const lo = hi - AWNING_DROP;
      const hex = STRIPES[i % STRIPES.length]!;
      // Seen from across the arena an awning is nearly edge on: its front edge (c, d) drops a pixel.
      const front = [STILL, STILL, DROP, DROP];
      // back edge at the masts (the mast's top), front edge out over the seats, sagging midway
      w.quad(
        at(m, 0, hi),
        at(mid, 0, hi - AWNING_SAG * 0.4),
        at(mid, -AWNING_REACH, lo - AWNING_SAG),
        at(m, -AWNING_REACH, lo),
        hex,
        front,
      );
      w.quad(
        at(mid, 0, hi - AWNING_SAG * 0.4),
        at(n, 0, hi),
        at(n, -AWNING_REACH, lo),
        at(mid, -AWNING_REACH, lo - AWNING_SAG),
        hex,
        front,
      );
    }

    // Banners on the wall between the lowest tiers (its face stands just in front of that tier's first row).
    const wallO = lowerWall.o - 0.32 - 0.05;
    const wallTop = lowerWall.y - 0.1;
    for (const p of along(run, wallO, BANNER_SPACING).slice(1, -1)) {
      if (p.nz > 0 && Math.abs(p.x - IMPERIAL_BOX.x) < IMPERIAL_BOX.halfWidth + 4) continue;
      const hex = FACTION_COLOURS[Math.floor(rnd() * FACTION_COLOURS.length)]!;
      const sx = -p.nz * (BANNER.width / 2);
      const sz = p.nx * (BANNER.width / 2);
      const y1 = wallTop;
      const y0 = wallTop - BANNER.height;
      w.quad(
        [p.x - sx, y0, p.z - sz],
        [p.x + sx, y0, p.z + sz],
        [p.x + sx, y1, p.z + sz],
        [p.x - sx, y1, p.z - sz],
        hex,
      );
    }

    // Flag poles along the podium wall's parapet, each flying a faction's colour.
    const foot = CIRCUS.podiumHeight + 0.95;
    for (const p of along(run, CIRCUS.wallOffset + 0.25, FLAG_SPACING).slice(1, -1)) {
      if (p.nz > 0 && Math.abs(p.x - IMPERIAL_BOX.x) < IMPERIAL_BOX.halfWidth + 2) continue;
      w.post(p.x, p.z, foot, foot + FLAG_POLE, 0.12, '#5a4330');
      flags.push(p.x, foot + FLAG_POLE, p.z, Math.floor(rnd() * FACTION_COLOURS.length));
    }
  }
  return { geometry: w.geometry(), flags: new Float32Array(flags) };
}
