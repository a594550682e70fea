import { Color, type Frustum, Sphere, Vector3 } from 'three';
import { factionColour } from '../engine/race/palette.ts';
import { type Pose, stationToWorld } from '../engine/track/circus-maximus.ts';
import type { Replay } from '../replay/compile.ts';
import { type CrewKey, crewKeyAt } from '../replay/effects.ts';
import { type Plan, type Status, upperBound } from '../replay/plan.ts';
import { newSample, sampleChariot } from '../replay/sample.ts';
import {
  advancePhase,
  blendHeading,
  gaitWeight,
  headingOf,
  leanAngle,
  wrapAngle,
} from './animation/chariot-motion.ts';
import {
  braceAt,
  driverPitch,
  driverRoll,
  gaitReach,
  hairWind,
  lastAtOrBefore,
  spokeBlur,
  stumbleDepth,
} from './animation/team-gait.ts';
import { findTeamMoments } from './animation/team-moments.ts';
import { createSpacing, type FleetSpacing, spaceFleet } from './fleet-spacing.ts';
import { seededRandom } from './random.ts';

/**
 * Every chariot of a plan as flat arrays, and the per-frame systems that fill the instance buffers
 * of the horses, the cars and the wrecks from them. The systems run in a fixed order each frame
 * (sample → space → cull → horses → cars → wrecks), allocate nothing, and touch no scene object: the
 * buffers are the arrays the instanced meshes draw from, so the systems run (and are tested)
 * without a renderer.
 */

export const HORSES_PER_TEAM = 4;

/** Where each horse stands in the chariot's frame (x forward, z right), as chariot.glb expects:
 * the two yoked horses either side of the pole, the trace horses outside and a little ahead. */
export const HORSE_SLOTS: readonly { readonly x: number; readonly z: number }[] = [
  { x: 3.1, z: -1.05 },
  { x: 3.0, z: -0.35 },
  { x: 3.0, z: 0.35 },
  { x: 3.1, z: 1.05 },
];

/** Which slots a team of 0-4 horses fills: the yoked pair first, then the trace horses. */
const SLOTS_FILLED: readonly (readonly number[])[] = [[], [1], [1, 2], [0, 1, 2], [0, 1, 2, 3]];

/** Each horse's gallop phase offset (strides): a team in near step, never in lock-step. */
export const HORSE_PHASE_OFFSETS: readonly number[] = [0.07, 0, 0.04, 0.12];

/** The chord either side of the sampled time that gives the direction, speed and turn rate (s). */
export const MOTION_WINDOW = 0.25;
/** Seeks (clock jumps) longer than this snap the lean instead of easing it. */
const SEEK_SECONDS = 0.5;
/** How fast the lean eases toward its target (1/s of play time). */
const LEAN_RATE = 5;
/** Wheel radius of chariot.glb (m) and its hubs' distance from the centre line. */
export const WHEEL_RADIUS = 0.45;
export const WHEEL_TRACK = 0.62;
/**
 * How far the car stands out of line with the line of travel at each integrity deviation
 * (radians): a few degrees a level, 45° at the swerve (Aurigae, seed IV/II). The car swings
 * outward (clockwise, to the right of a counter-clockwise race), about its yoke (YOKE_X).
 */
export const DEVIATION_YAW: readonly number[] = [0, 0.1, 0.24, Math.PI / 4];
/**
 * Where the pole meets the yoke over the middle horses, metres ahead of the axle (chariot.glb). A
 * car out of line with its team swings about this point, so its pole and reins still reach the
 * horses; the team itself turns by TEAM_SWING of the car's yaw, as horses dragged sideways do.
 */
export const YOKE_X = 3.3;
export const TEAM_SWING = 0.35;
/** How fast the car swings to a new deviation (1/s of play time). */
const DEVIATION_RATE = 6;
/**
 * A sideslip or swerve on a lane board: the car's rear swings out with the slide (the car turned
 * this far against its line, rad) while the team pulls back the other way (rad), for the slide's
 * span and then SLIDE_RECOVER seconds more as the driver gathers it (the slides' times are the
 * replay's, `fleet-timelines.ts`).
 */
export const SLIDE_YAW = 0.42;
export const SLIDE_FIGHT = 0.14;
const SLIDE_RISE = 0.25;
const SLIDE_RECOVER = 0.8;

/**
 * A jolt (running over or past a wreck, a ram, a collision: the replay's `jolts`): the car bucks,
 * a roll and a hop dying away over JOLT_SECONDS.
 */
export const JOLT_SECONDS = 0.8;
const JOLT_ROLL = 0.16;
const JOLT_HOP = 0.12;

