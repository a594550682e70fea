import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type PerspectiveCamera, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { registerOrbitView } from '../playback/camera-view.ts';
import { clock } from '../playback/clock.ts';
import { hudLayout } from '../playback/hud-layout.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { BROADCAST_CAMERAS } from '../replay/cameras.ts';
import type { DirectorShot } from '../replay/director.ts';
import type { Plan } from '../replay/plan.ts';
import { newSample, sampleChariot } from '../replay/sample.ts';
import { cameraFocus } from './camera-focus.ts';
import {
  BROADCAST,
  cameraDistance,
  chase,
  damp,
  FOLLOW,
  forwardOf,
  framingFov,
  insetsOverBar,
  nearestCamera,
  OVERVIEW,
  type ScreenInsets,
  setFov,
  startChase,
  subjectOf,
  TOP,
  topFraming,
} from './camera-shots.ts';
import { clampOrbitCamera, clampOrbitTarget, ORBIT_LIMITS } from './orbit-limits.ts';

export type CameraRigProps = {
  /** Where the camera starts, and what it looks at (e.g. from the page's address). */
  initialPosition?: readonly [number, number, number];
  initialTarget?: readonly [number, number, number];
  /** Screen pixels the HUD covers at the top and bottom: the top view fits the arena between. */
  topInsets?: ScreenInsets;
  /** A director's shot (the broadcast page): when given, it drives the camera, whatever the mode. */
  director?: DirectorShot;
};

/** The rig's memory between frames. The camera itself holds the position. */
interface Rig {
  /** Where the camera looks. */
  look: Vector3;
  /** Follow and broadcast: camera and look point relative to the subject, eased toward the shot. */
  offset: Vector3;
  lookOffset: Vector3;
  /** Smoothed heading of the followed chariot. */
  heading: number;
  subject: number;
  /** Trackside camera in use (-1: cut on the next frame) and when it was cut to (wall seconds). */
  shot: number;
  shotSince: number;
  wall: number;
  /** The director's cut being shown (-1: none yet). */
  directorCut: number;
}

const _sample = newSample();
const _fwd = new Vector3();
const _v = new Vector3();
const _dist = new Float64Array(1);
const _top = new Float64Array(3);
const TOP_INSETS: ScreenInsets = { top: 290, bottom: 110 };
/** The top view's insets this frame: TOP_INSETS (or the explain card's) over the measured bottom bar. */
const _insets: ScreenInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** Eases the camera to the overview when there is no race to look at. */
function overviewShot(camera: PerspectiveCamera, rig: Rig, dt: number): void {
  const [px, py, pz] = OVERVIEW.position;
  const [tx, ty, tz] = OVERVIEW.target;
  camera.position.lerp(_v.set(px, py, pz), damp(2, dt));
  rig.look.lerp(_v.set(tx, ty, tz), damp(2, dt));
  camera.lookAt(rig.look);
  setFov(camera, OVERVIEW.fov);
  rig.subject = -1;
}

/** Behind and above the chariot, turning with it. Offsets ride with the chariot, so no speed of
 * playback leaves the camera behind; only its swing round is eased. */
function followShot(
  camera: PerspectiveCamera,
  rig: Rig,
  plan: Plan,
  selected: string | null,
  dt: number,
): void {
  const i = subjectOf(plan, clock.time, selected, _sample);
  if (i < 0) {
    overviewShot(camera, rig, dt);
    return;
  }
  if (i !== rig.subject) {
    // A new subject: start from where the camera is, then swing in behind it.
    startChase(camera, rig, _sample, FOLLOW, false);
    rig.subject = i;
  }
  chase(camera, rig, _sample, FOLLOW, dt);
  setFov(camera, camera.fov + (FOLLOW.fov - camera.fov) * damp(3, dt));
}

