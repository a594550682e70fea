import type { BufferGeometry } from 'three';
import { CIRCUS } from '../../engine/track/circus-maximus.ts';
import { LAP_COUNTER, SPINA } from '../layout.ts';
import { PartsBuilder } from './parts-builder.ts';

const TRAVERTINE = '#d9cdb3';
const MARBLE = '#eee8dc';
const PLINTH = '#b9ab92';
const WATER = '#3f6f78';
const GRANITE = '#b27262';
const RELIEF = '#c9b99a';

export interface SpinaGeometry {
  /** Masonry and marble (casts shadows). */
  readonly stone: BufferGeometry;
  /** Gilded bronze: metae cones, statues, the obelisk's tip. */
  readonly gilded: BufferGeometry;
}

interface Island {
  readonly x: number;
  readonly half: number;
}

const W = CIRCUS.westMetaX;
const E = CIRCUS.eastMetaX;
const HW = CIRCUS.spinaHalfWidth;
const TOP = SPINA.height;
/** Top of the wall under the basins and the rims around them. */
const WALL_TOP = TOP - 0.3;

const COLUMN_STATUES = [-128, -68, 57, 116, 170];
const SHRINES = [-38, 86];
const OBELISK_X = SPINA.obeliskX;
const CYBELE_X = -12;
const COUNTER_HALF = 3 * LAP_COUNTER.spacing + 1.3;

/**
 * The spina: a low wall holding water basins (the euripus) between paved islands that carry its
 * monuments, the obelisk in the middle, the lap-counter frames, and a meta at each end.
 */
export function buildSpina(segments: number): SpinaGeometry {
  const stone = new PartsBuilder();
  const gilded = new PartsBuilder();

  const islands: Island[] = [
    { x: W + 2, half: 2 },
    { x: E - 2, half: 2 },
    { x: OBELISK_X, half: 4.5 },
    { x: CYBELE_X, half: 2.5 },
    { x: LAP_COUNTER.eggsX, half: COUNTER_HALF + 0.8 },
    { x: LAP_COUNTER.dolphinsX, half: COUNTER_HALF + 0.8 },
    ...SHRINES.map((x) => ({ x, half: 4 })),
    ...COLUMN_STATUES.map((x) => ({ x, half: 1.6 })),
  ].sort((a, b) => a.x - b.x);

  // Wall with a darker plinth, rims along both sides, islands and water between them.
  stone.span(W, 0, -HW, E, 0.35, HW, PLINTH);
  stone.span(W, 0.35, -HW + 0.1, E, WALL_TOP, HW - 0.1, TRAVERTINE);
  stone.span(W, WALL_TOP, -HW, E, TOP, -HW + 0.7, MARBLE);
  stone.span(W, WALL_TOP, HW - 0.7, E, TOP, HW, MARBLE);
  let x: number = W;
  for (const island of islands) {
    const x0 = island.x - island.half;
    const x1 = island.x + island.half;
    if (x0 > x) stone.span(x, WALL_TOP, -HW + 0.7, x0, TOP - 0.15, HW - 0.7, WATER);
    stone.span(x0, WALL_TOP, -HW + 0.7, x1, TOP, HW - 0.7, MARBLE);
    x = x1;
  }
  if (x < E) stone.span(x, WALL_TOP, -HW + 0.7, E, TOP - 0.15, HW - 0.7, WATER);

  addObelisk(stone, gilded, OBELISK_X);
  for (const sx of SHRINES) addShrine(stone, gilded, sx, segments);
  for (const cx of COLUMN_STATUES) addColumnStatue(stone, gilded, cx, segments);
  addCybele(stone, gilded, CYBELE_X, segments);
  addCounterFrame(stone, LAP_COUNTER.eggsX, segments, 'eggs');
  addCounterFrame(stone, LAP_COUNTER.dolphinsX, segments, 'dolphins');
  addMeta(stone, gilded, W, -1, segments);
  addMeta(stone, gilded, E, 1, segments);

  return { stone: stone.build(), gilded: gilded.build() };
}

function addObelisk(stone: PartsBuilder, gilded: PartsBuilder, x: number): void {
  stone.box(5, 0.8, 5, [x, TOP, 0], MARBLE);
  stone.box(3.8, 4.6, 3.8, [x, TOP + 0.8, 0], TRAVERTINE);
  stone.box(4.3, 0.5, 4.3, [x, TOP + 5.4, 0], MARBLE);
  // the four bronze astragals the shaft stands on
  for (const [dx, dz] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    gilded.box(0.5, 0.4, 0.5, [x + dx * 1.05, TOP + 5.9, dz * 1.05], '#ffffff');
  }
  const foot = TOP + 6.3;
  const height = 23.5;
  stone.shaft(2.5, 1.55, height, [x, foot, 0], GRANITE);
  gilded.pyramid(1.55, 1.9, [x, foot + height, 0], '#ffffff');
}

function addShrine(stone: PartsBuilder, gilded: PartsBuilder, x: number, segments: number): void {
  const y = TOP;
  stone.box(6.4, 1.3, 5, [x, y, 0], TRAVERTINE);
  const colY = y + 1.3;
  const colH = 4.2;
  for (const dx of [-2.6, -0.87, 0.87, 2.6]) {
    for (const dz of [-2, 2]) stone.column(0.28, colH, segments, [x + dx, colY, dz], MARBLE);
  }
  // cella between the columns, then entablature and a gabled roof along the spina
  stone.box(4.2, colH, 2.6, [x, colY, 0], RELIEF);
  stone.box(6.6, 0.7, 5.1, [x, colY + colH, 0], MARBLE);
  stone.prism(6.9, 2.75, 1.5, [x, colY + colH + 0.7, 0], '#b5654a');
  gilded.ellipsoid(0.3, 0.45, 0.3, 8, [x, colY + colH + 2.55, 0], '#ffffff');
}

