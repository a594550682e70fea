import { Canvas, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useState } from 'react';
import type { Mesh, Object3D } from 'three';
import { SoundDriver, type Transport } from '../audio/SoundDriver.tsx';
import { useViewer } from '../playback/store.ts';
import type { DirectorShot } from '../replay/director.ts';
import { CameraRig } from './CameraRig.tsx';
import { Chariots } from './Chariots.tsx';
import { OVERVIEW } from './camera-shots.ts';
import { AutoQuality } from './effects/AutoQuality.tsx';
import { Effects } from './effects/Effects.tsx';
import { FrameRender } from './FrameRender.tsx';
import { PictureInPicture } from './PictureInPicture.tsx';
import { PostProcessing } from './post/PostProcessing.tsx';
import { RaceArena } from './RaceArena.tsx';
import { SceneProbe } from './SceneProbe.tsx';

export type BroadcastSceneProps = {
  /** The director's shot on air, rewritten by the programme each frame. */
  director: DirectorShot;
  /** Whether the race plays now and how fast (the cut on air), for the sound. */
  transport: () => Transport;
  /** No sky, cleared to transparent: the arena over whatever is behind the page. */
  transparent?: boolean;
  /** Class of the canvas' container (the recorder finds the canvas by it). */
  className?: string;
};

/** The sky box is the one mesh drawn before everything and never culled (src/scene/SkyDome.tsx). */
const isSky = (o: Object3D): boolean =>
  (o as Mesh).isMesh === true && o.renderOrder === -1 && !o.frustumCulled;

/** Hides the sky and clears to transparent while mounted. */
function SeeThrough() {
  const scene = useThree((s) => s.scene);
  const gl = useThree((s) => s.gl);
  const plan = useViewer((s) => s.plan);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new race remounts the arena's parts: look again
  useEffect(() => {
    gl.setClearColor(0x000000, 0);
    const hidden: Object3D[] = [];
    // The arena mounts in parts: look again shortly after each race arrives.
    const hide = () =>
      scene.traverse((o) => {
        if (isSky(o) && o.visible) {
          o.visible = false;
          hidden.push(o);
        }
      });
    hide();
    const timer = setInterval(hide, 500);
    return () => {
      clearInterval(timer);
      for (const o of hidden) o.visible = true;
    };
  }, [scene, gl, plan]);
  return null;
}

/**
 * The broadcast's 3D scene: the arena, the chariots and their effects as in the viewer, and the
 * camera rig driven by the director's shot. The drawing buffer is kept so the recorder can copy
 * each frame.
 */
export function BroadcastScene({ director, transport, transparent = false, className }: BroadcastSceneProps) {
  const quality = useViewer((s) => s.quality);
  const firstRaceIn = useViewer((s) => s.plan !== null || s.status === 'error');
  const [drawing, setDrawing] = useState(firstRaceIn);
  useEffect(() => {
    if (firstRaceIn) setDrawing(true);
  }, [firstRaceIn]);
  useEffect(() => {
    const timer = setTimeout(() => setDrawing(true), 4000);
    return () => clearTimeout(timer);
  }, []);
  // The arena and effects are built once the starting quality is chosen (AutoQuality).
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  return (
    <Canvas
      className={className}
      style={{ position: 'absolute', inset: 0 }}
      shadows="percentage"
      frameloop="never"
      // One canvas pixel per CSS pixel at every quality: the recorder's frames are the canvas's.
      dpr={1}
      gl={{ alpha: transparent, preserveDrawingBuffer: true }}
      camera={{ position: [...OVERVIEW.position], fov: OVERVIEW.fov, near: 0.5, far: 9000 }}
    >
      {drawing ? <FrameRender /> : null}
      <SceneProbe />
      <AutoQuality onSettled={onSettled} />
      <PostProcessing quality={quality} />
      {settled ? <RaceArena quality={quality} /> : null}
      <Chariots />
      {settled ? <Effects quality={quality} /> : null}
      <CameraRig director={director} />
      <PictureInPicture shot={director} />
      {transparent ? <SeeThrough /> : null}
      <SoundDriver transport={transport} eager />
    </Canvas>
  );
}
