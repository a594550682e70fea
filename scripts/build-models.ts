/**
 * Builds the low-poly horse, chariot and wreck models from three.js procedural geometry and writes
 * them as binary glTF to public/models/. Run with `npm run models`.
 *
 * Conventions shared by every model: metres, y up, ground at y = 0, facing +x (the direction of
 * travel), left side at -z. Each named node is a group whose origin is its pivot (a joint, a hub), so
 * an artist can replace the meshes and keep the names. No random numbers and no timestamps: two runs
 * give byte-identical files, which tests/models.test.ts checks.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AnimationClip,
  Box3,
  BufferAttribute,
  BufferGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  Euler,
  Group,
  type Material,
  Mesh,
  MeshStandardMaterial,
  type Object3D,
  Quaternion,
  QuaternionKeyframeTrack,
  Scene,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector3,
  VectorKeyframeTrack,
} from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { bakeTeams } from './bake-teams.ts';
import { installFileReaderShim } from './lib/file-reader-shim.ts';

export const MODEL_FILES = ['horse.glb', 'chariot.glb', 'wreck.glb'] as const;
export type ModelFile = (typeof MODEL_FILES)[number];

type Vec = readonly [number, number, number];
const ORIGIN: Vec = [0, 0, 0];
const AXIS_Y = new Vector3(0, 1, 0);

// ---------------------------------------------------------------------------------------------
// Geometry helpers. Every piece ends up with position, normal and an index (no UVs: no textures),
// so the pieces of one node and one material merge into a single primitive.

/** One cross-section of a swept tube: centre, half-width along the side axis, half-depth across. */
interface Ring {
  readonly at: Vec;
  readonly w: number;
  readonly h: number;
}

const ring = (x: number, y: number, z: number, w: number, h = w): Ring => ({ at: [x, y, z], w, h });

/**
 * Sweeps elliptical rings along their centres. `side` is the direction the half-width `w` follows
 * (projected off the tangent); the half-depth `h` lies across it. Ends are closed with flat caps.
 */
function sweep(rings: readonly Ring[], segments: number, side: Vec = [0, 0, 1], caps = true): BufferGeometry {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const reference = new Vector3(...side);
  const tangents = rings.map((_, i) => {
    const a = rings[Math.max(0, i - 1)]!.at;
    const b = rings[Math.min(rings.length - 1, i + 1)]!.at;
    return new Vector3(b[0] - a[0], b[1] - a[1], b[2] - a[2]).normalize();
  });
  const s = new Vector3();
  const n = new Vector3();
  const normal = new Vector3();
  rings.forEach((r, i) => {
    const t = tangents[i]!;
    s.copy(reference).addScaledVector(t, -reference.dot(t)).normalize();
    n.crossVectors(s, t);
    for (let j = 0; j < segments; j++) {
      const angle = (2 * Math.PI * j) / segments;
      const c = Math.cos(angle);
      const sn = Math.sin(angle);
      positions.push(
        r.at[0] + n.x * r.h * c + s.x * r.w * sn,
        r.at[1] + n.y * r.h * c + s.y * r.w * sn,
        r.at[2] + n.z * r.h * c + s.z * r.w * sn,
      );
      normal
        .copy(n)
        .multiplyScalar(c / Math.max(r.h, 1e-3))
        .addScaledVector(s, sn / Math.max(r.w, 1e-3))
        .normalize();
      normals.push(normal.x, normal.y, normal.z);
    }
  });
  for (let i = 0; i < rings.length - 1; i++) {
    for (let j = 0; j < segments; j++) {
      const a = i * segments + j;
      const b = i * segments + ((j + 1) % segments);
      indices.push(a, b, a + segments, b, b + segments, a + segments);
    }
  }
  if (caps) {
    const cap = (ringIndex: number, direction: number): void => {
      const centre = positions.length / 3;
      const r = rings[ringIndex]!;
      const t = tangents[ringIndex]!;
      positions.push(...r.at);
      normals.push(t.x * direction, t.y * direction, t.z * direction);
      for (let j = 0; j < segments; j++) {
        const a = ringIndex * segments + j;
        const b = ringIndex * segments + ((j + 1) % segments);
        indices.push(...(direction < 0 ? [centre, b, a] : [centre, a, b]));
      }
    };
    cap(0, -1);
    cap(rings.length - 1, 1);
  }
  return fromArrays(positions, normals, indices);
}

function fromArrays(positions: number[], normals: number[], indices: number[]): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  geometry.setAttribute('normal', new BufferAttribute(new Float32Array(normals), 3));
  geometry.setIndex(indices);
  return geometry;
}

/** Drops the UVs of three's primitives so they merge with the swept pieces. */
function plain(geometry: BufferGeometry): BufferGeometry {
  geometry.deleteAttribute('uv');
  return geometry;
}

/** A (tapered) cylinder from one point to another. */
function rod(from: Vec, to: Vec, r0: number, r1 = r0, segments = 6, openEnded = false): BufferGeometry {
  const a = new Vector3(...from);
  const direction = new Vector3(...to).sub(a);
  const length = direction.length();
  const geometry = new CylinderGeometry(r1, r0, length, segments, 1, openEnded);
  geometry.translate(0, length / 2, 0);
  geometry.applyQuaternion(new Quaternion().setFromUnitVectors(AXIS_Y, direction.normalize()));
  geometry.translate(a.x, a.y, a.z);
  return plain(geometry);
}

function ball(at: Vec, radius: number, width = 8, height = 6, scale: Vec = [1, 1, 1]): BufferGeometry {
  const geometry = new SphereGeometry(radius, width, height);
  geometry.scale(...scale);
  geometry.translate(...at);
  return plain(geometry);
}

