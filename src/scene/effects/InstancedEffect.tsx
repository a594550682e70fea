import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type BufferGeometry,
  DynamicDrawUsage,
  InstancedBufferAttribute,
  type InstancedMesh,
  type Material,
} from 'three';
import { clock } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';
import { createParticleSet, type ParticleSet } from './burst-particles.ts';

export type InstancedEffectProps = {
  name: string;
  geometry: BufferGeometry;
  material: Material;
  capacity: number;
  /** Fills the set for plan time `t` (matrices, colours, count); must not allocate. */
  write: (set: ParticleSet, t: number) => void;
  castShadow?: boolean;
  receiveShadow?: boolean;
  renderOrder?: number;
};

/**
 * One instanced mesh drawn from a pooled instance set that `write` fills each frame; hidden (no
 * draw call) while empty. Owns and disposes its geometry and material.
 */
export function InstancedEffect({
  name,
  geometry,
  material,
  capacity,
  write,
  castShadow = false,
  receiveShadow = true,
  renderOrder = 0,
}: InstancedEffectProps) {
  const mesh = useRef<InstancedMesh>(null);
  const set = useMemo(() => createParticleSet(capacity), [capacity]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    m.instanceMatrix = new InstancedBufferAttribute(set.matrices, 16).setUsage(DynamicDrawUsage);
    m.instanceColor = new InstancedBufferAttribute(set.colors, 3).setUsage(DynamicDrawUsage);
    m.count = 0;
  }, [set]);

  useSystem('effects', name, () => {
    const m = mesh.current;
    if (!m) return;
    write(set, clock.time);
    m.count = set.count;
    m.visible = set.count > 0;
    if (set.count === 0) return;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  });

  return (
    <instancedMesh
      ref={mesh}
      name={name}
      args={[geometry, material, capacity]}
      frustumCulled={false}
      visible={false}
      castShadow={castShadow}
      receiveShadow={receiveShadow}
      renderOrder={renderOrder}
    />
  );
}
