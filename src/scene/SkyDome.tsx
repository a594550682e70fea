import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { BoxGeometry, type Mesh } from 'three';
import { useSystem } from '../playback/use-system.ts';
import { createSkyMaterial } from './materials/sky-material.ts';

export type SkyDomeProps = {
  /** Half the size of the box the sky is drawn on; it follows the camera. */
  size?: number;
};

/** The sky, drawn first and behind everything, following the camera. */
export function SkyDome({ size = 100 }: SkyDomeProps) {
  const camera = useThree((state) => state.camera);
  const mesh = useRef<Mesh>(null);
  const geometry = useMemo(() => new BoxGeometry(size * 2, size * 2, size * 2), [size]);
  const material = useMemo(createSkyMaterial, []);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );
  useSystem('effects', 'sky dome', () => {
    mesh.current?.position.copy(camera.position);
  });
  return <mesh ref={mesh} geometry={geometry} material={material} renderOrder={-1} frustumCulled={false} />;
}