function tube(points: readonly Vec[], radius: number, tubular: number, radial: number): BufferGeometry {
  const curve = new CatmullRomCurve3(points.map((p) => new Vector3(...p)));
  return plain(new TubeGeometry(curve, tubular, radius, radial, false));
}

/** Collects triangles and turns each to face `outward`, so builders need not track winding. */
class TriangleSoup {
  private readonly positions: number[] = [];
  private readonly normals: number[] = [];
  private readonly indices: number[] = [];

  /** Quad a-b-c-d with a-b and c-d opposite edges; `normals` per corner smooth it, else it is flat. */
  quad(a: Vec, b: Vec, c: Vec, d: Vec, outward: Vector3, normals?: readonly Vector3[]): void {
    const base = this.positions.length / 3;
    [a, b, c, d].forEach((p, i) => {
      const n = normals?.[i] ?? outward;
      this.positions.push(...p);
      this.normals.push(n.x, n.y, n.z);
    });
    const e1 = new Vector3(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
    const e2 = new Vector3(c[0] - a[0], c[1] - a[1], c[2] - a[2]);
    const flip = e1.cross(e2).dot(outward) < 0;
    this.indices.push(
      ...(flip
        ? [base, base + 2, base + 1, base + 1, base + 2, base + 3]
        : [base, base + 1, base + 2, base + 2, base + 1, base + 3]),
    );
  }

  /** A flat convex polygon fanned from its first point. */
  fan(points: readonly Vec[], outward: Vector3): void {
    const base = this.positions.length / 3;
    for (const p of points) {
      this.positions.push(...p);
      this.normals.push(outward.x, outward.y, outward.z);
    }
    for (let i = 1; i < points.length - 1; i++) {
      const [a, b, c] = [points[0]!, points[i]!, points[i + 1]!];
      const e1 = new Vector3(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
      const e2 = new Vector3(c[0] - a[0], c[1] - a[1], c[2] - a[2]);
      const flip = e1.cross(e2).dot(outward) < 0;
      this.indices.push(...(flip ? [base, base + i + 1, base + i] : [base, base + i, base + i + 1]));
    }
  }

  build(): BufferGeometry {
    return fromArrays(this.positions, this.normals, this.indices);
  }
}

// ---------------------------------------------------------------------------------------------
// Nodes and materials.

interface Layer {
  readonly material: Material;
  readonly pieces: readonly BufferGeometry[];
}

/**
 * A named group with its origin at `pivot` (given in model space, like the pieces), holding one mesh
 * per material (layers that share a material are merged). `parentPivot` is where the parent group's
 * origin lies in model space.
 */
function part(name: string, pivot: Vec, parentPivot: Vec, layers: readonly Layer[]): Group {
  const group = new Group();
  group.name = name;
  group.position.set(pivot[0] - parentPivot[0], pivot[1] - parentPivot[1], pivot[2] - parentPivot[2]);
  const byMaterial = new Map<Material, BufferGeometry[]>();
  for (const { material, pieces } of layers)
    byMaterial.set(material, [...(byMaterial.get(material) ?? []), ...pieces]);
  for (const [material, pieces] of byMaterial) {
    if (pieces.length === 0) continue;
    const merged = mergeGeometries(pieces);
    if (!merged) throw new Error(`${name}: pieces with different attributes cannot be merged`);
    merged.translate(-pivot[0], -pivot[1], -pivot[2]);
    const mesh = new Mesh(merged, material);
    mesh.name = `${name}_${material.name}`;
    group.add(mesh);
  }
  return group;
}

function material(name: string, color: number, roughness: number, metalness = 0): MeshStandardMaterial {
  return new MeshStandardMaterial({ name, color, roughness, metalness });
}

/** The chariot and the wreck share these. FactionPaint is white so a viewer can set or tint it. */
function chariotMaterials() {
  return {
    paint: material('FactionPaint', 0xffffff, 0.55),
    wood: material('Wood', 0x8a5a32, 0.85),
    bronze: material('Bronze', 0xb8894a, 0.4, 0.75),
    skin: material('Skin', 0xc58c66, 0.75),
    leather: material('Leather', 0x4e3222, 0.9),
  };
}
type ChariotMaterials = ReturnType<typeof chariotMaterials>;

// ---------------------------------------------------------------------------------------------
// Horse: a hierarchy of rigid parts. Body pivots at the barrel's centre, legs at shoulder/stifle
// and knee/hock, the neck at its base, the head at the poll, the tail at its root.

const LEG_SIDES = [
  ['L', -1],
  ['R', 1],
] as const;

const PIVOT = {
  body: [0, 1.2, 0],
  neck: [0.4, 1.42, 0],
  head: [0.95, 1.86, 0],
  tail: [-0.86, 1.45, 0],
  foreUpper: [0.48, 1.12, 0],
  foreLower: [0.5, 0.62, 0],
  hindUpper: [-0.5, 1.12, 0],
  hindLower: [-0.63, 0.58, 0],
} as const satisfies Record<string, Vec>;

const withZ = (p: Vec, z: number): Vec => [p[0], p[1], z];

function buildHorse(): Group {
  const coat = material('HorseCoat', 0x7a4a2a, 0.8);
  const dark = material('HorseDark', 0x1d1511, 0.9);

  const barrel = [
    ring(-0.9, 1.26, 0, 0.02),
    ring(-0.86, 1.26, 0, 0.13, 0.17),
    ring(-0.78, 1.26, 0, 0.2, 0.25),
    ring(-0.62, 1.25, 0, 0.25, 0.29),
    ring(-0.42, 1.22, 0, 0.26, 0.29),
    ring(-0.15, 1.19, 0, 0.27, 0.3),
    ring(0.12, 1.2, 0, 0.27, 0.32),
    ring(0.36, 1.24, 0, 0.25, 0.32),
    ring(0.56, 1.2, 0, 0.22, 0.3),
    ring(0.7, 1.14, 0, 0.17, 0.24),
    ring(0.78, 1.1, 0, 0.08, 0.12),
    ring(0.8, 1.1, 0, 0.02),
  ];
  const body = part('Body', PIVOT.body, ORIGIN, [{ material: coat, pieces: [sweep(barrel, 16)] }]);

  const neckRings = [
    ring(0.42, 1.28, 0, 0.17, 0.28),
    ring(0.6, 1.46, 0, 0.14, 0.22),
    ring(0.76, 1.64, 0, 0.11, 0.16),
    ring(0.9, 1.8, 0, 0.09, 0.12),
    ring(0.95, 1.87, 0, 0.07, 0.08),
    ring(0.97, 1.9, 0, 0.02),
  ];
  // The mane runs along the crest: the top edge of each neck ring, from the poll back to the withers.
  const mane = [
    ring(0.34, 1.53, 0, 0.01),
    ring(0.4, 1.56, 0, 0.025, 0.05),
    ...[1, 2, 3, 4].map((i) => {
      const crest = crestPoint(neckRings, i);
      return ring(crest[0], crest[1], 0, 0.03, 0.063 - i * 0.008);
    }),
    ring(0.97, 1.96, 0, 0.01),
  ];
  const neck = part('Neck', PIVOT.neck, PIVOT.body, [
    { material: coat, pieces: [sweep(neckRings, 12)] },
    { material: dark, pieces: [sweep(mane, 6)] },
  ]);

  const headRings = [
    ring(0.92, 1.94, 0, 0.02),
    ring(0.95, 1.9, 0, 0.08, 0.1),
    ring(1.0, 1.81, 0, 0.095, 0.15), // cheeks, deep at the jowl
    ring(1.08, 1.71, 0, 0.085, 0.13),
    ring(1.17, 1.61, 0, 0.07, 0.095),
    ring(1.25, 1.52, 0, 0.065, 0.085), // muzzle
    ring(1.3, 1.46, 0, 0.06, 0.075),
    ring(1.33, 1.42, 0, 0.045, 0.05),
    ring(1.34, 1.405, 0, 0.02),
  ];
  const ears = LEG_SIDES.map(([, side]) =>
    rod([0.95, 1.92, side * 0.05], [1.0, 2.06, side * 0.075], 0.03, 0.004, 5),
  );
  const eyes = LEG_SIDES.map(([, side]) => ball([1.04, 1.83, side * 0.085], 0.022, 6, 4));
  const forelock = sweep(
    [ring(0.93, 1.95, 0, 0.01), ring(0.97, 1.93, 0, 0.03), ring(1.03, 1.88, 0, 0.01)],
    5,
  );
  const head = part('Head', PIVOT.head, PIVOT.neck, [
    { material: coat, pieces: [sweep(headRings, 12), ...ears] },
    { material: dark, pieces: [...eyes, forelock] },
  ]);
  neck.add(head);

  const tailRings = [
    ring(-0.84, 1.47, 0, 0.03),
    ring(-0.88, 1.44, 0, 0.045),
    ring(-0.95, 1.33, 0, 0.07, 0.06),
    ring(-1.0, 1.15, 0, 0.085, 0.07),
    ring(-1.02, 0.98, 0, 0.08, 0.06),
    ring(-1.03, 0.86, 0, 0.045, 0.035),
    ring(-1.03, 0.8, 0, 0.01),
  ];
  const tail = part('Tail', PIVOT.tail, PIVOT.body, [{ material: dark, pieces: [sweep(tailRings, 8)] }]);
  body.add(neck, tail);

  for (const [letter, side] of LEG_SIDES) {
    const fz = side * 0.16;
    const hz = side * 0.15;
    const foreUpper = part(`LegF${letter}_Upper`, withZ(PIVOT.foreUpper, fz), PIVOT.body, [
      {
        material: coat,
        pieces: [
          sweep(
            [
              ring(0.45, 1.36, fz * 0.8, 0.03, 0.05),
              ring(0.46, 1.3, fz * 0.8, 0.07, 0.13),
              ring(0.48, 1.1, fz, 0.085, 0.11),
              ring(0.49, 0.88, fz, 0.06, 0.075),
              ring(0.5, 0.68, fz, 0.05, 0.055),
              ring(0.5, 0.6, fz, 0.048, 0.05),
            ],
            10,
          ),
        ],
      },
    ]);
    const foreLower = part(`LegF${letter}_Lower`, withZ(PIVOT.foreLower, fz), withZ(PIVOT.foreUpper, fz), [
      {
        material: coat,
        pieces: [sweep(lowerLeg(0.5, fz), 10), ball(withZ(PIVOT.foreLower, fz), 0.05, 8, 5)],
      },
      { material: dark, pieces: [hoof(0.555, fz)] },
    ]);
    foreUpper.add(foreLower);

    const hindUpper = part(`LegH${letter}_Upper`, withZ(PIVOT.hindUpper, hz), PIVOT.body, [
      {
        material: coat,
        pieces: [
          sweep(
            [
              ring(-0.53, 1.42, hz * 0.7, 0.04, 0.08),
              ring(-0.52, 1.34, hz * 0.7, 0.1, 0.2),
              ring(-0.5, 1.1, hz, 0.1, 0.17),
              ring(-0.54, 0.88, hz, 0.07, 0.12),
              ring(-0.6, 0.68, hz, 0.05, 0.065),
              ring(-0.63, 0.56, hz, 0.045, 0.07),
            ],
            10,
          ),
        ],
      },
    ]);
    const hindLower = part(`LegH${letter}_Lower`, withZ(PIVOT.hindLower, hz), withZ(PIVOT.hindUpper, hz), [
      {
        material: coat,
        pieces: [
          sweep([ring(-0.64, 0.6, hz, 0.045, 0.06), ...lowerLeg(-0.6, hz)], 10),
          ball(withZ(PIVOT.hindLower, hz), 0.052, 8, 5),
        ],
      },
      { material: dark, pieces: [hoof(-0.545, hz)] },
    ]);
    hindUpper.add(hindLower);
    body.add(foreUpper, hindUpper);
  }

  const horse = new Group();
  horse.name = 'Horse';
  horse.add(body);
  return horse;
}

/** The top of a ring swept in the x-y plane: its centre moved up across the path by its depth. */
function crestPoint(rings: readonly Ring[], i: number): Vec {
  const a = rings[i - 1]!.at;
  const b = rings[i + 1]!.at;
  const t = new Vector3(b[0] - a[0], b[1] - a[1], 0).normalize();
  const r = rings[i]!;
  return [r.at[0] - t.y * r.h, r.at[1] + t.x * r.h, 0];
}

/** Knee/hock down to the pastern, around a cannon at `x`. */
function lowerLeg(x: number, z: number): Ring[] {
  return [
    ring(x, 0.64, z, 0.045, 0.05),
    ring(x - 0.005, 0.54, z, 0.048, 0.055),
    ring(x, 0.4, z, 0.033, 0.038),
    ring(x, 0.24, z, 0.035, 0.04),
    ring(x, 0.17, z, 0.045, 0.05),
    ring(x + 0.03, 0.1, z, 0.038, 0.04),
    ring(x + 0.05, 0.075, z, 0.035),
  ];
}

function hoof(x: number, z: number): BufferGeometry {
  const geometry = plain(new CylinderGeometry(0.042, 0.056, 0.08, 8));
  geometry.translate(x, 0.04, z);
  return geometry;
}

// ---------------------------------------------------------------------------------------------
// Gallop: a transverse gallop on the right lead, one stride per second. Each leg follows the same
// cycle from its own touchdown; the cycles are tables of (phase after touchdown, upper, lower)
// rotations about z in radians (positive swings the hoof forward), interpolated as a loop.

type LegKey = readonly [phase: number, upper: number, lower: number];

const FORE_CYCLE: readonly LegKey[] = [
  [0.0, 0.38, 0.0], // touchdown, leg reaching forward
  [0.15, 0.0, 0.05],
  [0.3, -0.45, -0.25], // lift-off behind the body
  [0.4, -0.2, -1.3], // the hoof flicks up behind
  [0.52, 0.35, -1.8], // tucked under the forearm (gathered suspension)
  [0.66, 0.85, -1.3], // forearm raised forward
  [0.8, 0.85, -0.45],
  [0.91, 0.6, -0.05], // unfolded, reaching
];

// The hind cannon may not swing back past the gaskin's line (the hock does not overextend):
// lower >= -0.21 here, the gaskin's slant at rest.
const HIND_CYCLE: readonly LegKey[] = [
  [0.0, 0.32, 0.0], // touchdown under the belly
  [0.15, -0.05, 0.2], // hock flexes under load
  [0.3, -0.45, -0.1], // push-off, leg extended behind
  [0.42, -0.6, 0.35], // the hoof lifts behind
  [0.56, -0.2, 0.75], // hock flexed
  [0.7, 0.3, 0.6], // coming forward under the belly (gathered suspension)
  [0.86, 0.55, 0.25], // reaching forward
];

/** When each hoof lands, as a fraction of the stride; suspension follows the right fore. */
const FOOTFALLS = [
  ['LegHL', 0.0, HIND_CYCLE],
  ['LegHR', 0.1, HIND_CYCLE],
  ['LegFL', 0.3, FORE_CYCLE],
  ['LegFR', 0.4, FORE_CYCLE],
] as const;

const GALLOP_SAMPLES = 32;
/** The fraction of the stride each hoof bears weight. */
const STANCE = 0.3;
/** How high the body floats above a straight line through the gathered suspension, in metres. */
const SUSPENSION_LIFT = 0.12;
/** Toe and heel of each sole, in the lower leg's frame. */
const SOLES = {
  F: [new Vector3(0.11, -0.62, 0), new Vector3(0, -0.62, 0)],
  H: [new Vector3(0.14, -0.58, 0), new Vector3(0.03, -0.58, 0)],
} as const;

/** Periodic Catmull-Rom through one column of a table whose rows start with a phase in [0, 1). */
function loop(rows: readonly (readonly number[])[], column: number, phase: number): number {
  const p = phase - Math.floor(phase);
  const count = rows.length;
  let i = count - 1;
  while (i > 0 && rows[i]![0]! > p) i--;
  const row = (k: number) => rows[((k % count) + count) % count]!;
  const start = row(i)[0]!;
  const end = i + 1 < count ? row(i + 1)[0]! : 1 + rows[0]![0]!;
  const u = (p - start) / (end - start);
  const [v0, v1, v2, v3] = [-1, 0, 1, 2].map((d) => row(i + d)[column]!) as [number, number, number, number];
  const [a, b, c] = [v2 - v0, 2 * v0 - 5 * v1 + 4 * v2 - v3, 3 * v1 - v0 - 3 * v2 + v3];
  return v1 + 0.5 * u * (a + u * (b + u * c));
}

const wave = (amplitude: number, peak: number, t: number) => amplitude * Math.cos(2 * Math.PI * (t - peak));

/** Rotations (Euler x, y, z) of every animated node at phase t of the stride. */
function gallopPose(t: number): [string, Vec][] {
  const pose: [string, Vec][] = [
    ['Body', [0, 0, wave(0.07, 0.15, t)]], // forehand up during the hind push, down on the fore landing
    ['Neck', [0, 0, -0.15 + wave(0.12, 0.05, t)]], // stretched forward, nodding down on the fore stance
    ['Head', [0, 0, 0.25 + wave(0.08, 0.15, t)]], // nose pushed forward
    ['Tail', [wave(0.1, 0.3, t), 0, -0.45 + wave(0.12, 0.1, t)]], // streams back and waves
  ];
  for (const [leg, touchdown, cycle] of FOOTFALLS) {
    const phase = t - touchdown;
    pose.push(
      [`${leg}_Upper`, [0, 0, loop(cycle, 1, phase)]],
      [`${leg}_Lower`, [0, 0, loop(cycle, 2, phase)]],
    );
  }
  return pose;
}

/**
 * How far to raise the body so the lowest hoof bearing weight at phase t stands on the ground, found
 * by posing `rig`; null during the suspension, when no hoof bears weight.
 */
function groundOffset(rig: Object3D, pose: readonly [string, Vec][], t: number): number | null {
  for (const [name, [x, y, z]] of pose) rig.getObjectByName(name)!.rotation.set(x, y, z);
  rig.getObjectByName('Body')!.position.set(...PIVOT.body);
  rig.updateMatrixWorld(true);
  let lowest = Number.POSITIVE_INFINITY;
  for (const [leg, touchdown] of FOOTFALLS) {
    if ((((t - touchdown) % 1) + 1) % 1 > STANCE) continue;
    const lower = rig.getObjectByName(`${leg}_Lower`)!;
    for (const sole of SOLES[leg[3] as 'F' | 'H'])
      lowest = Math.min(lowest, lower.localToWorld(sole.clone()).y);
  }
  return Number.isFinite(lowest) ? -lowest : null;
}

/**
 * Grounds the stance samples, carries the body on an arc through the suspension, then smooths the
 * result round the loop so the hand-over between hooves does not jolt.
 */
function bodyHeights(rig: Object3D, poses: readonly (readonly [string, Vec][])[]): number[] {
  const n = poses.length;
  const raw = poses.map((pose, k) => groundOffset(rig, pose, k / n));
  const filled = raw.map((value, k) => {
    if (value !== null) return value;
    let [before, after] = [k, k];
    while (raw[(before + n) % n] === null) before--;
    while (raw[after % n] === null) after++;
    const u = (k - before) / (after - before);
    const [a, b] = [raw[(before + n) % n]!, raw[after % n]!];
    return a + (b - a) * u + SUSPENSION_LIFT * 4 * u * (1 - u);
  });
  let heights = filled;
  for (let pass = 0; pass < 2; pass++) {
    heights = heights.map(
      (h, k) => 0.25 * heights[(k + n - 1) % n]! + 0.5 * h + 0.25 * heights[(k + 1) % n]!,
    );
  }
  return heights;
}

/** The gallop clip. `rig` is a horse built for posing; it is left in the gallop's last pose. */
export function buildGallopClip(rig: Object3D = buildHorse()): AnimationClip {
  const poses = Array.from({ length: GALLOP_SAMPLES }, (_, k) => gallopPose(k / GALLOP_SAMPLES));
  const heights = bodyHeights(rig, poses);
  // One key per sample plus a closing key equal to the first, so the loop is exactly 1.0 s.
  const times = Array.from({ length: GALLOP_SAMPLES + 1 }, (_, k) => k / GALLOP_SAMPLES);
  const at = <T>(values: readonly T[], k: number): T => values[k % GALLOP_SAMPLES]!;
  const euler = new Euler();
  const quaternion = new Quaternion();
  const tracks = poses[0]!.map(([name], node) => {
    const values = times.flatMap((_, k) =>
      quaternion.setFromEuler(euler.set(...at(poses, k)[node]![1])).toArray(),
    );
    return new QuaternionKeyframeTrack(`${name}.quaternion`, times, values);
  });
  const bob = times.flatMap((_, k) => [PIVOT.body[0], PIVOT.body[1] + at(heights, k), PIVOT.body[2]]);
  tracks.push(new VectorKeyframeTrack('Body.position', times, bob));
  return new AnimationClip('gallop', 1, tracks);
}

// ---------------------------------------------------------------------------------------------
// Chariot: the car's axle is at the origin (x = z = 0, y = wheel radius). The pole runs forward to
// the yoke over the two middle horses; the viewer places horses at x ≈ 3.0.

const WHEEL_RADIUS = 0.45;
const WHEEL_TRACK = 0.62; // hub distance from the centre line
const FLOOR_Y = 0.5;
const FLOOR_TOP = 0.54;
const AXLE: Vec = [0, WHEEL_RADIUS, 0];
const HANDS = { L: [0.6, 1.34, -0.18], R: [0.6, 1.34, 0.18] } as const satisfies Record<string, Vec>;
const HORSE_Z = [-1.05, -0.35, 0.35, 1.05] as const;
const YOKE: Vec = [3.3, 1.62, 0];

/** The D-shaped outline of the car floor and breastwork (x, z), from the rear left round the front. */
function carOutline(): Vec[] {
  const points: Vec[] = [
    [-0.12, 0, -0.45],
    [0.02, 0, -0.45],
  ];
  const arcSteps = 14;
  for (let i = 0; i <= arcSteps; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / arcSteps;
    points.push([0.15 + 0.4 * Math.cos(a), 0, 0.45 * Math.sin(a)]);
  }
  points.push([0.02, 0, 0.45], [-0.12, 0, 0.45]);
  return points;
}

/** Floor, breastwork (painted both faces, bronze rim on top) and axle, in model space. */
function carPieces(m: ChariotMaterials, axleFrom = -0.72): Layer[] {
  const outline = carOutline();
  const centre = new Vector3(0.12, 0, 0);
  const outward = outline.map((p, i) => {
    const a = outline[Math.max(0, i - 1)]!;
    const b = outline[Math.min(outline.length - 1, i + 1)]!;
    const normal = new Vector3(b[2] - a[2], 0, a[0] - b[0]).normalize();
    return normal.dot(new Vector3(p[0], 0, p[2]).sub(centre)) < 0 ? normal.negate() : normal;
  });
  // The breastwork rises from waist-high sides to chest height at the front.
  const height = (p: Vec) => 0.32 + 0.5 * Math.max(0, (p[0] + 0.12) / 0.67) ** 1.6;
  const thickness = 0.025;
  const wall = new TriangleSoup();
  const top: Vec[] = [];
  for (let i = 0; i < outline.length - 1; i++) {
    const [p, q] = [outline[i]!, outline[i + 1]!];
    const [np, nq] = [outward[i]!, outward[i + 1]!];
    const normal = np.clone().add(nq).normalize();
    const inner = (v: Vec, n: Vector3): Vec => [v[0] - n.x * thickness, v[1], v[2] - n.z * thickness];
    const lift = (v: Vec, by: number): Vec => [v[0], FLOOR_TOP + by, v[2]];
    wall.quad(lift(p, 0), lift(q, 0), lift(p, height(p)), lift(q, height(q)), normal, [np, nq, np, nq]);
    const [pi, qi] = [inner(p, np), inner(q, nq)];
    const [ip, iq] = [np.clone().negate(), nq.clone().negate()];
    wall.quad(lift(pi, 0), lift(qi, 0), lift(pi, height(p)), lift(qi, height(q)), ip, [ip, iq, ip, iq]);
  }
  for (const p of outline) top.push([p[0], FLOOR_TOP + height(p), p[2]]);
  // Close the rear edges of the two side walls.
  for (const end of [0, outline.length - 1]) {
    const p = outline[end]!;
    const n = outward[end]!;
    const [ix, iz] = [p[0] - n.x * thickness, p[2] - n.z * thickness];
    const h = FLOOR_TOP + height(p);
    wall.quad(
      [p[0], FLOOR_TOP, p[2]],
      [ix, FLOOR_TOP, iz],
      [p[0], h, p[2]],
      [ix, h, iz],
      new Vector3(-1, 0, 0),
    );
  }
  const floor = new TriangleSoup();
  floor.fan(
    outline.map((p): Vec => [p[0], FLOOR_TOP, p[2]]),
    new Vector3(0, 1, 0),
  );
  floor.fan(
    outline.map((p): Vec => [p[0], FLOOR_Y, p[2]]),
    new Vector3(0, -1, 0),
  );
  for (let i = 0; i < outline.length - 1; i++) {
    const [p, q] = [outline[i]!, outline[i + 1]!];
    floor.quad(
      [p[0], FLOOR_Y, p[2]],
      [q[0], FLOOR_Y, q[2]],
      [p[0], FLOOR_TOP, p[2]],
      [q[0], FLOOR_TOP, q[2]],
      outward[i]!,
    );
  }
  const rear = outline.length - 1;
  floor.quad(
    [outline[0]![0], FLOOR_Y, outline[0]![2]],
    [outline[rear]![0], FLOOR_Y, outline[rear]![2]],
    [outline[0]![0], FLOOR_TOP, outline[0]![2]],
    [outline[rear]![0], FLOOR_TOP, outline[rear]![2]],
    new Vector3(-1, 0, 0),
  );
  const rim = tube(
    top.map(
      (p, i): Vec => [
        p[0] - outward[i]!.x * thickness * 0.5,
        p[1] + 0.01,
        p[2] - outward[i]!.z * thickness * 0.5,
      ],
    ),
    0.022,
    36,
    4,
  );
  const boss = ball([0.56, FLOOR_TOP + 0.5, 0], 0.06, 8, 6, [0.5, 1, 1]);
  const axle = rod([0, WHEEL_RADIUS, axleFrom], [0, WHEEL_RADIUS, 0.72], 0.035, 0.035, 8);
  const axleBed = rod([-0.02, FLOOR_Y - 0.02, -0.45], [-0.02, FLOOR_Y - 0.02, 0.45], 0.04, 0.04, 6);
  return [
    { material: m.paint, pieces: [wall.build()] },
    { material: m.wood, pieces: [floor.build(), axle, axleBed] },
    { material: m.bronze, pieces: [rim, boss] },
  ];
}

/**
 * A wheel in its own frame: hub at the origin, axle along z, so spinning the node about its local z
 * rolls it. Rolling forward (+x) turns it clockwise seen from +z: rotation.z -= distance / 0.45.
 */
function wheelPieces(m: ChariotMaterials): Layer[] {
  const rim = plain(new TorusGeometry(WHEEL_RADIUS - 0.03, 0.03, 6, 24));
  const tyre = plain(new TorusGeometry(WHEEL_RADIUS - 0.008, 0.01, 4, 24));
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 8;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    return rod(
      [c * 0.06, s * 0.06, 0],
      [c * (WHEEL_RADIUS - 0.04), s * (WHEEL_RADIUS - 0.04), 0],
      0.018,
      0.013,
      5,
      true,
    );
  });
  const hub = rod([0, 0, -0.1], [0, 0, 0.1], 0.07, 0.055, 10);
  return [
    { material: m.wood, pieces: [rim, ...spokes] },
    { material: m.bronze, pieces: [tyre, hub] },
  ];
}

