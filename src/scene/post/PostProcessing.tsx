import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { addSystem, afterFrame } from '../../playback/frame-loop.ts';
import type { Quality } from '../../playback/quality.ts';
import { useViewer } from '../../playback/store.ts';
import { postRenderer } from './post-renderer.ts';
import { POST } from './post-settings.ts';

/**
 * Turns the post-processing on at the qualities that have it (`POST`): its pipeline is a dynamic
 * import, so a page at low quality never loads it; until it is in, frames go straight to the
 * screen. The import waits two frames and for the store's quality to be still this one, so a
 * quality lowered as the page starts (automatic quality on a software renderer) never fetches it,
 * and the first frame never waits for it.
 */
export function PostProcessing({ quality }: { quality: Quality }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    if (!POST[quality].enabled) return;
    let live = true;
    let dispose: (() => void) | null = null;
    const load = (): void => {
      // Lowered meanwhile (the store says so before the scene renders again): not needed.
      if (useViewer.getState().quality !== quality) return;
      void import('./post-pipeline.ts').then(({ createPostPipeline }) => {
        if (!live) return;
        const pipeline = createPostPipeline(gl, quality);
        postRenderer.current = pipeline;
        dispose = () => {
          if (postRenderer.current === pipeline) postRenderer.current = null;
          pipeline.dispose();
        };
      });
    };
    // Two frames of the page's one loop (only the loop asks for animation frames), then the load.
    let frames = 0;
    const remove = addSystem('recorder', 'post-processing load', () => {
      if (++frames === 2)
        afterFrame(() => {
          remove();
          if (live) load();
        });
    });
    return () => {
      live = false;
      remove();
      dispose?.();
    };
  }, [gl, quality]);
  return null;
}