/** Fixed trackside cameras: cut to the one nearest the subject (not too often), pan and zoom on it. */
function tracksideShot(
  camera: PerspectiveCamera,
  rig: Rig,
  plan: Plan,
  selected: string | null,
  dt: number,
): void {
  const i = subjectOf(plan, clock.time, selected, _sample);
  if (i < 0) {
    overviewShot(camera, rig, dt);
    return;
  }
  const { x, z } = _sample;
  forwardOf(_sample.heading, _fwd);
  const best = nearestCamera(x, z, _dist);
  let cut = rig.shot < 0;
  if (!cut && best !== rig.shot) {
    const current = cameraDistance(rig.shot, x, z);
    const held = rig.wall - rig.shotSince > BROADCAST.holdSeconds;
    cut = current > BROADCAST.lost || (held && _dist[0]! < BROADCAST.better * current);
  }
  if (cut) {
    const c = BROADCAST_CAMERAS[best]!;
    camera.position.set(c[0], c[1], c[2]);
    rig.shot = best;
    rig.shotSince = rig.wall;
    rig.lookOffset.set(_fwd.x * 3, 1.5, _fwd.z * 3);
  } else if (i !== rig.subject) {
    rig.lookOffset.set(rig.look.x - x, rig.look.y, rig.look.z - z);
  }
  rig.subject = i;
  rig.lookOffset.lerp(_v.set(_fwd.x * 3, 1.5, _fwd.z * 3), damp(3, dt));
  rig.look.set(x + rig.lookOffset.x, rig.lookOffset.y, z + rig.lookOffset.z);
  camera.lookAt(rig.look);
  const fov = framingFov(camera.position.distanceTo(rig.look));
  setFov(camera, cut ? fov : camera.fov + (fov - camera.fov) * damp(4, dt));
}

const _group = new Float64Array(3);
const _g = newSample();

/**
 * The middle of the chariots `ids` still on the track at `t` (all of them racing when `ids` is
 * empty), and the radius (m) round it that holds them: out[0] x, out[1] z, out[2] radius. Returns
 * how many it found.
 */
function groupFrame(plan: Plan, ids: readonly string[], t: number, out: Float64Array): number {
  let n = 0;
  let x = 0;
  let z = 0;
  for (const track of plan.chariots) {
    if (ids.length > 0 ? !ids.includes(track.id) : false) continue;
    sampleChariot(plan, track, t, _g);
    if (ids.length === 0 && _g.status !== 'racing') continue;
    x += _g.x;
    z += _g.z;
    n++;
  }
  if (n === 0) return 0;
  x /= n;
  z /= n;
  let r = 0;
  for (const track of plan.chariots) {
    if (ids.length > 0 ? !ids.includes(track.id) : false) continue;
    sampleChariot(plan, track, t, _g);
    if (ids.length === 0 && _g.status !== 'racing') continue;
    r = Math.max(r, Math.hypot(_g.x - x, _g.z - z));
  }
  out[0] = x;
  out[1] = z;
  out[2] = r;
  return n;
}

/** The helicopter: high over the spina, flying along it with the field and looking down on it. */
const HELICOPTER = { height: 62, spinaHalf: 230, lag: 0.6, minFrame: 28 } as const;

function helicopterShot(
  camera: PerspectiveCamera,
  rig: Rig,
  plan: Plan,
  shot: DirectorShot,
  dt: number,
): void {
  const ids = shot.group && shot.group.length > 0 ? shot.group : [];
  if (groupFrame(plan, ids, clock.time, _group) === 0) {
    overviewShot(camera, rig, dt);
    return;
  }
  const [x, z, r] = _group as unknown as [number, number, number];
  // Over the spina's line (z = 0), a little behind the field's middle, easing along with it.
  const along = Math.max(-HELICOPTER.spinaHalf, Math.min(HELICOPTER.spinaHalf, x * HELICOPTER.lag));
  camera.position.lerp(_v.set(along, HELICOPTER.height, 0), damp(1.5, dt));
  rig.look.lerp(_v.set(x, 1, z), damp(3, dt));
  camera.lookAt(rig.look);
  const fov = framingFov(camera.position.distanceTo(rig.look), Math.max(HELICOPTER.minFrame, r + 12));
  setFov(camera, camera.fov + (fov - camera.fov) * damp(3, dt));
  focusOn(camera, rig.look, false);
}

/** Writes the plane of focus for the post-processing. */
function focusOn(camera: PerspectiveCamera, at: Vector3, shallow: boolean): void {
  cameraFocus.distance = camera.position.distanceTo(at);
  cameraFocus.shallow = shallow;
}

const _f0 = newSample();
const _f1 = newSample();