/** Translates layers built around the origin to `at` (model space), for use with `part`. */
function moved(layers: readonly Layer[], at: Vec): Layer[] {
  return layers.map(({ material, pieces }) => ({
    material,
    pieces: pieces.map((piece) => piece.clone().translate(...at)),
  }));
}

function polePoints(): Vec[] {
  // From the axle, under the floor, curving up to the yoke.
  return [
    [0, FLOOR_Y - 0.04, 0],
    [0.6, FLOOR_Y - 0.03, 0],
    [1.4, 0.64, 0],
    [2.4, 1.1, 0],
    [YOKE[0], YOKE[1] - 0.04, 0],
  ];
}

function driverPieces(m: ChariotMaterials): Layer[] {
  const legs = LEG_SIDES.map(([, side]) =>
    sweep(
      [
        ring(0.12, 1.3, side * 0.09, 0.075, 0.08),
        ring(0.2, 0.96, side * 0.1, 0.055, 0.06),
        ring(0.16, 0.78, side * 0.1, 0.05, 0.06),
        ring(0.13, 0.6, side * 0.1, 0.035, 0.04),
      ],
      8,
    ),
  );
  const boots = LEG_SIDES.map(([, side]) =>
    sweep(
      [ring(0.08, 0.58, side * 0.1, 0.04, 0.04), ring(0.26, 0.57, side * 0.1, 0.04, 0.025)],
      6,
      [0, 1, 0],
    ),
  );
  const torso = [
    ring(0.1, 1.12, 0, 0.2, 0.16),
    ring(0.12, 1.3, 0, 0.17, 0.12),
    ring(0.16, 1.5, 0, 0.16, 0.11),
    ring(0.2, 1.65, 0, 0.19, 0.12),
    ring(0.22, 1.74, 0, 0.17, 0.1),
    ring(0.23, 1.78, 0, 0.06, 0.05),
  ];
  // The charioteer's fascia: leather straps bound round the torso.
  const straps = [1.42, 1.5, 1.58].map((y) => {
    const x = 0.12 + (y - 1.3) * 0.2;
    const w = 0.165 + (y - 1.42) * 0.1;
    return sweep(
      [ring(x - 0.004, y - 0.02, 0, w, 0.12), ring(x + 0.004, y + 0.02, 0, w, 0.12)],
      12,
      [0, 0, 1],
      false,
    );
  });
  const arms = Object.values(HANDS).map((hand) => {
    const z = Math.sign(hand[2]);
    return sweep(
      [
        ring(0.22, 1.72, z * 0.2, 0.045),
        ring(0.36, 1.48, z * 0.25, 0.04),
        ring(hand[0] - 0.04, hand[1], hand[2], 0.03),
      ],
      7,
      [0, 1, 0],
    );
  });
  const sleeves = Object.values(HANDS).map((hand) => {
    const z = Math.sign(hand[2]);
    return rod([0.21, 1.74, z * 0.19], [0.29, 1.61, z * 0.225], 0.06, 0.055, 8);
  });
  const hands = Object.values(HANDS).map((hand) => ball(hand, 0.045, 6, 5));
  const head: Vec = [0.27, 1.93, 0];
  const helmet = plain(new SphereGeometry(0.112, 10, 5, 0, Math.PI * 2, 0, Math.PI * 0.5));
  helmet.rotateZ(-0.2);
  helmet.translate(head[0] - 0.005, head[1] + 0.01, head[2]);
  const brim = plain(new TorusGeometry(0.112, 0.012, 4, 16));
  brim.rotateX(Math.PI / 2);
  brim.rotateZ(-0.2);
  brim.translate(head[0] - 0.005, head[1] + 0.01, head[2]);
  return [
    { material: m.paint, pieces: [sweep(torso, 12), ...sleeves] },
    {
      material: m.skin,
      pieces: [
        ...legs,
        ...arms,
        ...hands,
        rod([0.23, 1.74, 0], [0.26, 1.88, 0], 0.05, 0.045, 8),
        ball(head, 0.1, 10, 8, [1.05, 1.08, 0.95]),
        rod([0.36, 1.92, 0], [0.385, 1.89, 0], 0.018, 0.008, 4),
      ],
    },
    { material: m.leather, pieces: [...boots, ...straps] },
    { material: m.bronze, pieces: [helmet, brim] },
  ];
}

