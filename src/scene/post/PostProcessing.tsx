import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { Quality } from '../../playback/quality.ts';
import { postRenderer } from './post-renderer.ts';
import { POST } from './post-settings.ts';

/**
 * Turns the post-processing on at the qualities that have it (`POST`): its pipeline is a dynamic
 * import, so a page at low quality never loads it and none loads it before its first frame; until
 * it is in, frames go straight to the screen.
 */
export function PostProcessing({ quality }: { quality: Quality }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    if (!POST[quality].enabled) return;
    let live = true;
    let dispose: (() => void) | null = null;
    void import('./post-pipeline.ts').then(({ createPostPipeline }) => {
      if (!live) return;
      const pipeline = createPostPipeline(gl, quality);
      postRenderer.current = pipeline;
      dispose = () => {
        if (postRenderer.current === pipeline) postRenderer.current = null;
        pipeline.dispose();
      };
    });
    return () => {
      live = false;
      dispose?.();
    };
  }, [gl, quality]);
  return null;
}
