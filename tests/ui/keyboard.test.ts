import { beforeEach, describe, expect, test } from 'vitest';
import { clock } from '../../src/playback/clock.ts';
import { useExplain } from '../../src/playback/explain.ts';
import { useViewer } from '../../src/playback/store.ts';
import { handleKey } from '../../src/ui/keyboard.ts';
import { race } from './fixtures.ts';

const log = race(7);
const key = (k: string, shiftKey = false) =>
  handleKey({ key: k, shiftKey, ctrlKey: false, metaKey: false, altKey: false });

describe('keyboard shortcuts', () => {
  beforeEach(() => {
    // The plain viewer's keys: explain mode (its own stepping) off, whatever a test before left.
    useExplain.setState(useExplain.getInitialState(), true);
    useViewer.getState().setLog(log, 'test');
    useViewer.getState().setPlaying(false);
    useViewer.getState().setShowHelp(false);
    useViewer.getState().setCamera('trackside');
    clock.time = 0;
  });

  test('space plays and pauses', () => {
    expect(key(' ')).toBe(true);
    expect(useViewer.getState().playing).toBe(true);
    key(' ');
    expect(useViewer.getState().playing).toBe(false);
  });

  test('arrows step by event, with shift by turn; K pauses', () => {
    const plan = useViewer.getState().plan!;
    key('ArrowRight');
    expect(clock.time).toBeGreaterThan(0);
    expect(plan.cues.some((c) => c.time === clock.time)).toBe(true);
    key('ArrowRight', true);
    key('ArrowRight', true);
    expect(Array.from(plan.turnStart)).toContain(clock.time);
    const at = clock.time;
    key('ArrowLeft');
    expect(clock.time).toBeLessThan(at);
    useViewer.getState().setPlaying(true);
    key('k');
    expect(useViewer.getState().playing).toBe(false);
  });

  test('J and L shuttle: L plays, then faster; J slows, then plays backward', () => {
    key('l');
    expect(useViewer.getState()).toMatchObject({ playing: true, speed: 1, direction: 1 });
    key('l');
    expect(useViewer.getState().speed).toBe(2);
    key('j');
    expect(useViewer.getState()).toMatchObject({ speed: 1, direction: 1 });
    key('j');
    expect(useViewer.getState()).toMatchObject({ playing: true, speed: 1, direction: -1 });
  });

  test('N jumps ahead to an incident, C cycles the camera, ? toggles help, Esc closes it', () => {
    key('n');
    expect(clock.time).toBeGreaterThan(0);
    key('c');
    expect(useViewer.getState().camera).toBe('top');
    key('c');
    expect(useViewer.getState().camera).toBe('orbit');
    key('?');
    expect(useViewer.getState().showHelp).toBe(true);
    key('Escape');
    expect(useViewer.getState().showHelp).toBe(false);
  });

  test('keys with Ctrl or other modifiers are left to the browser', () => {
    expect(handleKey({ key: 'l', shiftKey: false, ctrlKey: true, metaKey: false, altKey: false })).toBe(
      false,
    );
    expect(key('x')).toBe(false);
  });
});