/** Two reins per horse, from the driver's hands over the withers (the terrets) to the bit. */
function reinPieces(): BufferGeometry[] {
  return HORSE_Z.flatMap((horseZ) => {
    const hand = horseZ < 0 ? HANDS.L : HANDS.R;
    return [-1, 1].flatMap((side) => {
      const terret: Vec = [3.3, 1.72, horseZ + side * 0.1];
      const bit: Vec = [4.0, 1.6, horseZ + side * 0.13];
      return [rod(hand, terret, 0.008, 0.008, 3, true), rod(terret, bit, 0.008, 0.008, 3, true)];
    });
  });
}

function buildChariot(): Group {
  const m = chariotMaterials();
  const chariot = new Group();
  chariot.name = 'Chariot';
  const car = part('Car', AXLE, ORIGIN, carPieces(m));
  const wheels = LEG_SIDES.map(([letter, side]) => {
    const hub: Vec = [0, WHEEL_RADIUS, side * WHEEL_TRACK];
    return part(`Wheel${letter}`, hub, ORIGIN, moved(wheelPieces(m), hub));
  });
  const pole = part('Pole', polePoints()[0]!, ORIGIN, [
    { material: m.wood, pieces: [tube(polePoints(), 0.045, 16, 6)] },
    { material: m.bronze, pieces: [ball([YOKE[0] + 0.06, YOKE[1] - 0.03, 0], 0.05, 6, 4)] },
  ]);
  const yokeSaddles = [-0.35, 0.35].map((z) => {
    // An inverted U over each middle horse's neck, hanging from the crossbar.
    const saddle = plain(new TorusGeometry(0.13, 0.022, 5, 8, Math.PI));
    saddle.rotateY(Math.PI / 2);
    saddle.translate(YOKE[0], YOKE[1] - 0.13, z);
    return saddle;
  });
  const yoke = part('Yoke', YOKE, polePoints()[0]!, [
    { material: m.wood, pieces: [rod([YOKE[0], YOKE[1], -0.72], [YOKE[0], YOKE[1], 0.72], 0.035, 0.035, 8)] },
    { material: m.bronze, pieces: yokeSaddles },
  ]);
  pole.add(yoke);
  const driverAt: Vec = [0.15, FLOOR_TOP, 0];
  const driver = part('Driver', driverAt, ORIGIN, driverPieces(m));
  const reins = part('Reins', [0.6, 1.34, 0], ORIGIN, [{ material: m.leather, pieces: reinPieces() }]);
  chariot.add(car, ...wheels, pole, driver, reins);
  return chariot;
}

