import { WebGLRenderer, type WebGLRendererParameters } from 'three';
import { startMark } from '../playback/start-marks.ts';
import { PAGE_BACKGROUND } from './early-start.ts';

/**
 * The viewer's WebGL context, started before its JavaScript has arrived. Creating a context blocks
 * the page for a few hundred milliseconds on a software renderer; index.html's first script
 * (src/scene/early-start.ts, written into the page by the build) creates it on a canvas of its
 * own while the browser downloads and compiles the page's script; the viewer's canvas takes it.
 */

/**
 * The early context, while the viewer has not taken it (for the renderer's name), or null. Made
 * now if index.html's first script is still waiting for the page's load event to make it.
 */
export function earlyContext(): WebGL2RenderingContext | null {
  window.__quadrigaMakeEarlyContext?.();
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
