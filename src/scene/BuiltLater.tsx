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
 * When the next of a scene's later parts may start, from counts its frame loop keeps: the first
 * once the race has been drawn playing for a few frames (`readyFrames`), so the page is seen
 * playing before the stands' building holds its main thread (it is one long task on a software
 * renderer); or, with no race on screen, once the bare scene has drawn `bareFrames` frames (a
 * race that failed to load leaves the arena to be built all the same). Each later one waits for
 * the one before it to be shown and then for `gapFrames` frames of the race.
 */
export const LATER_START = { readyFrames: 3, bareFrames: 60, gapFrames: 2 } as const;

/** The counts `nextPartDue` reads (one object, kept by BuiltLater's system). */
export interface LaterCounts {
  /** Frames drawn since the scene was mounted. */
  drawn: number;
  /** Frames drawn with the race ready (on screen, the clock running). */
  ready: number;
  /** Frames drawn since the last part was shown. */
  sinceShown: number;
  /** Parts asked for, and shown, so far. */
  asked: number;
  shown: number;
}

/** Whether the next of `total` later parts may be asked for now. */
export function nextPartDue(c: LaterCounts, total: number): boolean {
  if (c.asked >= total || c.asked > c.shown || c.drawn === 0) return false;
  if (c.asked === 0) return c.ready >= LATER_START.readyFrames || c.drawn >= LATER_START.bareFrames;
  return c.sinceShown >= LATER_START.gapFrames;
}

/**
 * Parts of a scene built only once it has drawn its first frame, one after another: the race is on
 * screen with its track and teams sooner, and the parts given here (the stands and crowd, the
 * valley) follow within a second or so (`nextPartDue` says when each starts). Each part is built
 * hidden, its shader programs compiled (without waiting on them where the browser has
 * KHR_parallel_shader_compile, so frames go on meanwhile), then shown. `sceneStatus.building`
 * counts the parts not shown yet, and the scene is `complete` once none is left and a frame has
 * drawn them.
 */
export function BuiltLater({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const total = useRef(parts.length).current;
  /** Parts mounted (built) so far. */
  const [started, setStarted] = useState(0);
  /** The frame loop's counts (read and written by its system; parts shown counted on commit). */
  const [counts] = useState<LaterCounts>(() => ({ drawn: 0, ready: 0, sinceShown: 0, asked: 0, shown: 0 }));
  const startNext = useCallback(() => setStarted(counts.asked), [counts]);
  const onShown = useCallback(() => {
    counts.shown++;
    counts.sinceShown = 0;
    sceneStatus.building--;
  }, [counts]);

  useLayoutEffect(() => {
    sceneStatus.building += total;
    return () => {
      // Parts never shown are no longer coming.
      sceneStatus.building -= total - counts.shown;
      counts.drawn = counts.ready = counts.sinceShown = counts.asked = counts.shown = 0;
    };
  }, [total, counts]);

  useSystem('recorder', 'built later', () => {
    if (sceneStatus.calls === 0) return;
    counts.drawn++;
    counts.sinceShown++;
    if (sceneStatus.ready) counts.ready++;
    if (!nextPartDue(counts, total)) return;
    counts.asked++;
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
