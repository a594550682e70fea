import {
  BufferAttribute,
  BufferGeometry,
  Color,
  Euler,
  InstancedBufferAttribute,
  Matrix4,
  Quaternion,
  Vector3,
} from 'three';
import { CROWD_SECTORS, crowdSectors, sectorOf } from '../crowd-state.ts';
import { seededRandom } from '../random.ts';
import { type CaveaGeometry, SEAT_STRIDE, seatCandidates } from './cavea.ts';

/** Faction colours: the Greens, Blues, Reds and Whites. */
export const FACTION_COLOURS = ['#2f8f46', '#2c5fa8', '#b8322a', '#e8e4d8'] as const;
/** Undyed and plain tunics. */
const PLAIN_COLOURS = [
  '#cdbf9f',
  '#a88f6a',
  '#8c6e50',
  '#d9d2c2',
  '#7d7466',
  '#b49a6e',
  '#9a8a74',
  '#c9b48c',
];

/** How keenly each tier is filled: the lower seats first. */
const TIER_WEIGHT = [1, 0.8, 0.6];

export interface CrowdInstances {
  readonly count: number;
  readonly matrices: Float32Array;
  readonly colors: InstancedBufferAttribute;
  /** Each spectator's sector of the stands (crowd-state.ts), whose level sets its gesture. */
  readonly sectors: InstancedBufferAttribute;
}

const _m = new Matrix4();
const _p = new Vector3();
const _q = new Quaternion();
const _e = new Euler();
const _s = new Vector3();
const _c = new Color();

/** Parts of a figure, in its `aPart` attribute. */
export const FIGURE_PART = { body: 0, leftArm: 1, rightArm: 2 } as const;

/**
 * A spectator: three quads, six triangles. The body (head, shoulders and torso, cut to shape in
 * the fragment shader) is 1 × 1 with its base centred on the origin; each arm is a quad 1 long
 * from the shoulder (y 0) to the hand (y 1), 1 wide, which the vertex shader scales, places at its
 * shoulder and swings for the gesture. All three are turned toward the camera about y.
 */
export function createFigureGeometry(): BufferGeometry {
  const position: number[] = [];
  const uv: number[] = [];
  const part: number[] = [];
  const index: number[] = [];
  const quad = (p: number, y0: number): void => {
    const base = position.length / 3;
    for (const [x, y] of [
      [-0.5, y0],
      [0.5, y0],
      [0.5, y0 + 1],
      [-0.5, y0 + 1],
    ] as const) {
      position.push(x, y, 0);
      uv.push(x + 0.5, y - y0);
      part.push(p);
    }
    index.push(base, base + 1, base + 2, base, base + 2, base + 3);
  };
  quad(FIGURE_PART.body, 0);
  quad(FIGURE_PART.leftArm, 0);
  quad(FIGURE_PART.rightArm, 0);
  const geo = new BufferGeometry();
  geo.setAttribute('position', new BufferAttribute(new Float32Array(position), 3));
  geo.setAttribute('uv', new BufferAttribute(new Float32Array(uv), 2));
  geo.setAttribute('aPart', new BufferAttribute(new Float32Array(part), 1));
  geo.setIndex(index);
  return geo;
}

/**
 * Seats about `target` spectators on the cavea's rows. Supporters of a faction sit together: each
 * block between two aisles leans to one faction, and a share of people wear plain tunics.
 */
export function buildCrowd(cavea: CaveaGeometry, target: number, seed = 1): CrowdInstances {
  const rnd = seededRandom(seed);
  const seats = seatCandidates(cavea, 0.66, rnd);
  const n = seats.length / SEAT_STRIDE;
  let weight = 0;
  for (let i = 0; i < n; i++) weight += TIER_WEIGHT[seats[i * SEAT_STRIDE + 5]!]!;
  const scale = target / Math.max(1, weight);

  const matrices = new Float32Array(target * 16);
  const colors = new Float32Array(target * 3);
  const sectorOfSeat = new Float32Array(target);
  const sectorCentres = crowdSectors();
  const blockFaction = new Map<number, number>();
  let count = 0;
  for (let i = 0; i < n && count < target; i++) {
    const o = i * SEAT_STRIDE;
    const tier = seats[o + 5]!;
    if (rnd() > TIER_WEIGHT[tier]! * scale) continue;
    const x = seats[o]!;
    const y = seats[o + 1]!;
    const z = seats[o + 2]!;
    const nx = seats[o + 3]!;
    const nz = seats[o + 4]!;
    const block = seats[o + 6]!;
    let faction = blockFaction.get(block);
    if (faction === undefined) {
      // 0–3: a faction's block; 4: a mixed block
      const r = rnd();
      faction = r < 0.2 ? 0 : r < 0.4 ? 1 : r < 0.52 ? 2 : r < 0.64 ? 3 : 4;
      blockFaction.set(block, faction);
    }
    const r = rnd();
    let hex: string;
    if (faction < 4 && r < 0.58) hex = FACTION_COLOURS[faction]!;
    else if (faction === 4 && r < 0.22) hex = FACTION_COLOURS[Math.floor(rnd() * 4)]!;
    else hex = PLAIN_COLOURS[Math.floor(rnd() * PLAIN_COLOURS.length)]!;
    _c.set(hex).multiplyScalar(0.88 + rnd() * 0.24);

    const width = 0.58 + rnd() * 0.12;
    const height = 1.12 + rnd() * 0.22;
    _m.compose(
      _p.set(x, y, z),
      _q.setFromEuler(_e.set(0, Math.atan2(-nx, -nz), 0)),
      _s.set(width, height, width),
    );
    _m.toArray(matrices, count * 16);
    colors[count * 3] = _c.r;
    colors[count * 3 + 1] = _c.g;
    colors[count * 3 + 2] = _c.b;
    sectorOfSeat[count] = sectorOf(sectorCentres, x, z);
    count++;
  }
  return {
    count,
    matrices: matrices.subarray(0, count * 16),
    colors: new InstancedBufferAttribute(colors.subarray(0, count * 3), 3),
    sectors: new InstancedBufferAttribute(sectorOfSeat.subarray(0, count), 1),
  };
}

