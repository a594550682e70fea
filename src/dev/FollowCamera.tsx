import { useThree } from '@react-three/fiber';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { newSample, sampleChariot } from '../replay/sample.ts';

export type FollowCameraProps = {
  /** Index of the chariot to ride along with. */
  chariot: number;
  /** Camera offset in the chariot's frame: x ahead, y up, z to its right (m). */
  offset: readonly [number, number, number];
};

const _sample = newSample();

/** Keeps the camera at a fixed offset from one chariot, looking at its team. */
export function FollowCamera({ chariot, offset }: FollowCameraProps) {
  const camera = useThree((s) => s.camera);
  useSystem('camera', 'dev follow camera', () => {
    const plan = useViewer.getState().plan;
    const track = plan?.chariots[chariot];
    if (!plan || !track) return;
    const s = sampleChariot(plan, track, clock.time, _sample);
    const c = Math.cos(s.heading);
    const n = Math.sin(s.heading);
    const [ox, oy, oz] = offset;
    camera.position.set(s.x + c * ox + n * oz, oy, s.z - n * ox + c * oz);
    camera.lookAt(s.x + c * 1.6, 1.1, s.z - n * 1.6);
  });
  return null;
}
