import {
  BoxGeometry,
  BufferAttribute,
  type BufferGeometry,
  Color,
  type ColorRepresentation,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  Matrix4,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { STONE_TILE } from '../materials/arena-materials.ts';

export type Vec3 = readonly [number, number, number];

export interface Placement {
  readonly position?: Vec3;
  /** Euler angles in radians (XYZ order). */
  readonly rotation?: Vec3;
  readonly scale?: Vec3;
}

const _m = new Matrix4();
const _q = new Quaternion();
const _e = new Euler();
const _p = new Vector3();
const _s = new Vector3();
const _c = new Color();
const _a = new Vector3();
const _b = new Vector3();
const _n = new Vector3();

/**
 * Collects many small pieces into one merged geometry (one draw call per material). Every piece is
 * made non-indexed, given a vertex colour, and uv projected from world space along its dominant
 * axis so textures keep the same scale on every wall whatever its size.
 */
export class PartsBuilder {
  private readonly parts: BufferGeometry[] = [];
  private readonly uvTile: number;

  constructor(uvTile: number = STONE_TILE) {
    this.uvTile = uvTile;
  }

  get isEmpty(): boolean {
    return this.parts.length === 0;
  }

  /** Adds a geometry (it is consumed), placed and tinted with an sRGB colour, or keeping its own
   * (linear) `color` attribute when `color` is null. `flat` recomputes face normals (for prisms
   * and other few-sided solids that should not look rounded). */
  add(
    geometry: BufferGeometry,
    color: ColorRepresentation | null,
    place: Placement = {},
    flat = false,
  ): this {
    let geo = geometry;
    if (geo.index) {
      const unindexed = geo.toNonIndexed();
      geo.dispose();
      geo = unindexed;
    }
    if (flat) geo.deleteAttribute('normal');
    const [px, py, pz] = place.position ?? [0, 0, 0];
    const [rx, ry, rz] = place.rotation ?? [0, 0, 0];
    const [sx, sy, sz] = place.scale ?? [1, 1, 1];
    _m.compose(_p.set(px, py, pz), _q.setFromEuler(_e.set(rx, ry, rz)), _s.set(sx, sy, sz));
    geo.applyMatrix4(_m);
    const own = color === null ? geo.getAttribute('color') : undefined;
    for (const name of Object.keys(geo.attributes)) {
      if (name !== 'position' && name !== 'normal') geo.deleteAttribute(name);
    }
    if (!geo.getAttribute('normal')) geo.computeVertexNormals();

    const pos = geo.getAttribute('position');
    const count = pos.count;
    const uv = new Float32Array(count * 2);
    const col = new Float32Array(count * 3);
    if (color !== null) _c.set(color);
    for (let t = 0; t + 2 < count; t += 3) {
      _p.fromBufferAttribute(pos, t);
      _a.fromBufferAttribute(pos, t + 1).sub(_p);
      _b.fromBufferAttribute(pos, t + 2).sub(_p);
      _n.crossVectors(_a, _b);
      const ax = Math.abs(_n.x);
      const ay = Math.abs(_n.y);
      const az = Math.abs(_n.z);
      for (let k = t; k < t + 3; k++) {
        const x = pos.getX(k);
        const y = pos.getY(k);
        const z = pos.getZ(k);
        let u: number;
        let v: number;
        if (ay >= ax && ay >= az) {
          u = x;
          v = z;
        } else if (ax >= az) {
          u = z;
          v = y;
        } else {
          u = x;
          v = y;
        }
        uv[k * 2] = u / this.uvTile;
        uv[k * 2 + 1] = v / this.uvTile;
        if (own) _c.setRGB(own.getX(k), own.getY(k), own.getZ(k));
        col[k * 3] = _c.r;
        col[k * 3 + 1] = _c.g;
        col[k * 3 + 2] = _c.b;
      }
    }
    geo.setAttribute('uv', new BufferAttribute(uv, 2));
    geo.setAttribute('color', new BufferAttribute(col, 3));
    this.parts.push(geo);
    return this;
  }

  /** A box of size (sx, sy, sz) whose base centre is at (x, y, z), turned by rotY about y. */
  box(sx: number, sy: number, sz: number, at: Vec3, color: ColorRepresentation, rotY = 0): this {
    const geo = new BoxGeometry(sx, sy, sz);
    geo.translate(0, sy / 2, 0);
    return this.add(geo, color, { position: at, rotation: [0, rotY, 0] });
  }

  /** A box spanning the two corners (x0, y0, z0)–(x1, y1, z1). */
  span(
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
    color: ColorRepresentation,
  ): this {
    return this.box(
      Math.abs(x1 - x0),
      Math.abs(y1 - y0),
      Math.abs(z1 - z0),
      [(x0 + x1) / 2, Math.min(y0, y1), (z0 + z1) / 2],
      color,
    );
  }

  /** A (possibly tapered) cylinder standing with its base centre at `at`. */
  cylinder(
    rTop: number,
    rBottom: number,
    height: number,
    segments: number,
    at: Vec3,
    color: ColorRepresentation,
    rotY = 0,
  ): this {
    const geo = new CylinderGeometry(rTop, rBottom, height, segments, 1, false);
    geo.translate(0, height / 2, 0);
    return this.add(geo, color, { position: at, rotation: [0, rotY, 0] }, segments <= 6);
  }

  /** A cone standing with its base centre at `at`. */
  cone(
    radius: number,
    height: number,
    segments: number,
    at: Vec3,
    color: ColorRepresentation,
    rotY = 0,
  ): this {
    const geo = new ConeGeometry(radius, height, segments, 1, false);
    geo.translate(0, height / 2, 0);
    return this.add(geo, color, { position: at, rotation: [0, rotY, 0] }, segments <= 6);
  }

  /** A square shaft tapering from `bottom` to `top` (side lengths), like an obelisk's. */
  shaft(bottom: number, top: number, height: number, at: Vec3, color: ColorRepresentation): this {
    return this.cylinder(top / Math.SQRT2, bottom / Math.SQRT2, height, 4, at, color, Math.PI / 4);
  }

  /** A pyramid on a square base of side `side`. */
  pyramid(side: number, height: number, at: Vec3, color: ColorRepresentation): this {
    return this.cone(side / Math.SQRT2, height, 4, at, color, Math.PI / 4);
  }

  /**
   * A triangular prism (a gable, a pitched roof) lying along x: base of width 2·halfWidth centred
   * at `at`, ridge `height` above it, `length` long; rotY turns it about y.
   */
  prism(
    length: number,
    halfWidth: number,
    height: number,
    at: Vec3,
    color: ColorRepresentation,
    rotY = 0,
  ): this {
    // A three-sided cylinder is a prism: scale it in its own axes, then lay it along x, apex up.
    const geo = new CylinderGeometry(1, 1, 1, 3, 1, false);
    geo.scale(halfWidth / (Math.sqrt(3) / 2), length, height / 1.5);
    geo.translate(0, 0, height / 3);
    geo.rotateZ(Math.PI / 2);
    geo.rotateX(-Math.PI / 2);
    return this.add(geo, color, { position: at, rotation: [0, rotY, 0] }, true);
  }

  /** An ellipsoid centred at `at` with radii (rx, ry, rz). */
  ellipsoid(
    rx: number,
    ry: number,
    rz: number,
    segments: number,
    at: Vec3,
    color: ColorRepresentation,
  ): this {
    const geo = new SphereGeometry(1, segments, Math.max(3, Math.round(segments / 2)));
    return this.add(geo, color, { position: at, scale: [rx, ry, rz] });
  }

  /** A classical column: base, shaft and capital, standing at `at`. */
  column(radius: number, height: number, segments: number, at: Vec3, color: ColorRepresentation): this {
    const [x, y, z] = at;
    const base = radius * 0.35;
    const cap = radius * 0.45;
    this.box(radius * 2.4, base, radius * 2.4, [x, y, z], color);
    this.cylinder(radius * 0.86, radius, height - base - cap, segments, [x, y + base, z], color);
    return this.box(radius * 2.5, cap, radius * 2.5, [x, y + height - cap, z], color);
  }

  /** Merges everything added so far into one geometry and forgets the pieces. */
  build(): BufferGeometry {
    if (this.parts.length === 0) throw new Error('PartsBuilder: nothing to build');
    const merged = mergeGeometries(this.parts, false);
    for (const part of this.parts) part.dispose();
    this.parts.length = 0;
    if (!merged) throw new Error('PartsBuilder: pieces have incompatible attributes');
    merged.computeBoundingSphere();
    merged.computeBoundingBox();
    return merged;
  }
}
