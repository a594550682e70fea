import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Mesh, ShaderMaterial } from 'three';
import { clock } from '../../playback/clock.ts';
import { useSystem } from '../../playback/use-system.ts';
import { seededQuads } from './effect-geometry.ts';
import { weatherNow } from './weather-now.ts';

export type RainQuadsProps = {
  name: string;
  /** Quads kept round the camera, and the seed that scatters them. */
  count: number;
  seed: number;
  /** The shader that places and moves them (uniforms uTime, uIntensity, uCentre). */
  createMaterial: () => ShaderMaterial;
  /** Hidden when the camera is higher than this (m). */
  maxCameraHeight?: number;
  renderOrder?: number;
};

/**
 * Rain drawn on the GPU: seeded quads that the material places and moves from the playback time
 * round the camera (so a paused or seeked frame shows the same rain). One draw call while it
 * rains, none otherwise.
 */
export function RainQuads({
  name,
  count,
  seed,
  createMaterial,
  maxCameraHeight = Number.POSITIVE_INFINITY,
  renderOrder = 0,
}: RainQuadsProps) {
  const camera = useThree((state) => state.camera);
  const mesh = useRef<Mesh>(null);
  const geometry = useMemo(() => seededQuads(count, seed), [count, seed]);
  const material = useMemo(createMaterial, [createMaterial]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);

  useSystem('effects', name, () => {
    const m = mesh.current;
    if (!m) return;
    m.visible = weatherNow.rain > 0.01 && camera.position.y < maxCameraHeight;
    if (!m.visible) return;
    const u = material.uniforms;
    u.uTime!.value = clock.time;
    u.uIntensity!.value = weatherNow.rain;
    u.uCentre!.value.copy(camera.position);
  });

  return (
    <mesh
      ref={mesh}
      name={name}
      geometry={geometry}
      material={material}
      frustumCulled={false}
      renderOrder={renderOrder}
    />
  );
}
