/** What the page exposes for tests and benchmarks on `window.__quadriga`. */
export interface QuadrigaDebug {
  /** True once the scene has rendered a few complete frames. */
  ready: boolean;
  /**
   * True once a ready frame has been drawn with every part of the scene built: the viewer builds
   * its stands and the valley just after its first frame. What looks at the whole picture
   * (screenshots, triangle counts, frame timings) waits for this.
   */
  complete: boolean;
  /** Figures for the last complete frame, shadow passes included. */
  renderer: { calls: number; triangles: number };
}

declare global {
  interface Window {
    __quadriga?: QuadrigaDebug;
  }
}
