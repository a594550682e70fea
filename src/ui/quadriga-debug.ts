/** What the page exposes for tests and benchmarks on `window.__quadriga`. */
export interface QuadrigaDebug {
  /** True once the scene has rendered a few complete frames. */
  ready: boolean;
  /** Figures for the last complete frame, shadow passes included. */
  renderer: { calls: number; triangles: number };
}

declare global {
  interface Window {
    __quadriga?: QuadrigaDebug;
  }
}
