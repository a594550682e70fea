import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { builtAfterHandOver } from './geometry/after-hand-over.ts';
import { buildSpina } from './geometry/spina.ts';
import { LapCounters, type LapsDone } from './LapCounters.tsx';
import { useArenaMaterials } from './materials/arena-materials.ts';

export type SpinaProps = {
  /** Laps completed (0–7), or a reader of them for each frame, shown by the eggs and dolphins. */
  lapsDone?: LapsDone;
  /** Segments of a full circle for columns and cones. */
  segments?: number;
};

/** The attributes of PartsBuilder's merged pieces. */
const MERGED_PARTS = {
  position: { itemSize: 3, array: Float32Array },
  normal: { itemSize: 3, array: Float32Array },
  uv: { itemSize: 2, array: Float32Array },
  color: { itemSize: 3, array: Float32Array },
};

/** The central barrier with its obelisk, shrines, statues, metae and lap counters. */
export function Spina({ lapsDone = 0, segments = 14 }: SpinaProps) {
  const materials = useArenaMaterials();
  const scene = useThree((s) => s.scene);
  // Built once the first frame's programs are handed over (CompileAhead), while the GPU process
  // compiles them, or before the scene is first drawn (after-hand-over.ts).
  const spina = useMemo(
    () =>
      builtAfterHandOver(scene, { stone: MERGED_PARTS, gilded: MERGED_PARTS }, () => buildSpina(segments)),
    [scene, segments],
  );
  useEffect(() => () => spina.dispose(), [spina]);
  const geometry = spina.geometries;

  return (
    <group name="spina">
      <mesh geometry={geometry.stone} material={materials.stone} castShadow receiveShadow />
      <mesh geometry={geometry.gilded} material={materials.gilded} castShadow />
      <LapCounters lapsDone={lapsDone} />
    </group>
  );
}
