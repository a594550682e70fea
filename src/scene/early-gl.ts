import { WebGLRenderer, type WebGLRendererParameters } from 'three';
import { startMark } from '../playback/start-marks.ts';

/**
 * The viewer's WebGL context, started before its JavaScript has arrived. Creating a context blocks
 * the page for a few hundred milliseconds on a software renderer; index.html's first script
 * (`startEarlyContext` below, written out there) creates it on a canvas of its own while the
 * browser downloads and compiles the page's script, and the viewer's canvas takes it over.
 */

declare global {
  interface Window {
    /** The canvas index.html created a WebGL 2 context on, until the viewer's canvas takes it. */
    __quadrigaEarlyCanvas?: HTMLCanvasElement;
    /** The demo race's log, asked for by index.html at the bare address (src/ui/loader.ts). */
    __quadrigaDemoLog?: Promise<Response>;
  }
}

/**
 * The context's attributes: three's defaults for a WebGL 2 context with the viewer's own (no
 * multisampling, opaque: see ViewerScene), so the context is the one three would have asked for.
 */
export const EARLY_CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  depth: true,
  stencil: false,
  antialias: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
  failIfMajorPerformanceCaveat: false,
};

/**
 * Whether the page at this address is the viewer (not the comparison, the broadcast or the race
 * report, which make canvases of their own): the same choice as App's.
 */
export function isViewerAddress(search: string): boolean {
  const p = new URLSearchParams(search);
  const report = p.get('report');
  return (
    !p.has('compare') &&
    p.get('mode') !== 'broadcast' &&
    (report === null || report === '0' || report === 'false')
  );
}

/**
 * The page's background (index.html's): the opaque canvas is cleared to it, so whatever the scene
 * does not cover looks as it did through a see-through canvas.
 */
export const PAGE_BACKGROUND = '#d9c8ad';

/** The early context, while the viewer has not taken it (for the renderer's name), or null. */
export function earlyContext(): WebGL2RenderingContext | null {
  const gl = window.__quadrigaEarlyCanvas?.getContext('webgl2') ?? null;
  return gl && !gl.isContextLost() ? gl : null;
}

/**
 * Canvas's `gl` for the viewer: a renderer on the early context, its canvas put where the
 * Canvas's own one was (the first time only), else a renderer of the Canvas's own.
 */
export function viewerRenderer(
  defaults: Omit<WebGLRendererParameters, 'canvas'> & { canvas: unknown },
  params: WebGLRendererParameters,
): WebGLRenderer {
  startMark('renderer asked');
  const early = window.__quadrigaEarlyCanvas;
  const context = earlyContext();
  window.__quadrigaEarlyCanvas = undefined;
  const { canvas: own, ...rest } = defaults;
  let renderer: WebGLRenderer;
  if (early && context && own instanceof HTMLCanvasElement && own.parentNode) {
    early.style.display = 'block';
    own.replaceWith(early);
    renderer = new WebGLRenderer({ ...rest, ...params, canvas: early, context });
  } else
    renderer = new WebGLRenderer({ ...rest, ...params, canvas: own as HTMLCanvasElement | OffscreenCanvas });
  renderer.setClearColor(PAGE_BACKGROUND);
  return renderer;
}