/** Height of the car's jolting at a full gallop (m). */
const BOB = 0.014;

/** Coat colours (sRGB): bays, chestnuts, blacks and greys. A team is matched in colour. */
const COATS = ['#6e4026', '#4f2d1b', '#8a4e2a', '#2b2320', '#a8a29a', '#d2cdc4', '#5e3a24', '#7b5236'];

/**
 * What the camera sees of a chariot: nothing, the light models, or the full ones; or (`shadow`) only
 * its shadow, for a second view that sees the chariot (`FleetView.also`): the light models, placed
 * after every other and left out of the view's own picture (`InstanceSet.shown`).
 */
export const DETAIL = { hidden: 0, far: 1, near: 2, shadow: 3 } as const;

/** Where the camera is, for culling and choosing the level of detail. */
export interface FleetView {
  x: number;
  y: number;
  z: number;
  /**
   * Teams farther than this (m) use the light models, seen through a LOD_LENS lens: a narrower one
   * (`fov`) shows them bigger, so the full models reach as much farther as the zoom.
   */
  lodDistance: number;
  /** The camera's vertical field of view (degrees). Absent: LOD_LENS. */
  fov?: number;
  /** The camera's frustum; teams wholly outside it (shadow included) are not drawn. Null: no culling. */
  frustum: Frustum | null;
  /**
   * A second view of the same frame (the broadcast's picture-in-picture): teams that only it sees
   * are placed too (DETAIL.shadow), so that the shadow map it shares has their shadows. Absent or
   * null: none.
   */
  also?: Frustum | null;
  /**
   * The sphere a team is culled by (m): CULL_RADIUS (team, car and the shadow they cast) unless
   * given; TEAM_RADIUS for a view that draws no shadows of its own.
   */
  radius?: number;
}

/** The lens (vertical degrees) `FleetView.lodDistance` is reckoned for: the orbit camera's. */
export const LOD_LENS = 45;
const LOD_TAN = Math.tan((LOD_LENS * Math.PI) / 360);
/**
 * The most teams a view draws with the full models, the nearest: twelve at the start line seen from
 * close by are 164,000 triangles full, 51,000 light, and a #24 budget of 300,000 for the whole
 * frame. The others in view get the light models, as teams farther off do.
 */
export const NEAR_TEAMS = 6;

/** A sphere round car, team and the shadow they cast (m), centred ahead of the axle. */
const CULL_RADIUS = 11;
/** A sphere round car and team alone (m), the leaders' noses to the car's back, same centre. */
export const TEAM_RADIUS = 5;
const CULL_AHEAD = 1.6;

export const STATUS_CODE: Readonly<Record<Status, number>> = {
  racing: 0,
  finished: 1,
  wrecked: 2,
  retired: 3,
};

/**
 * Floats per car instance: `aCar` (left wheel, right wheel, lean, bob), `aCrew` (1 while the
 * driver is aboard), `aDriver` (the driver's roll beyond the car's and his pitch, rad, and the
 * wheels' spoke blur, 0-1), then `aFaction` (the faction's colour, linear RGB, and 1 where the
 * chariot races for one of the four factions: the diamond on its breastwork), interleaved in one
 * buffer.
 */
export const CAR_ITEM_SIZE = 12;
/** Where `aCrew`, `aDriver` and `aFaction` sit in a car instance's floats. */
export const CAR_CREW_OFFSET = 4;
export const CAR_DRIVER_OFFSET = 5;
export const CAR_FACTION_OFFSET = 8;
/**
 * Floats per horse instance (`aGallop`): gallop phase (strides), reach of the gait (0 standing,
 * `CANTER_REACH` cantering, 1 galloping), stumble depth (0-1) and the wind in mane and tail (0-1).
 */
export const HORSE_ITEM_SIZE = 4;
/** How far a stumbling horse falls out of step with its team at the stumble's worst (strides). */
const STUMBLE_LAG = 0.3;

/** What a chariot's crew lets the scene draw this frame (bits of `Fleet.crew`). */
export const CREW = {
  /** The driver stands in the car. */
  driver: 1,
  /** The horses are there: harnessed, or a runaway team (not dead, cut loose and gone, or led off). */
  team: 2,
  /** The team has stopped: tangled in its wreck, or caught and led away. */
  stopped: 4,
  /** Stopped in its traces where the car broke up: the horses stand by the wreck. */
  tangled: 8,
} as const;

