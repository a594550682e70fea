import { type BufferGeometry, ExtrudeGeometry, Shape } from 'three';

export interface ArchOpening {
  /** Centre of the opening along the wall. */
  readonly centre: number;
  readonly width: number;
  /** Height where the semicircular head begins. */
  readonly spring: number;
}

/**
 * A wall of length `length` (centred on u = 0) and height `height` with arched openings cut from
 * its foot, extruded `depth` deep. The outline is one simple polygon with notches (no holes), so
 * the extrusion's side walls become the soffits of the arches. The wall runs along local x, rises
 * along y and is extruded along +z from z = 0.
 */
export function archedWall(
  length: number,
  height: number,
  depth: number,
  openings: readonly ArchOpening[],
  curveSegments = 10,
): BufferGeometry {
  const sorted = [...openings].sort((a, b) => a.centre - b.centre);
  const shape = new Shape();
  shape.moveTo(-length / 2, 0);
  for (const o of sorted) {
    const r = o.width / 2;
    shape.lineTo(o.centre - r, 0);
    shape.lineTo(o.centre - r, o.spring);
    shape.absarc(o.centre, o.spring, r, Math.PI, 0, true);
    shape.lineTo(o.centre + r, 0);
  }
  shape.lineTo(length / 2, 0);
  shape.lineTo(length / 2, height);
  shape.lineTo(-length / 2, height);
  shape.closePath();
  return new ExtrudeGeometry(shape, { depth, bevelEnabled: false, curveSegments });
}
