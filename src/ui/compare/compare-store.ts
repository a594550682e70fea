import { create } from 'zustand';
import type { RulesetId } from '../../engine/rulesets/ids.ts';
import type { ProgressMap } from '../../replay/compare-progress.ts';
import type { CompareSummary } from '../../replay/compare-summary.ts';
import type { ComparePane } from '../../scene/index.ts';

/** One race of the comparison: the scene's pane (replay and time), its progress map and notes. */
export interface Pane extends ComparePane {
  readonly ruleset: RulesetId;
  readonly name: string;
  readonly map: ProgressMap;
  /** What the page says about this ruleset's field (chariots it took, options left out). */
  readonly notes: readonly string[];
}

export interface CompareState {
  status: 'loading' | 'ready' | 'error';
  message: string;
  panes: readonly Pane[];
  summary: CompareSummary | null;
  playing: boolean;
  speed: number;
  showSummary: boolean;
  setLoading(message: string): void;
  fail(message: string): void;
  setRaces(panes: readonly Pane[], summary: CompareSummary): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
  setShowSummary(show: boolean): void;
}

/** The comparison's coarse state (React); the position that moves every frame is `comparePosition`. */
export const useCompare = create<CompareState>()((set) => ({
  status: 'loading',
  message: '',
  panes: [],
  summary: null,
  playing: false,
  speed: 1,
  showSummary: false,
  setLoading: (message) => set({ status: 'loading', message }),
  fail: (message) => set({ status: 'error', message, playing: false }),
  setRaces: (panes, summary) => {
    comparePosition.x = 0;
    for (const p of panes) p.time = 0;
    set({ status: 'ready', message: '', panes, summary, playing: true, showSummary: false });
  },
  setPlaying: (playing) => set({ playing }),
  setSpeed: (speed) => set({ speed }),
  setShowSummary: (showSummary) => set({ showSummary }),
}));

/**
 * The shared position of every pane's race (src/replay/compare-progress.ts: 0 the start, 1 the
 * winner home, 2 the end of the run-out), moved by the page's clock system each frame.
 */
export const comparePosition = { x: 0 };
