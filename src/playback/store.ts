import { create } from 'zustand';
import type { RaceLog } from '../engine/log/schema.ts';
import { type CompileOptions, compileReplay, type Replay, replayCompiler } from '../replay/compile.ts';
import type { Plan, PlaybackMode, TabletopPace } from '../replay/plan.ts';
import { clock } from './clock.ts';
import type { Quality } from './quality.ts';

export const CAMERA_MODES = ['orbit', 'follow', 'trackside', 'top'] as const;
export type CameraMode = (typeof CAMERA_MODES)[number];
/**
 * The camera a name means: one of CAMERA_MODES, or `broadcast`, the trackside camera's name before
 * the broadcast page took that word (old links and scripts still say it); null for any other.
 */
export function cameraNamed(name: string): CameraMode | null {
  if (name === 'broadcast') return 'trackside';
  return (CAMERA_MODES as readonly string[]).includes(name) ? (name as CameraMode) : null;
}

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16] as const;

export interface ViewerState {
  status: 'loading' | 'ready' | 'error';
  /** What is being loaded, or what went wrong, in words. */
  message: string;
  /** Where the current log came from (demo, seed, URL or file name). */
  source: string;
  log: RaceLog | null;
  /** Everything derived from the log (`compileReplay`), and its plan. */
  replay: Replay | null;
  plan: Plan | null;
  mode: PlaybackMode;
  /** How fast tabletop playback moves the chariots one after another. */
  tabletopPace: TabletopPace;
  /** The broadcast directs the race (a programme of cuts), staying on `lock` if one is named. */
  director: { lock: string | null } | null;
  playing: boolean;
  /**
   * Following a live race that has not ended: its end is the live moment, where playback waits
   * (still playing) for the next turn instead of stopping, and play never rewinds from there.
   */
  live: boolean;
  speed: number;
  /** 1 plays forward, -1 backward (J in the video-player keys). */
  direction: 1 | -1;
  /** Counts loads begun: what was shown for an earlier race (an error, say) resets on a new one. */
  loadId: number;
  /** An error thrown while drawing the race (caught by the viewer's error boundary), or null. */
  renderError: string | null;
  selected: string | null;
  camera: CameraMode;
  quality: Quality;
  /** The quality was set automatically (a software renderer, or slow frames): shown as "(auto)". */
  qualityAuto: boolean;
  /** The quality was named (in the address, or picked by the user): never changed automatically. */
  qualityPinned: boolean;
  showHelp: boolean;
  /** A short message for the user (nothing to jump to, say), with a count so a repeat shows again. */
  notice: { text: string; id: number } | null;
  startLoading(message: string): void;
  fail(message: string): void;
  setLog(log: RaceLog, source: string): void;
  /**
   * A live race: the log grows as the feed brings events. The plan is rebuilt and the moment being
   * played is kept (or `seekTo`); playback held at the live edge goes on when more arrives.
   */
  followLog(log: RaceLog, source: string, options: { seekTo?: number; ended?: boolean }): void;
  /** Closes the error panel and goes back to the race already loaded, if there is one. */
  dismissError(): void;
  setRenderError(message: string | null): void;
  setMode(mode: PlaybackMode): void;
  setTabletopPace(pace: TabletopPace): void;
  /** Asks for the director's programme with every race (the broadcast page, before it loads one). */
  setDirector(director: { lock: string | null } | null): void;
  setPlaying(playing: boolean): void;
  togglePlaying(): void;
  setSpeed(speed: number): void;
  setDirection(direction: 1 | -1): void;
  seek(time: number): void;
  select(id: string | null): void;
  setCamera(camera: CameraMode): void;
  /** Sets the quality; `auto` marks it as chosen by the viewer, not the user (it stays unpinned). */
  setQuality(quality: Quality, auto?: boolean): void;
  setShowHelp(show: boolean): void;
  say(text: string): void;
  clearNotice(): void;
}

/** What the store compiles a log with. */
const compileOptions = (s: Pick<ViewerState, 'mode' | 'tabletopPace' | 'director'>): CompileOptions => ({
  mode: s.mode,
  tabletopPace: s.tabletopPace,
  director: s.director,
});

/**
 * A live race's compiler, which extends the plan by each new turn (`replayCompiler`): kept while
 * the load and the compile options stay the same, made afresh otherwise.
 */
let liveCompile: {
  loadId: number;
  options: CompileOptions;
  compile: ReturnType<typeof replayCompiler>;
} | null = null;
function liveCompiler(s: ViewerState): ReturnType<typeof replayCompiler> {
  const options = compileOptions(s);
  const same =
    liveCompile !== null &&
    liveCompile.loadId === s.loadId &&
    liveCompile.options.mode === options.mode &&
    liveCompile.options.tabletopPace === options.tabletopPace &&
    liveCompile.options.director === options.director;
  if (!same || !liveCompile) liveCompile = { loadId: s.loadId, options, compile: replayCompiler(options) };
  return liveCompile.compile;
}

/**
 * Plays the loaded race in another mode or pace: compiled again, at the same moment of the race
 * (the time mapped through the turn being played).
 */
