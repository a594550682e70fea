import type { BufferGeometry } from 'three';
import { CIRCUS } from '../../engine/track/circus-maximus.ts';
import { CARCERES } from '../layout.ts';
import { WOOD_TILE } from '../materials/arena-materials.ts';
import { type ArchOpening, archedWall } from './arched-wall.ts';
import { PartsBuilder } from './parts-builder.ts';

const TRAVERTINE = '#d5c5a4';
const MARBLE = '#ece4d3';
const OCHRE = '#b0664a';
const DARK = '#4a3d30';

/** Stall geometry shared with the gates. */
export const STALL = {
  width: 6,
  spring: 4.4,
  storey: 10.5,
} as const;

/** Centres (z) of the twelve stalls: six each side of the processional gate. */
export function stallCentres(): number[] {
  const perSide = CIRCUS.carceresCount / 2;
  const span = CARCERES.halfWidth - CARCERES.gateWidth / 2;
  const pitch = span / perSide;
  const out: number[] = [];
  for (let i = 0; i < perSide; i++) {
    const z = CARCERES.gateWidth / 2 + pitch * (i + 0.5);
    out.push(-z, z);
  }
  return out.sort((a, b) => a - b);
}

export interface CarceresGeometry {
  readonly stone: BufferGeometry;
  readonly gilded: BufferGeometry;
  /** One gate leaf, hinged on its local origin, spanning +z; for instancing. */
  readonly leaf: BufferGeometry;
}

/** The starting stalls across the west end, the processional gate with the magistrates' box above
 * it, and a tower at each end. */