/** One instanced mesh's buffers, compacted: instances [0, count) are drawn. */
export interface InstanceSet {
  readonly matrices: Float32Array;
  readonly colors: Float32Array;
  /** Per-instance shader parameters, `itemSize` floats each. */
  readonly params: Float32Array;
  readonly itemSize: number;
  /** The chariot index each drawn instance belongs to (for picking). */
  readonly owner: Int16Array;
  count: number;
  /** The first `shown` of the `count` are drawn in the view's picture; the rest (DETAIL.shadow) only
   * into the shadow map. */
  shown: number;
  /** Set when colours or owners changed this frame (the colour buffer must be uploaded). */
  layoutChanged: boolean;
}

export interface Fleet {
  readonly size: number;
  readonly x: Float64Array;
  readonly z: Float64Array;
  readonly heading: Float64Array;
  /** The track's direction where each chariot is (its lane's), for spacing them across it. */
  readonly trackHeading: Float64Array;
  /** Keeps the whole chariots clear of each other (`fleet-spacing.ts`). */
  readonly spacing: FleetSpacing;
  readonly speed: Float64Array;
  /** Turn rate, rad/s (counter-clockwise seen from above is positive). */
  readonly yawRate: Float64Array;
  readonly status: Uint8Array;
  /** Gallop phase of the team, strides. */
  readonly phase: Float64Array;
  readonly wheelL: Float64Array;
  readonly wheelR: Float64Array;
  readonly lean: Float64Array;
  /** Paint colour per chariot and coat colour per horse, linear RGB. */
  readonly paint: Float32Array;
  /** Faction mark per chariot: its faction's colour (linear RGB) and 1, or zeros for none. */
  readonly faction: Float32Array;
  readonly coats: Float32Array;
  /** Turn of each wreck from the direction it slid in, so wrecks do not all lie alike. */
  readonly wreckYaw: Float32Array;
  /** Where a car's wreck stays while its team runs on (table boards: the `wreck` event's point);
   * NaN where the wreck goes where the chariot's own keyframes take it. */
  readonly wreckX: Float64Array;
  readonly wreckZ: Float64Array;
  readonly wreckHeading: Float64Array;
  /** Each chariot's driver and team through the race (the replay's `crews`). */
  readonly crews: readonly CrewKey[][];
  /** CREW bits of each chariot this frame. */
  readonly crew: Uint8Array;
  /** Horses alive and in harness of each chariot this frame (0-4). */
  readonly horses: Uint8Array;
  /** Each chariot's slides (sideslips and swerves on a lane board), by time: start, end, and +1
   * for a slide to the right of the line of travel (outward), −1 to the left. Empty on a table
   * board, whose deviation channel turns the car instead. */
  readonly slides: readonly Float64Array[];
  /** The slide's pull this frame, signed as the slide (−1 to 1; 0 when none). */
  readonly slide: Float64Array;
  /** When each chariot is jolted (sorted times), and the jolt's swing this frame (−1 to 1). */
  readonly jolts: readonly Float64Array[];
  readonly jolt: Float64Array;
  /** Per chariot: sorted times its driver braces, and (time, horse slot) pairs of stumbles. */
  readonly braces: readonly Float64Array[];
  readonly stumbles: readonly Float64Array[];
  /** How braced each driver is this frame (0-1). */
  readonly brace: Float64Array;
  /** The depth of each team's stumble this frame (0-1) and the horse slot stumbling (-1: none). */
  readonly stumble: Float64Array;
  readonly stumbleSlot: Int8Array;
  /** Yaw of the car against its team from the integrity deviation (rad, eased). */
  readonly deviationYaw: Float64Array;
  /** DETAIL of each chariot this frame. */
  readonly detail: Uint8Array;
  /** Each chariot's squared distance from the view's camera this frame (m², when in view). */
  readonly viewDistance: Float64Array;
  readonly horsesNear: InstanceSet;
  readonly horsesFar: InstanceSet;
  readonly carsNear: InstanceSet;
  readonly carsFar: InstanceSet;
  readonly wrecks: InstanceSet;
  /** Plan time of the last sampling; NaN before the first. */
  lastTime: number;
}

function instanceSet(capacity: number, itemSize: number): InstanceSet {
  return {
    matrices: new Float32Array(capacity * 16),
    colors: new Float32Array(capacity * 3),
    params: new Float32Array(capacity * itemSize),
    itemSize,
    owner: new Int16Array(capacity).fill(-1),
    count: 0,
    shown: 0,
    layoutChanged: true,
  };
}

export interface FleetBuffers {
  readonly horsesNear: InstanceSet;
  readonly horsesFar: InstanceSet;
  readonly carsNear: InstanceSet;
  readonly carsFar: InstanceSet;
  readonly wrecks: InstanceSet;
}

