import { BufferAttribute, BufferGeometry, Color, CylinderGeometry, PlaneGeometry } from 'three';
import { CIRCUS } from '../../engine/track/circus-maximus.ts';
import { seededRandom } from '../random.ts';
import { PartsBuilder } from './parts-builder.ts';

/** The valley between the Palatine (north) and the Aventine (south), with houses and trees. */

const SIZE = 6000;
const GRID = 56;
/** The circus's footprint, outside which the ground may rise. */
const FOOT = { x0: CIRCUS.carceresX - 20, x1: CIRCUS.endApexX + 60, z: CIRCUS.wallOffset + 50 };

interface Hill {
  readonly x: number;
  readonly z: number;
  readonly rx: number;
  readonly rz: number;
  readonly h: number;
}

const HILLS: readonly Hill[] = [
  { x: -60, z: -330, rx: 420, rz: 190, h: 42 }, // Palatine
  { x: -160, z: 360, rx: 380, rz: 230, h: 46 }, // Aventine
  { x: 760, z: -380, rx: 300, rz: 260, h: 34 }, // Caelian
  { x: -900, z: -700, rx: 500, rz: 300, h: 38 }, // Capitoline, far
  { x: 200, z: 1400, rx: 900, rz: 400, h: 70 }, // distant ridge
  { x: -1700, z: 200, rx: 500, rz: 900, h: 55 }, // Janiculum across the river
];

function footprintDistance(x: number, z: number): number {
  const dx = Math.max(FOOT.x0 - x, 0, x - FOOT.x1);
  const dz = Math.max(Math.abs(z) - FOOT.z, 0);
  return Math.hypot(dx, dz);
}

function groundHeight(x: number, z: number): number {
  let h = 0;
  for (const hill of HILLS) {
    const u = ((x - hill.x) / hill.rx) ** 2 + ((z - hill.z) / hill.rz) ** 2;
    h += hill.h * Math.exp(-u * 1.6);
  }
  h += 2.5 * Math.sin(x * 0.011) * Math.cos(z * 0.013);
  const t = Math.min(1, footprintDistance(x, z) / 160);
  return h * t * t * (3 - 2 * t) - 0.25;
}

/**
 * A house's faces that can be seen, its base centred on the origin: four walls `w` wide (along x),
 * `d` deep and `wallHeight` high, and a pitched roof on them, its ridge along x `pitch` above the
 * walls' top and its eaves `eave` either side of the middle. No floor (it stands a metre into the
 * ground), no ceiling (the roof covers the walls' top), and one triangle to each gable: 14 faces
 * and the roof's underside (seen under the eaves), where a box and a three-sided cylinder took 24.
 */
export function houseFaces(
  w: number,
  wallHeight: number,
  d: number,
  eave: number,
  pitch: number,
): { walls: BufferGeometry; roof: BufferGeometry } {
  const x = w / 2;
  const z = d / 2;
  const t = wallHeight;
  const r = t + pitch;
  // Counter-clockwise seen from outside; corners (±x, ·, ±z).
  const walls = faces([
    [-x, 0, z, x, 0, z, x, t, z, -x, 0, z, x, t, z, -x, t, z],
    [x, 0, -z, -x, 0, -z, -x, t, -z, x, 0, -z, -x, t, -z, x, t, -z],
    [x, 0, z, x, 0, -z, x, t, -z, x, 0, z, x, t, -z, x, t, z],
    [-x, 0, -z, -x, 0, z, -x, t, z, -x, 0, -z, -x, t, z, -x, t, -z],
  ]);
  const e = eave;
  const roof = faces([
    [-x, t, e, x, t, e, x, r, 0, -x, t, e, x, r, 0, -x, r, 0],
    [x, t, -e, -x, t, -e, -x, r, 0, x, t, -e, -x, r, 0, x, r, 0],
    [x, t, e, x, t, -e, x, r, 0],
    [-x, t, -e, -x, t, e, -x, r, 0],
    [-x, t, e, -x, t, -e, x, t, -e, -x, t, e, x, t, -e, x, t, e],
  ]);
  return { walls, roof };
}

/** A flat-shaded geometry of triangles given as runs of corner coordinates. */
function faces(runs: readonly (readonly number[])[]): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(runs.flat()), 3));
  geometry.computeVertexNormals();
  return geometry;
}