export function buildCarceres(segments: number): CarceresGeometry {
  const stone = new PartsBuilder();
  const gilded = new PartsBuilder();
  const front = CARCERES.front;
  const back = CARCERES.back;
  const depth = front - back;
  const hw = CARCERES.halfWidth;
  const centres = stallCentres();

  const openings: ArchOpening[] = [
    ...centres.map((c) => ({ centre: c, width: STALL.width, spring: STALL.spring })),
    { centre: 0, width: CARCERES.gateWidth - 2, spring: 7 },
  ];
  // Runs along z, extruded west from the front face.
  stone.add(archedWall(hw * 2, STALL.storey, depth, openings, 10), TRAVERTINE, {
    position: [front, 0, 0],
    rotation: [0, -Math.PI / 2, 0],
  });
  // back wall closing the stalls (the processional gate stays open)
  const gate = CARCERES.gateWidth / 2 - 1;
  stone.span(back, 0, -hw, back + 0.8, STALL.storey, -gate, TRAVERTINE);
  stone.span(back, 0, gate, back + 0.8, STALL.storey, hw, TRAVERTINE);
  // pilasters with herms on the piers between the stalls
  const pitch = (hw - CARCERES.gateWidth / 2) / (CIRCUS.carceresCount / 2);
  for (const c of centres) {
    const z = c + (Math.sign(c) * pitch) / 2;
    stone.span(front, 0, z - 0.45, front + 0.35, STALL.storey - 0.6, z + 0.45, MARBLE);
    if (Math.abs(z) > hw - 1) continue;
    stone.box(0.9, 1.2, 0.9, [front + 0.55, 0, z], MARBLE);
    stone.cylinder(0.22, 0.3, 1.6, 6, [front + 0.55, 1.2, z], MARBLE);
    stone.ellipsoid(0.22, 0.28, 0.22, 8, [front + 0.55, 3.05, z], MARBLE);
  }
  // cornice, painted frieze and the upper storey with small windows
  stone.span(front + 0.6, STALL.storey - 0.6, -hw, back, STALL.storey, hw, MARBLE);
  stone.span(front + 0.1, STALL.storey, -hw, back, STALL.storey + 1.1, hw, OCHRE);
  stone.span(front + 0.5, STALL.storey + 1.1, -hw, back, STALL.storey + 1.5, hw, MARBLE);
  stone.span(front - 1, STALL.storey + 1.5, -hw, back, STALL.storey + 2.7, hw, TRAVERTINE);
  for (let z = -hw + 4; z <= hw - 4; z += 4) {
    if (Math.abs(z) < 9) continue;
    stone.span(front - 1.02, STALL.storey + 1.5, z - 0.55, front - 0.98, STALL.storey + 2.5, z + 0.55, DARK);
  }

  // the magistrates' box over the processional gate
  const boxY = STALL.storey + 2.7;
  stone.span(front + 0.8, boxY - 0.3, -9, front - 8, boxY, 9, MARBLE);
  for (const z of [-7.5, -2.5, 2.5, 7.5]) stone.column(0.4, 5, segments, [front, boxY, z], MARBLE);
  stone.span(front - 7, boxY, -8.6, front - 7.8, boxY + 5, 8.6, '#c9a48c');
  stone.span(front + 0.7, boxY + 5, -9, front - 8.2, boxY + 6.1, 9, MARBLE);
  stone.prism(9.2, 9.3, 2.6, [front - 3.7, boxY + 6.1, 0], OCHRE);
  gilded.cylinder(0.25, 0.45, 1.8, segments, [front - 0.2, boxY + 8.7, 0], '#ffffff');
  gilded.ellipsoid(0.22, 0.26, 0.22, 8, [front - 0.2, boxY + 10.7, 0], '#ffffff');
  for (const z of [-8.8, 8.8]) gilded.cone(0.35, 1.4, 6, [front, boxY + 6.1, z], '#ffffff');

  // towers at both ends
  for (const side of [-1, 1]) {
    const z0 = side * hw;
    const z1 = side * CARCERES.towerHalfWidth;
    const zc = (z0 + z1) / 2;
    const tx0 = back - 1.5;
    const tx1 = front + 3.5;
    stone.span(tx0, 0, z0, tx1, 19, z1, TRAVERTINE);
    stone.span(tx0 - 0.4, 8.6, z0 - side * 0.4, tx1 + 0.4, 9.4, z1 + side * 0.4, MARBLE);
    stone.span(tx0 - 0.5, 19, z0 - side * 0.5, tx1 + 0.5, 19.8, z1 + side * 0.5, MARBLE);
    // merlons
    const w = tx1 - tx0;
    for (let i = 0; i < 6; i++) {
      const mx = tx0 + 0.4 + ((w - 0.8) * (i + 0.5)) / 6;
      stone.box(1.3, 1.5, 1.0, [mx, 19.8, z1 + side * 0.0 - side * 0.5], TRAVERTINE);
      stone.box(1.3, 1.5, 1.0, [mx, 19.8, z0 + side * 0.5], TRAVERTINE);
    }
    for (let i = 0; i < 5; i++) {
      const mz = z0 + ((z1 - z0) * (i + 0.5)) / 5;
      stone.box(1.0, 1.5, 1.3, [tx1 - 0.5, 19.8, mz], TRAVERTINE);
      stone.box(1.0, 1.5, 1.3, [tx0 + 0.5, 19.8, mz], TRAVERTINE);
    }
    // windows facing the arena and a door
    for (const y of [11.5, 15]) {
      for (const dz of [-3.5, 0, 3.5]) {
        stone.span(tx1, y, zc + dz - 0.6, tx1 + 0.05, y + 2, zc + dz + 0.6, DARK);
      }
    }
    stone.span(tx1, 0, zc - 1.6, tx1 + 0.05, 4.5, zc + 1.6, DARK);
  }

  return { stone: stone.build(), gilded: gilded.build(), leaf: buildLeaf() };
}

/** A lattice gate leaf: half a stall wide, as high as the arch springs. */
function buildLeaf(): BufferGeometry {
  const b = new PartsBuilder(WOOD_TILE);
  const w = STALL.width / 2 - 0.05;
  const h = STALL.spring - 0.1;
  const frame = '#6e4c2e';
  const bars = '#8a6440';
  b.box(0.16, h, 0.18, [0, 0, 0.09], frame);
  b.box(0.16, h, 0.18, [0, 0, w - 0.09], frame);
  for (const y of [0, h / 2 - 0.1, h - 0.2]) b.box(0.16, 0.2, w, [0, y, w / 2], frame);
  for (let i = 1; i < 7; i++) b.box(0.08, h, 0.07, [0, 0, (w * i) / 7], bars);
  // a solid lower panel
  b.box(0.06, h / 2 - 0.1, w - 0.2, [0, 0.1, w / 2], '#5c3f25');
  return b.build();
}
