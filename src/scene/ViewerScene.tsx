import { Canvas } from '@react-three/fiber';
import { useCallback, useEffect, useState } from 'react';
import { SoundDriver, type Transport } from '../audio/SoundDriver.tsx';
import { sceneStatus } from '../playback/clock.ts';
import { overlayVisible, useExplain } from '../playback/explain.ts';
import { canvasDpr } from '../playback/quality.ts';
import { startMark } from '../playback/start-marks.ts';
import { useViewer } from '../playback/store.ts';
import { BoardPieces } from './BoardPieces.tsx';
import { CameraRig } from './CameraRig.tsx';
import { Chariots } from './Chariots.tsx';
import { CompileAhead, CompileRest } from './CompileAhead.tsx';
import { OVERVIEW } from './camera-shots.ts';
import { chariotAssetsIn } from './chariot-assets.ts';
import { EAGER_CANVAS_MEASURE } from './eager-measure.ts';
import { viewerRenderer } from './early-gl.ts';
import { AutoQuality } from './effects/AutoQuality.tsx';
import { Effects } from './effects/Effects.tsx';
import { FrameRender } from './FrameRender.tsx';
import { RulesetOverlay } from './overlays/RulesetOverlay.tsx';
import { PostProcessing } from './post/PostProcessing.tsx';
import { RaceArena } from './RaceArena.tsx';
import { SceneProbe } from './SceneProbe.tsx';

/**
 * No multisampled canvas: medium and high antialias the picture their post-processing draws
 * (POST.samples) and only compose it onto the canvas, where a multisampled buffer drew and resolved
 * four samples of a full-screen quad for nothing; low, the software renderer's and the weak GPU's
 * quality, spends its time on pixels rather than on edges. Opaque: the scene covers the whole
 * canvas, and a see-through canvas had the compositor blend it over the page each frame (on a
 * software renderer a third of what a frame costs beyond its scene).
 */
const VIEWER_GL = { antialias: false, alpha: false } as const;

/** Whether the race plays, and how fast: the viewer's own controls. */
const viewerTransport = (): Transport => {
  const s = useViewer.getState();
  return { playing: s.playing && sceneStatus.ready, rate: s.speed * s.direction };
};

/**
 * The top view in explain mode keeps clear of the explain card down the right (the page's right
 * column: 376 px, 430 px on wide screens, and its margins) as well as the standings and time bar.
 */
const EXPLAIN_INSETS = { top: 290, bottom: 110, right: 460 } as const;

export type ViewerSceneProps = {
  /** Where the camera starts and looks (from the address, for screenshots and tests). */
  initialPosition?: readonly [number, number, number];
  initialTarget?: readonly [number, number, number];
  /** Longest wait for the first race and the chariot models before drawing anyway, ms. */
  firstRaceWaitMs?: number;
};

/**
 * The viewer's 3D scene: the arena dressed for the race, the chariots, the board overlay of the
 * top view, the camera rig and the renderer probe. Its systems run in the page's frame loop
 * (src/playback/frame-loop.ts); the canvas draws only in that loop's render stage.
 */
export function ViewerScene({ initialPosition, initialTarget, firstRaceWaitMs = 4000 }: ViewerSceneProps) {
  const quality = useViewer((s) => s.quality);
  // The first frame compiles every shader, which blocks the page for seconds on a slow GPU. Hold
  // it until the first race and the chariot models are in (or the race failed), so that one frame
  // compiles the arena and the chariots together, and the worker's reply is not left waiting
  // behind an arena-only frame.
  const raceIn = useViewer((s) => s.plan !== null);
  const failed = useViewer((s) => s.status === 'error');
  // The chariots are mounted once their models and assets are in, so they never suspend (see
  // chariot-assets.ts's `readable`); a failure mounts them too, to be reported as before.
  const [assetsIn, setAssetsIn] = useState(false);
  useEffect(() => {
    let live = true;
    const mount = (): void => {
      if (live) setAssetsIn(true);
    };
    chariotAssetsIn().then(mount, mount);
    return () => {
      live = false;
    };
  }, []);
  const [modelsIn, setModelsIn] = useState(false);
  const onModelsIn = useCallback(() => {
    startMark('models in');
    setModelsIn(true);
  }, []);
  // The arena and effects are built once the starting quality is chosen (AutoQuality).
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  // Whether CompileAhead has handed over the programs of the arena with the chariots in it. The
  // chariots may be in before the arena is built (their assets load on their own), and the Canvas
  // renders its children after this component's effects: the first frame waits for the hand-over.
  const [handedOver, setHandedOver] = useState(false);
  const onCompiled = useCallback(() => setHandedOver(true), []);
  const [drawing, setDrawing] = useState(false);
  useEffect(() => {
    if ((raceIn && modelsIn && handedOver) || failed) setDrawing(true);
  }, [raceIn, modelsIn, handedOver, failed]);
  useEffect(() => {
    const timer = setTimeout(() => setDrawing(true), firstRaceWaitMs);
    return () => clearTimeout(timer);
  }, [firstRaceWaitMs]);
  const camera = useViewer((s) => s.camera);
  const plan = useViewer((s) => s.plan);
  const overlay = useExplain((s) => s.overlay);
  const explaining = useExplain((s) => s.enabled);
  return (
    <Canvas
      style={{ position: 'absolute', inset: 0 }}
      // Its size measured at once, so the renderer is made on the first commit (eager-measure.ts).
      resize={EAGER_CANVAS_MEASURE}
      // PCF with a radius gives soft shadows; three has dropped PCFSoftShadowMap.
      shadows="percentage"
      frameloop="never"
      dpr={canvasDpr(quality)}
      // On the WebGL context index.html started while the page's script loaded (early-gl.ts).
      gl={(defaults) => viewerRenderer(defaults, VIEWER_GL)}
      camera={{
        position: [...(initialPosition ?? OVERVIEW.position)],
        fov: OVERVIEW.fov,
        near: 0.5,
        far: 9000,
      }}
    >
      {drawing ? <FrameRender /> : null}
      {/* The programs of what the first frame does not show, once the race is on screen. */}
      {drawing ? <CompileRest /> : null}
      <SceneProbe />
      <PostProcessing quality={quality} />
      <AutoQuality onSettled={onSettled} />
      {settled ? <RaceArena quality={quality} later /> : null}
      {assetsIn ? <Chariots onReady={onModelsIn} /> : null}
      {settled ? <Effects quality={quality} /> : null}
      {/* Once the arena and its lights are in: before, the unlit overlays' programs were compiled
          for a scene without lights and compiled again for the first frame's. And once the
          chariots are in: the renderer, made on the Canvas's first commit, may be ready before
          them, and the arena's programs would be handed over twice. */}
      {settled && modelsIn && !drawing ? <CompileAhead onCompiled={onCompiled} /> : null}
      {plan ? <RulesetOverlay plan={plan} visible={overlayVisible(overlay, camera)} /> : null}
      <BoardPieces visible={camera === 'top'} />
      <CameraRig
        initialPosition={initialPosition}
        initialTarget={initialTarget}
        topInsets={explaining ? EXPLAIN_INSETS : undefined}
      />
      <SoundDriver transport={viewerTransport} />
    </Canvas>
  );
}
