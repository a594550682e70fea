import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { sceneStatus } from '../playback/clock.ts';
import { startMark } from '../playback/start-marks.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';

export type SceneProbeProps = {
  /** Complete frames with the race on screen before the scene reports itself ready. */
  readyAfterFrames?: number;
  /** Name of the scene object that appears once the chariots are drawn. */
  chariotsName?: string;
  /** Whether the scene needs a race to be ready (the dev pages draw one without the store's). */
  needsRace?: boolean;
};

/**
 * Keeps `sceneStatus` true to the screen, in the recorder stage (after the frame is drawn): the
 * draw calls and triangles of the whole frame (the renderer's counters are reset once per frame,
 * here, so shadow passes count), `ready` once a race is loaded and a whole frame with its
 * chariots has been drawn (then the clock may run), and `complete` once a ready frame was drawn
 * with every part of the scene built.
 */
export function SceneProbe({
  readyAfterFrames = 1,
  chariotsName = 'chariots',
  needsRace = true,
}: SceneProbeProps) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const plan = useViewer((s) => s.plan);
  /** Frames counted toward `ready`. */
  const frames = useRef(0);
  /** The race the frames were counted for: a new one starts the count again. */
  const counted = useRef<unknown>(null);

  useLayoutEffect(() => {
    gl.info.autoReset = false;
    gl.info.reset();
    return () => {
      gl.info.autoReset = true;
      // Unmounted (an error while drawing): nothing is on screen any more.
      sceneStatus.ready = false;
      sceneStatus.complete = false;
    };
  }, [gl]);

  useSystem('recorder', 'scene probe', () => {
    const info = gl.info.render;
    sceneStatus.calls = info.calls;
    sceneStatus.triangles = info.triangles;
    gl.info.reset();
    // Complete when this frame was drawn ready with nothing left to build (set before `ready`
    // below, so a frame drawn before it counts only toward `ready`).
    sceneStatus.complete = sceneStatus.ready && sceneStatus.building === 0;
    if (sceneStatus.complete) startMark('complete');
    if (counted.current !== plan) {
      counted.current = plan;
      frames.current = 0;
      sceneStatus.ready = false;
      sceneStatus.complete = false;
    }
    const { status } = useViewer.getState();
    if (needsRace && (!plan || status === 'loading')) {
      frames.current = 0;
      sceneStatus.ready = false;
      sceneStatus.complete = false;
      return;
    }
    // Count frames only once the chariots are in the scene (their models load on their own).
    if (frames.current === 0 && !scene.getObjectByName(chariotsName)) return;
    frames.current++;
    if (!sceneStatus.ready && frames.current >= readyAfterFrames && sceneStatus.calls > 0) {
      sceneStatus.ready = true;
      startMark('ready');
    }
  });

  return null;
}
