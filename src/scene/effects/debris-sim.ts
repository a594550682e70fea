import type * as Rapier from '@dimforge/rapier3d-compat';
import { DEBRIS_SIZE, type DebrisKind, type DebrisPiece } from './debris-pieces.ts';

/**
 * The debris physics, kept to plan time: the world steps on a fixed grid of plan time (k × STEP
 * from 0), only while the replay moves forward, so pausing pauses it and playing at any speed or
 * frame rate gives the same steps. A piece becomes a body at its event's time, is frozen where it
 * comes to rest (its body removed, its last transform kept) and is cleared LIFE_SECONDS after it
 * was thrown. A seek (any step back, or a jump forward) rebuilds a fresh world and simulates the
 * pieces still alive at the new time from the earliest of their throws, so what a seek shows is
 * what playing through shows. Only pieces are bodies: nothing the log places is touched.
 */

/** Fixed step of plan time, s. */
export const STEP = 1 / 60;
/** Seconds from a piece's throw to its clearing (the last SINK_SECONDS it sinks into the sand). */
export const LIFE_SECONDS = 7;
export const SINK_SECONDS = 0.8;
/** Most pieces alive (bodies and frozen) at once: later ones are not thrown while full. */
export const MAX_PIECES = 60;
/** Seconds after its throw that a piece still moving is damped hard (a wheel left rocking). */
const DAMP_AFTER_SECONDS = 3.5;
/** A jump forward longer than this is a seek, not playback (16× at 15 fps is ~1.1 s). */
const MAX_CATCH_UP = 1.5;

/** The parts of Rapier used (what `useRapier().rapier` and the package's default export both have). */
type RapierModule = Pick<typeof Rapier, 'World' | 'ColliderDesc' | 'RigidBodyDesc'>;

export interface LivePiece {
  piece: DebrisPiece;
  body: Rapier.RigidBody | null;
  /** Position and rotation (quaternion), updated while it has a body. */
  px: number;
  py: number;
  pz: number;
  qx: number;
  qy: number;
  qz: number;
  qw: number;
  /** Whether its late damping has been applied. */
  damped: boolean;
}

export class DebrisSim {
  private world: Rapier.World | null = null;
  /** Plan time the world has been stepped to (a multiple of STEP), or -1 before the first sync. */
  simTime = -1;
  /** Index of the next piece to throw. */
  private next = 0;
  readonly live: LivePiece[] = [];
  /** Steps run since creation (for tests and the budget). */
  steps = 0;

  constructor(
    private readonly rapier: RapierModule,
    private readonly pieces: readonly DebrisPiece[],
    private readonly maxPieces = MAX_PIECES,
  ) {}

  /** Brings the debris to plan time `t`: steps forward, or rebuilds after a seek. */
  advance(t: number): void {
    if (this.simTime < 0 || t < this.simTime - 1e-9 || t - this.simTime > MAX_CATCH_UP) {
      this.resync(t);
      return;
    }
    while (this.simTime + STEP <= t + 1e-9) this.stepOnce();
  }

  /** A fresh world at the step before the oldest piece still alive at `t`, then simulated to `t`. */
  resync(t: number): void {
    this.clear();
    this.world = new this.rapier.World({ x: 0, y: -9.81, z: 0 });
    // The sand: a wide fixed slab whose top is y = 0.
    const ground = this.rapier.ColliderDesc.cuboid(2000, 1, 2000).setTranslation(0, -1, 0);
    ground.setFriction(0.9).setRestitution(0.2);
    this.world.createCollider(ground);
    this.next = 0;
    while (this.next < this.pieces.length && this.pieces[this.next]!.time <= t - LIFE_SECONDS) this.next++;
    const first = this.pieces[this.next];
    const from = first && first.time <= t ? first.time : t;
    this.simTime = Math.floor(from / STEP + 1e-9) * STEP;
    while (this.simTime + STEP <= t + 1e-9) this.stepOnce();
  }

