import { Canvas } from '@react-three/fiber';
import { BoardOverlay } from '../scene/BoardOverlay.tsx';
import { BoardPieces } from '../scene/BoardPieces.tsx';
import { CameraRig } from '../scene/CameraRig.tsx';
import { Chariots } from '../scene/Chariots.tsx';
import { OVERVIEW } from '../scene/camera-shots.ts';
import { RaceArena } from '../scene/RaceArena.tsx';
import { PlaybackDriver } from './PlaybackDriver.tsx';
import { useViewer } from './store.ts';
import { ViewerProbe } from './ViewerProbe.tsx';

export type ViewerSceneProps = {
  /** Where the camera starts and looks (from the address, for screenshots and tests). */
  initialPosition?: readonly [number, number, number];
  initialTarget?: readonly [number, number, number];
};

/**
 * The 3D scene: the arena dressed for the race, the chariots, the board overlay of the top view,
 * the camera rig, the playback driver and the renderer probe. Frame order: probe (-2), driver (-1),
 * then the scene's own systems, then render.
 */
export function ViewerScene({ initialPosition, initialTarget }: ViewerSceneProps) {
  const quality = useViewer((s) => s.quality);
  const camera = useViewer((s) => s.camera);
  const plan = useViewer((s) => s.plan);
  const spec = plan?.log.header.track.board;
  const board = spec?.kind === 'lane-squares' ? spec : undefined;
  return (
    <Canvas
      style={{ position: 'absolute', inset: 0 }}
      // PCF with a radius gives soft shadows; three has dropped PCFSoftShadowMap.
      shadows="percentage"
      dpr={[1, 2]}
      camera={{
        position: [...(initialPosition ?? OVERVIEW.position)],
        fov: OVERVIEW.fov,
        near: 0.5,
        far: 9000,
      }}
    >
      <ViewerProbe />
      <PlaybackDriver />
      <RaceArena quality={quality} />
      <Chariots />
      {board && plan ? (
        <BoardOverlay board={board} features={plan.log.header.track.features} visible={camera === 'top'} />
      ) : null}
      <BoardPieces visible={camera === 'top'} />
      <CameraRig initialPosition={initialPosition} initialTarget={initialTarget} />
    </Canvas>
  );
}
