import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { Color, type Object3D, PerspectiveCamera, Vector3 } from 'three';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import type { DirectorShot } from '../replay/director.ts';
import { newSample } from '../replay/sample.ts';
import { secondView } from './ChariotInstances.tsx';
import { FOLLOW, forwardOf, subjectOf } from './camera-shots.ts';

/**
 * The inset: its width as a share of the picture's, its margin (px) and its frame (px), and how far
 * from its camera (m) teams keep the light model: nowhere — at a quarter of the picture's width the
 * leader it rides behind (some 18 m off) is a few dozen pixels tall, and the shadow pass's model
 * reads the same there (looked at, 1920x1080); the frame's triangle budget needs the difference.
 */
const INSET = { share: 0.24, margin: 24, border: 3, lodDistance: 0 } as const;
const BORDER = new Color('#d9b45a');
const insetWidth = (pictureWidth: number): number => Math.round(pictureWidth * INSET.share);
const insetHeight = (pictureWidth: number): number => Math.round((insetWidth(pictureWidth) * 9) / 16);

/**
 * What the inset leaves out, by name: the crowd (most of the frame's triangles), the country
 * beyond the arena, the stands' masts, banners and awnings and the lap counters: a few pixels of
 * colour at a quarter of the picture's width, seen from behind the leader down on the track.
 */
const LEFT_OUT = ['crowd', 'surroundings', 'cavea-dressing', 'lap-counters'] as const;
const _hidden: (Object3D | null)[] = LEFT_OUT.map(() => null);
const _shown: boolean[] = LEFT_OUT.map(() => false);

/** Hides what the inset leaves out until `showLeftOut`. Allocates nothing (it runs every frame). */
function hideLeftOut(scene: Object3D): void {
  for (let i = 0; i < LEFT_OUT.length; i++) {
    const o = scene.getObjectByName(LEFT_OUT[i]!) ?? null;
    _hidden[i] = o;
    _shown[i] = o?.visible ?? false;
    if (o) o.visible = false;
  }
}

function showLeftOut(): void {
  for (let i = 0; i < LEFT_OUT.length; i++) {
    const o = _hidden[i];
    if (o) o.visible = _shown[i]!;
    _hidden[i] = null;
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
 * reused, the crowd and the surroundings are left out of it, and the teams are placed again for its
 * own camera, one level of detail lighter (and back for the main picture after).
 */
export function PictureInPicture({ shot }: { shot: DirectorShot }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const size = useThree((s) => s.size);
  const [camera] = useState(() => new PerspectiveCamera(FOLLOW.fov, 16 / 9, 0.5, 3000));

  useEffect(
    () => () => {
      if (secondView.camera === camera) secondView.camera = null;
    },
    [camera],
  );

  // Before the fleet stage: the inset's camera rides behind the leader, and the fleet is told of it
  // (the teams it sees are placed and cast their shadows, even those the main picture does not see).
  useSystem('camera', 'picture-in-picture camera', () => {
    const plan = useViewer.getState().plan;
    const shows = plan !== null && shot.pip === true && subjectOf(plan, clock.time, null, _sample) >= 0;
    secondView.camera = shows ? camera : null;
    if (!shows) return;
    forwardOf(_sample.heading, _fwd);
    camera.position.set(
      _sample.x - _fwd.x * FOLLOW.back * 0.8,
      FOLLOW.up * 0.8,
      _sample.z - _fwd.z * FOLLOW.back * 0.8,
    );
    camera.lookAt(_sample.x + _fwd.x * FOLLOW.ahead, FOLLOW.lookUp, _sample.z + _fwd.z * FOLLOW.ahead);
    const aspect = insetWidth(size.width) / insetHeight(size.width);
    if (camera.aspect !== aspect) {
      camera.aspect = aspect;
      camera.updateProjectionMatrix();
    }
    camera.updateMatrixWorld();
  });

  useSystem('hud', 'picture-in-picture', () => {
    if (secondView.camera !== camera) return;
    const w = insetWidth(size.width);
    const h = insetHeight(size.width);
    const x = size.width - w - INSET.margin;
    const y = size.height - h - INSET.margin;
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
    hideLeftOut(scene);
    secondView.place?.(camera, INSET.lodDistance);
    gl.render(scene, camera);
    secondView.place?.(null);
    showLeftOut();
    gl.shadowMap.autoUpdate = shadows;
    gl.autoClear = autoClear;
    gl.setClearColor(_clear, alpha);
    gl.setScissorTest(false);
    gl.setViewport(0, 0, size.width, size.height);
  });

  return null;
}
