import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { defaultSetup, simulate } from '../engine/index.ts';
import { CRUDIS_BOARD } from '../engine/track/lane-board.ts';
import { clock, sceneStatus } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { Arena } from '../scene/Arena.tsx';
import { Chariots } from '../scene/Chariots.tsx';
import { FrameRender } from '../scene/FrameRender.tsx';
import { SceneProbe } from '../scene/SceneProbe.tsx';
import { DevClock } from './DevClock.tsx';
import { readDevOptions } from './dev-options.ts';
import { FollowCamera } from './FollowCamera.tsx';

declare global {
  interface Window {
    /** The playback clock, for screenshots and probes: `__clock.time = 42`. */
    __clock?: typeof clock;
    /** The viewer's store, to read or change the selection from a probe. */
    __viewer?: typeof useViewer;
  }
}

/** A race of seed 7 in the arena, for looking at the chariots without the viewer's UI. */
export function ChariotsDevPage() {
  const options = useMemo(() => readDevOptions(window.location.search), []);

  useEffect(() => {
    const result = simulate({ ruleset: 'crudis', seed: options.seed, setup: defaultSetup(options.chariots) });
    if (!result.ok) {
      useViewer.getState().fail(result.error.message);
      return;
    }
    useViewer.getState().setLog(result.value, 'dev');
    useViewer.getState().select(options.select);
    clock.time = Math.min(clock.duration, options.time);
    window.__clock = clock;
    window.__viewer = useViewer;
    window.__quadriga = {
      get ready() {
        return sceneStatus.ready;
      },
      get complete() {
        return sceneStatus.complete;
      },
      renderer: {
        get calls() {
          return sceneStatus.calls;
        },
        get triangles() {
          return sceneStatus.triangles;
        },
      },
    };
  }, [options]);

  return (
    <Canvas
      shadows="percentage"
      frameloop="never"
      dpr={[1, 2]}
      camera={{ position: options.camera, fov: 45, near: 0.5, far: 9000 }}
      style={{ position: 'absolute', inset: 0 }}
    >
      <Arena board={CRUDIS_BOARD} quality={options.quality} />
      {options.hideChariots ? null : <Chariots lodDistance={options.lodDistance} />}
      <DevClock play={options.play} speed={options.speed} />
      {options.follow === null ? (
        <OrbitControls makeDefault target={options.target} maxPolarAngle={Math.PI / 2 - 0.02} />
      ) : (
        <FollowCamera chariot={options.follow} offset={options.offset} />
      )}
      <FrameRender />
      <SceneProbe readyAfterFrames={3} />
    </Canvas>
  );
}