/** Instance buffers for up to `chariots` chariots; the meshes draw straight from these arrays. */
export function createFleetBuffers(chariots: number): FleetBuffers {
  return {
    horsesNear: instanceSet(chariots * HORSES_PER_TEAM, HORSE_ITEM_SIZE),
    horsesFar: instanceSet(chariots * HORSES_PER_TEAM, HORSE_ITEM_SIZE),
    carsNear: instanceSet(chariots, CAR_ITEM_SIZE),
    carsFar: instanceSet(chariots, CAR_ITEM_SIZE),
    wrecks: instanceSet(chariots, CAR_ITEM_SIZE),
  };
}

function resetSet(set: InstanceSet): InstanceSet {
  set.owner.fill(-1);
  set.count = 0;
  set.shown = 0;
  set.layoutChanged = true;
  return set;
}

const _color = new Color();

/** The seeded draws that colour chariot `i`'s team (the coat first). */
const teamRandom = (i: number): (() => number) => seededRandom(7919 * (i + 1));

/** The coat of chariot `i`'s team (linear RGB; each horse is a shade of it), e.g. for its carcasses. */
export function teamCoat(i: number, out: Color): Color {
  return out.set(COATS[Math.floor(teamRandom(i)() * COATS.length)]!);
}

/**
 * The arrays for a race's chariots, with their colours (the timelines are the replay's).
 * `buffers` (reused across races, so the meshes keep their attributes) must hold at least the
 * race's chariots.
 */
export function createFleet(
  replay: Replay,
  buffers: FleetBuffers = createFleetBuffers(replay.plan.chariots.length),
): Fleet {
  const plan = replay.plan;
  const n = plan.chariots.length;
  if (buffers.wrecks.owner.length < n) {
    throw new Error(`the chariot buffers hold ${buffers.wrecks.owner.length} chariots, not ${n}`);
  }
  const paint = new Float32Array(n * 3);
  const faction = new Float32Array(n * 4);
  const coats = new Float32Array(n * HORSES_PER_TEAM * 3);
  const wreckYaw = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const entrant = plan.log.header.entrants[i];
    _color.set(entrant?.colour ?? '#dddddd').toArray(paint, i * 3);
    const mark = factionColour(entrant?.faction);
    if (mark) {
      _color.set(mark).toArray(faction, i * 4);
      faction[i * 4 + 3] = 1;
    }
    const rnd = teamRandom(i);
    const coat = COATS[Math.floor(rnd() * COATS.length)]!;
    for (let h = 0; h < HORSES_PER_TEAM; h++) {
      _color.set(coat).multiplyScalar(0.85 + 0.3 * rnd());
      _color.toArray(coats, (i * HORSES_PER_TEAM + h) * 3);
    }
    wreckYaw[i] = (rnd() - 0.5) * 2.4;
  }
  const { wreckX, wreckZ, wreckHeading, slides, jolts } = replay.fleet;
  const { braces, stumbles } = findTeamMoments(plan);
  return {
    size: n,
    x: new Float64Array(n),
    z: new Float64Array(n),
    heading: new Float64Array(n),
    trackHeading: new Float64Array(n),
    spacing: createSpacing(n),
    speed: new Float64Array(n),
    yawRate: new Float64Array(n),
    status: new Uint8Array(n),
    phase: Float64Array.from({ length: n }, (_, i) => (i * 0.37) % 1),
    wheelL: new Float64Array(n),
    wheelR: new Float64Array(n),
    lean: new Float64Array(n),
    paint,
    faction,
    coats,
    wreckYaw,
    wreckX,
    wreckZ,
    wreckHeading,
    crews: replay.crews,
    crew: new Uint8Array(n).fill(CREW.driver | CREW.team),
    slides,
    slide: new Float64Array(n),
    jolts,
    jolt: new Float64Array(n),
    horses: new Uint8Array(n).fill(HORSES_PER_TEAM),
    braces,
    stumbles,
    brace: new Float64Array(n),
    stumble: new Float64Array(n),
    stumbleSlot: new Int8Array(n).fill(-1),
    deviationYaw: new Float64Array(n),
    detail: new Uint8Array(n),
    viewDistance: new Float64Array(n),
    horsesNear: resetSet(buffers.horsesNear),
    horsesFar: resetSet(buffers.horsesFar),
    carsNear: resetSet(buffers.carsNear),
    carsFar: resetSet(buffers.carsFar),
    wrecks: resetSet(buffers.wrecks),
    lastTime: Number.NaN,
  };
}