/** The distance to the plane of focus of a pull from one chariot to another, `pull` of the way. */
function pulledFocus(
  camera: PerspectiveCamera,
  plan: Plan,
  focus: readonly [string, string],
  pull: number,
): number {
  const a = plan.chariots[plan.chariotIndex.get(focus[0]) ?? -1];
  const b = plan.chariots[plan.chariotIndex.get(focus[1]) ?? -1];
  if (!a || !b) return cameraFocus.distance;
  sampleChariot(plan, a, clock.time, _f0);
  sampleChariot(plan, b, clock.time, _f1);
  const p = camera.position;
  const da = Math.hypot(_f0.x - p.x, 1 - p.y, _f0.z - p.z);
  const db = Math.hypot(_f1.x - p.x, 1 - p.y, _f1.z - p.z);
  return da + (db - da) * pull;
}

/** The director's shot: it names the camera and the subject; cuts snap, then the lens follows. */
function directedShot(camera: PerspectiveCamera, rig: Rig, plan: Plan, shot: DirectorShot, dt: number): void {
  const cut = shot.cut !== rig.directorCut;
  rig.directorCut = shot.cut;
  // On a cut every easing finishes at once.
  const step = cut ? 60 : dt;
  if (cut) rig.subject = -1;
  if (shot.kind === 'helicopter') {
    helicopterShot(camera, rig, plan, shot, step);
    return;
  }
  if (shot.kind === 'wide' || shot.subject === null) {
    overviewShot(camera, rig, step);
    focusOn(camera, rig.look, false);
    return;
  }
  if (shot.kind === 'follow') {
    followShot(camera, rig, plan, shot.subject, step);
    focusOn(camera, rig.look, shot.replay === true);
    return;
  }
  const i = subjectOf(plan, clock.time, shot.subject, _sample);
  const c = BROADCAST_CAMERAS[shot.camera];
  if (i < 0 || !c) {
    overviewShot(camera, rig, step);
    return;
  }
  forwardOf(_sample.heading, _fwd);
  camera.position.set(c[0], c[1], c[2]);
  // A pack or a duel: the lens pans with the middle of the group and widens to hold all of it.
  let cx = _sample.x;
  let cz = _sample.z;
  let frame: number = BROADCAST.frame;
  const group = shot.group ?? [];
  if (shot.framing !== 'subject' && group.length > 1 && groupFrame(plan, group, clock.time, _group) > 1) {
    cx = _group[0]!;
    cz = _group[1]!;
    frame = Math.max(BROADCAST.frame * (shot.framing === 'duel' ? 0.7 : 1), _group[2]! + 6);
  } else if (shot.framing === 'duel') frame = BROADCAST.frame * 0.7;
  if (cut) rig.lookOffset.set(_fwd.x * 3, 1.5, _fwd.z * 3);
  rig.subject = i;
  rig.lookOffset.lerp(_v.set(_fwd.x * 3, 1.5, _fwd.z * 3), damp(3, step));
  if (cut) rig.look.set(cx + rig.lookOffset.x, rig.lookOffset.y, cz + rig.lookOffset.z);
  else rig.look.lerp(_v.set(cx + rig.lookOffset.x, rig.lookOffset.y, cz + rig.lookOffset.z), damp(6, dt));
  camera.lookAt(rig.look);
  const fov = framingFov(camera.position.distanceTo(rig.look), frame);
  setFov(camera, cut ? fov : camera.fov + (fov - camera.fov) * damp(4, dt));
  const shallow = shot.replay === true || shot.framing !== 'pack' || fov < 20;
  focusOn(camera, rig.look, shallow);
  if (shot.focus) cameraFocus.distance = pulledFocus(camera, plan, shot.focus, shot.pull ?? 0);
}

/** High over the arena, looking straight down, north up, the arena in the band the HUD leaves. */
function topShot(
  camera: PerspectiveCamera,
  rig: Rig,
  dt: number,
  size: { width: number; height: number },
  insets: ScreenInsets,
): void {
  const k = damp(3, dt);
  topFraming(size.width, size.height, insets, _top);
  camera.position.lerp(_v.set(_top[2]!, _top[0]!, _top[1]! + TOP.tilt), k);
  rig.look.lerp(_v.set(_top[2]!, 0, _top[1]!), k);
  camera.lookAt(rig.look);
  setFov(camera, camera.fov + (TOP.fov - camera.fov) * k);
  rig.subject = -1;
}

/**
 * The free camera: drag to turn round what it looks at, wheel to come closer. With a chariot
 * selected it looks at that chariot and travels with it (a seek takes the view along), keeping the
 * angle and distance the user chose. It never goes inside the stands or the carceres, nor far from
 * the arena (`orbit-limits.ts`).
 */
