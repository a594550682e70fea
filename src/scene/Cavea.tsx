import { useEffect, useMemo } from 'react';
import { CaveaDressing } from './CaveaDressing.tsx';
import { Crowd } from './Crowd.tsx';
import { buildCavea } from './geometry/cavea.ts';
import { useArenaMaterials } from './materials/arena-materials.ts';

export type CaveaProps = {
  /** Spectators to seat (about). */
  crowd?: number;
  /** Segments of the curved east end over a half circle. */
  arcSegments?: number;
  /** The crowd as plain meshes rather than instanced ones (a software renderer's low quality). */
  mergedCrowd?: boolean;
  /** Stretches the crowd is cut into, a draw call each (`QualitySettings.crowdStretches`). */
  crowdStretches?: number;
  /** Half resolution (low): the dressing's masts, poles and awnings kept at least a pixel wide. */
  pixelWide?: boolean;
};

/** The podium wall and three tiers of seats around the arena, the crowd on them, and their awnings, banners and flags. */
export function Cavea({
  crowd = 26_000,
  arcSegments = 48,
  mergedCrowd = false,
  crowdStretches,
  pixelWide = false,
}: CaveaProps) {
  const materials = useArenaMaterials();
  const cavea = useMemo(() => buildCavea(arcSegments), [arcSegments]);
  useEffect(() => () => cavea.geometry.dispose(), [cavea]);

  return (
    <group name="cavea">
      <mesh geometry={cavea.geometry} material={materials.stone} />
      <Crowd cavea={cavea} count={crowd} merged={mergedCrowd} stretches={crowdStretches} />
      <CaveaDressing cavea={cavea} pixelWide={pixelWide} />
    </group>
  );
}
