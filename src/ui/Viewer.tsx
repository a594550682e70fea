// The page's frame first: each part's own styles (imported beside it) come after and refine it.
import './page-frame.css';
import './viewer.css';
import { lazy, type RefObject, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../messages/index.ts';
import { sceneStatus } from '../playback/clock.ts';
import { useExplain } from '../playback/explain.ts';
import { explainHold } from '../playback/explain-hold.ts';
import { afterFrame } from '../playback/frame-loop.ts';
import { hudLayout } from '../playback/hud-layout.ts';
import { playbackClock } from '../playback/playback-clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { ViewerScene } from '../scene/index.ts';
import { ChariotCard } from './ChariotCard.tsx';
import { Controls } from './Controls.tsx';
import { useCharts } from './charts/charts-store.ts';
import { DropZone } from './DropZone.tsx';
import { applyDeepLink } from './deep-link.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { PresenterDock, RulesBookLayer } from './explain/PresenterLayer.tsx';
import { HelpOverlay } from './HelpOverlay.tsx';
import { useKeyboard } from './keyboard.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { Notice } from './Notice.tsx';
import { askNewRace, usePlayEntry } from './play/entry.ts';
import { Standings } from './Standings.tsx';
import { useSeason } from './season/season-store.ts';
import { Ticker } from './Ticker.tsx';
import { Timeline } from './Timeline.tsx';
import { ViewerErrorBoundary } from './ViewerErrorBoundary.tsx';
import { addressQuality, readViewOptions } from './view-options.ts';
import { installViewerDebug } from './viewer-debug.ts';

export type ViewerProps = {
  /** The page's address query (`?ruleset=crudis&seed=3`, `?log=URL`, `?camera=x,y,z&target=…`). */
  search?: string;
};

/** Playing a race (the "New race" form, the hot-seat panel) loads on demand. */
const PlayLayer = lazy(() => import('./play/PlayLayer.tsx'));
/** A season's races and standings, once a season is open. */
const SeasonPanel = lazy(() => import('./season/SeasonPanel.tsx'));
/** The race charts load when first opened. */
const ChartsPanel = lazy(() => import('./charts/ChartsPanel.tsx'));

const renderFailed = (message: string) => useViewer.getState().setRenderError(message);

/**
 * The viewer page: the race in 3D with standings, event ticker, the selected chariot's card, the
 * time bar and controls over it; loading, errors, help and drag-and-drop of logs. Loads the race
 * the address names (the demo without one) on start.
 */
export function Viewer({ search = window.location.search }: ViewerProps) {
  const view = useMemo(() => {
    const params = new URLSearchParams(search);
    const options = readViewOptions(search);
    return {
      position: params.has('camera') ? options.camera : undefined,
      target: params.has('camera') || params.has('target') ? options.target : undefined,
      quality: addressQuality(search),
    };
  }, [search]);
  const loadId = useViewer((s) => s.loadId);
  const plan = useViewer((s) => s.plan);
  // The race's panels come once the scene has drawn it (usePanelsAfterFirstFrame).
  const hasRace = plan !== null;
  const panels = usePanelsAfterFirstFrame() && hasRace;
  // After an error while drawing, try again when another race is loading or has arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh key whenever either changes
  const retry = useMemo(() => ({}), [loadId, plan]);
  useSystem('clock', 'playback', playbackClock);
  useSystem('clock', 'explain hold', explainHold);
  useKeyboard();
  const explaining = useExplain((s) => s.enabled);
  const playing = usePlayEntry((s) => s.open);
  const inSeason = useSeason((s) => s.season !== null);
  const charts = useCharts((s) => s.open);
  // A deep link's moment (event, time, camera, explain mode) applies once its race is shown.
  useEffect(() => applyDeepLink(search), [search]);

  useEffect(() => {
    installViewerDebug();
    const s = useViewer.getState();
    if (view.quality) s.setQuality(view.quality);
    // A camera given in the address is a free view from there.
    if (view.position) s.setCamera('orbit');
  }, [view]);

  const root = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  useBottomInset(root, bottom, panels);
  const scene = useRef<HTMLDivElement>(null);
  useSceneShownWithItsFirstFrame(scene);

  return (
    <div className="qv-root q-page" ref={root}>
      <ViewerErrorBoundary resetKey={retry} onError={renderFailed}>
        <div className="qv-scene" ref={scene}>
          <ViewerScene initialPosition={view.position} initialTarget={view.target} />
        </div>
        {panels ? (
          <>
            <div className="qv-left">
              <Standings />
            </div>
            <div className="qv-right">
              {explaining ? null : <Ticker />}
              {explaining ? null : <ChariotCard />}
              <PresenterDock />
            </div>
            <div className="qv-bottom" ref={bottom}>
              {charts ? (
                <Suspense fallback={null}>
                  <ChartsPanel />
                </Suspense>
              ) : null}
              <Notice />
              <Timeline />
              <Controls />
            </div>
          </>
        ) : null}
      </ViewerErrorBoundary>
      <LoadingOverlay />
      <ViewerErrorBoundary resetKey={retry} fallback={(message) => <ErrorPanel message={message} />}>
        <ErrorPanel />
        <HelpOverlay />
        <RulesBookLayer />
      </ViewerErrorBoundary>
      <DropZone />
      {inSeason && hasRace ? (
        <Suspense fallback={null}>
          <SeasonPanel />
        </Suspense>
      ) : null}
      {playing ? (
        <Suspense fallback={null}>
          <PlayLayer />
        </Suspense>
      ) : (
        <button type="button" className="qv-new-race" onClick={askNewRace}>
          {messages.newRace}
        </button>
      )}
    </div>
  );
}

/**
 * Whether the race's panels (standings, ticker and card, the bottom bar) may be mounted: once the
 * scene has drawn the race (`sceneStatus.ready`), and from then on (another race loading keeps
 * them). Built and drawn before it, they held the first frame back twice: their first render (the
 * time bar's first `Intl` number format alone is tens of milliseconds) ran before the scene's, and
 * on a software GPU the compositor drawing them over the empty canvas, frame after frame, kept the
 * GPU process from compiling the scene's programs. They appear on the frame after the first.
 */
function usePanelsAfterFirstFrame(): boolean {
  const [shown, setShown] = useState(sceneStatus.ready);
  const asked = useRef(shown);
  const show = useCallback(() => setShown(true), []);
  useSystem('hud', 'panels after the first frame', () => {
    if (asked.current || !sceneStatus.ready) return;
    asked.current = true;
    afterFrame(show);
  });
  return shown;
}

/**
 * Shows the scene's box (hidden by its style) on the frame its canvas first draws something, in
 * the same task as that frame, so the canvas appears with its first frame. Shown before, it cost
 * the page a display frame of its own when the early WebGL canvas took the Canvas's place (an
 * opaque, empty layer): on a software GPU tens of milliseconds of the GPU process, and the
 * renderer's first synchronous WebGL calls waited behind it.
 */
function useSceneShownWithItsFirstFrame(scene: RefObject<HTMLDivElement | null>): void {
  const shown = useRef(false);
  const show = useCallback(() => {
    if (shown.current || sceneStatus.calls === 0 || !scene.current) return;
    shown.current = true;
    scene.current.style.visibility = 'visible';
  }, [scene]);
  // The frame's draw calls are counted in its last stage (SceneProbe): look once they are.
  useSystem('hud', 'scene shown with its first frame', () => {
    if (!shown.current) afterFrame(show);
  });
}

/**
 * Keeps `--qv-bottom` on the root at the bottom bar's height, so the side columns (standings; the
 * ticker, card and explain card) end above it however many rows the controls wrap to or the
 * charts add: a fixed allowance let the explain card's table run under the time bar. The part of
 * the screen the bar covers goes to `hudLayout` too, so the top view frames the arena above it.
 */
function useBottomInset(
  root: RefObject<HTMLDivElement | null>,
  bottom: RefObject<HTMLDivElement | null>,
  shown: boolean,
): void {
  useEffect(() => {
    const r = root.current;
    const b = bottom.current;
    if (!shown || !r || !b || typeof ResizeObserver === 'undefined') return;
    const set = () => {
      const bar = b.getBoundingClientRect();
      r.style.setProperty('--qv-bottom', `${Math.ceil(bar.height)}px`);
      // the top view's camera keeps the arena above the bar (CameraRig, insetsOverBar)
      hudLayout.bottom = Math.max(0, Math.ceil(r.getBoundingClientRect().bottom - bar.top));
    };
    const observer = new ResizeObserver(set);
    observer.observe(b);
    observer.observe(r);
    set();
    return () => {
      observer.disconnect();
      hudLayout.bottom = 0;
    };
  }, [root, bottom, shown]);
}
