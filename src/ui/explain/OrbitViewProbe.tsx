import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { Vector3 } from 'three';
import { registerOrbitView } from '../deep-link.ts';

/** Lets a copied link hold the free camera's place: the camera and the orbit controls' target. */
export function OrbitViewProbe() {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as { target?: Vector3 } | null;
  useEffect(
    () =>
      registerOrbitView(() => {
        const target = controls?.target;
        if (!target) return null;
        const p = camera.position;
        return { camera: [p.x, p.y, p.z], target: [target.x, target.y, target.z] };
      }),
    [camera, controls],
  );
  return null;
}
