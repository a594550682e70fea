import { Color, Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { countBy, crewAt, crewPosition, type EffectTimeline } from '../../replay/effects.ts';
import type { Plan } from '../../replay/plan.ts';
import { newSample, sampleChariot } from '../../replay/sample.ts';
import { teamCoat } from '../chariot-fleet.ts';
import type { ParticleSet } from './burst-particles.ts';
import { hash01 } from './hash.ts';

/**
 * What stays on the track, and the crews off their cars, at one instant: carcasses, wheels that
 * rolled away, skid marks, drivers dragged or on foot. Each is written from the timeline and the
 * time alone into preallocated instance arrays; nothing is allocated per frame.
 */

const _m = new Matrix4();
const _q = new Quaternion();
const _e = new Euler(0, 0, 0, 'YXZ');
const _p = new Vector3();
const _s = new Vector3(1, 1, 1);
const _c = new Color();
const _sample = newSample();

function push(set: ParticleSet, color: Color): boolean {
  if (set.count >= set.capacity) return false;
  _q.setFromEuler(_e);
  _m.compose(_p, _q, _s);
  _m.toArray(set.matrices, set.count * 16);
  color.toArray(set.colors, set.count * 3);
  set.count++;
  return true;
}

const MUDDY = new Color('#3d2c1e');

/** Dead horses where the log leaves them, each lying at its own seeded angle. */
export function writeCarcasses(set: ParticleSet, timeline: EffectTimeline, t: number, mud: number): void {
  set.count = 0;
  const n = countBy(timeline.carcasses, t);
  for (let i = 0; i < n; i++) {
    const c = timeline.carcasses[i]!;
    const r = hash01(c.seed, 0, 1);
    // Dragged clear of the car: a little ahead and to one side of where the team fell.
    const side = (hash01(c.seed, 0, 2) < 0.5 ? -1 : 1) * (1.2 + r);
    _p.set(
      c.x + Math.cos(c.heading) * 3 + Math.sin(c.heading) * side,
      0,
      c.z - Math.sin(c.heading) * 3 + Math.cos(c.heading) * side,
    );
    _e.set(0, c.heading + (r - 0.5) * 2.4, 0);
    _s.set(1, 1, 1);
    // The team's coat, a little darker in death, and muddied as the track is.
    teamCoat(c.chariot, _c)
      .multiplyScalar(0.8 + 0.2 * hash01(c.seed, 0, 3))
      .lerp(MUDDY, 0.35 * mud);
    if (!push(set, _c)) return;
  }
}

/** Seconds a ripped-off wheel rolls before it falls, and how fast it sets off (m/s). */
export const WHEEL_ROLL_SECONDS = 2.4;
const WHEEL_SPEED = 7;
const WHEEL_RADIUS = 0.45;
const WHEEL_WOOD = new Color('#6b4524');

/** Ripped-off wheels: rolling away, slowing, wobbling, then lying flat until the race ends. */
export function writeWheels(set: ParticleSet, timeline: EffectTimeline, t: number): void {
  set.count = 0;
  const n = countBy(timeline.wheels, t);
  const roll = WHEEL_ROLL_SECONDS;
  for (let i = 0; i < n; i++) {
    const w = timeline.wheels[i]!;
    const age = t - w.time;
    const a = Math.min(age, roll);
    const dist = WHEEL_SPEED * (a - (a * a) / (2 * roll));
    const dir = w.heading + (hash01(w.seed, 1, 1) - 0.5) * 1.4;
    // Falls over in the last half second of its run.
    const fall = Math.min(1, Math.max(0, (age - (roll - 0.5)) / 0.5));
    const tilt = (fall * fall * Math.PI) / 2;
    _p.set(
      w.x + Math.cos(dir) * dist,
      WHEEL_RADIUS * Math.cos(tilt) + 0.04 * Math.sin(tilt),
      w.z - Math.sin(dir) * dist,
    );
    _e.set(tilt, dir, -dist / WHEEL_RADIUS);
    _s.set(1, 1, 1);
    if (!push(set, WHEEL_WOOD)) return;
  }
}

/** How far behind the car's axle a dragged driver's feet trail (m), and how high his body lies. */
const DRAG_BEHIND = 0.9;
const LYING_HEIGHT = 0.14;
/** How high a running driver bounds (m) and how many strides he takes a second. */
const RUN_BOUND = 0.06;
const RUN_STRIDES = 2.6;
const _at = { x: 0, z: 0 };

/**
 * Drivers off their cars (the driver model: feet at its origin, facing +x): dragged face down
 * behind the team on the reins, feet first and bumping over the sand; on foot, running for the outer
 * wall as the log moves him and then standing; down, face down where he fell.
 */
export function writeCrew(
  set: ParticleSet,
  plan: Plan,
  timeline: EffectTimeline,
  t: number,
  paint: Float32Array,
): void {
  set.count = 0;
  for (const track of plan.chariots) {
    const crew = crewAt(timeline, track.index, t);
    _c.fromArray(paint, track.index * 3);
    _s.set(1, 1, 1);
    if (crew.driver === 'dragged') {
      sampleChariot(plan, track, t, _sample);
      const h = _sample.heading;
      _p.set(_sample.x - Math.cos(h) * DRAG_BEHIND, LYING_HEIGHT, _sample.z + Math.sin(h) * DRAG_BEHIND);
      // Tipped onto his back with his head behind (z), rolled face down (x), along the track (y).
      _e.set(Math.PI + 0.08 * Math.sin(t * 23 + track.index), h, Math.PI / 2);
      if (!push(set, _c)) return;
    } else if (crew.driver === 'on-foot' || crew.driver === 'down') {
      crewPosition(crew, t, _at);
      _p.set(_at.x, 0, _at.z);
      if (crew.driver === 'on-foot') {
        const running = _at.x !== crew.x || _at.z !== crew.z;
        if (running) _p.y = RUN_BOUND * Math.abs(Math.sin(Math.PI * RUN_STRIDES * (t - crew.time)));
        _e.set(0, crew.facing, running ? -0.2 : 0);
      } else {
        _p.y = LYING_HEIGHT;
        _e.set(Math.PI, crew.heading + 0.6 * (hash01(track.index, 7, 1) - 0.5), Math.PI / 2);
      }
      if (!push(set, _c)) return;
    }
  }
}

const RUT_WIDTH = 0.35;
/** Half the distance between a car's wheels (m): each slide leaves two ruts. */
const RUT_OFFSETS = [-0.62, 0.62] as const;
const RUT = new Color('#5b432c');

/** The churned ruts of slides and swerves, each appearing as the chariot reaches it. */
export function writeSkids(set: ParticleSet, timeline: EffectTimeline, t: number): void {
  set.count = 0;
  const n = countBy(timeline.skids, t);
  for (let i = 0; i < n; i++) {
    const s = timeline.skids[i]!;
    const dx = s.x1 - s.x0;
    const dz = s.z1 - s.z0;
    const len = Math.hypot(dx, dz);
    if (len < 1e-3) continue;
    const yaw = Math.atan2(-dz, dx);
    for (const off of RUT_OFFSETS) {
      _p.set((s.x0 + s.x1) / 2 + (-dz / len) * off, 0.025, (s.z0 + s.z1) / 2 + (dx / len) * off);
      _e.set(0, yaw, 0);
      _s.set(len + 0.4, 1, RUT_WIDTH);
      if (!push(set, RUT)) return;
    }
  }
}