const _pose: Pose = { x: 0, z: 0, heading: 0 };

/** The pull of chariot `i`'s slides at time `t`: rising at the slide's start, easing off after. */
function slideAt(slides: Float64Array, t: number): number {
  let pull = 0;
  for (let k = 0; k < slides.length; k += 3) {
    const start = slides[k]!;
    const end = slides[k + 1]!;
    if (t < start || t > end + SLIDE_RECOVER) continue;
    const rise = Math.min(1, (t - start) / SLIDE_RISE);
    const fall = t <= end ? 1 : 1 - (t - end) / SLIDE_RECOVER;
    const w = slides[k + 2]! * smooth(rise) * smooth(fall);
    if (Math.abs(w) > Math.abs(pull)) pull = w;
  }
  return pull;
}

const smooth = (u: number): number => u * u * (3 - 2 * u);

/** The swing of the latest jolt at or before `t` (a damped shake, 0 once it has died away). */
function joltAt(times: Float64Array, t: number): number {
  const lo = upperBound(times, t);
  if (lo === 0) return 0;
  const age = t - times[lo - 1]!;
  if (age >= JOLT_SECONDS) return 0;
  return Math.exp(-5 * age) * Math.sin(age * 30) * (1 - age / JOLT_SECONDS);
}

const _before = newSample();
const _now = newSample();
const _after = newSample();

/**
 * System 1: samples every chariot at plan time `t` (and either side of it, for a smooth heading,
 * speed and turn rate), then advances what accumulates with play: gallop phase, wheel angles, lean.
 * Paused (t unchanged), nothing moves.
 */
export function sampleFleet(fleet: Fleet, plan: Plan, t: number): void {
  const dt = Number.isNaN(fleet.lastTime) ? 0 : Math.abs(t - fleet.lastTime);
  const seek = Number.isNaN(fleet.lastTime) || dt > SEEK_SECONDS;
  fleet.lastTime = t;
  const h = MOTION_WINDOW;
  for (let i = 0; i < fleet.size; i++) {
    const track = plan.chariots[i]!;
    sampleChariot(plan, track, t - h, _before);
    sampleChariot(plan, track, t, _now);
    sampleChariot(plan, track, t + h, _after);
    const ax = _now.x - _before.x;
    const az = _now.z - _before.z;
    const bx = _after.x - _now.x;
    const bz = _after.z - _now.z;
    const la = Math.hypot(ax, az);
    const lb = Math.hypot(bx, bz);
    const speed = Math.hypot(ax + bx, az + bz) / (2 * h);
    stationToWorld(_now.station, _now.d, _pose);
    const motion = la + lb > 1e-6 ? headingOf(ax + bx, az + bz) : _pose.heading;
    // A turn needs both halves of the chord; a team just setting off or pulling up has no turn rate.
    const yawRate = la > 0.05 && lb > 0.05 ? wrapAngle(headingOf(bx, bz) - headingOf(ax, az)) / h : 0;
    fleet.x[i] = _now.x;
    fleet.z[i] = _now.z;
    fleet.trackHeading[i] = _pose.heading;
    // In a slide the team pulls back against it (the car swings out below).
    const slide = slideAt(fleet.slides[i]!, t);
    fleet.slide[i] = slide;
    fleet.jolt[i] = joltAt(fleet.jolts[i]!, t);
    const lastBrace = lastAtOrBefore(fleet.braces[i]!, t);
    fleet.brace[i] = lastBrace < 0 ? 0 : braceAt(t - fleet.braces[i]![lastBrace]!);
    const stumbles = fleet.stumbles[i]!;
    const lastStumble = lastAtOrBefore(stumbles, t, 2);
    const depth = lastStumble < 0 ? 0 : stumbleDepth(t - stumbles[lastStumble * 2]!);
    fleet.stumble[i] = depth;
    fleet.stumbleSlot[i] = depth > 0 ? stumbles[lastStumble * 2 + 1]! : -1;
    const line = blendHeading(_pose.heading, motion, speed);
    fleet.heading[i] = line + (_pose.heading + SLIDE_FIGHT * slide - line) * Math.abs(slide);
    fleet.speed[i] = speed;
    fleet.yawRate[i] = yawRate;
    fleet.status[i] = STATUS_CODE[_now.status];
    const crew = crewKeyAt(fleet.crews[i]!, t);
    fleet.crew[i] =
      (crew.driver === 'aboard' ? CREW.driver : 0) |
      (crew.team === 'harnessed' || crew.team === 'runaway' ? CREW.team : 0) |
      (crew.team === 'stopped' ? CREW.stopped : 0) |
      (crew.tangled ? CREW.tangled : 0);
    fleet.horses[i] = crew.horses;
    fleet.phase[i] = advancePhase(fleet.phase[i]!, speed, dt);
    // In a turn the outer wheel runs further than the inner (left turn: the left wheel is inside).
    const spin = WHEEL_TRACK * yawRate * dt;
    fleet.wheelL[i] = (fleet.wheelL[i]! - (speed * dt - spin) / WHEEL_RADIUS) % (2 * Math.PI);
    fleet.wheelR[i] = (fleet.wheelR[i]! - (speed * dt + spin) / WHEEL_RADIUS) % (2 * Math.PI);
    const target = leanAngle(yawRate, speed);
    const ease = seek ? 1 : 1 - Math.exp(-LEAN_RATE * dt);
    fleet.lean[i] = fleet.lean[i]! + (target - fleet.lean[i]!) * ease;
    const yaw = -(DEVIATION_YAW[_now.deviation] ?? 0) + SLIDE_YAW * slide;
    const swing = seek ? 1 : 1 - Math.exp(-DEVIATION_RATE * dt);
    fleet.deviationYaw[i] = fleet.deviationYaw[i]! + (yaw - fleet.deviationYaw[i]!) * swing;
  }
}

