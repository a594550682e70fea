import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Mesh, ShaderMaterial } from 'three';
import { clock } from '../../ui/clock.ts';
import { createSplashMaterial } from './effect-materials.ts';
import { seededQuads } from './effect-geometry.ts';
import { weatherNow } from './weather-now.ts';

export type SplashesProps = {
  /** Rings on the sand round the camera. */
  count?: number;
};

/** Raindrops splashing on the sand near the camera: rings that spread and fade, on the GPU. */
export function Splashes({ count = 1200 }: SplashesProps) {
  const mesh = useRef<Mesh>(null);
  const geometry = useMemo(() => seededQuads(count, 0x5b1a54), [count]);
  const material = useMemo(createSplashMaterial, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);

  useFrame(({ camera }) => {
    const m = mesh.current;
    if (!m) return;
    // Splashes are too small to see from high up.
    m.visible = weatherNow.rain > 0.01 && camera.position.y < 80;
    if (!m.visible) return;
    const u = (m.material as ShaderMaterial).uniforms;
    u.uTime!.value = clock.time;
    u.uIntensity!.value = weatherNow.rain;
    u.uCentre!.value.copy(camera.position);
  });

  return (
    <mesh
      ref={mesh}
      name="rain-splashes"
      geometry={geometry}
      material={material}
      frustumCulled={false}
      renderOrder={2}
    />
  );
}
