import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { commentate } from '../../src/commentary/index.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { BROADCAST_CAMERAS } from '../../src/replay/cameras.ts';
import { type Cut, direct } from '../../src/replay/director.ts';
import { buildPlan } from '../../src/replay/plan.ts';

// What the broadcast browser tests share: the page's debug hook, screenshots, frames, and the
// programme the director makes of a seed's race (the page must show the same).

/** What the broadcast page publishes on `window.__quadriga` (src/ui/viewer-debug.ts, broadcast-debug.ts). */
export interface BroadcastWindow {
  __quadriga: {
    ready: boolean;
    time: number;
    header: { seed: number; entrants: { id: string }[] } | null;
    cuts: Cut[] | null;
    broadcast: {
      phase: string;
      time: number;
      duration: number;
      cut: number;
      seek(p: number): void;
      show(phase: string): void;
      hold(held: boolean): void;
      held: boolean;
      record(o: {
        seconds?: number;
        overlay?: boolean;
        width?: number;
        height?: number;
        format?: 'mp4' | 'webm';
        frames?: number;
        from?: number;
        until?: number;
        span?: number;
      }): Promise<Blob>;
    };
  };
}

export const FULL_HD = { width: 1920, height: 1080 };

/** Screenshots are kept for a person to look at (set QUADRIGA_SHOTS=dir). */
export const SHOTS = process.env['QUADRIGA_SHOTS'];

export async function shoot(page: Page, name: string, omitBackground = false): Promise<Uint8Array> {
  const png = await page.screenshot({ omitBackground });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, `${name}.png`), png);
  }
  return png;
}

/** Lets the page draw a few frames (SwiftShader: about a second each). */
export const frames = (page: Page, n = 3): Promise<void> =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    n,
  );

/** Holds the programme at `t` seconds and lets the page draw `n` frames of it. */
export async function holdAt(page: Page, t: number, n = 3): Promise<void> {
  await page.evaluate((p) => {
    const b = (window as unknown as BroadcastWindow).__quadriga.broadcast;
    b.hold(true);
    b.seek(p);
  }, t);
  await frames(page, n);
}

export function programmeOf(seed: number, { setup, lock }: { setup?: unknown; lock?: string } = {}) {
  const r = simulate({ ruleset: 'crudis', seed, setup });
  if (!r.ok) throw new Error(r.error.message);
  const built = buildPlan(r.value);
  if (!built.ok) throw new Error(built.error);
  const programme = direct(built.plan, { cameras: BROADCAST_CAMERAS, lock: lock ?? null });
  return { log: r.value, programme, commentary: commentate(built.plan, programme) };
}
