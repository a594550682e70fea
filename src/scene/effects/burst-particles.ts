import { Color, Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { BURST_SECONDS, type Burst, burstWindow, type EffectTimeline } from '../../replay/effects.ts';
import { hash01 } from './hash.ts';

/**
 * The particles of the bursts (sand sprays, splinters, lashes, thrown blades) at one instant, as
 * instance matrices and colours for one instanced box. Every particle is a closed-form function of
 * its burst's seed and age (a ballistic flight that stops where it lands, then shrinks away), so
 * the picture depends on the time alone: seeking backward or forward shows what playing would.
 * Writes into preallocated arrays and allocates nothing.
 */

export interface ParticleSet {
  readonly matrices: Float32Array;
  readonly colors: Float32Array;
  readonly capacity: number;
  count: number;
}

export function createParticleSet(capacity: number): ParticleSet {
  return {
    matrices: new Float32Array(capacity * 16),
    colors: new Float32Array(capacity * 3),
    capacity,
    count: 0,
  };
}

const GRAVITY = 9.81;

interface Spray {
  /** Particles at full quality. */
  count: number;
  /** Size of a piece (m): length, height, width. */
  length: number;
  thick: number;
  /** Horizontal and upward launch speeds (m/s), min and max. */
  out: [number, number];
  up: [number, number];
  /** Share of the pieces that carry the car's paint (splinters of the body). */
  painted: number;
}

const SPRAYS: Partial<Record<Burst['kind'], Spray>> = {
  sand: { count: 36, length: 0.13, thick: 0.1, out: [1.5, 5], up: [1.5, 5], painted: 0 },
  debris: { count: 48, length: 0.7, thick: 0.07, out: [2, 8], up: [2, 7], painted: 0.35 },
  impact: { count: 24, length: 0.45, thick: 0.06, out: [1.5, 5], up: [1.5, 5], painted: 0 },
};

const SAND = new Color('#c9a36b');
const MUD = new Color('#4a3421');
const WOOD = new Color('#8a5a2e');
const LEATHER = new Color('#2a1a10');
const STEEL = new Color('#c8ccd2');
const SHAFT = new Color('#6b4a2a');

const _m = new Matrix4();
const _q = new Quaternion();
const _e = new Euler(0, 0, 0, 'YZX');
const _p = new Vector3();
const _s = new Vector3();
const _c = new Color();
const _window = { from: 0, to: 0 };

function push(set: ParticleSet, color: Color): boolean {
  if (set.count >= set.capacity) return false;
  _q.setFromEuler(_e);
  _m.compose(_p, _q, _s);
  _m.toArray(set.matrices, set.count * 16);
  color.toArray(set.colors, set.count * 3);
  set.count++;
  return true;
}

/** Shrinks a piece away over the last part of its burst's life. */
function fade(age: number, seconds: number): number {
  const u = Math.min(1, Math.max(0, (age - 0.65 * seconds) / (0.35 * seconds)));
  return 1 - u * u * (3 - 2 * u);
}

function spray(
  set: ParticleSet,
  b: Burst,
  age: number,
  spec: Spray,
  share: number,
  mud: number,
  paint: Float32Array,
): void {
  const n = Math.max(1, Math.round(spec.count * share));
  const life = fade(age, BURST_SECONDS[b.kind]);
  if (life <= 0) return;
  // Sand turns to mud as the track does.
  const ground = _c.copy(SAND).lerp(MUD, Math.min(1, mud * 1.2));
  for (let i = 0; i < n; i++) {
    const r1 = hash01(b.seed, i, 1);
    const r2 = hash01(b.seed, i, 2);
    const r3 = hash01(b.seed, i, 3);
    const r4 = hash01(b.seed, i, 4);
    // Sprays go mostly sideways and forward of the chariot; splinters every way.
    const dir = b.kind === 'sand' ? b.heading + (r1 < 0.5 ? 1 : -1) * (0.4 + 1.2 * r2) : r1 * Math.PI * 2;
    const speed = spec.out[0] + (spec.out[1] - spec.out[0]) * r3;
    const vy = spec.up[0] + (spec.up[1] - spec.up[0]) * r4;
    const y0 = 0.4;
    const rest = spec.thick / 2;
    // Time to come down from y0 to the sand.
    const flight = (vy + Math.sqrt(vy * vy + 2 * GRAVITY * (y0 - rest))) / GRAVITY;
    const a = Math.min(age, flight);
    const dist = speed * a;
    _p.set(
      b.x + Math.cos(dir) * dist,
      Math.max(rest, y0 + vy * a - 0.5 * GRAVITY * a * a),
      b.z - Math.sin(dir) * dist,
    );
    const spin = (hash01(b.seed, i, 5) - 0.5) * 14;
    _e.set(spin * a, dir + r2 * 3, age < flight ? spin * a * 0.7 : 0);
    const size = life * (0.6 + 0.8 * hash01(b.seed, i, 6));
    _s.set(spec.length * size, spec.thick * size, spec.thick * size * 1.4);
    let colour: Color = ground;
    if (b.kind !== 'sand' && i % 3 !== 0) {
      colour = WOOD;
      if (b.chariot >= 0 && r2 < spec.painted) {
        colour = _paint.fromArray(paint, b.chariot * 3);
      }
    }
    if (!push(set, colour)) return;
  }
}

const _paint = new Color();

/** A point on the arc from attacker to victim (u from 0 to 1), lifted in the middle. */
function arc(b: Burst, u: number, y0: number, y1: number, lift: number): void {
  _p.set(b.x + (b.toX - b.x) * u, y0 + (y1 - y0) * u + 4 * lift * u * (1 - u), b.z + (b.toZ - b.z) * u);
}

function lash(set: ParticleSet, b: Burst, age: number, share: number): void {
  const seconds = BURST_SECONDS.lash;
  const reach = Math.min(1, age / (0.5 * seconds));
  const n = Math.max(6, Math.round(18 * share));
  const yaw = Math.atan2(-(b.toZ - b.z), b.toX - b.x);
  const len = Math.hypot(b.toX - b.x, b.toZ - b.z) / n;
  for (let i = 0; i < n; i++) {
    const u = i / (n - 1);
    if (u > reach) break;
    arc(b, u, 1.8, 1.3, 0.5 + 0.2 * Math.sin(age * 30 + u * 6));
    _e.set(0, yaw, 0);
    const thin = fade(age, seconds);
    _s.set(len * 1.1, 0.035 * thin, 0.035 * thin);
    if (!push(set, LEATHER)) return;
  }
}

function thrown(set: ParticleSet, b: Burst, age: number): void {
  const seconds = BURST_SECONDS[b.kind];
  const u = Math.min(1, age / seconds);
  const spear = b.kind === 'spear';
  arc(b, u, 1.7, 1.3, spear ? 0.6 : 0.3);
  const yaw = Math.atan2(-(b.toZ - b.z), b.toX - b.x);
  const dist = Math.hypot(b.toX - b.x, b.toZ - b.z);
  // Pitch follows the arc's slope; a knife also spins end over end.
  const slope = (4 * (spear ? 0.6 : 0.3) * (1 - 2 * u) - 0.4) / Math.max(dist, 0.5);
  _e.set(0, yaw, spear ? Math.atan(slope) : age * 40);
  _s.set(spear ? 2.4 : 0.35, spear ? 0.06 : 0.05, spear ? 0.06 : 0.1);
  push(set, spear ? SHAFT : STEEL);
  if (spear) {
    // The steel head at the front.
    _p.x += Math.cos(yaw) * 1.25;
    _p.z -= Math.sin(yaw) * 1.25;
    _s.set(0.25, 0.08, 0.08);
    push(set, STEEL);
  }
}

/**
 * Writes every particle playing at time `t` into `set`. `share` scales the counts (quality);
 * `mud` tints sprays; `paint` holds each chariot's linear RGB (debris carries the car's colour).
 */
export function writeBurstParticles(
  set: ParticleSet,
  timeline: EffectTimeline,
  t: number,
  share: number,
  mud: number,
  paint: Float32Array,
): void {
  set.count = 0;
  burstWindow(timeline, t, _window);
  for (let i = _window.from; i < _window.to; i++) {
    const b = timeline.bursts[i]!;
    const age = t - b.time;
    if (age < 0 || age >= BURST_SECONDS[b.kind]) continue;
    const spec = SPRAYS[b.kind];
    if (spec) spray(set, b, age, spec, share, mud, paint);
    else if (b.kind === 'lash') lash(set, b, age, share);
    else if (b.kind === 'knife' || b.kind === 'spear') thrown(set, b, age);
  }
}
