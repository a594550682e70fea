import { addSystem } from '../../playback/frame-loop.ts';
import { paintOverlay } from './overlay-painter.ts';
import { type EncodedFrame, writeWebm } from './webm-writer.ts';

/**
 * Video export: records the broadcast to WebM in the browser. Each frame (in the frame loop's
 * recorder stage, after the render and the HUD) copies the 3D canvas (drawn with its buffer
 * preserved) onto a 1920×1080 canvas, paints the overlay over it when asked, and hands that
 * picture to a WebCodecs VideoEncoder, stamped with the time it was shown; stopping flushes the
 * encoder and writes the frames into a WebM file (webm-writer.ts).
 *
 * Why not MediaRecorder on the canvas's stream: it encodes on a background thread against the
 * wall clock, with no way to wait for it. Where the machine is busy (software GL takes every core,
 * as in headless Chromium on SwiftShader) its encoder falls seconds behind the frames, drops most
 * of them, and `stop()` throws away whatever it has not written: a 1080p recording of a few seconds
 * came out empty, or with two frames. A VideoEncoder says how far behind it is (`encodeQueueSize`,
 * so a frame can be let go when it is too far behind) and `flush()` waits for every frame given.
 */
export interface RecordOptions {
  /** The 3D canvas, and the overlay's stage (null: a clean feed). */
  source: HTMLCanvasElement;
  stage: HTMLElement | null;
  width?: number;
  height?: number;
  bitsPerSecond?: number;
}

export interface Recording {
  /** Stops, waits for the encoder's last frames, and gives the video. */
  stop(): Promise<Blob>;
}

/** Codecs tried, in order: VP8 encodes fastest, which matters when frames come slowly. */
const CODECS = [
  { codec: 'vp8', codecId: 'V_VP8' },
  { codec: 'vp09.00.10.08', codecId: 'V_VP9' },
] as const;

/** A key frame at least this often, µs, so a player can seek the video. */
const KEY_EVERY = 2_000_000;
/** Frames the encoder may have in hand before a new one is let go (real time: keep up). */
const MAX_QUEUE = 4;

/** The codec this browser encodes at this size, or null when it cannot record. */
async function pickCodec(
  width: number,
  height: number,
  bitrate: number,
): Promise<{ config: VideoEncoderConfig; codecId: string } | null> {
  if (typeof VideoEncoder === 'undefined' || typeof VideoFrame === 'undefined') return null;
  for (const { codec, codecId } of CODECS) {
    const config: VideoEncoderConfig = {
      codec,
      width,
      height,
      bitrate,
      framerate: 30,
      latencyMode: 'realtime',
    };
    const support = await VideoEncoder.isConfigSupported(config).catch(() => null);
    if (support?.supported) return { config, codecId };
  }
  return null;
}

export async function startRecording({
  source,
  stage,
  width = 1920,
  height = 1080,
  bitsPerSecond = 8_000_000,
}: RecordOptions): Promise<Recording> {
  const picked = await pickCodec(width, height, bitsPerSecond);
  if (!picked) throw new Error('this browser cannot encode WebM video (no VP8 or VP9 VideoEncoder)');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // A canvas in main memory: the software encoder needs the pixels there anyway, and reading the
  // 3D frame back as it is drawn here is quick, where a GPU-side canvas is read back later, behind
  // whatever the GPU is drawing by then (seconds a frame under software GL).
  const ctx = canvas.getContext('2d', { alpha: false, willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas to compose the video on');

  const frames: EncodedFrame[] = [];
  let failure: Error | null = null;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      frames.push({ timestamp: chunk.timestamp, key: chunk.type === 'key', data });
    },
    error: (e) => {
      failure = e;
    },
  });
  encoder.configure(picked.config);

  const start = performance.now();
  let lastKey = Number.NEGATIVE_INFINITY;
  let lastStamp = -1;
  /** Composes the picture on screen now and gives it to the encoder, unless it is too far behind. */
  const capture = (): void => {
    if (encoder.state !== 'configured' || encoder.encodeQueueSize > MAX_QUEUE) return;
    const stamp = Math.max(lastStamp + 1, Math.round((performance.now() - start) * 1000));
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(source, 0, 0, width, height);
    if (stage) paintOverlay(ctx, stage);
    const frame = new VideoFrame(canvas, { timestamp: stamp });
    const key = stamp - lastKey >= KEY_EVERY;
    encoder.encode(frame, { keyFrame: key });
    frame.close();
    if (key) lastKey = stamp;
    lastStamp = stamp;
  };
  capture();
  // The recorder stage runs after the render and HUD stages: it copies the frame just drawn.
  const remove = addSystem('recorder', 'video recorder', capture);

  return {
    stop: async () => {
      remove();
      const durationUs = (performance.now() - start) * 1000;
      if (encoder.state === 'configured') await encoder.flush().catch((e: Error) => (failure ??= e));
      if (encoder.state !== 'closed') encoder.close();
      if (failure) throw new Error(`the video encoder failed: ${(failure as Error).message}`);
      if (frames.length === 0) throw new Error('the video encoder gave no frames');
      const track = { codecId: picked.codecId, width, height };
      return new Blob(writeWebm(track, frames, durationUs), { type: 'video/webm' });
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
