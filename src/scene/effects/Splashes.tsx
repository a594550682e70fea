import { createSplashMaterial } from './effect-materials.ts';
import { RainQuads } from './RainQuads.tsx';

export type SplashesProps = {
  /** Rings on the sand round the camera. */
  count?: number;
};

/** Raindrops splashing on the sand near the camera: rings that spread and fade. Too small to see
 * from high up (above 80 m). */
export function Splashes({ count = 1200 }: SplashesProps) {
  return (
    <RainQuads
      name="rain-splashes"
      count={count}
      seed={0x5b1a54}
      createMaterial={createSplashMaterial}
      maxCameraHeight={80}
      renderOrder={2}
    />
  );
}