function orbitShot(
  camera: PerspectiveCamera,
  rig: Rig,
  controls: OrbitControls,
  plan: Plan | null,
  selected: string | null,
  dt: number,
): void {
  const i = plan && selected !== null ? subjectOf(plan, clock.time, selected, _sample) : -1;
  if (i >= 0) {
    // Ease the point looked at onto the chariot (at once after a seek), the camera moving with it.
    const target = controls.target;
    const k =
      i !== rig.subject || Math.hypot(_sample.x - target.x, _sample.z - target.z) > 40 ? 1 : damp(6, dt);
    _v.set(_sample.x - target.x, 1.2 - target.y, _sample.z - target.z).multiplyScalar(k);
    target.add(_v);
    camera.position.add(_v);
  }
  rig.subject = i;
  controls.update(dt);
  clampOrbitTarget(controls.target);
  if (clampOrbitCamera(camera.position)) camera.lookAt(controls.target);
  rig.look.copy(controls.target);
}

/**
 * The camera, in the mode the store names: orbit (free, within the arena), follow (behind the
 * selected chariot, or the leader), broadcast (fixed trackside cameras cutting to follow the
 * selected chariot or the leader) and top (the whole board from above). The frame loop's camera
 * system: it runs after the clock and before the chariots are culled against the camera.
 */
export function CameraRig({
  initialPosition,
  initialTarget,
  topInsets = TOP_INSETS,
  director,
}: CameraRigProps) {
  const mode = useViewer((s) => s.camera);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  const gl = useThree((s) => s.gl);
  const events = useThree((s) => s.events);
  const setThree = useThree((s) => s.set);
  const controls = useRef<OrbitControls | null>(null);
  const [rig] = useState<Rig>(() => ({
    look: new Vector3(...(initialTarget ?? OVERVIEW.target)),
    offset: new Vector3(),
    lookOffset: new Vector3(),
    heading: 0,
    subject: -1,
    shot: -1,
    shotSince: 0,
    wall: 0,
    directorCut: -1,
  }));

  useLayoutEffect(() => {
    if (initialPosition) camera.position.set(initialPosition[0], initialPosition[1], initialPosition[2]);
    camera.lookAt(rig.look);
  }, [camera, rig, initialPosition]);

  useLayoutEffect(() => {
    rig.shot = -1;
    rig.subject = -1;
    if (mode === 'orbit') setFov(camera, OVERVIEW.fov);
  }, [mode, rig, camera]);

  // The free camera's controls, listening on the canvas' event source while in orbit mode.
  useEffect(() => {
    if (mode !== 'orbit' || director) return;
    const c = new OrbitControls(camera);
    c.enableDamping = true;
    c.maxPolarAngle = Math.PI / 2 - 0.02;
    c.minDistance = ORBIT_LIMITS.minDistance;
    c.maxDistance = ORBIT_LIMITS.maxDistance;
    c.target.copy(rig.look);
    c.connect((events.connected as HTMLElement | null | undefined) ?? gl.domElement);
    c.update();
    controls.current = c;
    setThree({ controls: c });
    const unregister = registerOrbitView(() => {
      const p = camera.position;
      const t = c.target;
      return { camera: [p.x, p.y, p.z], target: [t.x, t.y, t.z] };
    });
    return () => {
      unregister();
      c.dispose();
      controls.current = null;
      setThree({ controls: null });
    };
  }, [mode, director, camera, gl, events, rig, setThree]);

  useSystem('camera', 'camera rig', ({ delta: dt }) => {
    rig.wall += dt;
    const s = useViewer.getState();
    const plan = s.plan;
    if (director) {
      if (plan) directedShot(camera, rig, plan, director, dt);
      else overviewShot(camera, rig, dt);
      return;
    }
    switch (s.camera) {
      case 'orbit':
        if (controls.current) orbitShot(camera, rig, controls.current, plan, s.selected, dt);
        break;
      case 'follow':
        if (plan) followShot(camera, rig, plan, s.selected, dt);
        else overviewShot(camera, rig, dt);
        break;
      case 'trackside':
        if (plan) tracksideShot(camera, rig, plan, s.selected, dt);
        else overviewShot(camera, rig, dt);
        break;
      case 'top':
        topShot(camera, rig, dt, size, insetsOverBar(topInsets, hudLayout.bottom, size.height, _insets));
        break;
    }
    // The viewer's close trackside lens has a shallow depth of field; the other views are sharp.
    focusOn(camera, rig.look, s.camera === 'trackside');
  });

  return null;
}