function replan(mode: PlaybackMode, tabletopPace: TabletopPace): void {
  const s = useViewer.getState();
  const log = s.log;
  const old = s.plan;
  if (!log || !old) {
    useViewer.setState({ mode, tabletopPace });
    return;
  }
  const built = compileReplay(log, compileOptions({ ...s, mode, tabletopPace }));
  if (!built.ok) return;
  let turn = 0;
  while (turn + 1 < old.turnStart.length - 1 && old.turnStart[turn + 1]! <= clock.time) turn++;
  const span = old.turnStart[turn + 1]! - old.turnStart[turn]!;
  const frac = span > 0 ? (clock.time - old.turnStart[turn]!) / span : 0;
  const fresh = built.replay.plan;
  clock.duration = fresh.duration;
  clock.time = fresh.turnStart[turn]! + frac * (fresh.turnStart[turn + 1]! - fresh.turnStart[turn]!);
  useViewer.setState({ mode, tabletopPace, replay: built.replay, plan: fresh });
}

/**
 * Coarse UI state, and the one place a loaded log is compiled (`compileReplay`) and the clock set
 * for it. Per-frame values (the playback time) live in `clock`, not here.
 */
export const useViewer = create<ViewerState>()((set, get) => ({
  status: 'loading',
  message: '',
  source: '',
  log: null,
  replay: null,
  plan: null,
  mode: 'race',
  tabletopPace: 'brisk',
  director: null,
  playing: false,
  live: false,
  speed: 1,
  direction: 1,
  loadId: 0,
  renderError: null,
  selected: null,
  camera: 'trackside',
  quality: 'medium',
  qualityAuto: false,
  qualityPinned: false,
  showHelp: false,
  notice: null,
  startLoading: (message) => set({ status: 'loading', message, loadId: get().loadId + 1, renderError: null }),
  fail: (message) => set({ status: 'error', message, playing: false }),
  setLog: (log, source) => {
    const built = compileReplay(log, compileOptions(get()));
    if (!built.ok) {
      set({ status: 'error', message: built.error, playing: false });
      return;
    }
    clock.duration = built.replay.plan.duration;
    clock.time = 0;
    set({
      status: 'ready',
      message: '',
      source,
      log,
      replay: built.replay,
      plan: built.replay.plan,
      playing: true,
      live: false,
      direction: 1,
      selected: null,
      renderError: null,
    });
  },
  followLog: (log, source, { seekTo, ended = false }) => {
    const built = liveCompiler(get())(log);
    if (!built.ok) {
      set({ status: 'error', message: built.error, playing: false });
      return;
    }
    const fresh = seekTo !== undefined || get().status !== 'ready';
    const heldAtEdge = !get().playing && clock.time >= clock.duration - 1e-6;
    // Before the first turn arrives there is nothing to play: the edge is the start.
    clock.duration = log.events.length > 0 ? built.replay.plan.duration : 0;
    clock.time = Math.min(clock.duration, seekTo ?? clock.time);
    set({
      status: 'ready',
      message: '',
      source,
      log,
      replay: built.replay,
      plan: built.replay.plan,
      live: !ended,
      renderError: null,
      ...(fresh
        ? { selected: null, playing: true, direction: 1 as const }
        : heldAtEdge
          ? { playing: true }
          : {}),
    });
  },
  dismissError: () => {
    if (get().plan && get().renderError === null) set({ status: 'ready', message: '' });
  },
  setRenderError: (renderError) => set({ renderError, playing: false }),
  setMode: (mode) => replan(mode, get().tabletopPace),
  setTabletopPace: (pace) => replan(get().mode, pace),
  setDirector: (director) => {
    const s = get();
    if (s.director?.lock === director?.lock && (s.director === null) === (director === null)) return;
    set({ director });
    if (!s.log) return;
    const built = compileReplay(s.log, compileOptions({ ...s, director }));
    if (built.ok) set({ replay: built.replay, plan: built.replay.plan });
  },
  setPlaying: (playing) => set({ playing }),
  togglePlaying: () => {
    const { playing, direction, live } = get();
    // At the end a replay starts again; at a live race's edge play waits there for the next turn.
    if (!playing && direction > 0 && clock.time >= clock.duration && !live) clock.time = 0;
    if (!playing && direction < 0 && clock.time <= 0) {
      set({ playing: true, direction: 1 });
      return;
    }
    set({ playing: !playing });
  },
  setSpeed: (speed) => set({ speed: Math.min(16, Math.max(0.25, speed)) }),
  setDirection: (direction) => set({ direction }),
  seek: (time) => {
    clock.time = Math.min(clock.duration, Math.max(0, time));
  },
  select: (selected) => set({ selected }),
  setCamera: (camera) => set({ camera }),
  setQuality: (quality, auto = false) =>
    set(auto ? { quality, qualityAuto: true } : { quality, qualityAuto: false, qualityPinned: true }),
  setShowHelp: (showHelp) => set({ showHelp }),
  say: (text) => set({ notice: { text, id: (get().notice?.id ?? 0) + 1 } }),
  clearNotice: () => set({ notice: null }),
}));
