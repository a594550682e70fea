import { useEffect, useMemo } from 'react';
import { buildSpina } from './geometry/spina.ts';
import { LapCounters, type LapsDone } from './LapCounters.tsx';
import { useArenaMaterials } from './materials/arena-materials.ts';

export type SpinaProps = {
  /** Laps completed (0–7), or a reader of them for each frame, shown by the eggs and dolphins. */
  lapsDone?: LapsDone;
  /** Segments of a full circle for columns and cones. */
  segments?: number;
};

/** The central barrier with its obelisk, shrines, statues, metae and lap counters. */
export function Spina({ lapsDone = 0, segments = 14 }: SpinaProps) {
  const materials = useArenaMaterials();
  const geometry = useMemo(() => buildSpina(segments), [segments]);

  useEffect(
    () => () => {
      geometry.stone.dispose();
      geometry.gilded.dispose();
    },
    [geometry],
  );

  return (
    <group name="spina">
      <mesh geometry={geometry.stone} material={materials.stone} castShadow receiveShadow />
      <mesh geometry={geometry.gilded} material={materials.gilded} castShadow />
      <LapCounters lapsDone={lapsDone} />
    </group>
  );
}
