import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { startMark } from '../playback/start-marks.ts';
import { paintPendingTextures } from './materials/canvas-textures.ts';

/**
 * Hands the programs of what is in the scene to the GPU now, before the first frame draws it:
 * three creates, compiles and links each one without waiting on it, and the browser's GPU process
 * works through them while the page goes on building and loading; the first frame then finds them
 * linked instead of compiling and linking some ten programs one after another. Mount it after the
 * parts it should see; `version` changes when more are in (the chariots once their models load).
 * The first frame goes straight to the canvas (post-processing loads after it), as `compile` does.
 * The arena's textures are painted then (a program does not depend on its textures' pixels), while
 * the GPU process compiles, rather than before the programs could be handed over.
 */
export function CompileAhead({
  version,
  onCompiled,
}: {
  version: string;
  onCompiled?: (version: string) => void;
}) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    startMark(`compile ahead ${version}`);
    gl.compile(scene, camera);
    // Sent to the GPU process now rather than with the next call that waits on it.
    gl.getContext().flush();
    paintPendingTextures();
    startMark(`compiled ahead ${version}`);
    onCompiled?.(version);
  }, [gl, scene, camera, version, onCompiled]);
  return null;
}
