import { useThree } from '@react-three/fiber';
import {
  Children,
  isValidElement,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Group } from 'three';
import { sceneStatus } from '../playback/clock.ts';
import { afterFrame } from '../playback/frame-loop.ts';
import { useSystem } from '../playback/use-system.ts';
import { postRenderer } from './post/post-renderer.ts';

/**
 * Parts of a scene built only once it has drawn its first frame, one after another: the race is on
 * screen with its track and teams sooner, and the parts given here (the stands and crowd, the
 * valley) follow within a second or so. Each part is built hidden, its shader programs compiled
 * (without waiting on them where the browser has KHR_parallel_shader_compile, so frames go on
 * meanwhile), then shown; the next is started on a later frame. `sceneStatus.building` counts the
 * parts not shown yet, and the scene is `complete` once none is left and a frame has drawn them.
 */
export function BuiltLater({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const total = useRef(parts.length).current;
  /** Parts mounted (built) so far. */
  const [started, setStarted] = useState(0);
  /** Parts shown so far, and parts asked for (read by the frame loop's system). */
  const shown = useRef(0);
  const asked = useRef(0);
  const startNext = useCallback(() => setStarted(asked.current), []);
  const onShown = useCallback(() => {
    shown.current++;
    sceneStatus.building--;
  }, []);

  useLayoutEffect(() => {
    sceneStatus.building += total;
    return () => {
      // Parts never shown are no longer coming.
      sceneStatus.building -= total - shown.current;
      shown.current = 0;
      asked.current = 0;
    };
  }, [total]);

  useSystem('recorder', 'built later', () => {
    // Only once the scene has drawn a frame, and one part at a time.
    if (asked.current >= total || asked.current > shown.current || sceneStatus.calls === 0) return;
    asked.current++;
    afterFrame(startNext);
  });

  return (
    <>
      {parts.slice(0, started).map((part) => (
        <HiddenUntilCompiled key={isValidElement(part) ? part.key : null} onShown={onShown}>
          {part}
        </HiddenUntilCompiled>
      ))}
    </>
  );
}

/** Its children hidden until the renderer has compiled their materials' programs. */
function HiddenUntilCompiled({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  const group = useRef<Group>(null);
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const [compiled, setCompiled] = useState(false);
  useEffect(() => {
    const g = group.current;
    if (!g) return;
    // Through post-processing the frame draws into a picture of its own, with other programs than
    // the canvas's that `compileAsync` would make: there the frame compiles them (a GPU's quality).
    if (postRenderer.current) {
      setCompiled(true);
      return;
    }
    let live = true;
    const show = (): void => {
      if (live) setCompiled(true);
    };
    if (gl.extensions.has('KHR_parallel_shader_compile')) void gl.compileAsync(g, camera, scene).then(show);
    else {
      // No way to ask whether a program is linked without waiting for it: hand them all to the
      // GPU process now and show the part a task later, so it links them meanwhile.
      gl.compile(g, camera, scene);
      gl.getContext().flush();
      setTimeout(show, 0);
    }
    return () => {
      live = false;
    };
  }, [gl, camera, scene]);
  // Counted as shown once the change is committed: the next frame draws it.
  useLayoutEffect(() => {
    if (compiled) onShown();
  }, [compiled, onShown]);
  return (
    <group ref={group} visible={compiled}>
      {children}
    </group>
  );
}