/** A stretch of the stands drawn as one instanced mesh, culled by its bounds. */
export interface CrowdChunk extends CrowdInstances {
  /** A sphere round every figure of the chunk, with room for raised arms. */
  readonly centre: Vector3;
  readonly radius: number;
}

/** Metres above and around a figure's seat its gestures can reach (a tall one's raised arms). */
const REACH = 2.5;

/**
 * Cuts the crowd into `chunks` stretches of the stands, each a run of neighbouring sectors, so
 * that each view draws only the stretches it sees (a camera by the track sees one or two).
 */
export function chunkCrowd(crowd: CrowdInstances, chunks: number): CrowdChunk[] {
  const perChunk = Math.ceil(CROWD_SECTORS / chunks);
  const members: number[][] = Array.from({ length: chunks }, () => []);
  for (let i = 0; i < crowd.count; i++) {
    members[Math.min(chunks - 1, Math.floor(crowd.sectors.getX(i) / perChunk))]!.push(i);
  }
  const out: CrowdChunk[] = [];
  for (const list of members) {
    if (list.length === 0) continue;
    const n = list.length;
    const matrices = new Float32Array(n * 16);
    const colors = new Float32Array(n * 3);
    const sectors = new Float32Array(n);
    const min = new Vector3(Infinity, Infinity, Infinity);
    const max = new Vector3(-Infinity, -Infinity, -Infinity);
    list.forEach((i, k) => {
      matrices.set(crowd.matrices.subarray(i * 16, i * 16 + 16), k * 16);
      colors[k * 3] = crowd.colors.getX(i);
      colors[k * 3 + 1] = crowd.colors.getY(i);
      colors[k * 3 + 2] = crowd.colors.getZ(i);
      sectors[k] = crowd.sectors.getX(i);
      _p.set(crowd.matrices[i * 16 + 12]!, crowd.matrices[i * 16 + 13]!, crowd.matrices[i * 16 + 14]!);
      min.min(_p);
      max.max(_p);
    });
    const centre = min.clone().add(max).multiplyScalar(0.5);
    let radius = 0;
    for (const i of list) {
      _p.set(crowd.matrices[i * 16 + 12]!, crowd.matrices[i * 16 + 13]!, crowd.matrices[i * 16 + 14]!);
      radius = Math.max(radius, _p.distanceTo(centre));
    }
    out.push({
      count: n,
      matrices,
      colors: new InstancedBufferAttribute(colors, 3),
      sectors: new InstancedBufferAttribute(sectors, 1),
      centre,
      radius: radius + REACH,
    });
  }
  return out;
}

/** The whole crowd as one chunk, its sphere round every stretch's: one draw call for a view that
 * draws every stretch's bodies alone (the top view, the overview). */
export function wholeCrowd(crowd: CrowdInstances, chunks: readonly CrowdChunk[]): CrowdChunk {
  const min = new Vector3(Infinity, Infinity, Infinity);
  const max = new Vector3(-Infinity, -Infinity, -Infinity);
  for (const c of chunks) {
    min.min(_p.copy(c.centre).subScalar(c.radius));
    max.max(_p.copy(c.centre).addScalar(c.radius));
  }
  const centre = min.add(max).multiplyScalar(0.5);
  let radius = 0;
  for (const c of chunks) radius = Math.max(radius, c.centre.distanceTo(centre) + c.radius);
  return { ...crowd, centre, radius };
}

/** Index entries of a figure's body (its first quad): a draw range of only these leaves the arms out. */
export const FIGURE_BODY_INDICES = 6;
/** Picture lines the crowd's level of detail is reckoned for (the broadcast's 1080p), so the same
 * figures are drawn whatever the canvas's size. */
const LOD_LINES = 1080;
/** A spectator's arm, shoulder to hand (m): 0.46 of a figure some 1.7 m tall. */
const ARM_LENGTH = 0.78;
/**
 * Arms shorter than this on screen (px, on a 1080-line picture) are left out: a raised arm that
 * short adds a few pixels to a figure already standing, some eight pixels tall. The stands along
 * the track by a camera there keep theirs (tens of pixels); the far end of the arena, the orbit
 * camera's overview (1.4 to 2.3 px) and the top view (under 1: it looks down on the upright
 * figures edge on) draw bodies only.
 */
export const ARM_PIXELS = 4;

/**
 * How long (px, on a 1080-line picture) a raised arm is at the nearest of a stretch's seats, seen
 * from (`x`, `y`, `z`) with a vertical field of view of `fov` degrees: the figures stand upright,
 * so a camera looking steeply down on them sees them shortened by the cosine of its elevation (a
 * camera straight above sees them edge on).
 */
export function armPixels(chunk: CrowdChunk, x: number, y: number, z: number, fov: number): number {
  const dx = chunk.centre.x - x;
  const dy = chunk.centre.y - y;
  const dz = chunk.centre.z - z;
  const across = Math.hypot(dx, dz);
  const distance = Math.hypot(across, dy);
  const nearest = Math.max(1, distance - chunk.radius);
  const upright = distance > 0 ? across / distance : 0;
  return (ARM_LENGTH * upright * LOD_LINES) / (2 * nearest * Math.tan((fov * Math.PI) / 360));
}
