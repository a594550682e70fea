import { Canvas } from '@react-three/fiber';
import { useCallback, useEffect, useState } from 'react';
import { SoundDriver, type Transport } from '../audio/SoundDriver.tsx';
import { BoardPieces } from '../scene/BoardPieces.tsx';
import { CameraRig } from '../scene/CameraRig.tsx';
import { Chariots } from '../scene/Chariots.tsx';
import { OVERVIEW } from '../scene/camera-shots.ts';
import { AutoQuality } from '../scene/effects/AutoQuality.tsx';
import { Effects } from '../scene/effects/Effects.tsx';
import { RulesetOverlay } from '../scene/overlays/RulesetOverlay.tsx';
import { RaceArena } from '../scene/RaceArena.tsx';
import { ExplainDriver } from './explain/ExplainDriver.tsx';
import { overlayVisible, useExplain } from './explain/explain-store.ts';
import { OrbitViewProbe } from './explain/OrbitViewProbe.tsx';
import { PlaybackDriver } from './PlaybackDriver.tsx';
import { useViewer } from './store.ts';
import { ViewerProbe } from './ViewerProbe.tsx';
import { viewerDebug } from './viewer-debug.ts';

/** Whether the race plays, and how fast: the viewer's own controls. */
const viewerTransport = (): Transport => {
  const s = useViewer.getState();
  return { playing: s.playing && viewerDebug.ready, rate: s.speed * s.direction };
};

export type ViewerSceneProps = {
  /** Where the camera starts and looks (from the address, for screenshots and tests). */
  initialPosition?: readonly [number, number, number];
  initialTarget?: readonly [number, number, number];
  /** Longest wait for the first race and the chariot models before drawing anyway, ms. */
  firstRaceWaitMs?: number;
};

/**
 * The 3D scene: the arena dressed for the race, the chariots, the board overlay of the top view,
 * the camera rig, the playback driver and the renderer probe. Frame order: probe (-2), driver (-1),
 * then the scene's own systems, then render.
 */
export function ViewerScene({ initialPosition, initialTarget, firstRaceWaitMs = 4000 }: ViewerSceneProps) {
  const quality = useViewer((s) => s.quality);
  // The first frame compiles every shader, which blocks the page for seconds on a slow GPU. Hold
  // it until the first race and the chariot models are in (or the race failed), so that one frame
  // compiles the arena and the chariots together, and the worker's reply is not left waiting
  // behind an arena-only frame.
  const raceIn = useViewer((s) => s.plan !== null);
  const failed = useViewer((s) => s.status === 'error');
  const [modelsIn, setModelsIn] = useState(false);
  const onModelsIn = useCallback(() => setModelsIn(true), []);
  const [drawing, setDrawing] = useState(false);
  useEffect(() => {
    if ((raceIn && modelsIn) || failed) setDrawing(true);
  }, [raceIn, modelsIn, failed]);
  useEffect(() => {
    const timer = setTimeout(() => setDrawing(true), firstRaceWaitMs);
    return () => clearTimeout(timer);
  }, [firstRaceWaitMs]);
  const camera = useViewer((s) => s.camera);
  const plan = useViewer((s) => s.plan);
  const overlay = useExplain((s) => s.overlay);
  return (
    <Canvas
      style={{ position: 'absolute', inset: 0 }}
      // PCF with a radius gives soft shadows; three has dropped PCFSoftShadowMap.
      shadows="percentage"
      frameloop={drawing ? 'always' : 'never'}
      dpr={[1, 2]}
      camera={{
        position: [...(initialPosition ?? OVERVIEW.position)],
        fov: OVERVIEW.fov,
        near: 0.5,
        far: 9000,
      }}
    >
      <ViewerProbe />
      <AutoQuality />
      <PlaybackDriver />
      <RaceArena quality={quality} />
      <Chariots onReady={onModelsIn} />
      <Effects quality={quality} />
      {plan ? <RulesetOverlay plan={plan} visible={overlayVisible(overlay, camera)} /> : null}
      <ExplainDriver />
      <OrbitViewProbe />
      <BoardPieces visible={camera === 'top'} />
      <CameraRig initialPosition={initialPosition} initialTarget={initialTarget} />
      <SoundDriver transport={viewerTransport} />
    </Canvas>
  );
}
