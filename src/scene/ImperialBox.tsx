import { useEffect, useMemo } from 'react';
import { buildImperialBox } from './geometry/imperial-box.ts';
import { useArenaMaterials } from './materials/arena-materials.ts';

export type ImperialBoxProps = {
  /** Segments of a full circle for columns. */
  segments?: number;
};

/** The pulvinar in the south cavea, opposite the finish line. */
export function ImperialBox({ segments = 14 }: ImperialBoxProps) {
  const materials = useArenaMaterials();
  const geometry = useMemo(() => buildImperialBox(segments), [segments]);

  useEffect(
    () => () => {
      geometry.stone.dispose();
      geometry.gilded.dispose();
      geometry.cloth.dispose();
    },
    [geometry],
  );

  return (
    <group name="imperial-box">
      <mesh geometry={geometry.stone} material={materials.stone} castShadow receiveShadow />
      <mesh geometry={geometry.gilded} material={materials.gilded} />
      <mesh geometry={geometry.cloth} material={materials.cloth} castShadow />
    </group>
  );
}
