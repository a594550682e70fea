import type { Page } from 'playwright-core';
import type { Header } from '../../src/engine/log/schema.ts';

/** What the viewer page publishes on `window.__quadriga` (src/ui/viewer-debug.ts). */
export interface ViewerDebug {
  ready: boolean;
  complete: boolean;
  renderer: { calls: number; triangles: number };
  header: Header | null;
  time: number;
  duration: number;
  playing: boolean;
  error: string | null;
  seek(t: number): void;
  play(): void;
  pause(): void;
  select(id: string | null): void;
  setCamera(mode: string): void;
  sample(id: string): { x: number; z: number; heading: number; status: string } | null;
  /** Every chariot as the main view drew it in the last frame (after spacing), in the plan's order. */
  drawn(): Array<{ x: number; z: number; heading: number; whole: boolean }> | null;
  /** The Aurigae plot being chosen at the play panel as the scene drew it on the table, or null. */
  plotArc(): Promise<{
    chariot: string;
    turn: number;
    near: { x: number; z: number };
    far: { x: number; z: number };
    label: string;
  } | null>;
  load(url: string): Promise<void>;
}

/** Runs `fn` on the page's debug object. Passed as text: the test bundler's helpers are not in the page. */
export const debug = <T>(page: Page, fn: (d: ViewerDebug) => T): Promise<T> =>
  page.evaluate(`(${fn.toString()})(window.__quadriga)`) as Promise<T>;
