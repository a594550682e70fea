import { useExplain } from '../../playback/explain.ts';
import { addSystem } from '../../playback/frame-loop.ts';
import { useViewer } from '../../playback/store.ts';
import { type CardBox, drawMomentCard, momentCard } from './moment-card.ts';

/**
 * "Export this moment": the 3D frame with the explain card drawn on it, saved as a PNG. The frame
 * is copied from the WebGL canvas in the frame loop right after it is drawn (the drawing buffer is
 * only sure to hold the frame until the browser shows it, and the viewer does not keep it), then
 * composed on a 2-D canvas with the card drawn from the log. Loaded on demand.
 */
export interface ExportedMoment {
  /** The file name the PNG is saved under. */
  name: string;
  width: number;
  height: number;
  /** Where the card is on the image. */
  card: CardBox;
  png: Blob;
}

/** The viewer's 3D canvas. */
const sceneCanvas = (): HTMLCanvasElement | null =>
  document.querySelector<HTMLCanvasElement>('.qv-root canvas');

/**
 * The image's size: the 3D view's size on screen in device pixels, at least one pixel per CSS pixel
 * (low quality draws the frame at half that; the card is drawn at the image's own resolution).
 */
export function momentSize(
  source: { width: number; height: number; clientWidth: number; clientHeight: number },
  devicePixelRatio: number,
): { width: number; height: number } {
  const ratio = Math.max(1, devicePixelRatio);
  return {
    width: Math.max(source.width, Math.round(source.clientWidth * ratio)),
    height: Math.max(source.height, Math.round(source.clientHeight * ratio)),
  };
}

/** Copies the next frame the viewer draws onto a 2-D canvas of the image's size. */
function nextFrame(source: HTMLCanvasElement): Promise<HTMLCanvasElement> {
  return new Promise((resolve, reject) => {
    const stop = addSystem('recorder', 'export moment', () => {
      stop();
      const out = document.createElement('canvas');
      const size = momentSize(source, window.devicePixelRatio);
      out.width = size.width;
      out.height = size.height;
      const ctx = out.getContext('2d');
      if (!ctx) return reject(new Error('this browser gives no 2-D canvas to draw the image on'));
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(source, 0, 0, out.width, out.height);
      resolve(out);
    });
  });
}

/** The moment shown in explain mode as a PNG with its card, or an error saying why there is none. */
export async function composeMoment(): Promise<ExportedMoment> {
  const plan = useViewer.getState().plan;
  const { enabled, seq } = useExplain.getState();
  if (!plan || !enabled || seq === null) throw new Error('no explain step is shown');
  const event = plan.log.events.find((e) => e.seq === seq);
  if (!event) throw new Error(`event ${seq} is not in this race`);
  const source = sceneCanvas();
  if (!source) throw new Error('the 3D view is not on the page');
  const image = await nextFrame(source);
  const ctx = image.getContext('2d')!;
  const card = drawMomentCard(ctx, momentCard(plan.log, event), image.width, image.height);
  const png = await new Promise<Blob>((resolve, reject) =>
    image.toBlob((b) => (b ? resolve(b) : reject(new Error('the image could not be encoded'))), 'image/png'),
  );
  const { header } = plan.log;
  return {
    name: `${header.ruleset.id}-seed-${header.seed}-event-${seq}.png`,
    width: image.width,
    height: image.height,
    card,
    png,
  };
}

/** Saves the moment shown as a PNG (the browser's download). */
export async function exportMoment(): Promise<ExportedMoment> {
  const moment = await composeMoment();
  const url = URL.createObjectURL(moment.png);
  const a = document.createElement('a');
  a.href = url;
  a.download = moment.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return moment;
}
