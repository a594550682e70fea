import type { PerspectiveCamera, Vector3 } from 'three';
import { BROADCAST_CAMERAS } from '../replay/cameras.ts';

export { FOLLOW, OVERVIEW, subjectOf } from '../replay/shot-subject.ts';

/**
 * What the camera rig needs of the race and the arena: the chariot a shot is about, the nearest
 * trackside camera of the broadcast, and the framing of each mode. Allocation-free per frame.
 */

/** Trackside cameras: the half-height in metres the lens frames around its subject, and lens limits. */
export const BROADCAST = {
  frame: 14,
  minFov: 6,
  maxFov: 50,
  holdSeconds: 2.5,
  better: 0.7,
  lost: 200,
} as const;
/** Top-down: lens and the half-extents of the arena to keep in view. */
export const TOP = { fov: 28, halfLength: 330, halfWidth: 80, tilt: 2 } as const;
/** Index of the trackside camera nearest (x, z), and its distance in `dist[0]`. */
export function nearestCamera(x: number, z: number, dist?: Float64Array): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let i = 0; i < BROADCAST_CAMERAS.length; i++) {
    const c = BROADCAST_CAMERAS[i]!;
    const d = Math.hypot(c[0] - x, c[2] - z);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  if (dist) dist[0] = bestD;
  return best;
}

export function cameraDistance(i: number, x: number, z: number): number {
  const c = BROADCAST_CAMERAS[i]!;
  return Math.hypot(c[0] - x, c[2] - z);
}

/** Lens angle (degrees) that frames `frame` metres either side of a subject `distance` away. */
export function framingFov(distance: number, frame: number = BROADCAST.frame): number {
  const fov = (2 * Math.atan(frame / Math.max(1, distance)) * 180) / Math.PI;
  return Math.min(BROADCAST.maxFov, Math.max(BROADCAST.minFov, fov));
}

/** Pixels at the edges of the screen the HUD covers, which the top view keeps clear. */
export interface ScreenInsets {
  top: number;
  bottom: number;
  /** A panel down one side (the explain card on the right). */
  left?: number;
  right?: number;
}

/** Pixels kept clear between the bottom bar's top edge and the arena in the top view. */
export const TOP_BAR_MARGIN = 12;

/**
 * The top view's insets on a screen `height` pixels high, with the bottom one raised to clear the
 * bottom bar as measured (`barBottom`: pixels of the screen's bottom it covers, 0 when unmeasured),
 * never lowered below `base`'s. Where the two would leave the arena under a third of the screen
 * (topFraming's least band), the top one gives way: the bar is solid, the top's panels are at the
 * sides. Writes into `out` (the frame loop's own object: nothing allocated).
 */
export function insetsOverBar(
  base: ScreenInsets,
  barBottom: number,
  height: number,
  out: ScreenInsets,
): ScreenInsets {
  out.left = base.left ?? 0;
  out.right = base.right ?? 0;
  out.bottom = barBottom > 0 ? Math.max(base.bottom, barBottom + TOP_BAR_MARGIN) : base.bottom;
  out.top = barBottom > 0 ? Math.max(0, Math.min(base.top, height * 0.7 - out.bottom)) : base.top;
  return out;
}

/**
 * Where the top-down camera stands: high enough to see the arena's whole length within the width
 * the HUD leaves clear, and its width within the band of height it leaves; shifted so that clear
 * part of the screen is where the arena shows. Writes height into out[0], the z of the point looked
 * at into out[1] and its x into out[2].
 */
export function topFraming(
  width: number,
  height: number,
  insets: ScreenInsets,
  out: Float64Array,
): Float64Array {
  const t = Math.tan((TOP.fov * Math.PI) / 360);
  const aspect = Math.max(0.2, width / Math.max(1, height));
  const left = insets.left ?? 0;
  const right = insets.right ?? 0;
  const band = Math.max(height * 0.3, height - insets.top - insets.bottom);
  const across = Math.max(width * 0.4, width - left - right) / Math.max(1, width);
  const h = Math.max(TOP.halfLength / (t * aspect * across), (TOP.halfWidth * height) / (band * t));
  const metresPerPixel = (2 * h * t) / Math.max(1, height);
  out[0] = h;
  // Screen up is north (-z): looking at a point north of the centre moves the arena down.
  out[1] = -((insets.top - insets.bottom) / 2) * metresPerPixel;
  // Screen right is east (+x): looking east of the centre moves the arena left, clear of a panel.
  out[2] = ((right - left) / 2) * metresPerPixel;
  return out;
}

