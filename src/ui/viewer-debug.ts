import type { Header } from '../engine/log/schema.ts';
import { clock, sceneStatus } from '../playback/clock.ts';
import { type DrawnChariot, drawnChariots } from '../playback/drawn-chariots.ts';
import {
  currentSteps,
  type OverlayMode,
  setExplainKinds,
  setExplainMode,
  stepExplain,
  useExplain,
} from '../playback/explain.ts';
import { systemOrder } from '../playback/frame-loop.ts';
import type { DrawnPlot } from '../playback/plot-preview.ts';
import type { Quality } from '../playback/quality.ts';
import { CAMERA_MODES, type CameraMode, cameraNamed, useViewer } from '../playback/store.ts';
import type { Cut } from '../replay/director.ts';
import type { Status } from '../replay/plan.ts';
import { newSample, sampleChariot } from '../replay/sample.ts';
import type { ExplainKind } from '../replay/steps.ts';
import type { BroadcastDebug } from './broadcast/broadcast-debug.ts';
import { currentLink } from './deep-link.ts';
import { loadSimulated, loadUrl } from './loader.ts';
import type { QuadrigaDebug } from './quadriga-debug.ts';

/** A chariot where the page shows it at the current time. */
export interface ChariotProbe {
  id: string;
  x: number;
  z: number;
  heading: number;
  station: number;
  d: number;
  status: Status;
}

/** What the viewer page publishes on `window.__quadriga` for tests and tools. */
export interface ViewerDebug extends QuadrigaDebug {
  /** The frame loop's systems in the order they run, as "stage/name". */
  readonly systems: readonly string[];
  /** The loaded log's header, or null. */
  readonly header: Header | null;
  readonly time: number;
  readonly duration: number;
  readonly playing: boolean;
  /** The quality drawn: the address's, the user's, or the automatic one. */
  readonly quality: Quality;
  /** The message of the error shown, or null. */
  readonly error: string | null;
  seek(t: number): void;
  play(): void;
  pause(): void;
  select(id: string | null): void;
  /** Sets the camera (a CameraMode, or `broadcast`, the trackside camera's old name). */
  setCamera(mode: CameraMode | 'broadcast'): void;
  /** The chariot's sampled place at the current time (a fresh object), or null if unknown. */
  sample(id: string): ChariotProbe | null;
  /**
   * Every chariot as the main view drew it in the last frame (after the spacing that keeps whole
   * chariots clear of each other), in the plan's order; null before a race is on screen.
   */
  drawn(): DrawnChariot[] | null;
  /**
   * The Aurigae plot being chosen at the play panel as the scene drew it on the table, or null
   * (loaded on asking: the play panel and the arc are not part of the first load).
   */
  plotArc(): Promise<DrawnPlot | null>;
  /** Loads a log from a URL; resolves once it is shown or has failed. */
  load(url: string): Promise<void>;
  /** Resolves and shows a race by ruleset and seed (as `?ruleset=&seed=`), without a reload. */
  simulate(ruleset: string, seed: number): Promise<void>;
  /** The broadcast page (`?mode=broadcast`): the director's cut list of the race, else null. */
  cuts: readonly Cut[] | null;
  /** The broadcast page's programme and recorder, else null. */
  broadcast: BroadcastDebug | null;
  /** Explain mode, the board overlay and deep links (src/ui/explain, src/ui/deep-link.ts). */
  readonly explain: ExplainDebug;
}

export interface ExplainDebug {
  readonly enabled: boolean;
  /** The event seq of the step shown, or null. */
  readonly seq: number | null;
  /** How many steps of the kinds picked the race has. */
  readonly steps: number;
  readonly overlay: OverlayMode;
  set(on: boolean): void;
  step(dir: 1 | -1): void;
  kinds(kinds: ExplainKind[]): void;
  setOverlay(mode: OverlayMode): void;
  /** The deep link to the moment shown, or why there is none. */
  link(): { ok: true; url: string } | { ok: false; reason: string };
}

/** The one debug object of the page; the scene's probe keeps `ready` and `renderer` true. */
export const viewerDebug: ViewerDebug = {
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
  get systems() {
    return systemOrder();
  },
  get header() {
    return useViewer.getState().log?.header ?? null;
  },
  get time() {
    return clock.time;
  },
  get duration() {
    return clock.duration;
  },
  get playing() {
    return useViewer.getState().playing;
  },
  get quality() {
    return useViewer.getState().quality;
  },
  get error() {
    const s = useViewer.getState();
    return s.renderError ?? (s.status === 'error' ? s.message : null);
  },
  seek: (t) => useViewer.getState().seek(t),
  play: () => {
    const s = useViewer.getState();
    s.setDirection(1);
    if (!s.playing) s.togglePlaying();
  },
  pause: () => useViewer.getState().setPlaying(false),
  select: (id) => useViewer.getState().select(id),
  setCamera: (mode) => {
    const camera = cameraNamed(mode);
    if (!camera) throw new RangeError(`no camera "${mode}": ${CAMERA_MODES.join(', ')}`);
    useViewer.getState().setCamera(camera);
  },
  drawn: () => drawnChariots(),
  plotArc: () => import('../playback/plot-preview.ts').then((m) => m.usePlotPreview.getState().drawn),
  sample: (id) => {
    const plan = useViewer.getState().plan;
    const track = plan?.chariots.find((c) => c.id === id);
    if (!plan || !track) return null;
    const s = sampleChariot(plan, track, clock.time, newSample());
    return { id, x: s.x, z: s.z, heading: s.heading, station: s.station, d: s.d, status: s.status };
  },
  load: (url) => loadUrl(url),
  simulate: (ruleset, seed) => loadSimulated(ruleset, seed),
  cuts: null,
  broadcast: null,
  explain: {
    get enabled() {
      return useExplain.getState().enabled;
    },
    get seq() {
      return useExplain.getState().seq;
    },
    get steps() {
      return currentSteps()?.steps.length ?? 0;
    },
    get overlay() {
      return useExplain.getState().overlay;
    },
    set: (on) => setExplainMode(on),
    step: (dir) => stepExplain(dir),
    kinds: (kinds) => setExplainKinds(kinds),
    setOverlay: (mode) => useExplain.getState().setOverlay(mode),
    link: () => currentLink(),
  },
};

/** Puts the debug object on the window (once per page). */
export function installViewerDebug(): void {
  window.__quadriga = viewerDebug;
}
