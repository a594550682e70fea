import type { Listener } from '../../audio/engine.ts';
import { BROADCAST_CAMERAS } from '../../replay/cameras.ts';
import type { Cut } from '../../replay/director.ts';
import type { Plan } from '../../replay/plan.ts';
import { newSample } from '../../replay/sample.ts';
import { FOLLOW, OVERVIEW, subjectOf } from '../../replay/shot-subject.ts';

/**
 * Where the director's camera stands for a cut at a race time, and which way its right hand points:
 * the listener of the broadcast's sound, worked out from the programme rather than read from the
 * camera, so a recording's soundtrack is the same however many frames the page drew. It follows the
 * camera rig's directed shots (src/scene/CameraRig.tsx) at rest: the wide shot from the overview,
 * a trackside camera looking at its subject, the ride behind the subject. The rig's easing (a
 * second or so after a subject swings round) is left out: it moves the sound by a few metres.
 */

const _s = newSample();

export function directedListener(
  plan: Plan,
  cut: Cut | null | undefined,
  t: number,
  out: Listener,
): Listener {
  const subject = cut && cut.kind !== 'wide' ? cut.subject : null;
  const i = subject === null ? -1 : subjectOf(plan, t, subject, _s);
  const camera = cut?.kind === 'trackside' ? BROADCAST_CAMERAS[cut.camera] : undefined;
  if (i < 0 || (cut?.kind === 'trackside' && !camera)) {
    const [x, y, z] = OVERVIEW.position;
    return place(out, x, y, z, OVERVIEW.target[0] - x, OVERVIEW.target[2] - z);
  }
  const fx = Math.cos(_s.heading);
  const fz = -Math.sin(_s.heading);
  if (camera) {
    // Looking at a point a little ahead of the subject, as the rig does.
    return place(out, camera[0], camera[1], camera[2], _s.x + 3 * fx - camera[0], _s.z + 3 * fz - camera[2]);
  }
  return place(out, _s.x - FOLLOW.back * fx, FOLLOW.up, _s.z - FOLLOW.back * fz, fx, fz);
}

/** A camera at (x, y, z) looking along (dx, dz) on the ground: its right hand is (-dz, dx). */
function place(out: Listener, x: number, y: number, z: number, dx: number, dz: number): Listener {
  const r = Math.hypot(dx, dz) || 1;
  out.x = x;
  out.y = y;
  out.z = z;
  out.rightX = -dz / r;
  out.rightZ = dx / r;
  return out;
}
