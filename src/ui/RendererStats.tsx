import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import type { QuadrigaDebug } from './quadriga-debug.ts';

export type RendererStatsProps = {
  /** Complete frames to render before the page reports itself ready. */
  readyAfterFrames?: number;
};

/**
 * Publishes draw calls and triangles per frame on `window.__quadriga`. The renderer's counters are
 * reset here once per frame instead of at each `render()`, so they include the shadow passes and
 * any other render made during the frame. This runs before the frame renders, so it reads the
 * previous frame's totals.
 */
export function RendererStats({ readyAfterFrames = 3 }: RendererStatsProps) {
  const gl = useThree((s) => s.gl);
  const frames = useRef(0);
  const debug = useRef<QuadrigaDebug>({ ready: false, renderer: { calls: 0, triangles: 0 } });

  useLayoutEffect(() => {
    gl.info.autoReset = false;
    gl.info.reset();
    frames.current = 0;
    window.__quadriga = debug.current;
    return () => {
      gl.info.autoReset = true;
    };
  }, [gl]);

  useFrame(() => {
    const info = gl.info.render;
    const d = debug.current;
    if (frames.current > 0) {
      d.renderer.calls = info.calls;
      d.renderer.triangles = info.triangles;
    }
    gl.info.reset();
    frames.current++;
    if (!d.ready && frames.current > readyAfterFrames && d.renderer.calls > 0) d.ready = true;
  });

  return null;
}
