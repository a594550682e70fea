import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { sceneStatus } from '../playback/clock.ts';
import { startMark } from '../playback/start-marks.ts';
import { useSystem } from '../playback/use-system.ts';
import { buildHandedOver } from './geometry/after-hand-over.ts';
import { paintPendingTextures } from './materials/canvas-textures.ts';
import { shownPart } from './shown-part.ts';

/**
 * Hands the programs of what is shown in the scene to the GPU now, before the first frame draws
 * it: three creates, compiles and links each one without waiting on it, and the browser's GPU
 * process works through them while the page goes on building and loading; the first frame then
 * finds them linked instead of compiling and linking them one after another. What is hidden then
 * (the selection ring, the board's overlay and pieces, the remains of wrecks, skid marks) is left
 * to CompileRest: on a software GPU those programs were half of the linking before the first
 * frame. Mount it once the parts it should see are in (the viewer: the arena and the chariots); it
 * hands over once a mount. The first frame goes straight to the canvas (post-processing loads
 * after it), as `compile` does. The arena's textures are painted then (a program does not depend
 * on its textures' pixels), and the spina's vertices built (after-hand-over.ts), while the GPU
 * process compiles, rather than before the programs could be handed over.
 */
export function CompileAhead({ onCompiled }: { onCompiled?: () => void }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    startMark('compile ahead');
    gl.compile(shownPart(scene), camera, scene);
    // Sent to the GPU process now rather than with the next call that waits on it.
    gl.getContext().flush();
    buildHandedOver();
    paintPendingTextures();
    // Each program's first use asks the GPU process for its link status, uniforms and attributes:
    // synchronous calls that wait for every command sent before them. Made in the first frame,
    // they waited in turn for the draws before (on a software GPU each program's first draw is
    // where it is really compiled), one program after another; made here, after the work above,
    // they find the programs linked, and the frame's draws go to the GPU process in one stream.
    for (const program of gl.info.programs ?? []) {
      program.getUniforms();
      program.getAttributes();
    }
    startMark('compiled ahead');
    onCompiled?.();
  }, [gl, scene, camera, onCompiled]);
  return null;
}

/** Ready frames drawn before CompileRest hands the hidden parts' programs over. */
const REST_AFTER_READY_FRAMES = 1;

/**
 * Hands over the programs of what CompileAhead left out (hidden then), on the frame after the race
 * is first on screen, for the GPU process to link in the background before those parts are first
 * shown: a part shown with its program not yet linked holds its frame until it is.
 */
export function CompileRest() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const frames = useRef(0);
  useSystem('recorder', 'hidden parts compiled', () => {
    if (frames.current > REST_AFTER_READY_FRAMES || !sceneStatus.ready) return;
    if (++frames.current <= REST_AFTER_READY_FRAMES) return;
    startMark('compile the rest');
    gl.compile(scene, camera);
    gl.getContext().flush();
    startMark('compiled the rest');
  });
  return null;
}
