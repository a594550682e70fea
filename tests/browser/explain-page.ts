import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenPage } from './browser.ts';
import { debug, type ViewerDebug } from './viewer-debug.ts';

// What the explain-mode browser tests share: the page's explain debug object and where
// screenshots go.

/** The page's explain-mode debug object (src/ui/viewer-debug.ts). */
export interface ExplainPage extends ViewerDebug {
  explain: {
    enabled: boolean;
    seq: number | null;
    steps: number;
    overlay: string;
    set(on: boolean): void;
    step(dir: 1 | -1): void;
    kinds(kinds: string[]): void;
    setOverlay(mode: string): void;
    link(): { ok: true; url: string } | { ok: false; reason: string };
  };
  simulate(ruleset: string, seed: number): Promise<void>;
}
export const ex = <T>(page: OpenPage['page'], fn: (d: ExplainPage) => T) =>
  debug(page, fn as unknown as (d: ViewerDebug) => T);

/** Screenshots for a person to look at (the test does not compare them). */
export const SHOTS = process.env['QUADRIGA_SHOTS'] ?? join(tmpdir(), 'quadriga-explain-shots');
