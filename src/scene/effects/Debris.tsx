import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Color } from 'three';
import { clock } from '../../playback/clock.ts';
import { afterFrame } from '../../playback/frame-loop.ts';
import { useSystem } from '../../playback/use-system.ts';
import type { EffectTimeline } from '../../replay/effects.ts';
import type { Plan } from '../../replay/plan.ts';
import { debrisPieces } from './debris-pieces.ts';

/** The physics and Rapier's WASM: a chunk of their own, fetched only when debris is first due. */
const DebrisPhysics = lazy(() => import('./DebrisPhysics.tsx'));

/** Seconds before the first piece is thrown that the physics starts loading. */
const LOAD_AHEAD_SECONDS = 3;

export type DebrisProps = {
  plan: Plan;
  timeline: EffectTimeline;
  /** Share of the pieces thrown (from the quality setting). */
  share: number;
  castShadow?: boolean;
};

const _color = new Color();

/**
 * Cosmetic debris of wrecks and ripped wheels, bouncing and settling on the sand. Nothing is
 * loaded for a race without any, nor before playback (or a seek) comes near the first.
 */
export function Debris({ plan, timeline, share, castShadow }: DebrisProps) {
  const pieces = useMemo(() => debrisPieces(timeline, share), [timeline, share]);
  const paint = useMemo(() => {
    const out = new Float32Array(plan.chariots.length * 3);
    for (const [i, e] of plan.log.header.entrants.entries()) _color.set(e.colour).toArray(out, i * 3);
    return out;
  }, [plan]);
  const [needed, setNeeded] = useState(false);
  const asked = useRef(false);
  useSystem('effects', 'debris loader', () => {
    const first = pieces[0];
    if (asked.current || !first || clock.time < first.time - LOAD_AHEAD_SECONDS) return;
    asked.current = true;
    afterFrame(() => setNeeded(true));
  });
  if (!needed) return null;
  return (
    // Its own boundary: the rest of the scene draws on while the physics loads.
    <Suspense fallback={null}>
      <DebrisPhysics pieces={pieces} paint={paint} castShadow={castShadow} />
    </Suspense>
  );
}
