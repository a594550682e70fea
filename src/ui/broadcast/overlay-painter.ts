/**
 * Paints the broadcast overlay (plain DOM: boxes and text) onto a 2D canvas, for the recorder: a
 * video of the canvas alone would have no graphics. It walks the overlay's elements, placed by
 * their layout offsets within the 1920×1080 stage (the stage's scaling is a transform, which
 * offsets ignore), and draws each one's background and its own text with its computed font.
 * Handles what the overlay uses (solid backgrounds, rounded corners, single-line text), no more.
 */

interface Painted {
  el: HTMLElement;
  style: CSSStyleDeclaration;
  /** The element's own text (its text-node children), or '' when it has none. */
  ownText: boolean;
}

/** Elements of the stage, refreshed now and then (the overlay mounts and unmounts cards). */
let painted: Painted[] = [];
let paintedStage: HTMLElement | null = null;
let framesSinceScan = Number.POSITIVE_INFINITY;
const RESCAN_FRAMES = 30;

function scan(stage: HTMLElement): void {
  painted = [];
  for (const el of stage.querySelectorAll<HTMLElement>('*')) {
    if (el instanceof HTMLCanvasElement || el.closest('canvas')) continue;
    let ownText = false;
    for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) ownText = true;
    painted.push({ el, style: getComputedStyle(el), ownText });
  }
  paintedStage = stage;
  framesSinceScan = 0;
}

/** Position of el within the stage, in stage pixels; false when it is not laid out. */
const _at = new Float64Array(2);
function offsetIn(el: HTMLElement, stage: HTMLElement): boolean {
  let x = 0;
  let y = 0;
  let node: HTMLElement | null = el;
  while (node && node !== stage) {
    x += node.offsetLeft;
    y += node.offsetTop;
    node = node.offsetParent as HTMLElement | null;
  }
  if (node !== stage) return false;
  _at[0] = x;
  _at[1] = y;
  return true;
}

const transparent = (colour: string): boolean =>
  colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)' || colour === '';

/** Draws the overlay of `stage` onto ctx, scaled from the stage's size to the canvas's. */
export function paintOverlay(ctx: CanvasRenderingContext2D, stage: HTMLElement): void {
  if (stage !== paintedStage || ++framesSinceScan >= RESCAN_FRAMES) scan(stage);
  ctx.save();
  ctx.scale(
    ctx.canvas.width / Math.max(1, stage.offsetWidth),
    ctx.canvas.height / Math.max(1, stage.offsetHeight),
  );
  for (const p of painted) {
    const { el, style } = p;
    if (!el.isConnected || el.offsetParent === null || style.visibility === 'hidden' || style.opacity === '0')
      continue;
    if (!offsetIn(el, stage)) continue;
    const x = _at[0]!;
    const y = _at[1]!;
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    const bg = style.backgroundColor;
    if (!transparent(bg)) {
      ctx.fillStyle = bg;
      const r = Number.parseFloat(style.borderTopLeftRadius) || 0;
      ctx.beginPath();
      ctx.roundRect(x, y, w, h, Math.min(r, h / 2, w / 2));
      ctx.fill();
    }
    if (p.ownText) {
      const text = el.textContent ?? '';
      ctx.font = style.font;
      ctx.fillStyle = style.color;
      ctx.textBaseline = 'middle';
      const align = style.textAlign;
      const padL = Number.parseFloat(style.paddingLeft) || 0;
      const padR = Number.parseFloat(style.paddingRight) || 0;
      if (align === 'right' || align === 'end') {
        ctx.textAlign = 'right';
        ctx.fillText(text, x + w - padR, y + h / 2, w);
      } else if (align === 'center') {
        ctx.textAlign = 'center';
        ctx.fillText(text, x + w / 2, y + h / 2, w);
      } else {
        ctx.textAlign = 'left';
        ctx.fillText(text, x + padL, y + h / 2, w);
      }
    }
  }
  ctx.restore();
}
