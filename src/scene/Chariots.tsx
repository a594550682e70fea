import { useGLTF } from '@react-three/drei';
import { Suspense } from 'react';
import { ChariotInstances } from './ChariotInstances.tsx';
import { MODEL_URLS } from './chariot-assets.ts';

export type ChariotsProps = {
  /** Whether the teams cast shadows on the sand. */
  castShadow?: boolean;
  /** Teams farther from the camera than this (m) are drawn with the light models. */
  lodDistance?: number;
};

for (const url of Object.values(MODEL_URLS)) useGLTF.preload(url);

/** The race's quadrigae, wrecks and selection marker; nothing is drawn until the models load. */
export function Chariots({ castShadow = true, lodDistance = 45 }: ChariotsProps) {
  return (
    <Suspense fallback={null}>
      <ChariotInstances castShadow={castShadow} lodDistance={lodDistance} />
    </Suspense>
  );
}
