import { Path, Shape } from 'three';
import { CIRCUS } from '../../engine/track/circus-maximus.ts';

/**
 * The sand inside the podium wall: a rectangle from the carceres to the centre of the east end,
 * closed by a semicircle. Shape coordinates are (x, -z) so that `rotateX(-π/2)` lays it on the
 * ground; the outline is symmetric about the spina axis anyway.
 */
export function arenaOutline(segments = 48): Shape {
  const r = CIRCUS.arenaWidth / 2;
  const shape = new Shape();
  fillOutline(shape, r, segments);
  return shape;
}

/** The same outline as a hole (for the ground around the circus). */
export function arenaOutlineHole(segments = 48): Path {
  const path = new Path();
  fillOutline(path, CIRCUS.arenaWidth / 2, segments);
  return path;
}

function fillOutline(path: Path, r: number, segments: number): void {
  path.moveTo(CIRCUS.carceresX, -r);
  path.lineTo(CIRCUS.endCentreX, -r);
  for (let i = 1; i <= segments; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / segments;
    path.lineTo(CIRCUS.endCentreX + r * Math.cos(a), r * Math.sin(a));
  }
  path.lineTo(CIRCUS.carceresX, r);
  path.closePath();
}
