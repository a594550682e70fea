import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Mesh, ShaderMaterial } from 'three';
import { clock } from '../../ui/clock.ts';
import { createRainMaterial } from './effect-materials.ts';
import { seededQuads } from './effect-geometry.ts';
import { weatherNow } from './weather-now.ts';

export type RainProps = {
  /** Streaks kept round the camera. */
  streaks?: number;
};

/**
 * Falling rain: streaks placed and moved on the GPU from the playback time (so a paused or
 * seeked frame shows the same rain), kept in a box round the camera. One draw call while it
 * rains, none otherwise.
 */
export function Rain({ streaks = 7000 }: RainProps) {
  const mesh = useRef<Mesh>(null);
  const geometry = useMemo(() => seededQuads(streaks, 0x5eed), [streaks]);
  const material = useMemo(createRainMaterial, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);

  useFrame(({ camera }) => {
    const m = mesh.current;
    if (!m) return;
    m.visible = weatherNow.rain > 0.01;
    if (!m.visible) return;
    const u = (m.material as ShaderMaterial).uniforms;
    u.uTime!.value = clock.time;
    u.uIntensity!.value = weatherNow.rain;
    u.uCentre!.value.copy(camera.position);
  });

  return (
    <mesh
      ref={mesh}
      name="rain"
      geometry={geometry}
      material={material}
      frustumCulled={false}
      renderOrder={3}
    />
  );
}
