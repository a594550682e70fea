import { paintOverlay } from './overlay-painter.ts';

/**
 * Video export: records the broadcast to WebM in the browser. Each animation frame copies the 3D
 * canvas (drawn with its buffer preserved) onto a 1920×1080 canvas, paints the overlay over it
 * when asked, and that canvas's stream goes to a MediaRecorder.
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
  /** Stops and gives the video. */
  stop(): Promise<Blob>;
}

// VP8 first: it encodes fastest, which matters when frames come slowly (software GL).
const TYPES = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9', 'video/webm'];

/** The WebM type this browser records, or null when it cannot. */
export function webmType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

export function startRecording({
  source,
  stage,
  width = 1920,
  height = 1080,
  bitsPerSecond = 8_000_000,
}: RecordOptions): Recording {
  const type = webmType();
  if (!type) throw new Error('this browser cannot record WebM video (no MediaRecorder)');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas to compose the video on');
  const draw = (): void => {
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(source, 0, 0, width, height);
    if (stage) paintOverlay(ctx, stage);
  };
  draw();
  // Frames are pushed as they are composed (requestFrame), so a slow renderer still gets each one in.
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack | undefined;
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  let frame = 0;
  const loop = (): void => {
    draw();
    track?.requestFrame();
    frame = requestAnimationFrame(loop);
  };
  frame = requestAnimationFrame(loop);
  recorder.start(1000);
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        cancelAnimationFrame(frame);
        recorder.onstop = () => {
          for (const track of stream.getTracks()) track.stop();
          resolve(new Blob(chunks, { type: 'video/webm' }));
        };
        recorder.stop();
      }),
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