/** Sets the lens angle, touching the projection only when it changes. */
export function setFov(camera: PerspectiveCamera, fov: number): void {
  if (Math.abs(camera.fov - fov) < 1e-3) return;
  camera.fov = fov;
  camera.updateProjectionMatrix();
}

/** Frame-rate independent smoothing factor for a rate per second. */
export const damp = (rate: number, dt: number): number => 1 - Math.exp(-rate * dt);

/** The forward direction on the sand of a heading (0 faces east, counter-clockwise from above). */
export function forwardOf(heading: number, out: Vector3): Vector3 {
  return out.set(Math.cos(heading), 0, -Math.sin(heading));
}

/** A chase camera's memory between frames (the viewer's follow shot, the compare panes' cameras). */
export interface ChaseRig {
  /** Where the camera looks. */
  readonly look: Vector3;
  /** Camera and look point relative to the subject, eased toward the framing. */
  readonly offset: Vector3;
  readonly lookOffset: Vector3;
  /** Smoothed heading of the subject. */
  heading: number;
}

/** How a chase frames its subject (m): behind it, above the sand, looked at ahead of it and above. */
export interface ChaseFraming {
  readonly back: number;
  readonly up: number;
  readonly ahead: number;
  readonly lookUp: number;
}

/** Where the chased subject is (a sample of it): on the sand, and its heading. */
export interface ChasedAt {
  readonly x: number;
  readonly z: number;
  readonly heading: number;
}

/**
 * Starts chasing a subject `at` (x, z) heading `heading`: from where the camera is, so that it swings
 * round to behind the subject; or (`behind`, after a seek) straight behind it at once.
 */
export function startChase(
  camera: PerspectiveCamera,
  rig: ChaseRig,
  at: ChasedAt,
  framing: ChaseFraming,
  behind: boolean,
): void {
  const { x, z, heading } = at;
  if (behind) {
    const fx = Math.cos(heading);
    const fz = -Math.sin(heading);
    rig.offset.set(-fx * framing.back, framing.up, -fz * framing.back);
    rig.lookOffset.set(fx * framing.ahead, framing.lookUp, fz * framing.ahead);
  } else {
    rig.offset.set(camera.position.x - x, camera.position.y, camera.position.z - z);
    rig.lookOffset.set(rig.look.x - x, rig.look.y, rig.look.z - z);
  }
  rig.heading = heading;
}

/**
 * Behind and above the subject `at` (x, z), turning with it: the rig's heading eases to `heading`
 * and the offsets to the framing's, which ride with the subject, so no speed of playback leaves
 * the camera behind; only its swing round is eased. Places the camera and aims it.
 */
export function chase(
  camera: PerspectiveCamera,
  rig: ChaseRig,
  at: ChasedAt,
  framing: ChaseFraming,
  dt: number,
): void {
  const { x, z, heading } = at;
  const dh = heading - rig.heading;
  rig.heading = Math.abs(dh) > Math.PI ? heading : rig.heading + dh * damp(2.5, dt);
  const fx = Math.cos(rig.heading);
  const fz = -Math.sin(rig.heading);
  const o = rig.offset;
  const l = rig.lookOffset;
  const k = damp(3, dt);
  o.set(
    o.x + (-fx * framing.back - o.x) * k,
    o.y + (framing.up - o.y) * k,
    o.z + (-fz * framing.back - o.z) * k,
  );
  const kl = damp(4, dt);
  l.set(
    l.x + (fx * framing.ahead - l.x) * kl,
    l.y + (framing.lookUp - l.y) * kl,
    l.z + (fz * framing.ahead - l.z) * kl,
  );
  camera.position.set(x + o.x, o.y, z + o.z);
  rig.look.set(x + l.x, l.y, z + l.z);
  camera.lookAt(rig.look);
}
