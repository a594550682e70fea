import type { AudioCodec, VideoCodec } from 'mediabunny';
import { renderTrack, type SoundTrack } from '../../audio/offline.ts';
import type { Score } from '../../audio/score.ts';
import { addSystem } from '../../playback/frame-loop.ts';
import { paintOverlay } from './overlay-painter.ts';

/**
 * Video export: records the broadcast, with its sound, to MP4 or WebM in the browser. Each frame
 * (in the frame loop's recorder stage, after the render and the HUD) copies the 3D canvas (drawn
 * with its buffer preserved) onto a canvas of the video's size, paints the overlay over it when
 * asked, and hands that picture to the encoder, stamped with the programme's time (seconds it has
 * run since the recording began: a hold adds nothing to the file). The sound is rendered offline
 * when the recording stops, by the same engine the page plays through, from what the programme was
 * at each moment (`RecordSound`): not captured from the speakers' feed, which on a busy machine
 * runs ahead of the few frames drawn, or falls silent. Encoding (WebCodecs) and the file (MP4 with
 * its index at the front, WebM with cues, both seekable) are mediabunny's.
 *
 * Why not MediaRecorder on the canvas's stream: it encodes against the wall clock with no way to
 * wait for it; on a busy machine (software GL takes every core) it fell seconds behind, dropped most
 * frames and lost what it had not written when stopped. Here a frame is only given to the encoder
 * when it has at most a few in hand (otherwise it is let go: real time is kept), and finishing waits
 * for every frame given.
 */
export type VideoFormat = 'mp4' | 'webm';

export interface RecordOptions {
  /** The 3D canvas, and the overlay's stage (null: a clean feed). */
  source: HTMLCanvasElement;
  stage: HTMLElement | null;
  width?: number;
  height?: number;
  bitsPerSecond?: number;
  format?: VideoFormat;
  /** The programme's clock: seconds it has run (not counting holds). Frames are stamped by it. */
  clock: () => number;
  /** The recording's sound (null: a silent video). */
  sound?: RecordSound | null;
  /** Told how the recording goes, a few times a second while it records and as it finishes. */
  onProgress?: (progress: RecordProgress) => void;
}

/** What a recording's sound is rendered from. */
export interface RecordSound {
  score: Score;
  /** 0 to 1, as the listener set it. */
  volume: number;
  /** Told, with each frame the recorder takes, the frame's recording second. */
  mark(at: number): void;
  /** The sound frame at each recording second, once the recording has stopped. */
  track: SoundTrack;
}

export interface RecordProgress {
  phase: 'recording' | 'finishing' | 'done';
  /** Seconds recorded. */
  seconds: number;
  /** Frames given to the encoder, and encoded so far. */
  frames: number;
  encoded: number;
}

export interface Recording {
  readonly format: VideoFormat;
  readonly videoCodec: VideoCodec;
  readonly audioCodec: AudioCodec | null;
  /** Stops, waits for the encoders' last frames, and gives the file. */
  stop(): Promise<Blob>;
}

/** What each container is tried with, in order. Debian's Chromium encodes H.264 and Opus, not AAC. */
const CODECS: Record<VideoFormat, { video: VideoCodec[]; audio: AudioCodec[] }> = {
  mp4: { video: ['avc', 'vp9'], audio: ['aac', 'opus'] },
  webm: { video: ['vp8', 'vp9'], audio: ['opus'] },
};

/**
 * Frames the encoder may have in hand before a new one is let go (real time: keep up). More than
 * one, so a slow software encoder on a busy machine still gets a frame each time it is ready.
 */
const MAX_IN_FLIGHT = 4;

/** A key frame at least this often (s), so a player can seek the video. */
const KEY_EVERY = 2;

