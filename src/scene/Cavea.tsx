import { useEffect, useMemo } from 'react';
import { CaveaDressing } from './CaveaDressing.tsx';
import { Crowd } from './Crowd.tsx';
import { buildCavea } from './geometry/cavea.ts';
import { getArenaMaterials } from './materials/arena-materials.ts';

export type CaveaProps = {
  /** Spectators to seat (about). */
  crowd?: number;
  /** Segments of the curved east end over a half circle. */
  arcSegments?: number;
};

/** The podium wall and three tiers of seats around the arena, the crowd on them, and their awnings, banners and flags. */
export function Cavea({ crowd = 26_000, arcSegments = 48 }: CaveaProps) {
  const materials = getArenaMaterials();
  const cavea = useMemo(() => buildCavea(arcSegments), [arcSegments]);
  useEffect(() => () => cavea.geometry.dispose(), [cavea]);

  return (
    <group name="cavea">
      <mesh geometry={cavea.geometry} material={materials.stone} />
      <Crowd cavea={cavea} count={crowd} />
      <CaveaDressing cavea={cavea} />
    </group>
  );
}