/** Ground, hills, houses and trees around the circus: one geometry (vertex colours). */
export function buildSurroundings(): BufferGeometry {
  const rnd = seededRandom(23);
  const b = new PartsBuilder();

  const plane = new PlaneGeometry(SIZE, SIZE, GRID, GRID);
  plane.rotateX(-Math.PI / 2);
  const pos = plane.getAttribute('position');
  const colors = new Float32Array(pos.count * 3);
  const dry = new Color('#ad9f74');
  const green = new Color('#7f8a55');
  const dark = new Color('#5c6b38');
  const c = new Color();
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i);
    const z = pos.getZ(i);
    const h = groundHeight(x, z);
    pos.setY(i, h);
    const fields = 0.5 + 0.5 * Math.sin(x * 0.004 + Math.cos(z * 0.003) * 2) * Math.cos(z * 0.005);
    c.copy(dry).lerp(green, Math.min(1, Math.max(0, h / 35 + (fields - 0.5) * 0.5)));
    if (h > 25) c.lerp(dark, Math.min(1, (h - 25) / 20) * 0.6);
    colors.set([c.r, c.g, c.b], i * 3);
  }
  plane.setAttribute('color', new BufferAttribute(colors, 3));
  plane.computeVertexNormals();
  b.add(plane, null);

  // Houses (insulae) and, on the Palatine, the palace's great blocks.
  const placeHouse = (x: number, z: number, w: number, d: number, h: number, wall: string): void => {
    const y = groundHeight(x, z) - 1;
    const house = houseFaces(w, h + 1, d, d / 2 + 0.4, Math.min(4, d * 0.3));
    b.add(house.walls, wall, { position: [x, y, z] });
    b.add(house.roof, '#a4563c', { position: [x, y, z] });
  };
  // The city presses close around the circus: blocks on a street grid, thinning out with distance
  // and sparing the hilltops.
  const walls = ['#d9c3a0', '#c99f7a', '#e0d2b8', '#b98a66', '#d4b48c'];
  const cell = 36;
  for (let gx = -900; gx <= 1000; gx += cell) {
    for (let gz = FOOT.z + 30; gz <= 720; gz += cell) {
      for (const side of [-1, 1]) {
        const x = gx + (rnd() - 0.5) * 4;
        const z = side * gz + (rnd() - 0.5) * 4;
        const dist = footprintDistance(x, z);
        if (dist < 25 || rnd() > 0.9 * Math.exp(-dist / 420)) continue;
        if (groundHeight(x, z) > 26) continue;
        const wall = walls[Math.floor(rnd() * walls.length)]!;
        placeHouse(x, z, 18 + rnd() * 12, 16 + rnd() * 12, 7 + rnd() * 12, wall);
      }
    }
  }
  for (const [x, z, w, d, h] of [
    [-120, -235, 140, 60, 30],
    [40, -250, 110, 70, 26],
    [-10, -330, 180, 80, 22],
    [170, -260, 80, 50, 24],
  ] as const) {
    placeHouse(x, z, w, d, h, '#cdb08a');
    // arcades of the palace facing the circus: dark bays
    const y = groundHeight(x, z - d / 2) - 1;
    for (let k = 0; k < Math.floor(w / 8); k++) {
      const bx = x - w / 2 + 4 + k * 8;
      b.span(bx - 2, y + 4, z + d / 2, bx + 2, y + h * 0.7, z + d / 2 + 0.1, '#7a6450');
    }
  }

  // Umbrella pines and cypresses on the slopes.
  for (let i = 0; i < 150; i++) {
    const x = -1200 + rnd() * 2500;
    const z = (rnd() < 0.5 ? -1 : 1) * (130 + rnd() * 800);
    if (footprintDistance(x, z) < 40) continue;
    const y = groundHeight(x, z);
    if (rnd() < 0.5) {
      const h = 14 + rnd() * 8;
      b.cone(2.4, h, 6, [x, y, z], '#3f5a2c');
    } else {
      const h = 10 + rnd() * 6;
      // The trunk's ends are left open: its foot stands on the ground, its top is inside the crown.
      const trunk = new CylinderGeometry(0.4, 0.6, h, 5, 1, true);
      trunk.translate(0, h / 2, 0);
      b.add(trunk, '#6b5139', { position: [x, y, z] }, true);
      b.ellipsoid(6 + rnd() * 3, 2.6, 6 + rnd() * 3, 6, [x, y + h + 1, z], '#4d6a32');
    }
  }
  return b.build();
}
