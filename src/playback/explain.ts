import { create } from 'zustand';
import { type Plan, timeOfEvent } from '../replay/plan.ts';
import {
  buildSteps,
  type ExplainKind,
  type StepList,
  stepAtOrAfter,
  stepAtOrBefore,
} from '../replay/steps.ts';
import { clock } from './clock.ts';
import { useViewer } from './store.ts';

/** When the ruleset's board is drawn on the sand: only in the top view, always, or never. */
export type OverlayMode = 'auto' | 'on' | 'off';
export const OVERLAY_MODES: readonly OverlayMode[] = ['auto', 'on', 'off'];

export interface ExplainState {
  /** Explain mode: playback stops at each step and the card explains it. */
  enabled: boolean;
  /** The kinds of step to stop at; empty stops at every step. */
  kinds: ExplainKind[];
  /** The event seq of the step shown, or null before the first. */
  seq: number | null;
  /** The plan time the step was shown at: a clock moved away from it (a scrub) picks another. */
  at: number;
  overlay: OverlayMode;
  showRulesBook: boolean;
  showNotes: boolean;
  setEnabled(enabled: boolean): void;
  setKinds(kinds: ExplainKind[]): void;
  setSeq(seq: number | null, at?: number): void;
  setOverlay(overlay: OverlayMode): void;
  setShowRulesBook(show: boolean): void;
  setShowNotes(show: boolean): void;
}

/** Presenter state of the viewer (explain mode, overlays, rules book, notes), apart from playback. */
export const useExplain = create<ExplainState>()((set) => ({
  enabled: false,
  kinds: [],
  seq: null,
  at: 0,
  overlay: 'auto',
  showRulesBook: false,
  showNotes: false,
  setEnabled: (enabled) => set({ enabled }),
  setKinds: (kinds) => set({ kinds }),
  setSeq: (seq, at = clock.time) => set({ seq, at }),
  setOverlay: (overlay) => set({ overlay }),
  setShowRulesBook: (showRulesBook) => set({ showRulesBook }),
  setShowNotes: (showNotes) => set({ showNotes }),
}));

// Another race loaded: the step shown and the kinds picked belonged to the last one.
useViewer.subscribe((s, prev) => {
  if (s.loadId !== prev.loadId) useExplain.setState({ seq: null, at: -1, kinds: [] });
});

let cached: { plan: Plan; kinds: readonly ExplainKind[]; list: StepList } | null = null;

/** The steps of the race loaded, for the kinds picked (built once per plan and pick). */
export function currentSteps(): StepList | null {
  const plan = useViewer.getState().plan;
  if (!plan) return null;
  const kinds = useExplain.getState().kinds;
  if (!cached || cached.plan !== plan || cached.kinds !== kinds)
    cached = { plan, kinds, list: buildSteps(plan, kinds) };
  return cached.list;
}

/** Shows step `index` of the list: the clock goes to its moment, paused. */
export function goToStep(list: StepList, index: number): void {
  const step = list.steps[index];
  if (!step) return;
  const v = useViewer.getState();
  if (v.playing) v.setPlaying(false);
  v.seek(step.time);
  useExplain.getState().setSeq(step.seq, step.time);
}

/** The index of the step shown, or where the clock stands among the steps. */
export function currentStepIndex(list: StepList): number {
  const { seq, at } = useExplain.getState();
  const i = seq === null ? undefined : list.indexOf.get(seq);
  if (i !== undefined && Math.abs(at - clock.time) < 1e-6) return i;
  // An event shown that is not a step of the pick (a rules-book link): count from its moment.
  return Math.abs(at - clock.time) < 1e-6 && seq !== null
    ? stepAtOrBefore(list, at - 1e-5)
    : stepAtOrBefore(list, clock.time);
}

/** Next (1) or previous (-1) step. */
export function stepExplain(dir: 1 | -1): void {
  const list = currentSteps();
  if (!list) return;
  const i = currentStepIndex(list);
  goToStep(list, Math.min(list.steps.length - 1, Math.max(0, i + dir)));
}

/** Turns explain mode on (showing the step at or after now) or off. */
export function setExplainMode(on: boolean): void {
  const e = useExplain.getState();
  if (on === e.enabled) return;
  e.setEnabled(on);
  if (!on) return;
  const list = currentSteps();
  if (!list) return;
  const i = stepAtOrAfter(list, clock.time);
  goToStep(list, i >= 0 ? i : list.steps.length - 1);
}

/** Changes the kinds stopped at, keeping the moment. */
export function setExplainKinds(kinds: ExplainKind[]): void {
  useExplain.getState().setKinds(kinds);
  const list = currentSteps();
  if (!list) return;
  const i = stepAtOrBefore(list, clock.time);
  useExplain.getState().setSeq(i >= 0 ? list.steps[i]!.seq : null, i >= 0 ? list.steps[i]!.time : clock.time);
}

/** Goes to an event by seq: its moment, and its step when explain mode shows it. */
export function goToEvent(seq: number): boolean {
  const plan = useViewer.getState().plan;
  const time = plan ? timeOfEvent(plan, seq) : null;
  if (time === null) return false;
  const v = useViewer.getState();
  if (v.playing) v.setPlaying(false);
  v.seek(time);
  useExplain.getState().setSeq(seq, time);
  return true;
}

const OVERLAY_NEXT: Record<OverlayMode, OverlayMode> = { auto: 'on', on: 'off', off: 'auto' };

/** Cycles the board overlay: shown in the top view only, always, never. */
export function cycleOverlay(): void {
  const e = useExplain.getState();
  e.setOverlay(OVERLAY_NEXT[e.overlay]);
}

/** Whether the board overlay shows with this camera. */
export const overlayVisible = (overlay: OverlayMode, camera: string): boolean =>
  overlay === 'on' || (overlay === 'auto' && camera === 'top');

/**
 * The chariot the scene marks (the ring on the sand, the gold board piece): in explain mode the
 * chariot of the step explained, else the one selected.
 */
export function markedChariot(): string | null {
  const e = useExplain.getState();
  if (e.enabled && e.seq !== null) {
    const plan = useViewer.getState().plan;
    const event = plan?.log.events[e.seq];
    if (event && event.seq === e.seq && event.chariots.length > 0) return event.chariots[0]!;
  }
  return useViewer.getState().selected;
}
