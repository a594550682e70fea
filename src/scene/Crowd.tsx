import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { InstancedMesh } from 'three';
import { useSystem } from '../playback/use-system.ts';
import type { CaveaGeometry } from './geometry/cavea.ts';
import { buildCrowd, createFigureGeometry } from './geometry/crowd.ts';
import { createCrowdMaterial } from './materials/crowd-material.ts';

export type CrowdProps = {
  cavea: CaveaGeometry;
  /** About how many spectators to seat. */
  count?: number;
};

/** Thousands of spectators in one instanced draw call, animated in the vertex shader. */
export function Crowd({ cavea, count = 26_000 }: CrowdProps) {
  const mesh = useRef<InstancedMesh>(null);
  const crowd = useMemo(() => buildCrowd(cavea, count), [cavea, count]);
  const geometry = useMemo(createFigureGeometry, []);
  const material = useMemo(createCrowdMaterial, []);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    m.instanceMatrix.array.set(crowd.matrices);
    m.instanceMatrix.needsUpdate = true;
    m.instanceColor = crowd.colors;
    m.count = crowd.count;
    m.computeBoundingSphere();
  }, [crowd]);

  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );

  useSystem('effects', 'crowd', ({ now }) => {
    const time = material.uniforms['uTime'];
    if (time) time.value = now / 1000;
  });

  return <instancedMesh ref={mesh} key={crowd.count} args={[geometry, material, crowd.count]} name="crowd" />;
}
