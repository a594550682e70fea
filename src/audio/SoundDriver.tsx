import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { clock } from '../playback/clock.ts';
import { useViewer } from '../playback/store.ts';
import { useSystem } from '../playback/use-system.ts';
import { SoundEngine, type SoundFrame } from './engine.ts';
import { buildScore } from './score.ts';
import { soundNow, useSound } from './settings.ts';

export interface Transport {
  playing: boolean;
  /** Plan seconds per second. */
  rate: number;
  /** While not playing, the stands are still heard (the broadcast's cards; see SoundFrame). */
  stands?: boolean;
}

export type SoundDriverProps = {
  /** Whether the race plays now, and how fast (the viewer's controls, or the broadcast's cut). */
  transport: () => Transport;
  /**
   * Start the audio at once (the broadcast page: OBS lets it play) rather than at the first click
   * or key (the viewer: browsers hold sound back until the page is used).
   */
  eager?: boolean;
};

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * The viewer's hook into the sound (engine.ts): a system of the frame loop's effects stage (after
 * the clock has moved and the camera rig has placed the camera) that tells the engine the playback
 * time, whether and how fast it plays, and where the camera is and faces.
 */
export function SoundDriver({ transport, eager = false }: SoundDriverProps) {
  const replay = useViewer((s) => s.replay);
  const get = useThree((s) => s.get);
  const on = useSound((s) => s.on);
  const volume = useSound((s) => s.volume);
  const engine = useRef<SoundEngine | null>(null);
  // The score from the replay compiled once per load (its effects are not derived again here).
  const score = useMemo(() => (replay ? buildScore(replay.plan, replay.effects) : null), [replay]);
  // Rewritten each frame: the frame loop allocates nothing.
  const frame = useRef<SoundFrame>({
    time: 0,
    rate: 1,
    playing: false,
    stands: false,
    listener: { x: 0, y: 0, z: 0, rightX: 1, rightZ: 0 },
  }).current;
  const listener = frame.listener;
  const scoreNow = useRef(score);
  scoreNow.current = score;

  // The context, made once sound is on (and, in the viewer, once the page has been used).
  useEffect(() => {
    if (!on || typeof AudioContext === 'undefined') return;
    let ctx: AudioContext | null = null;
    const start = (): void => {
      if (!ctx) {
        ctx = new AudioContext({ latencyHint: 'playback' });
        engine.current = new SoundEngine(ctx);
        soundNow.engine = engine.current;
        engine.current.setScore(scoreNow.current);
        engine.current.setVolume(useSound.getState().volume, 0);
      }
      if (ctx.state === 'suspended') void ctx.resume();
    };
    if (eager) start();
    for (const g of GESTURES) window.addEventListener(g, start, { capture: true });
    return () => {
      for (const g of GESTURES) window.removeEventListener(g, start, { capture: true });
      engine.current?.dispose();
      if (soundNow.engine === engine.current) soundNow.engine = null;
      engine.current = null;
      void ctx?.close();
    };
  }, [on, eager]);

  useEffect(() => engine.current?.setScore(score), [score]);
  useEffect(() => engine.current?.setVolume(volume), [volume]);

  useSystem('effects', 'sound', () => {
    const e = engine.current;
    if (!e) return;
    const camera = get().camera;
    camera.updateMatrixWorld();
    const m = camera.matrixWorld.elements;
    listener.x = m[12]!;
    listener.y = m[13]!;
    listener.z = m[14]!;
    // The camera's right hand, flattened onto the ground.
    const r = Math.hypot(m[0]!, m[2]!) || 1;
    listener.rightX = m[0]! / r;
    listener.rightZ = m[2]! / r;
    const t = transport();
    frame.time = clock.time;
    frame.rate = t.rate;
    frame.playing = t.playing;
    frame.stands = t.stands === true;
    e.frame(frame);
  });
  return null;
}
