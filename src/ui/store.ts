import { create } from 'zustand';
import type { RaceLog } from '../engine/log/schema.ts';
import { buildPlan, type Plan, type PlaybackMode } from '../replay/plan.ts';
import type { Quality } from '../scene/quality.ts';
import { clock } from './clock.ts';

export type CameraMode = 'orbit' | 'follow' | 'broadcast' | 'top';
export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16] as const;

export interface ViewerState {
  status: 'loading' | 'ready' | 'error';
  /** What is being loaded, or what went wrong, in words. */
  message: string;
  /** Where the current log came from (demo, seed, URL or file name). */
  source: string;
  log: RaceLog | null;
  plan: Plan | null;
  mode: PlaybackMode;
  playing: boolean;
  speed: number;
  selected: string | null;
  camera: CameraMode;
  quality: Quality;
  showHelp: boolean;
  startLoading(message: string): void;
  fail(message: string): void;
  setLog(log: RaceLog, source: string): void;
  setMode(mode: PlaybackMode): void;
  setPlaying(playing: boolean): void;
  togglePlaying(): void;
  setSpeed(speed: number): void;
  seek(time: number): void;
  select(id: string | null): void;
  setCamera(camera: CameraMode): void;
  setQuality(quality: Quality): void;
  setShowHelp(show: boolean): void;
}

/** Coarse UI state. Per-frame values (the playback time) live in `clock`, not here. */
export const useViewer = create<ViewerState>()((set, get) => ({
  status: 'loading',
  message: 'Preparing the demo race…',
  source: '',
  log: null,
  plan: null,
  mode: 'broadcast',
  playing: false,
  speed: 1,
  selected: null,
  camera: 'orbit',
  quality: 'medium',
  showHelp: false,
  startLoading: (message) => set({ status: 'loading', message }),
  fail: (message) => set({ status: 'error', message, playing: false }),
  setLog: (log, source) => {
    const built = buildPlan(log, { mode: get().mode });
    if (!built.ok) {
      set({ status: 'error', message: built.error, playing: false });
      return;
    }
    clock.duration = built.plan.duration;
    clock.time = 0;
    set({ status: 'ready', message: '', source, log, plan: built.plan, playing: true, selected: null });
  },
  setMode: (mode) => {
    const { log } = get();
    if (!log) {
      set({ mode });
      return;
    }
    const built = buildPlan(log, { mode });
    if (!built.ok) return;
    // Keep the same moment of the race: map the time through the turn being played.
    const old = get().plan!;
    let turn = 0;
    while (turn + 1 < old.turnStart.length - 1 && old.turnStart[turn + 1]! <= clock.time) turn++;
    const span = old.turnStart[turn + 1]! - old.turnStart[turn]!;
    const frac = span > 0 ? (clock.time - old.turnStart[turn]!) / span : 0;
    const fresh = built.plan;
    clock.duration = fresh.duration;
    clock.time = fresh.turnStart[turn]! + frac * (fresh.turnStart[turn + 1]! - fresh.turnStart[turn]!);
    set({ mode, plan: fresh });
  },
  setPlaying: (playing) => set({ playing }),
  togglePlaying: () => {
    if (!get().playing && clock.time >= clock.duration) clock.time = 0;
    set({ playing: !get().playing });
  },
  setSpeed: (speed) => set({ speed: Math.min(16, Math.max(0.25, speed)) }),
  seek: (time) => {
    clock.time = Math.min(clock.duration, Math.max(0, time));
  },
  select: (selected) => set({ selected }),
  setCamera: (camera) => set({ camera }),
  setQuality: (quality) => set({ quality }),
  setShowHelp: (showHelp) => set({ showHelp }),
}));