// ---------------------------------------------------------------------------------------------
// Wreck: the car on its left side, its right wheel still on the broken axle and pointing at the
// sky, the left wheel lying flat beside it, splinters and the snapped pole around.

/** Splinters as (centre x, z, length, yaw): fixed rows, so the wreck is the same every run. */
const SPLINTERS = [
  [0.9, -0.4, 0.5, 0.3],
  [1.3, 0.5, 0.35, 1.9],
  [-0.6, 0.7, 0.3, 2.6],
  [0.4, 1.2, 0.25, 0.9],
  [-0.3, -0.9, 0.4, 1.2],
  [1.7, -0.1, 0.22, 2.2],
] as const;

function buildWreck(): Group {
  const m = chariotMaterials();
  const wreck = new Group();
  wreck.name = 'Wreck';

  const car = part('WreckCar', AXLE, ORIGIN, [
    ...carPieces(m, -0.46),
    ...moved(wheelPieces(m), [0, WHEEL_RADIUS, WHEEL_TRACK]),
  ]);
  car.rotation.set(-Math.PI / 2 + 0.15, 0.5, -0.25, 'YXZ'); // nose down, rolled onto its left side, turned
  car.updateMatrixWorld(true);
  const box = new Box3().setFromObject(car, true);
  car.position.y -= box.min.y;

  const wheel = part('WreckWheel', ORIGIN, ORIGIN, wheelPieces(m));
  wheel.position.set(1.1, 0.1, 1.0);
  wheel.rotation.set(Math.PI / 2 - 0.1, 0, 0.3);

  const splinters = SPLINTERS.map(([x, z, length, yaw]) => {
    const [dx, dz] = [(Math.cos(yaw) * length) / 2, (Math.sin(yaw) * length) / 2];
    return rod([x - dx, 0.02, z - dz], [x + dx, 0.03, z + dz], 0.02, 0.008, 4);
  });
  const polePiece = rod([0.7, 0.05, -0.6], [2.4, 0.05, -1.1], 0.045, 0.04, 6);
  const debris = part('WreckSplinters', ORIGIN, ORIGIN, [
    { material: m.wood, pieces: [...splinters, polePiece] },
  ]);

  wreck.add(car, wheel, debris);
  return wreck;
}

