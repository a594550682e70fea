/**
 * OBS Studio's browser source (obs-browser) tells a page about its source: `window.obsstudio` is
 * there, and the page gets `obsSourceActiveChanged` (detail `{ active }`: in the programme output
 * or not) and `obsSourceVisibleChanged` (detail `{ visible }`: shown in any view or not) events on
 * `window`; older versions call `obsstudio.onActiveChange(active)` and
 * `obsstudio.onVisibilityChange(visible)` instead. The broadcast follows them as a broadcast
 * source should: the programme runs while the source is on air and holds (pictures, sound and
 * commentary still) while it is hidden or off air, and starts or resumes when it becomes active.
 */
export interface ObsStudio {
  pluginVersion?: string;
  onActiveChange?: (active: boolean) => void;
  onVisibilityChange?: (visible: boolean) => void;
}

type ObsHost = Pick<Window, 'addEventListener' | 'removeEventListener'> & { obsstudio?: ObsStudio };

/** Whether the page runs in an OBS browser source. */
export const inObs = (host: ObsHost = window as ObsHost): boolean => host.obsstudio !== undefined;

/**
 * Follows the OBS source's state: `hold(true)` when it is hidden or goes off air, `hold(false)`
 * when it is visible and active again. Until OBS says otherwise the source counts as on air (a
 * source added to the live scene gets no event). Returns the function that stops following.
 */
export function followObs(hold: (held: boolean) => void, host: ObsHost = window as ObsHost): () => void {
  const obs = host.obsstudio;
  if (!obs) return () => {};
  let active = true;
  let visible = true;
  let held = false;
  const apply = (): void => {
    const now = !(active && visible);
    if (now === held) return;
    held = now;
    hold(held);
  };
  const onActive = (e: Event): void => {
    active = (e as CustomEvent<{ active?: boolean }>).detail?.active !== false;
    apply();
  };
  const onVisible = (e: Event): void => {
    visible = (e as CustomEvent<{ visible?: boolean }>).detail?.visible !== false;
    apply();
  };
  host.addEventListener('obsSourceActiveChanged', onActive);
  host.addEventListener('obsSourceVisibleChanged', onVisible);
  const before = { active: obs.onActiveChange, visible: obs.onVisibilityChange };
  obs.onActiveChange = (a) => {
    active = a;
    apply();
  };
  obs.onVisibilityChange = (v) => {
    visible = v;
    apply();
  };
  return () => {
    host.removeEventListener('obsSourceActiveChanged', onActive);
    host.removeEventListener('obsSourceVisibleChanged', onVisible);
    obs.onActiveChange = before.active;
    obs.onVisibilityChange = before.visible;
  };
}