/** Writes a matrix: a turn by `heading` about y at (x, y, z), then the local offset (ox, oz). */
function writePlacement(
  out: Float32Array,
  slot: number,
  x: number,
  y: number,
  z: number,
  heading: number,
  ox: number,
  oz: number,
): void {
  const c = Math.cos(heading);
  const s = Math.sin(heading);
  const o = slot * 16;
  out[o] = c;
  out[o + 1] = 0;
  out[o + 2] = -s;
  out[o + 3] = 0;
  out[o + 4] = 0;
  out[o + 5] = 1;
  out[o + 6] = 0;
  out[o + 7] = 0;
  out[o + 8] = s;
  out[o + 9] = 0;
  out[o + 10] = c;
  out[o + 11] = 0;
  out[o + 12] = x + c * ox + s * oz;
  out[o + 13] = y;
  out[o + 14] = z - s * ox + c * oz;
  out[o + 15] = 1;
}

/** Copies a colour and the owner into a slot, noting whether anything changed. */
function writeOwner(set: InstanceSet, slot: number, owner: number, rgb: Float32Array, from: number): void {
  const c = set.colors;
  const o = slot * 3;
  if (
    set.owner[slot] !== owner ||
    c[o] !== rgb[from] ||
    c[o + 1] !== rgb[from + 1] ||
    c[o + 2] !== rgb[from + 2]
  ) {
    set.owner[slot] = owner;
    c[o] = rgb[from]!;
    c[o + 1] = rgb[from + 1]!;
    c[o + 2] = rgb[from + 2]!;
    set.layoutChanged = true;
  }
}

function finish(set: InstanceSet, count: number, shown = count): void {
  if (count !== set.count) set.layoutChanged = true;
  set.count = count;
  set.shown = shown;
}

/** Whether chariot `i` is placed in this pass: the view's own first, then those it sees only the
 * shadow of (DETAIL.shadow), so those come last in their set. */
const inPass = (fleet: Fleet, i: number, pass: number): boolean =>
  fleet.detail[i] !== DETAIL.hidden && (fleet.detail[i] === DETAIL.shadow) === (pass === 1);

const isWrecked = (fleet: Fleet, i: number): boolean => fleet.status[i] === STATUS_CODE.wrecked;
/** A wreck left behind while its team runs on (or stands) where the keyframes take it. */
const leftBehind = (fleet: Fleet, i: number): boolean => !Number.isNaN(fleet.wreckX[i]!);

const _centre = new Vector3();
const _sphere = new Sphere();

/** System 3: what the camera sees of each chariot, and in how much detail: the full models for the
 * nearest NEAR_TEAMS within the view's level-of-detail distance (for its lens), else the light. */
