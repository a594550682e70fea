import { useEffect } from 'react';
import type { Messages } from '../messages/index.ts';
import { cycleOverlay, setExplainMode, stepExplain, useExplain } from '../playback/explain.ts';
import { jumpToNextIncident, shuttle, stepEvent, stepTurn } from '../playback/navigation.ts';
import { CAMERA_MODES, useViewer } from '../playback/store.ts';
import { useCharts } from './charts/charts-store.ts';

/** Every shortcut, as the help overlay lists it (`action`: its words in messages.help.shortcuts). */
export const SHORTCUTS: ReadonlyArray<{
  keys: readonly string[];
  action: keyof Messages['help']['shortcuts'];
}> = [
  { keys: ['Space'], action: 'playPause' },
  { keys: ['←', '→'], action: 'event' },
  { keys: ['Shift', '←', '→'], action: 'turn' },
  { keys: ['J'], action: 'slower' },
  { keys: ['K'], action: 'pause' },
  { keys: ['L'], action: 'faster' },
  { keys: ['N'], action: 'incident' },
  { keys: ['C'], action: 'camera' },
  { keys: ['M'], action: 'mode' },
  { keys: ['E'], action: 'explain' },
  { keys: ['←', '→'], action: 'explainStep' },
  { keys: ['B'], action: 'board' },
  { keys: ['R'], action: 'rules' },
  { keys: ['G'], action: 'charts' },
  { keys: ['P'], action: 'exportMoment' },
  { keys: ['Esc'], action: 'escape' },
  { keys: ['?'], action: 'help' },
];

/** True when the key was meant for a text field, a list or a select, not for the viewer. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return type !== 'button' && type !== 'checkbox' && type !== 'radio' && type !== 'range';
}

/** Handles one key; returns whether it was the viewer's. */
export function handleKey(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const s = useViewer.getState();
  switch (e.key) {
    case '?':
      s.setShowHelp(!s.showHelp);
      return true;
    case 'Escape':
      if (s.showHelp) s.setShowHelp(false);
      else if (useExplain.getState().showRulesBook) useExplain.getState().setShowRulesBook(false);
      else if (useCharts.getState().open) useCharts.getState().setOpen(false);
      else if (s.selected) s.select(null);
      else return false;
      return true;
  }
  if (!s.plan) return false;
  switch (e.key) {
    case ' ':
    case 'Spacebar':
      s.togglePlaying();
      return true;
    case 'ArrowLeft':
      if (e.shiftKey) stepTurn(-1);
      else if (useExplain.getState().enabled) stepExplain(-1);
      else stepEvent(-1);
      return true;
    case 'ArrowRight':
      if (e.shiftKey) stepTurn(1);
      else if (useExplain.getState().enabled) stepExplain(1);
      else stepEvent(1);
      return true;
  }
  switch (e.key.toLowerCase()) {
    case 'j':
      shuttle(-1);
      return true;
    case 'k':
      s.setPlaying(false);
      return true;
    case 'l':
      shuttle(1);
      return true;
    case 'n':
      jumpToNextIncident();
      return true;
    case 'c': {
      const i = CAMERA_MODES.indexOf(s.camera);
      s.setCamera(CAMERA_MODES[(i + 1) % CAMERA_MODES.length]!);
      return true;
    }
    case 'm':
      s.setMode(s.mode === 'race' ? 'tabletop' : 'race');
      return true;
    case 'e':
      setExplainMode(!useExplain.getState().enabled);
      return true;
    case 'b':
      cycleOverlay();
      return true;
    case 'r':
      useExplain.getState().setShowRulesBook(!useExplain.getState().showRulesBook);
      return true;
    case 'g':
      useCharts.getState().setOpen(!useCharts.getState().open);
      return true;
    case 'p':
      if (!useExplain.getState().enabled) return false;
      void import('./explain/export-moment.ts').then((m) => m.exportMoment()).catch(() => {});
      return true;
  }
  return false;
}

/** The viewer's keyboard shortcuts, on the whole window; keys typed into fields are left alone. */
export function useKeyboard(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || typing(e.target)) return;
      // A focused button would also "click" on Space: the shortcut wins.
      if (handleKey(e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
