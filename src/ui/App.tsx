import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useMemo } from 'react';
import { CRUDIS_BOARD } from '../engine/track/lane-board.ts';
import { Arena } from '../scene/Arena.tsx';
import { RendererStats } from './RendererStats.tsx';
import { TitleOverlay } from './TitleOverlay.tsx';
import { readViewOptions } from './view-options.ts';

/** The viewer: the arena in a full-window canvas with orbit controls and a title. */
export function App() {
  const view = useMemo(() => readViewOptions(window.location.search), []);
  return (
    <>
      <Canvas
        // PCF with a radius gives soft shadows; three has dropped PCFSoftShadowMap.
        shadows="percentage"
        dpr={[1, 2]}
        camera={{ position: view.camera, fov: 45, near: 0.5, far: 9000 }}
        style={{ position: 'absolute', inset: 0 }}
      >
        <Arena board={CRUDIS_BOARD} lapsDone={view.lapsDone} quality={view.quality} />
        <OrbitControls makeDefault target={view.target} maxPolarAngle={Math.PI / 2 - 0.02} />
        <RendererStats />
      </Canvas>
      <TitleOverlay />
    </>
  );
}