function addStatue(gilded: PartsBuilder, x: number, y: number, segments: number, wings: boolean): void {
  gilded.cylinder(0.22, 0.42, 1.7, segments, [x, y, 0], '#ffffff');
  gilded.ellipsoid(0.2, 0.24, 0.2, 8, [x, y + 1.92, 0], '#ffffff');
  // a raised arm holding a wreath
  gilded.box(0.12, 0.9, 0.12, [x + 0.25, y + 1.4, 0.15], '#ffffff');
  if (wings) {
    gilded.add(boxWing(), '#ffffff', { position: [x - 0.15, y + 1.5, -0.35], rotation: [0.5, 0, 0.35] });
    gilded.add(boxWing(), '#ffffff', { position: [x - 0.15, y + 1.5, 0.35], rotation: [-0.5, 0, 0.35] });
  }
}

function boxWing(): BufferGeometry {
  const b = new PartsBuilder();
  b.box(0.5, 1.1, 0.08, [0, 0, 0], '#ffffff');
  return b.build();
}

function addColumnStatue(stone: PartsBuilder, gilded: PartsBuilder, x: number, segments: number): void {
  stone.box(1.9, 1.6, 1.9, [x, TOP, 0], TRAVERTINE);
  stone.column(0.45, 7.5, segments, [x, TOP + 1.6, 0], MARBLE);
  addStatue(gilded, x, TOP + 9.1, segments, true);
}

function addCybele(stone: PartsBuilder, gilded: PartsBuilder, x: number, segments: number): void {
  stone.box(3.6, 2.2, 2.4, [x, TOP, 0], TRAVERTINE);
  stone.box(3.9, 0.35, 2.7, [x, TOP + 2.2, 0], MARBLE);
  const y = TOP + 2.55;
  // the goddess riding a lion
  gilded.ellipsoid(1.25, 0.55, 0.5, segments, [x, y + 0.95, 0], '#ffffff');
  gilded.ellipsoid(0.45, 0.5, 0.42, 8, [x + 1.25, y + 1.45, 0], '#ffffff');
  for (const dx of [-0.8, 0.8]) {
    for (const dz of [-0.28, 0.28]) gilded.cylinder(0.13, 0.13, 0.8, 6, [x + dx, y, dz], '#ffffff');
  }
  gilded.cylinder(0.2, 0.38, 1.3, segments, [x - 0.1, y + 1.35, 0], '#ffffff');
  gilded.ellipsoid(0.19, 0.23, 0.19, 8, [x - 0.1, y + 2.85, 0], '#ffffff');
}

function addCounterFrame(stone: PartsBuilder, x: number, segments: number, kind: 'eggs' | 'dolphins'): void {
  const post = LAP_COUNTER.postHeight;
  const beamY = TOP + post;
  for (const dx of [-COUNTER_HALF + 0.5, COUNTER_HALF - 0.5]) {
    for (const dz of [-0.75, 0.75]) stone.column(0.3, post, segments, [x + dx, TOP, dz], MARBLE);
  }
  stone.box(COUNTER_HALF * 2 + 0.4, LAP_COUNTER.beamHeight, 1.5, [x, beamY, 0], MARBLE);
  stone.box(COUNTER_HALF * 2 + 0.8, 0.25, 1.8, [x, beamY + LAP_COUNTER.beamHeight - 0.25, 0], TRAVERTINE);
  // small pedestals on the beam for the dolphins' pivots
  if (kind === 'dolphins') {
    for (let i = 0; i < LAP_COUNTER.count; i++) {
      const px = x + (i - (LAP_COUNTER.count - 1) / 2) * LAP_COUNTER.spacing;
      stone.cylinder(0.08, 0.12, 0.9, 6, [px, beamY + LAP_COUNTER.beamHeight, 0], PLINTH);
    }
  }
}

/** A meta: a semicircular base (a round drum half hidden in the spina's end) with three gilded
 * cones; `side` is -1 at the west end, +1 at the east end. */
function addMeta(stone: PartsBuilder, gilded: PartsBuilder, x: number, side: number, segments: number): void {
  const r = CIRCUS.metaRadius;
  const seg = Math.max(16, segments * 2);
  stone.cylinder(r + 0.5, r + 0.5, 0.5, seg, [x, 0, 0], PLINTH);
  stone.cylinder(r, r, 2.4, seg, [x, 0.5, 0], RELIEF);
  stone.cylinder(r + 0.25, r + 0.25, 0.35, seg, [x, 2.9, 0], MARBLE);
  const y = 3.25;
  for (const a of [-1, 0, 1]) {
    const phi = (a * Math.PI) / 3.2;
    const cx = x + side * Math.cos(phi) * (r - 1.25);
    const cz = Math.sin(phi) * (r - 1.15);
    stone.cylinder(0.95, 1.05, 1.2, segments, [cx, y, cz], MARBLE);
    gilded.cone(0.85, 7.6, segments, [cx, y + 1.2, cz], '#ffffff');
    gilded.ellipsoid(0.32, 0.48, 0.32, 8, [cx, y + 8.5, cz], '#ffffff');
  }
}
