import { useCallback, useMemo } from 'react';
import { MeshLambertMaterial } from 'three';
import type { EffectTimeline } from '../../replay/effects.ts';
import type { ParticleSet } from './burst-particles.ts';
import { wheelGeometry } from './effect-geometry.ts';
import { InstancedEffect } from './InstancedEffect.tsx';
import { writeWheels } from './remains.ts';

export type LooseWheelsProps = {
  timeline: EffectTimeline;
  castShadow?: boolean;
};

/** Wheels ripped off a car, rolling away and falling flat, then left lying on the track. */
export function LooseWheels({ timeline, castShadow = true }: LooseWheelsProps) {
  const geometry = useMemo(wheelGeometry, []);
  const material = useMemo(() => new MeshLambertMaterial(), []);
  const write = useCallback((set: ParticleSet, t: number) => writeWheels(set, timeline, t), [timeline]);
  return (
    <InstancedEffect
      name="loose-wheels"
      geometry={geometry}
      material={material}
      capacity={Math.max(4, timeline.wheels.length)}
      write={write}
      castShadow={castShadow}
    />
  );
}
