import { BufferAttribute, BufferGeometry, Color } from 'three';
import { type Pose, stationToWorld } from '../../engine/track/circus-maximus.ts';

/** Line segments with a colour per segment, built once and drawn as one `lineSegments`. */
export class LineBuilder {
  private readonly positions: number[] = [];
  private readonly colors: number[] = [];
  private readonly c = new Color();
  constructor(readonly y = 0.35) {}

  segment(x0: number, z0: number, x1: number, z1: number, colour: string, alpha = 1): void {
    this.c.set(colour);
    this.positions.push(x0, this.y, z0, x1, this.y, z1);
    for (let i = 0; i < 2; i++) this.colors.push(this.c.r, this.c.g, this.c.b, alpha);
  }

  /** A polyline through world points. */
  polyline(points: readonly { x: number; z: number }[], colour: string, alpha = 1): void {
    for (let i = 1; i < points.length; i++)
      this.segment(points[i - 1]!.x, points[i - 1]!.z, points[i]!.x, points[i]!.z, colour, alpha);
  }

  /** A line across the track at a station, from offset d0 to d1. */
  across(station: number, d0: number, d1: number, colour: string, alpha = 1, shift = 0): void {
    const a = stationToWorld(station, d0, _a);
    const b = stationToWorld(station, d1, _b);
    const fx = Math.cos(a.heading) * shift;
    const fz = -Math.sin(a.heading) * shift;
    this.segment(a.x + fx, a.z + fz, b.x + fx, b.z + fz, colour, alpha);
  }

  build(): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    g.setAttribute('color', new BufferAttribute(new Float32Array(this.colors), 4));
    g.computeBoundingSphere();
    return g;
  }
}

const _a: Pose = { x: 0, z: 0, heading: 0 };
const _b: Pose = { x: 0, z: 0, heading: 0 };
