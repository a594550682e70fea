import { useEffect, useMemo } from 'react';
import { buildSurroundings } from './geometry/surroundings.ts';
import { useArenaMaterials } from './materials/arena-materials.ts';

/** The surroundings take no options yet. */
export type SurroundingsProps = Record<string, never>;

/** The valley around the circus: ground, the Palatine and Aventine hills, houses and trees. */
export function Surroundings() {
  const materials = useArenaMaterials();
  const geometry = useMemo(buildSurroundings, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return <mesh name="surroundings" geometry={geometry} material={materials.terrain} />;
}
