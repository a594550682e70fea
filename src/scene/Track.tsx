import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BufferAttribute, ShapeGeometry } from 'three';
import type { LaneBoardSpec } from '../engine/track/lane-board.ts';
import { builtAfterHandOver } from './geometry/after-hand-over.ts';
import { arenaOutline } from './geometry/arena-outline.ts';
import { buildTrackMarks } from './geometry/track-marks.ts';
import { useArenaMaterials } from './materials/arena-materials.ts';
import { CHALK_SPREAD_ATTRIBUTE, readChalkViewport } from './materials/chalk-lines.ts';

export type TrackProps = {
  /** When given, its lane boundaries and danger lines are chalked on the sand. */
  board?: LaneBoardSpec;
};

/** The attributes of the chalk marks (track-marks.ts): RGBA colours, and the spread the chalk reads. */
const MARKS = {
  position: { itemSize: 3, array: Float32Array },
  normal: { itemSize: 3, array: Float32Array },
  color: { itemSize: 4, array: Float32Array },
  [CHALK_SPREAD_ATTRIBUTE]: { itemSize: 3, array: Float32Array },
};

/** The sand of the arena with its chalk marks: two draw calls. */
export function Track({ board }: TrackProps) {
  const materials = useArenaMaterials();

  const floor = useMemo(() => {
    const geo = new ShapeGeometry(arenaOutline(64));
    geo.rotateX(-Math.PI / 2);
    // uv in metres so the sand texture keeps its scale (the material repeats it).
    const pos = geo.getAttribute('position');
    const uv = new Float32Array(pos.count * 2);
    for (let i = 0; i < pos.count; i++) {
      uv[i * 2] = pos.getX(i);
      uv[i * 2 + 1] = pos.getZ(i);
    }
    geo.setAttribute('uv', new BufferAttribute(uv, 2));
    return geo;
  }, []);

  const scene = useThree((s) => s.scene);
  // Built once the first frame's programs are handed over, or before the scene is first drawn.
  const later = useMemo(
    () => builtAfterHandOver(scene, { marks: MARKS }, () => ({ marks: buildTrackMarks(board) })),
    [scene, board],
  );
  const marks = later.geometries.marks;

  useEffect(() => () => floor.dispose(), [floor]);
  useEffect(() => () => later.dispose(), [later]);

  return (
    <group name="track">
      <mesh geometry={floor} material={materials.sand} receiveShadow />
      <mesh
        geometry={marks}
        material={materials.lines}
        receiveShadow
        renderOrder={1}
        onBeforeRender={readChalkViewport}
      />
    </group>
  );
}
