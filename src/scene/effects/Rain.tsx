import { createRainMaterial } from './effect-materials.ts';
import { RainQuads } from './RainQuads.tsx';

export type RainProps = {
  /** Streaks kept round the camera. */
  streaks?: number;
};

/** Falling rain: streaks in a box round the camera. */
export function Rain({ streaks = 7000 }: RainProps) {
  return (
    <RainQuads
      name="rain"
      count={streaks}
      seed={0x5eed}
      createMaterial={createRainMaterial}
      renderOrder={3}
    />
  );
}