// ---------------------------------------------------------------------------------------------
// Export.

async function exportGlb(root: Object3D, animations: AnimationClip[] = []): Promise<Uint8Array> {
  installFileReaderShim();
  const scene = new Scene();
  scene.add(root);
  const result = await new GLTFExporter().parseAsync(scene, { binary: true, animations });
  if (!(result instanceof ArrayBuffer)) throw new Error('GLTFExporter returned JSON, expected a binary glTF');
  return new Uint8Array(result);
}

/** Builds one model as the bytes of a .glb file, without touching the disk. */
export function buildModel(file: ModelFile): Promise<Uint8Array> {
  switch (file) {
    case 'horse.glb':
      return exportGlb(buildHorse(), [buildGallopClip()]);
    case 'chariot.glb':
      return exportGlb(buildChariot());
    case 'wreck.glb':
      return exportGlb(buildWreck());
  }
}

export const MODELS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../public/models');

/** The file the viewer loads: the teams baked from the models (scripts/bake-teams.ts). */
export const TEAMS_FILE = 'teams.bin';

async function main(): Promise<void> {
  await mkdir(MODELS_DIR, { recursive: true });
  const built = new Map<ModelFile, Uint8Array>();
  const write = async (file: string, bytes: Uint8Array): Promise<void> => {
    await writeFile(resolve(MODELS_DIR, file), bytes);
    console.log(`${file}: ${(bytes.byteLength / 1024).toFixed(1)} KiB`);
  };
  for (const file of MODEL_FILES) {
    const bytes = await buildModel(file);
    built.set(file, bytes);
    await write(file, bytes);
  }
  const bytes = (file: ModelFile): Uint8Array => built.get(file)!;
  await write(TEAMS_FILE, await bakeTeams(bytes('horse.glb'), bytes('chariot.glb'), bytes('wreck.glb')));
}

// Importing this module (as the tests do) builds nothing; only running it as a script writes files.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
