import { useCallback, useMemo } from 'react';
import { Color, MeshLambertMaterial } from 'three';
import type { EffectTimeline } from '../../replay/effects.ts';
import type { Plan } from '../../replay/plan.ts';
import type { ParticleSet } from './burst-particles.ts';
import { figureGeometry } from './effect-geometry.ts';
import { InstancedEffect } from './InstancedEffect.tsx';
import { writeCrew } from './remains.ts';

export type CrewProps = {
  plan: Plan;
  timeline: EffectTimeline;
  castShadow?: boolean;
};

const _color = new Color();

/** Drivers out of their cars, in their faction's colour: dragged behind the team, or on foot. */
export function Crew({ plan, timeline, castShadow = true }: CrewProps) {
  const geometry = useMemo(figureGeometry, []);
  const material = useMemo(() => new MeshLambertMaterial(), []);
  const paint = useMemo(() => {
    const out = new Float32Array(plan.chariots.length * 3);
    for (const [i, e] of plan.log.header.entrants.entries()) _color.set(e.colour).toArray(out, i * 3);
    return out;
  }, [plan]);
  const write = useCallback(
    (set: ParticleSet, t: number) => writeCrew(set, plan, timeline, t, paint),
    [plan, timeline, paint],
  );
  return (
    <InstancedEffect
      name="crew"
      geometry={geometry}
      material={material}
      capacity={plan.chariots.length}
      write={write}
      castShadow={castShadow}
    />
  );
}
