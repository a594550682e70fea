import { useEffect, useMemo } from 'react';
import { type BufferGeometry, LineBasicMaterial } from 'three';

export type OverlayLinesProps = {
  geometry: BufferGeometry;
  name?: string;
  visible?: boolean;
};

/** An overlay's line segments (vertex colours with alpha), drawn over the sand in one call. */
export function OverlayLines({ geometry, name = 'overlay-lines', visible = true }: OverlayLinesProps) {
  const material = useMemo(
    () =>
      new LineBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false, toneMapped: false }),
    [],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  return (
    <lineSegments
      name={name}
      geometry={geometry}
      material={material}
      visible={visible}
      renderOrder={6}
      frustumCulled={false}
    />
  );
}
