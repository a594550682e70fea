/**
 * The viewer's start before its JavaScript has arrived: index.html's first script, written into
 * the page by the build (scripts/early-start-html.ts) from this module, so the page and the viewer
 * share one copy of everything below. It creates the viewer's WebGL context (creating one blocks
 * the page for a few hundred milliseconds on a software renderer; early-gl.ts takes it over),
 * fetches the teams' models (chariot-assets.ts) and, at the bare address, the demo race's log
 * (loader.ts). This module imports nothing: the build reads it in Node.
 */

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
 * The page's background: index.html's, and the opaque canvas is cleared to it, so whatever the
 * scene does not cover looks as it did through a see-through canvas.
 */
export const PAGE_BACKGROUND = '#d9c8ad';

/**
 * Whether the page at this address is the viewer (not the comparison, the broadcast or the race
 * report, which make canvases of their own): the same choice as App's. It runs in the page's first
 * script as written here, so it uses nothing but the platform.
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

/** The teams' models, under the site's base (public/models; chariot-assets.ts reads them). */
export const TEAMS_FILE = 'models/teams.bin';

/** What the first script asks for, as addresses the page fetches. */
export interface EarlyStart {
  /** The teams' models. */
  teams: string;
  /** The demo race's log, fetched at the bare address. */
  demoLog: string;
  attributes: WebGLContextAttributes;
}

/**
 * The first script's body, run in the page as its source text (so it may use only its
 * arguments and the platform): at the viewer's addresses, the demo log's and the models' fetches
 * and, once the page has loaded, the WebGL 2 context.
 *
 * The context is made in a task of its own once the page's `load` event is over: made while the
 * page was parsed, it held the parser, and so the load event, for the hundred-odd milliseconds it
 * takes, and until the load event is over the browser animates its loading indicator, whose frames
 * the GPU process draws (on a software renderer, a copy of the whole window each) beside the
 * context's creation and the viewer's first WebGL calls, which wait for them. After `load` it is
 * still made while the page's script downloads and compiles. Where the script runs first (a slow
 * network), the viewer makes it then (early-gl.ts's `earlyContext`); either way it is made once.
 */
function startEarly(viewerAddress: (search: string) => boolean, start: EarlyStart): void {
  if (!viewerAddress(location.search)) return;
  // Each response is kept for the viewer's script, which reads it (or its failure) when it runs;
  // a failure before then is its to report, not the page's "uncaught (in promise)".
  const ask = (url: string): Promise<Response> => {
    const response = fetch(url);
    response.catch(() => undefined);
    return response;
  };
  if (location.search === '') window.__quadrigaDemoLog = ask(start.demoLog);
  // Fetched, not preloaded: a preload holds the page's load event until it is in.
  window.__quadrigaTeams = ask(start.teams);
  const make = (): void => {
    if (window.__quadrigaMakeEarlyContext !== make) return;
    window.__quadrigaMakeEarlyContext = undefined;
    try {
      const canvas = document.createElement('canvas');
      const gl = canvas.getContext('webgl2', start.attributes);
      if (gl) window.__quadrigaEarlyCanvas = canvas;
    } catch {
      // the viewer's canvas makes its own
    }
  };
  window.__quadrigaMakeEarlyContext = make;
  window.addEventListener('load', () => setTimeout(make), { once: true });
}

/** The first script's text for the page, with its addresses and attributes written in. */
export function earlyStartScript(start: EarlyStart): string {
  return `(${String(startEarly)})(${String(isViewerAddress)}, ${JSON.stringify(start)});`;
}

declare global {
  interface Window {
    /** Makes the early context now, if the page's load event has not made it yet. */
    __quadrigaMakeEarlyContext?: () => void;
    /** The canvas index.html created a WebGL 2 context on, until the viewer's canvas takes it. */
    __quadrigaEarlyCanvas?: HTMLCanvasElement;
    /** The teams' models, asked for by index.html at the viewer's addresses (chariot-assets.ts). */
    __quadrigaTeams?: Promise<Response>;
    /** The demo race's log, asked for by index.html at the bare address (src/ui/loader.ts). */
    __quadrigaDemoLog?: Promise<Response>;
  }
}
