import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { useViewer } from './store.ts';
import { viewerDebug } from './viewer-debug.ts';

export type ViewerProbeProps = {
  /** Complete frames with the race on screen before the page reports itself ready. */
  readyAfterFrames?: number;
  /** Name of the scene object that appears once the chariots are drawn. */
  chariotsName?: string;
};

/**
 * Keeps `window.__quadriga` true to the screen: draw calls and triangles of the whole last frame
 * (the renderer's counters are reset once per frame, here, so shadow passes count), and `ready`
 * once a race is loaded and a whole frame with its chariots has been drawn (then the clock may run).
 */
export function ViewerProbe({ readyAfterFrames = 1, chariotsName = 'chariots' }: ViewerProbeProps) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const plan = useViewer((s) => s.plan);
  /** Frames counted toward `ready`; `rendered` says the counters hold a whole frame. */
  const frames = useRef(0);
  const rendered = useRef(false);

  useLayoutEffect(() => {
    gl.info.autoReset = false;
    gl.info.reset();
    rendered.current = false;
    return () => {
      gl.info.autoReset = true;
      // Unmounted (an error while drawing): nothing is on screen any more.
      viewerDebug.ready = false;
    };
  }, [gl]);

  /** The race the frames were counted for: a new one starts the count again. */
  const counted = useRef<unknown>(null);

  useFrame(() => {
    const d = viewerDebug;
    const info = gl.info.render;
    if (rendered.current) {
      d.renderer.calls = info.calls;
      d.renderer.triangles = info.triangles;
    }
    gl.info.reset();
    rendered.current = true;
    const { status } = useViewer.getState();
    if (counted.current !== plan) {
      counted.current = plan;
      frames.current = 0;
      d.ready = false;
    }
    if (!plan || status === 'loading') {
      frames.current = 0;
      d.ready = false;
      return;
    }
    // Count frames only once the chariots are in the scene (their models load on their own).
    if (frames.current === 0 && !scene.getObjectByName(chariotsName)) return;
    frames.current++;
    if (!d.ready && frames.current > readyAfterFrames && d.renderer.calls > 0) d.ready = true;
  }, -2);

  return null;
}
