import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { Color, type Mesh, type Object3D, PerspectiveCamera, Vector3 } from 'three';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import type { DirectorShot } from '../replay/director.ts';
import { newSample } from '../replay/sample.ts';
import { fleetCulling } from './ChariotInstances.tsx';
import { FOLLOW, forwardOf, subjectOf } from './camera-shots.ts';

/** The inset: its width as a share of the picture's, its margin (px) and its frame (px). */
const INSET = { share: 0.24, margin: 24, border: 3 } as const;
const BORDER = new Color('#d9b45a');

/** The near teams' meshes and the far ones whose lighter model the inset draws them with. */
const NEAR_AND_FAR = [
  ['horses-near', 'horses-far'],
  ['cars-near', 'cars-far'],
] as const;
const _saved = [
  { near: null as Mesh | null, start: 0, count: 0 },
  { near: null as Mesh | null, start: 0, count: 0 },
];

/**
 * Gives the near teams the far model (its share of the same index buffer) until `restoreTeams`: in
 * an inset a quarter of the picture wide the full model's detail is lost, and drawn again it would
 * cost the frame most of its triangle budget. Allocates nothing (it runs every frame).
 */
function farTeams(scene: Object3D): void {
  for (let i = 0; i < NEAR_AND_FAR.length; i++) {
    const [nearName, farName] = NEAR_AND_FAR[i]!;
    const near = scene.getObjectByName(nearName) as Mesh | undefined;
    const far = scene.getObjectByName(farName) as Mesh | undefined;
    const saved = _saved[i]!;
    saved.near = near && far ? near : null;
    if (!near || !far) continue;
    saved.start = near.geometry.drawRange.start;
    saved.count = near.geometry.drawRange.count;
    near.geometry.setDrawRange(far.geometry.drawRange.start, far.geometry.drawRange.count);
  }
}

function restoreTeams(): void {
  for (const saved of _saved) {
    saved.near?.geometry.setDrawRange(saved.start, saved.count);
    saved.near = null;
  }
}

const _sample = newSample();
const _fwd = new Vector3();
const _clear = new Color();

/**
 * The broadcast's picture-in-picture: while the director's shot is on a group the leader is not in
 * (`shot.pip`), an inset in the top right corner rides behind the leader, so he is never out of
 * view. Drawn after the main picture, in the same frame (the HUD stage, before the recorder copies
 * the canvas), into a scissored corner of the canvas; the shadow map drawn for the main picture is
 * reused, the crowd is left out of it, the teams are drawn with their far model, and while it
 * shows no team is culled (the inset sees what the main camera does not).
 */
export function PictureInPicture({ shot }: { shot: DirectorShot }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const size = useThree((s) => s.size);
  const [camera] = useState(() => new PerspectiveCamera(FOLLOW.fov, 16 / 9, 0.5, 3000));

  useEffect(
    () => () => {
      fleetCulling.enabled = true;
    },
    [],
  );

  // Before the fleet is culled: nothing is skipped while the inset shows.
  useSystem('camera', 'picture-in-picture culling', () => {
    fleetCulling.enabled = shot.pip !== true;
  });

  useSystem('hud', 'picture-in-picture', () => {
    const plan = useViewer.getState().plan;
    if (!plan || shot.pip !== true) return;
    if (subjectOf(plan, clock.time, null, _sample) < 0) return;
    forwardOf(_sample.heading, _fwd);
    camera.position.set(
      _sample.x - _fwd.x * FOLLOW.back * 0.8,
      FOLLOW.up * 0.8,
      _sample.z - _fwd.z * FOLLOW.back * 0.8,
    );
    camera.lookAt(_sample.x + _fwd.x * FOLLOW.ahead, FOLLOW.lookUp, _sample.z + _fwd.z * FOLLOW.ahead);
    const w = Math.round(size.width * INSET.share);
    const h = Math.round((w * 9) / 16);
    const x = size.width - w - INSET.margin;
    const y = size.height - h - INSET.margin;
    if (camera.aspect !== w / h) {
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
    }
    camera.updateMatrixWorld();
    const autoClear = gl.autoClear;
    const shadows = gl.shadowMap.autoUpdate;
    gl.getClearColor(_clear);
    const alpha = gl.getClearAlpha();
    const b = INSET.border;
    gl.setScissorTest(true);
    gl.setScissor(x - b, y - b, w + 2 * b, h + 2 * b);
    gl.setClearColor(BORDER, 1);
    gl.clear(true, true, false);
    gl.setScissor(x, y, w, h);
    gl.setViewport(x, y, w, h);
    gl.autoClear = true;
    gl.shadowMap.autoUpdate = false;
    // The crowd (most of the frame's triangles) is a few pixels of colour in the inset: left out,
    // so the frame with the inset keeps within the triangle budget.
    const crowd = scene.getObjectByName('crowd');
    const crowdShown = crowd?.visible ?? false;
    if (crowd) crowd.visible = false;
    farTeams(scene);
    gl.render(scene, camera);
    restoreTeams();
    if (crowd) crowd.visible = crowdShown;
    gl.shadowMap.autoUpdate = shadows;
    gl.autoClear = autoClear;
    gl.setClearColor(_clear, alpha);
    gl.setScissorTest(false);
    gl.setViewport(0, 0, size.width, size.height);
  });

  return null;
}
