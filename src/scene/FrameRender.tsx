import { advance, useThree } from '@react-three/fiber';
import { startMark } from '../playback/start-marks.ts';
import { useSystem } from '../playback/use-system.ts';
import { postRenderer } from './post/post-renderer.ts';

/**
 * The frame loop's render stage for a canvas (whose own loop is off: `frameloop="never"`): three.js
 * draws the frame once the clock, weather, camera, fleet and effects systems have run, and before
 * the HUD and the recorder, through the post-processing when it is on. Mount it only while the
 * canvas should draw.
 */
export function FrameRender() {
  const get = useThree((s) => s.get);
  useSystem('render', 'three', (frame) => {
    const state = get();
    const post = postRenderer.current;
    startMark('first frame asked');
    if (post) post.render(state, frame.now, () => advance(frame.now / 1000, true, state));
    else advance(frame.now / 1000, true, state);
    startMark('first frame submitted');
  });
  return null;
}
