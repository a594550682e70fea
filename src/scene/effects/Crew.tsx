import { useCallback, useEffect, useMemo } from 'react';
import { Color } from 'three';
import type { EffectTimeline } from '../../replay/effects.ts';
import type { Plan } from '../../replay/plan.ts';
import { driverFigure, useTeams } from '../chariot-assets.ts';
import type { ParticleSet } from './burst-particles.ts';
import { InstancedEffect } from './InstancedEffect.tsx';
import { writeCrew } from './remains.ts';

export type CrewProps = {
  plan: Plan;
  timeline: EffectTimeline;
  castShadow?: boolean;
};

const _color = new Color();

/** Drivers off their cars, the chariot's own driver in his faction's colour: dragged behind the
 * team, on foot, or down on the sand. */
export function Crew({ plan, timeline, castShadow = true }: CrewProps) {
  const teams = useTeams();
  const figure = useMemo(() => driverFigure(teams), [teams]);
  useEffect(() => () => figure.depthMaterial.dispose(), [figure]);
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
      geometry={figure.geometry}
      material={figure.material}
      capacity={plan.chariots.length}
      write={write}
      castShadow={castShadow}
    />
  );
}