export function cullFleet(fleet: Fleet, view: FleetView): void {
  const reach =
    view.fov === undefined
      ? view.lodDistance
      : (view.lodDistance * LOD_TAN) / Math.tan((view.fov * Math.PI) / 360);
  const distance = fleet.viewDistance;
  let near = 0;
  for (let i = 0; i < fleet.size; i++) {
    const c = Math.cos(fleet.heading[i]!);
    const s = Math.sin(fleet.heading[i]!);
    _centre.set(fleet.x[i]! + c * CULL_AHEAD, 1, fleet.z[i]! - s * CULL_AHEAD);
    if (view.frustum && !view.frustum.intersectsSphere(_sphere.set(_centre, view.radius ?? CULL_RADIUS))) {
      fleet.detail[i] = view.also?.intersectsSphere(_sphere) ? DETAIL.shadow : DETAIL.hidden;
      continue;
    }
    const dx = _centre.x - view.x;
    const dy = _centre.y - view.y;
    const dz = _centre.z - view.z;
    distance[i] = dx * dx + dy * dy + dz * dz;
    const full = distance[i]! <= reach * reach;
    fleet.detail[i] = full ? DETAIL.near : DETAIL.far;
    if (full) near++;
  }
  // Too many near: the farthest of them go light, one at a time (twelve teams at most).
  for (; near > NEAR_TEAMS; near--) {
    let farthest = -1;
    for (let i = 0; i < fleet.size; i++) {
      if (fleet.detail[i] === DETAIL.near && (farthest < 0 || distance[i]! > distance[farthest]!))
        farthest = i;
    }
    fleet.detail[farthest] = DETAIL.far;
  }
}

/** Whether a chariot's horses are drawn: a team still there, harnessed to a car still whole or
 * running on from its wreck (a wrecked car's team is otherwise gone, and a team led off is gone). */
const teamShown = (fleet: Fleet, i: number): boolean =>
  (fleet.crew[i]! & CREW.team) !== 0
    ? !isWrecked(fleet, i) || leftBehind(fleet, i)
    : isWrecked(fleet, i) && standingByWreck(fleet, i);

/** A wrecked chariot's team stopped in its traces: its living horses stand where the car broke up. */
const standingByWreck = (fleet: Fleet, i: number): boolean =>
  (fleet.crew[i]! & CREW.tangled) !== 0 && !leftBehind(fleet, i);

/** Whether a chariot's car is drawn whole: not wrecked, and not led off the track with its team
 * (a team caught and led away takes the car with it; a team that died leaves the car standing). */
const carShown = (fleet: Fleet, i: number): boolean =>
  !isWrecked(fleet, i) && !(fleet.status[i] === STATUS_CODE.retired && (fleet.crew[i]! & CREW.stopped) !== 0);

/** The heading the team faces: the line of travel, turned a little with its car's swing. */
const teamHeading = (fleet: Fleet, i: number): number =>
  fleet.heading[i]! + TEAM_SWING * fleet.deviationYaw[i]!;

/** System 4: the horses in harness ahead of every chariot still whole, of a team that runs on
 * from its wreck, and of a team stopped in its traces at its wreck (standing); otherwise a wrecked
 * team has gone. */
export function placeHorses(fleet: Fleet): void {
  let near = 0;
  let far = 0;
  let farShown = 0;
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) farShown = far;
    for (let i = 0; i < fleet.size; i++) {
      const detail = fleet.detail[i];
      if (!inPass(fleet, i, pass) || !teamShown(fleet, i)) continue;
      const set = detail === DETAIL.near ? fleet.horsesNear : fleet.horsesFar;
      const reach = standingByWreck(fleet, i) ? 0 : gaitReach(fleet.speed[i]!);
      const wind = hairWind(fleet.speed[i]!);
      const slots = SLOTS_FILLED[fleet.horses[i]!]!;
      for (let k = 0; k < slots.length; k++) {
        const h = slots[k]!;
        const n = detail === DETAIL.near ? near++ : far++;
        const slot = HORSE_SLOTS[h]!;
        writePlacement(set.matrices, n, fleet.x[i]!, 0, fleet.z[i]!, teamHeading(fleet, i), slot.x, slot.z);
        const stumble = fleet.stumbleSlot[i] === h ? fleet.stumble[i]! : 0;
        const p = n * HORSE_ITEM_SIZE;
        // Only the fraction matters; keeping it small keeps its 32-bit copy precise all race long.
        // A stumbling horse drops out of step with its team and finds it again as it recovers.
        set.params[p] = (fleet.phase[i]! + HORSE_PHASE_OFFSETS[h]! - STUMBLE_LAG * stumble + 1) % 1;
        set.params[p + 1] = reach;
        set.params[p + 2] = stumble;
        set.params[p + 3] = wind;
        writeOwner(set, n, i, fleet.coats, (i * HORSES_PER_TEAM + h) * 3);
      }
    }
  }
  finish(fleet.horsesNear, near);
  finish(fleet.horsesFar, far, farShown);
}

/** System 5: the cars of the chariots still whole, wheels turning, leaning and jolting, each with
 * its driver while he is aboard. */