  /** Throws the pieces due, steps once, freezes what has come to rest and clears the old. */
  private stepOnce(): void {
    const world = this.world!;
    const now = this.simTime + STEP;
    while (this.next < this.pieces.length && this.pieces[this.next]!.time <= now) {
      const piece = this.pieces[this.next++]!;
      if (now - piece.time < LIFE_SECONDS && this.live.length < this.maxPieces) this.throwPiece(piece);
    }
    world.timestep = STEP;
    world.step();
    this.steps++;
    this.simTime = now;
    for (let i = this.live.length - 1; i >= 0; i--) {
      const p = this.live[i]!;
      if (now - p.piece.time >= LIFE_SECONDS) {
        if (p.body) world.removeRigidBody(p.body);
        this.live.splice(i, 1);
        continue;
      }
      if (!p.body) continue;
      // Asleep: it lies where the last step left it (already copied); freeze it without reading.
      if (p.body.isSleeping()) {
        world.removeRigidBody(p.body);
        p.body = null;
        continue;
      }
      // Rapier's JS API returns a new vector from each read (no out-parameter form): these reads,
      // for bodies still moving only and at most MAX_PIECES of them, are the loop's one allocation.
      const tr = p.body.translation();
      const q = p.body.rotation();
      p.px = tr.x;
      p.py = tr.y;
      p.pz = tr.z;
      p.qx = q.x;
      p.qy = q.y;
      p.qz = q.z;
      p.qw = q.w;
      // Come to rest (asleep, or barely moving on the sand; or fallen off the world): frozen
      // where it lies, no longer simulated. A piece still rocking late is damped to a stop.
      const age = now - p.piece.time;
      if (age > DAMP_AFTER_SECONDS && !p.damped) {
        p.body.setLinearDamping(3);
        p.body.setAngularDamping(3);
        p.damped = true;
      }
      if (tr.y < -5 || (tr.y < DEBRIS_SIZE[p.piece.kind][0] + 0.05 && slow(p.body))) {
        world.removeRigidBody(p.body);
        p.body = null;
      }
    }
  }

  private throwPiece(piece: DebrisPiece): void {
    const r = this.rapier;
    const world = this.world!;
    const body = world.createRigidBody(
      r.RigidBodyDesc.dynamic()
        .setTranslation(piece.x, piece.y, piece.z)
        .setLinvel(piece.vx, piece.vy, piece.vz)
        .setAngvel({ x: piece.wx, y: piece.wy, z: piece.wz })
        .setLinearDamping(0.1)
        .setAngularDamping(0.4)
        .setCcdEnabled(true),
    );
    world.createCollider(colliderOf(r, piece.kind).setFriction(0.8).setRestitution(0.35), body);
    this.live.push({
      piece,
      body,
      px: piece.x,
      py: piece.y,
      pz: piece.z,
      qx: 0,
      qy: 0,
      qz: 0,
      qw: 1,
      damped: false,
    });
  }

  /** Bodies being simulated now (frozen pieces are not). */
  bodies(): number {
    let n = 0;
    for (const p of this.live) if (p.body) n++;
    return n;
  }

  /** How far a piece has sunk into the sand at the current time, m (0 until its last moments). */
  sink(p: LivePiece): number {
    const left = LIFE_SECONDS - (this.simTime - p.piece.time);
    return left < SINK_SECONDS ? (0.25 * (SINK_SECONDS - left)) / SINK_SECONDS : 0;
  }

  private clear(): void {
    this.live.length = 0;
    this.world?.free();
    this.world = null;
  }

  dispose(): void {
    this.clear();
    this.simTime = -1;
  }
}

/** Barely moving: slower than 5 cm/s and turning slower than 0.3 rad/s. */
function slow(body: Rapier.RigidBody): boolean {
  const v = body.linvel();
  const w = body.angvel();
  return v.x * v.x + v.y * v.y + v.z * v.z < 0.0025 && w.x * w.x + w.y * w.y + w.z * w.z < 0.09;
}

function colliderOf(r: RapierModule, kind: DebrisKind): Rapier.ColliderDesc {
  const [hx, hy, hz] = DEBRIS_SIZE[kind];
  if (kind !== 'wheel') return r.ColliderDesc.cuboid(hx, hy, hz).setDensity(500);
  // A disc with its axle along z, as the wheel is drawn (Rapier's cylinders stand along y).
  const s = Math.SQRT1_2;
  return r.ColliderDesc.cylinder(hz, hx).setRotation({ x: s, y: 0, z: 0, w: s }).setDensity(400);
}
