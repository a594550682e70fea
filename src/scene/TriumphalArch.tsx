import { useEffect, useMemo } from 'react';
import { buildTriumphalArch } from './geometry/triumphal-arch.ts';
import { useArenaMaterials } from './materials/arena-materials.ts';

export type TriumphalArchProps = {
  /** Segments of a full circle for columns and wheels. */
  segments?: number;
};

/** The three-bay arch at the apex of the curved east end. */
export function TriumphalArch({ segments = 14 }: TriumphalArchProps) {
  const materials = useArenaMaterials();
  const geometry = useMemo(() => buildTriumphalArch(segments), [segments]);

  useEffect(
    () => () => {
      geometry.stone.dispose();
      geometry.gilded.dispose();
    },
    [geometry],
  );

  return (
    <group name="triumphal-arch">
      <mesh geometry={geometry.stone} material={materials.stone} castShadow receiveShadow />
      <mesh geometry={geometry.gilded} material={materials.gilded} castShadow />
    </group>
  );
}