export function placeCars(fleet: Fleet): void {
  let near = 0;
  let far = 0;
  let farShown = 0;
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) farShown = far;
    for (let i = 0; i < fleet.size; i++) {
      const detail = fleet.detail[i];
      if (!inPass(fleet, i, pass) || !carShown(fleet, i)) continue;
      const set = detail === DETAIL.near ? fleet.carsNear : fleet.carsFar;
      const n = detail === DETAIL.near ? near++ : far++;
      // Out of line with its team by the integrity deviation or a slide, swung about the yoke: the
      // pole still meets the team's yoke, wherever the car's rear swings.
      const team = teamHeading(fleet, i);
      writePlacement(
        set.matrices,
        n,
        fleet.x[i]! + Math.cos(team) * YOKE_X,
        0,
        fleet.z[i]! - Math.sin(team) * YOKE_X,
        fleet.heading[i]! + fleet.deviationYaw[i]!,
        -YOKE_X,
        0,
      );
      const p = n * CAR_ITEM_SIZE;
      set.params[p] = fleet.wheelL[i]!;
      set.params[p + 1] = fleet.wheelR[i]!;
      const jolt = fleet.jolt[i]!;
      set.params[p + 2] = fleet.lean[i]! + JOLT_ROLL * jolt;
      set.params[p + 3] =
        BOB * gaitWeight(fleet.speed[i]!) * Math.abs(Math.sin(2 * Math.PI * fleet.phase[i]!)) +
        JOLT_HOP * Math.abs(jolt);
      set.params[p + CAR_CREW_OFFSET] = fleet.crew[i]! & CREW.driver ? 1 : 0;
      const brace = fleet.brace[i]!;
      set.params[p + CAR_DRIVER_OFFSET] = driverRoll(fleet.lean[i]!, brace);
      set.params[p + CAR_DRIVER_OFFSET + 1] = driverPitch(fleet.speed[i]!, brace);
      set.params[p + CAR_DRIVER_OFFSET + 2] = spokeBlur(fleet.speed[i]! / WHEEL_RADIUS);
      for (let k = 0; k < 4; k++) set.params[p + CAR_FACTION_OFFSET + k] = fleet.faction[i * 4 + k]!;
      writeOwner(set, n, i, fleet.paint, i * 3);
    }
  }
  finish(fleet.carsNear, near);
  finish(fleet.carsFar, far, farShown);
}

/** System 6: the wrecks, where the plan carries them along their slide. */
export function placeWrecks(fleet: Fleet): void {
  const set = fleet.wrecks;
  let n = 0;
  for (let i = 0; i < fleet.size; i++) {
    if (!isWrecked(fleet, i)) continue;
    const fixed = leftBehind(fleet, i);
    // A wreck left behind is drawn wherever its team has gone (the team is culled, not the wreck).
    if (!fixed && fleet.detail[i] === DETAIL.hidden) continue;
    writePlacement(
      set.matrices,
      n,
      fixed ? fleet.wreckX[i]! : fleet.x[i]!,
      0,
      fixed ? fleet.wreckZ[i]! : fleet.z[i]!,
      (fixed ? fleet.wreckHeading[i]! : fleet.heading[i]!) + fleet.wreckYaw[i]!,
      0,
      0,
    );
    writeOwner(set, n, i, fleet.paint, i * 3);
    n++;
  }
  finish(set, n);
}

/** System 2: the whole chariots eased apart where their models would overlap (`fleet-spacing.ts`). */
export function spaceChariots(fleet: Fleet, seek: boolean, dt: number): void {
  const whole = fleet.spacing.whole;
  for (let i = 0; i < fleet.size; i++) whole[i] = carShown(fleet, i) ? 1 : 0;
  spaceFleet(fleet.spacing, fleet.size, fleet.x, fleet.z, fleet.heading, seek, dt);
}

/** The frame's systems, in order. */
export function updateFleet(fleet: Fleet, plan: Plan, t: number, view: FleetView): void {
  const dt = Number.isNaN(fleet.lastTime) ? 0 : Math.abs(t - fleet.lastTime);
  const seek = Number.isNaN(fleet.lastTime) || dt > SEEK_SECONDS;
  sampleFleet(fleet, plan, t);
  spaceChariots(fleet, seek, dt);
  placeFleet(fleet, view);
}

/** Systems 3 to 6: what a view sees and where; run again for another view of the same moment. */
export function placeFleet(fleet: Fleet, view: FleetView): void {
  cullFleet(fleet, view);
  placeHorses(fleet);
  placeCars(fleet);
  placeWrecks(fleet);
}
