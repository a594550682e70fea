import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Euler, type InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import { buildCarceres, STALL, stallCentres } from './geometry/carceres.ts';
import { CARCERES } from './layout.ts';
import { useArenaMaterials } from './materials/arena-materials.ts';

export type CarceresProps = {
  /** Segments of a full circle for columns. */
  segments?: number;
};

const _m = new Matrix4();
const _p = new Vector3();
const _q = new Quaternion();
const _e = new Euler();
const _s = new Vector3(1, 1, 1);

/** The twelve starting stalls with their lattice gates (instanced), the processional gate and
 * the towers at both ends. */
export function Carceres({ segments = 14 }: CarceresProps) {
  const materials = useArenaMaterials();
  const geometry = useMemo(() => buildCarceres(segments), [segments]);
  const gates = useRef<InstancedMesh>(null);
  const centres = useMemo(stallCentres, []);

  useLayoutEffect(() => {
    const mesh = gates.current;
    if (!mesh) return;
    const x = CARCERES.front - 0.4;
    centres.forEach((c, i) => {
      // left leaf hinged at the stall's north jamb, right leaf turned round from the south jamb
      _m.compose(_p.set(x, 0, c - STALL.width / 2), _q.identity(), _s);
      mesh.setMatrixAt(i * 2, _m);
      _m.compose(_p.set(x, 0, c + STALL.width / 2), _q.setFromEuler(_e.set(0, Math.PI, 0)), _s);
      mesh.setMatrixAt(i * 2 + 1, _m);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [centres]);

  useEffect(
    () => () => {
      geometry.stone.dispose();
      geometry.gilded.dispose();
      geometry.leaf.dispose();
    },
    [geometry],
  );

  return (
    <group name="carceres">
      <mesh geometry={geometry.stone} material={materials.stone} castShadow receiveShadow />
      <mesh geometry={geometry.gilded} material={materials.gilded} />
      <instancedMesh ref={gates} args={[geometry.leaf, materials.wood, centres.length * 2]} receiveShadow />
    </group>
  );
}
