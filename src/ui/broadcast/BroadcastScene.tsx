import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import type { Mesh, Object3D } from 'three';
import { SoundDriver, type Transport } from '../../audio/SoundDriver.tsx';
import { CameraRig } from '../../scene/CameraRig.tsx';
import { Chariots } from '../../scene/Chariots.tsx';
import { OVERVIEW } from '../../scene/camera-shots.ts';
import { Effects } from '../../scene/effects/Effects.tsx';
import { RaceArena } from '../../scene/RaceArena.tsx';
import { useViewer } from '../store.ts';
import { ViewerProbe } from '../ViewerProbe.tsx';
import { BroadcastDriver } from './BroadcastDriver.tsx';
import { onAir } from './on-air.ts';

/** The race plays while it is on air and not held, at the rate of the cut on air (replays slow). */
const broadcastTransport = (): Transport => {
  const cut = onAir.programme?.cuts[onAir.cut];
  return { playing: onAir.phase === 'race' && !onAir.held, rate: cut?.rate ?? 1 };
};

export type BroadcastSceneProps = {
  cardSeconds: number;
  resultsSeconds: number;
  channel: boolean;
  /** No sky, cleared to transparent: the arena over whatever is behind the page. */
  transparent?: boolean;
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
 * The broadcast's 3D scene: the arena, the chariots and their effects as in the viewer, the
 * camera rig driven by the director's shot, and the programme's driver. The drawing buffer is
 * kept so the recorder can copy each frame.
 */
export function BroadcastScene({
  cardSeconds,
  resultsSeconds,
  channel,
  transparent = false,
}: BroadcastSceneProps) {
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
  return (
    <Canvas
      className="qb-canvas"
      style={{ position: 'absolute', inset: 0 }}
      shadows="percentage"
      frameloop={drawing ? 'always' : 'never'}
      dpr={1}
      gl={{ alpha: transparent, preserveDrawingBuffer: true }}
      camera={{ position: [...OVERVIEW.position], fov: OVERVIEW.fov, near: 0.5, far: 9000 }}
    >
      <ViewerProbe />
      <BroadcastDriver cardSeconds={cardSeconds} resultsSeconds={resultsSeconds} channel={channel} />
      <RaceArena quality={quality} />
      <Chariots />
      <Effects quality={quality} />
      <CameraRig director={onAir.shot} />
      {transparent ? <SeeThrough /> : null}
      <SoundDriver transport={broadcastTransport} eager />
    </Canvas>
  );
}
