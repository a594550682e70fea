import type { BufferGeometry } from 'three';
import { ARCH } from '../layout.ts';
import { archedWall } from './arched-wall.ts';
import { PartsBuilder } from './parts-builder.ts';

const MARBLE = '#ece5d6';
const CORNICE = '#f5f0e6';
const ATTIC = '#ddd3c0';
const INSCRIPTION = '#c9bda5';

export interface TriumphalArchGeometry {
  readonly stone: BufferGeometry;
  readonly gilded: BufferGeometry;
}

/**
 * A three-bay arch (after the Arch of Titus in the circus's curved end) with engaged columns, an
 * attic with its inscription panel, and a gilded quadriga on top driving toward the arena.
 * Its openings pass east–west; its west face is toward the track.
 */
export function buildTriumphalArch(segments: number): TriumphalArchGeometry {
  const stone = new PartsBuilder();
  const gilded = new PartsBuilder();
  const x0 = ARCH.front;
  const x1 = ARCH.front + ARCH.depth;
  const hw = ARCH.halfWidth;
  const body = 20;

  // extruded along local z, which the turn lays along +x
  stone.add(
    archedWall(hw * 2, body, ARCH.depth, [
      { centre: 0, width: 7.6, spring: 9.5 },
      { centre: -10.6, width: 4.4, spring: 6.2 },
      { centre: 10.6, width: 4.4, spring: 6.2 },
    ]),
    MARBLE,
    { position: [x0, 0, 0], rotation: [0, Math.PI / 2, 0] },
  );
  // engaged columns on both faces, on tall plinths
  for (const face of [x0 - 0.55, x1 + 0.55]) {
    for (const z of [-15.6, -6.1, 6.1, 15.6]) {
      stone.box(1.7, 2.8, 1.7, [face, 0, z], CORNICE);
      stone.column(0.62, 13.4, segments, [face, 2.8, z], MARBLE);
    }
  }
  // entablature and cornice over the columns, then the attic
  stone.span(x0 - 1.3, 16.2, -hw - 0.6, x1 + 1.3, 17.8, hw + 0.6, CORNICE);
  stone.span(x0 - 1.7, 17.8, -hw - 1, x1 + 1.7, 18.6, hw + 1, MARBLE);
  stone.span(x0 + 0.3, body, -hw + 0.6, x1 - 0.3, body + 6.5, hw - 0.6, ATTIC);
  stone.span(x0 - 0.2, body + 6.5, -hw + 0.1, x1 + 0.2, body + 7.3, hw - 0.1, CORNICE);
  stone.span(x0 + 0.1, body + 1.2, -8, x0 + 0.3, body + 5.3, 8, INSCRIPTION);
  stone.span(x1 - 0.3, body + 1.2, -8, x1 - 0.1, body + 5.3, 8, INSCRIPTION);
  // keystones
  for (const face of [x0 - 0.15, x1 + 0.15]) {
    stone.box(0.5, 1.6, 1.0, [face, 13.1, 0], CORNICE);
  }

  // gilded quadriga driving west, Victories at the attic's corners
  const y = body + 7.3;
  const cx = (x0 + x1) / 2 + 1.2;
  gilded.box(2.2, 1.4, 2.6, [cx + 1.8, y + 0.6, 0], '#ffffff');
  for (const wz of [-1.5, 1.5]) {
    gilded.add(wheel(segments), '#ffffff', {
      position: [cx + 1.8, y + 0.85, wz],
      rotation: [Math.PI / 2, 0, 0],
    });
  }
  gilded.cylinder(0.35, 0.55, 2.2, segments, [cx + 2, y + 2, 0], '#ffffff');
  gilded.ellipsoid(0.3, 0.36, 0.3, 8, [cx + 2, y + 4.5, 0], '#ffffff');
  for (const hz of [-2.1, -0.7, 0.7, 2.1]) addHorse(gilded, cx - 1.6, y, hz, segments);
  for (const z of [-hw + 1.5, hw - 1.5]) {
    gilded.cylinder(0.3, 0.55, 2.2, segments, [x0 + 1.2, y, z], '#ffffff');
    gilded.ellipsoid(0.26, 0.3, 0.26, 8, [x0 + 1.2, y + 2.45, z], '#ffffff');
    gilded.box(0.1, 1.8, 1.2, [x0 + 1.6, y + 1.2, z], '#ffffff');
  }
  return { stone: stone.build(), gilded: gilded.build() };
}

function wheel(segments: number): BufferGeometry {
  return new PartsBuilder().cylinder(0.85, 0.85, 0.15, segments, [0, -0.075, 0], '#ffffff').build();
}

/** A rearing horse facing west, its hooves at height y. */
function addHorse(b: PartsBuilder, x: number, y: number, z: number, segments: number): void {
  b.ellipsoid(1.3, 0.55, 0.4, segments, [x, y + 2.2, z], '#ffffff');
  b.add(neck(segments), '#ffffff', { position: [x - 1.1, y + 2.5, z], rotation: [0, 0, 0.6] });
  b.ellipsoid(0.55, 0.25, 0.22, 8, [x - 1.95, y + 3.55, z], '#ffffff');
  for (const [lx, tilt] of [
    [-0.8, 0.9],
    [0.9, 0],
  ] as const) {
    b.add(leg(), '#ffffff', { position: [x + lx, y + 2.0, z - 0.22], rotation: [0, 0, -tilt] });
    b.add(leg(), '#ffffff', { position: [x + lx, y + 2.0, z + 0.22], rotation: [0, 0, -tilt * 0.6] });
  }
}

function neck(segments: number): BufferGeometry {
  return new PartsBuilder().cylinder(0.25, 0.38, 1.3, segments, [0, 0, 0], '#ffffff').build();
}

function leg(): BufferGeometry {
  return new PartsBuilder().cylinder(0.11, 0.15, 2.0, 6, [0, -2.0, 0], '#ffffff').build();
}
