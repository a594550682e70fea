import type { Plan } from '../replay/plan.ts';
import { ALL_LAYERS, type Layers, type Listener, SoundEngine, type SoundFrame } from './engine.ts';
import { buildScore, type Score } from './score.ts';

/**
 * A race's sound rendered offline (OfflineAudioContext), faster than real time, by the same engine
 * the viewer plays through, fed the frames a viewer at `fps` would give it: for tests and tools
 * that measure the sound, and for a recording's soundtrack, made from what the programme was at
 * each moment of the recording rather than from however few frames a busy machine drew.
 */

/**
 * What playback was at second `s` of a rendering (the race time, its rate, whether it played, where
 * the camera stood), written into `out`. Asked at ascending seconds, so it may keep a cursor.
 */
export type SoundTrack = (s: number, out: SoundFrame) => void;

export interface TrackOptions {
  sampleRate?: number;
  layers?: Partial<Layers>;
  volume?: number;
  /** Frames a second the engine is given (its levels follow them; its sounds are scheduled ahead). */
  fps?: number;
}

/** Renders `seconds` of a race's sound, the engine fed `track`'s frame at each 1/fps. */
export async function renderTrack(
  score: Score,
  track: SoundTrack,
  seconds: number,
  options: TrackOptions = {},
): Promise<AudioBuffer> {
  const rate = options.sampleRate ?? 48_000;
  const fps = options.fps ?? 30;
  const ctx = new OfflineAudioContext({
    numberOfChannels: 2,
    length: Math.max(1, Math.ceil(seconds * rate)),
    sampleRate: rate,
  });
  const engine = new SoundEngine(ctx);
  engine.setLayers({ ...ALL_LAYERS, ...options.layers });
  engine.setScore(score);
  engine.setVolume(options.volume ?? 1, 0);
  const frame: SoundFrame = {
    time: 0,
    rate: 1,
    playing: false,
    listener: { ...DEFAULT_LISTENER },
  };
  for (let k = 0; k / fps < seconds; k++) {
    track(k / fps, frame);
    engine.frame(frame, k / fps);
  }
  return ctx.startRendering();
}

export interface OfflineOptions extends TrackOptions {
  /** Plan time the render starts at, s. */
  from?: number;
  /** Seconds rendered. */
  seconds: number;
  /** Where the listener stands (default: on the start line, at the spina's end). */
  listener?: Listener;
  /** Seconds of the render (from its start) during which playback is paused: [from, to] pairs. */
  pauses?: ReadonlyArray<readonly [number, number]>;
  /** Seconds during which the race stands still but the stands are heard (a broadcast's cards). */
  stands?: ReadonlyArray<readonly [number, number]>;
  /** Playback speed. */
  rate?: number;
}

export const DEFAULT_LISTENER: Listener = { x: 0, y: 6, z: 40, rightX: 1, rightZ: 0 };

/** A race played from `from` at `rate` (paused where asked), heard from one place. */
export async function renderOffline(plan: Plan, options: OfflineOptions): Promise<AudioBuffer> {
  const speed = options.rate ?? 1;
  const listener = options.listener ?? DEFAULT_LISTENER;
  const pauses = options.pauses ?? [];
  const stands = options.stands ?? [];
  const from = options.from ?? 0;
  const within = (s: number, spans: ReadonlyArray<readonly [number, number]>): boolean =>
    spans.some(([a, b]) => s >= a && s < b);
  // Plan time moves on at `speed` except while paused or standing: those seconds before s are taken off.
  const track: SoundTrack = (s, out) => {
    let still = 0;
    for (const [a, b] of [...pauses, ...stands]) still += Math.max(0, Math.min(s, b) - a);
    out.time = from + speed * (s - still);
    out.rate = speed;
    out.stands = within(s, stands);
    out.playing = !within(s, pauses) && !out.stands;
    Object.assign(out.listener, listener);
  };
  return renderTrack(buildScore(plan), track, options.seconds, options);
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
