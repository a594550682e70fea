import type { DrawnChariot } from '../playback/drawn-chariots.ts';
import type { Fleet } from './chariot-fleet.ts';

/** Every chariot of a fleet as drawn this frame (after spacing), in the plan's order (for debugging). */
export function drawnOf(fleet: Fleet): DrawnChariot[] {
  const out: DrawnChariot[] = [];
  for (let i = 0; i < fleet.size; i++)
    out.push({
      x: fleet.x[i]!,
      z: fleet.z[i]!,
      heading: fleet.heading[i]!,
      whole: fleet.spacing.whole[i] === 1,
    });
  return out;
}
