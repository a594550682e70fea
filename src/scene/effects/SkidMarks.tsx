import { useCallback, useMemo } from 'react';
import { MeshBasicMaterial, PlaneGeometry } from 'three';
import type { EffectTimeline } from '../../replay/effects.ts';
import type { ParticleSet } from './burst-particles.ts';
import { InstancedEffect } from './InstancedEffect.tsx';
import { writeSkids } from './remains.ts';

export type SkidMarksProps = {
  timeline: EffectTimeline;
};

/** The ruts a sliding or swerving car churns in the sand, left until the race ends. */
export function SkidMarks({ timeline }: SkidMarksProps) {
  const geometry = useMemo(() => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2), []);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        transparent: true,
        opacity: 0.55,
        depthWrite: false,
        polygonOffset: true,
        polygonOffsetFactor: -3,
        polygonOffsetUnits: -6,
      }),
    [],
  );
  const write = useCallback((set: ParticleSet, t: number) => writeSkids(set, timeline, t), [timeline]);
  return (
    <InstancedEffect
      name="skid-marks"
      geometry={geometry}
      material={material}
      capacity={Math.max(8, timeline.skids.length * 2)}
      write={write}
      receiveShadow={false}
      renderOrder={1}
    />
  );
}
