import type { Plan } from '../replay/plan.ts';
import { ALL_LAYERS, type Layers, type Listener, SoundEngine, type TapedFrame } from './engine.ts';
import { buildScore, type Score } from './score.ts';

/**
 * A race's sound rendered offline (OfflineAudioContext), faster than real time, by the same engine
 * the viewer plays through, fed the frames a viewer at `fps` would give it: for tests and tools
 * that measure the sound, and for a recording's soundtrack made without playing the race.
 */
export interface OfflineOptions {
  /** Plan time the render starts at, s. */
  from?: number;
  /** Seconds rendered. */
  seconds: number;
  /** Where the listener stands (default: on the start line, at the spina's end). */
  listener?: Listener;
  sampleRate?: number;
  layers?: Partial<Layers>;
  volume?: number;
  /** Seconds of the render (from its start) during which playback is paused: [from, to] pairs. */
  pauses?: ReadonlyArray<readonly [number, number]>;
  /** Playback speed. */
  rate?: number;
  fps?: number;
}

export const DEFAULT_LISTENER: Listener = { x: 0, y: 6, z: 40, rightX: 1, rightZ: 0 };

export async function renderOffline(plan: Plan, options: OfflineOptions): Promise<AudioBuffer> {
  const rate = options.sampleRate ?? 48_000;
  const fps = options.fps ?? 30;
  const speed = options.rate ?? 1;
  const ctx = new OfflineAudioContext({
    numberOfChannels: 2,
    length: Math.ceil(options.seconds * rate),
    sampleRate: rate,
  });
  const engine = new SoundEngine(ctx);
  engine.setLayers({ ...ALL_LAYERS, ...options.layers });
  engine.setScore(buildScore(plan));
  engine.setVolume(options.volume ?? 1, 0);
  const listener = options.listener ?? DEFAULT_LISTENER;
  const pauses = options.pauses ?? [];
  let time = options.from ?? 0;
  for (let k = 0; k * (1 / fps) < options.seconds; k++) {
    const now = k / fps;
    const paused = pauses.some(([a, b]) => now >= a && now < b);
    engine.frame({ time, rate: speed, playing: !paused, listener }, now);
    if (!paused) time += speed / fps;
  }
  return ctx.startRendering();
}

/**
 * A recording's soundtrack: the frames the engine was given while it recorded (`startTape`),
 * rendered again offline at the times they came, from `startMs` (performance.now()) for `seconds`.
 * The sound is what was heard, in step with the frames recorded, however slowly they came.
 */
export async function renderTape(
  score: Score,
  tape: readonly TapedFrame[],
  startMs: number,
  seconds: number,
  volume = 1,
  sampleRate = 48_000,
): Promise<AudioBuffer> {
  const ctx = new OfflineAudioContext({
    numberOfChannels: 2,
    length: Math.max(1, Math.ceil(seconds * sampleRate)),
    sampleRate,
  });
  const engine = new SoundEngine(ctx);
  engine.setScore(score);
  engine.setVolume(volume, 0);
  for (const f of tape) {
    const now = (f.at - startMs) / 1000;
    if (now >= 0 && now < seconds) engine.frame(f, now);
  }
  return ctx.startRendering();
}

/** 16-bit PCM WAV of an AudioBuffer. */
export function wav(buffer: AudioBuffer): Uint8Array<ArrayBuffer> {
  const channels = buffer.numberOfChannels;
  const n = buffer.length;
  const bytes = new Uint8Array(44 + n * channels * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string): void => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + n * channels * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, buffer.sampleRate, true);
  view.setUint32(28, buffer.sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, n * channels * 2, true);
  const data = Array.from({ length: channels }, (_, c) => buffer.getChannelData(c));
  let at = 44;
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < channels; c++) {
      const v = Math.max(-1, Math.min(1, data[c]![i]!));
      view.setInt16(at, Math.round(v * 32767), true);
      at += 2;
    }
  }
  return bytes;
}
