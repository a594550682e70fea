import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { startMark } from '../playback/start-marks.ts';
import { buildHandedOver } from './geometry/after-hand-over.ts';
import { paintPendingTextures } from './materials/canvas-textures.ts';

/**
 * Hands the programs of what is in the scene to the GPU now, before the first frame draws it:
 * three creates, compiles and links each one without waiting on it, and the browser's GPU process
 * works through them while the page goes on building and loading; the first frame then finds them
 * linked instead of compiling and linking some ten programs one after another. Mount it once the
 * parts it should see are in (the viewer: the arena and the chariots); it hands over once a mount.
 * The first frame goes straight to the canvas (post-processing loads after it), as `compile` does.
 * The arena's textures are painted then (a program does not depend on its textures' pixels), and
 * the spina's vertices built (after-hand-over.ts), while the GPU process compiles, rather than
 * before the programs could be handed over.
 */
export function CompileAhead({ onCompiled }: { onCompiled?: () => void }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    startMark('compile ahead');
    gl.compile(scene, camera);
    // Sent to the GPU process now rather than with the next call that waits on it.
    gl.getContext().flush();
    buildHandedOver();
    paintPendingTextures();
    startMark('compiled ahead');
    onCompiled?.();
  }, [gl, scene, camera, onCompiled]);
  return null;
}
