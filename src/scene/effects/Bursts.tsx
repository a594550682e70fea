import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  BoxGeometry,
  Color,
  DynamicDrawUsage,
  InstancedBufferAttribute,
  type InstancedMesh,
  MeshLambertMaterial,
} from 'three';
import { clock } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';
import type { EffectTimeline } from '../../replay/effects.ts';
import type { Plan } from '../../replay/plan.ts';
import { createParticleSet, writeBurstParticles } from './burst-particles.ts';
import { weatherNow } from './weather-now.ts';

export type BurstsProps = {
  plan: Plan;
  timeline: EffectTimeline;
  /** Particles drawn at once. */
  capacity?: number;
  /** Share of each burst's particles drawn. */
  share?: number;
};

const _color = new Color();

/**
 * Sprays of sand, splinters of broken cars, whip lashes, thrown knives and spears: one pooled
 * instanced box, every piece placed each frame from its burst's seed and age.
 */
export function Bursts({ plan, timeline, capacity = 768, share = 0.75 }: BurstsProps) {
  const mesh = useRef<InstancedMesh>(null);
  const set = useMemo(() => createParticleSet(capacity), [capacity]);
  const geometry = useMemo(() => new BoxGeometry(1, 1, 1), []);
  const material = useMemo(() => new MeshLambertMaterial(), []);
  const paint = useMemo(() => {
    const out = new Float32Array(plan.chariots.length * 3);
    for (const [i, e] of plan.log.header.entrants.entries()) _color.set(e.colour).toArray(out, i * 3);
    return out;
  }, [plan]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    m.instanceMatrix = new InstancedBufferAttribute(set.matrices, 16).setUsage(DynamicDrawUsage);
    m.instanceColor = new InstancedBufferAttribute(set.colors, 3).setUsage(DynamicDrawUsage);
    m.count = 0;
  }, [set]);

  useSystem('effects', 'bursts', () => {
    const m = mesh.current;
    if (!m) return;
    writeBurstParticles(set, timeline, clock.time, share, weatherNow.mud, paint);
    m.count = set.count;
    m.visible = set.count > 0;
    if (set.count === 0) return;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  });

  return (
    <instancedMesh
      ref={mesh}
      name="bursts"
      args={[geometry, material, capacity]}
      frustumCulled={false}
      visible={false}
    />
  );
}
