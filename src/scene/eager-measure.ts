/**
 * The viewer canvas's size, measured as soon as R3F starts watching it. R3F's Canvas makes its
 * renderer only once it knows its container's size, and it learns it from a ResizeObserver whose
 * first report comes with the page's next rendering step, then (by default) through a 50 ms
 * debounce: on the first load a frame and a timer between React's first render and the renderer.
 * This observer reports once more right after `observe`, in a microtask: the callback (R3F's, via
 * react-use-measure) reads the element's box itself, so the size is measured, not assumed. Later
 * reports come from the browser's observer as before.
 */
export class EagerResizeObserver extends ResizeObserver {
  readonly #report: ResizeObserverCallback;

  constructor(report: ResizeObserverCallback) {
    super(report);
    this.#report = report;
  }

  override observe(target: Element, options?: ResizeObserverOptions): void {
    super.observe(target, options);
    queueMicrotask(() => this.#report([], this));
  }
}

/**
 * The viewer Canvas's `resize` options: measured at once (above), with no debounce (the first
 * report would otherwise wait 50 ms). The canvas fills a page that does not scroll, so its box
 * moves only when the window resizes: no scroll listeners.
 */
export const EAGER_CANVAS_MEASURE = { scroll: false, debounce: 0, polyfill: EagerResizeObserver } as const;
