/**
 * Paints the broadcast overlay (plain DOM: boxes and text) onto a 2D canvas, for the recorder: a
 * video of the canvas alone would have no graphics. It walks the overlay's elements, placed by
 * their layout offsets within the 1920×1080 stage (the stage's scaling is a transform, which
 * offsets ignore), and draws each one's background and its own text with its computed font.
 * Handles what the overlay uses (solid backgrounds, rounded corners, single-line text), no more.
 *
 * It runs every recorded frame, so it allocates nothing there: the element list and each
 * element's looks (colours, font, padding, radius, from its computed style, a live object kept
 * per element) are refreshed into the same records every RESCAN_FRAMES frames, walking the tree
 * without a node list; between refreshes a frame reads only layout numbers and the text nodes'
 * own strings. (The style values read at a refresh are new strings the browser makes.)
 */

interface Painted {
  el: HTMLElement;
  /** The element's computed style: a live object, kept while the record holds the same element. */
  style: CSSStyleDeclaration | null;
  /** The element's one text child, or null (no own text, or several nodes: read textContent). */
  text: Text | null;
  ownText: boolean;
  shown: boolean;
  background: string;
  radius: number;
  font: string;
  colour: string;
  align: CanvasTextAlign;
  padLeft: number;
  padRight: number;
}

/** Records reused across refreshes; the first `count` are the stage's elements. */
const painted: Painted[] = [];
let count = 0;
let paintedStage: HTMLElement | null = null;
let framesSinceScan = Number.POSITIVE_INFINITY;
const RESCAN_FRAMES = 30;

const transparent = (colour: string): boolean =>
  colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)' || colour === '';

/** Whether a string has anything but white space (no trimmed copy made). */
function hasInk(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 32) return true;
  return false;
}

function record(el: HTMLElement): void {
  let p = painted[count];
  if (!p) {
    p = {
      el,
      style: null,
      text: null,
      ownText: false,
      shown: false,
      background: '',
      radius: 0,
      font: '',
      colour: '',
      align: 'left',
      padLeft: 0,
      padRight: 0,
    };
    painted.push(p);
  }
  count++;
  if (p.el !== el || p.style === null) {
    p.el = el;
    p.style = getComputedStyle(el);
  }
  let texts = 0;
  let single: Text | null = null;
  for (let n = el.firstChild; n !== null; n = n.nextSibling) {
    if (n.nodeType === Node.TEXT_NODE && hasInk((n as Text).data)) {
      texts++;
      single = n as Text;
    }
  }
  p.ownText = texts > 0;
  p.text = texts === 1 && el.childNodes.length === 1 ? single : null;
  const style = p.style;
  p.shown = style.visibility !== 'hidden' && style.opacity !== '0';
  p.background = style.backgroundColor;
  p.radius = Number.parseFloat(style.borderTopLeftRadius) || 0;
  p.font = style.font;
  p.colour = style.color;
  const align = style.textAlign;
  p.align = align === 'right' || align === 'end' ? 'right' : align === 'center' ? 'center' : 'left';
  p.padLeft = Number.parseFloat(style.paddingLeft) || 0;
  p.padRight = Number.parseFloat(style.paddingRight) || 0;
}

/** Refreshes the records from the stage's elements, depth first, skipping canvases. */
function scan(stage: HTMLElement): void {
  count = 0;
  let el: Element | null = stage.firstElementChild;
  while (el !== null) {
    const isCanvas = el instanceof HTMLCanvasElement;
    if (!isCanvas && el instanceof HTMLElement) record(el);
    // Down into children (not a canvas's), else across, else up until there is a next sibling.
    let next: Element | null = isCanvas ? null : el.firstElementChild;
    while (next === null && el !== null && el !== stage) {
      next = el.nextElementSibling;
      if (next === null) el = el.parentElement;
    }
    el = el === stage ? null : next;
  }
  // Let go of elements no longer on the stage.
  for (let i = count; i < painted.length; i++) {
    const p = painted[i]!;
    p.el = stage;
    p.style = null;
    p.text = null;
  }
  paintedStage = stage;
  framesSinceScan = 0;
}

/** Position of el within the stage, in stage pixels; false when it is not laid out. */
const at = { x: 0, y: 0 };
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
  at.x = x;
  at.y = y;
  return true;
}

/** Draws the overlay of `stage` onto ctx, scaled from the stage's size to the canvas's. */
export function paintOverlay(ctx: CanvasRenderingContext2D, stage: HTMLElement): void {
  if (stage !== paintedStage || ++framesSinceScan >= RESCAN_FRAMES) scan(stage);
  ctx.save();
  ctx.scale(
    ctx.canvas.width / Math.max(1, stage.offsetWidth),
    ctx.canvas.height / Math.max(1, stage.offsetHeight),
  );
  ctx.textBaseline = 'middle';
  for (let i = 0; i < count; i++) {
    const p = painted[i]!;
    const el = p.el;
    if (!p.shown || !el.isConnected || el.offsetParent === null || !offsetIn(el, stage)) continue;
    const x = at.x;
    const y = at.y;
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    if (!transparent(p.background)) {
      ctx.fillStyle = p.background;
      ctx.beginPath();
      ctx.roundRect(x, y, w, h, Math.min(p.radius, h / 2, w / 2));
      ctx.fill();
    }
    if (!p.ownText) continue;
    // setText writes textContent, which puts in a new text node: follow it.
    if (p.text !== null && p.text.parentNode !== el) {
      const first = el.firstChild;
      p.text =
        first !== null && first.nextSibling === null && first.nodeType === Node.TEXT_NODE
          ? (first as Text)
          : null;
    }
    const text = p.text !== null ? p.text.data : (el.textContent ?? '');
    ctx.font = p.font;
    ctx.fillStyle = p.colour;
    ctx.textAlign = p.align;
    const tx = p.align === 'right' ? x + w - p.padRight : p.align === 'center' ? x + w / 2 : x + p.padLeft;
    ctx.fillText(text, tx, y + h / 2, w);
  }
  ctx.restore();
}