export async function startRecording({
  source,
  stage,
  width = 1920,
  height = 1080,
  bitsPerSecond = 8_000_000,
  format = 'mp4',
  clock,
  sound = null,
  onProgress,
}: RecordOptions): Promise<Recording> {
  // Loaded when a recording starts: the page itself never needs it.
  const {
    BufferTarget,
    CanvasSource,
    getFirstEncodableAudioCodec,
    getFirstEncodableVideoCodec,
    AudioBufferSource,
    Mp4OutputFormat,
    Output,
    WebMOutputFormat,
  } = await import('mediabunny');
  const codecs = CODECS[format];
  const videoCodec = await getFirstEncodableVideoCodec(codecs.video, {
    width,
    height,
    bitrate: bitsPerSecond,
  });
  if (!videoCodec) {
    throw new Error(`this browser cannot encode ${format} video (tried ${codecs.video.join(', ')})`);
  }
  const audioCodec = sound ? await getFirstEncodableAudioCodec(codecs.audio) : null;
  if (sound && !audioCodec) {
    throw new Error(`this browser cannot encode ${format} audio (tried ${codecs.audio.join(', ')})`);
  }

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // A canvas in main memory: the software encoder needs the pixels there anyway, and reading the
  // 3D frame back as it is drawn here is quick, where a GPU-side canvas is read back later, behind
  // whatever the GPU is drawing by then (seconds a frame under software GL).
  const ctx = canvas.getContext('2d', { alpha: false, willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas to compose the video on');

  const progress: RecordProgress = { phase: 'recording', seconds: 0, frames: 0, encoded: 0 };
  const target = new BufferTarget();
  const output = new Output({
    format: format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const video = new CanvasSource(canvas, {
    codec: videoCodec,
    bitrate: bitsPerSecond,
    keyFrameInterval: KEY_EVERY,
    // Not 'realtime', which lets the encoder drop frames it is late with: on a loaded machine it
    // dropped every one of a short recording's. The recorder itself lets frames go while the
    // encoder is busy (MAX_IN_FLIGHT); what it gives is encoded.
    latencyMode: 'quality',
    onEncodedPacket: () => {
      progress.encoded++;
    },
  });
  output.addVideoTrack(video, { frameRate: 30 });
  const audio = sound && audioCodec ? new AudioBufferSource({ codec: audioCodec, bitrate: 128_000 }) : null;
  if (audio) output.addAudioTrack(audio);
  let failure: Error | null = null;
  const fail = (e: unknown): void => {
    failure ??= e instanceof Error ? e : new Error(String(e));
  };
  await output.start();

  const start = clock();
  let lastStamp = -1;
  /** Frames given to the encoder and not yet taken. */
  let inFlight = 0;
  let told = 0;
  const taken = (): void => {
    inFlight--;
  };
  /**
   * Composes the picture on screen now and gives it to the encoder, unless it is still busy or
   * the programme has not moved since the last frame (held).
   */
  const capture = (): void => {
    const stamp = clock() - start;
    if (stamp <= lastStamp) return;
    lastStamp = stamp;
    progress.seconds = stamp;
    if (audio) sound?.mark(stamp);
    const now = performance.now();
    if (onProgress && now - told > 250) {
      told = now;
      onProgress({ ...progress });
    }
    if (inFlight >= MAX_IN_FLIGHT || failure) return;
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(source, 0, 0, width, height);
    if (stage) paintOverlay(ctx, stage);
    inFlight++;
    progress.frames++;
    video.add(stamp).then(taken, fail);
  };
  capture();
  // The recorder stage runs after the render and HUD stages: it copies the frame just drawn.
  const remove = addSystem('recorder', 'video recorder', capture);

  return {
    format,
    videoCodec,
    audioCodec: audio ? audioCodec : null,
    stop: async () => {
      remove();
      const seconds = Math.max(0, lastStamp);
      progress.phase = 'finishing';
      onProgress?.({ ...progress });
      const ticker = onProgress ? setInterval(() => onProgress({ ...progress }), 250) : 0;
      try {
        video.close();
        if (audio && sound && seconds > 0 && !failure) {
          const buffer = await renderTrack(sound.score, sound.track, seconds, { volume: sound.volume });
          await audio.add(buffer).catch(fail);
        }
        audio?.close();
        if (!failure) await output.finalize().catch(fail);
      } finally {
        clearInterval(ticker);
      }
      if (failure) {
        await output.cancel().catch(() => undefined);
        throw new Error(`the video could not be written: ${(failure as Error).message}`);
      }
      if (!target.buffer || progress.encoded === 0) throw new Error('the video encoder gave no frames');
      progress.phase = 'done';
      onProgress?.({ ...progress });
      return new Blob([target.buffer], { type: output.format.mimeType });
    },
  };
}

/** Offers a video to the user as a download. */
export function saveVideo(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
