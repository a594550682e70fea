import { type OrbitView, readOrbitView } from '../playback/camera-view.ts';
import { clock } from '../playback/clock.ts';
import {
  goToEvent,
  OVERLAY_MODES,
  type OverlayMode,
  setExplainMode,
  useExplain,
} from '../playback/explain.ts';
import { type CameraMode, cameraNamed, useViewer } from '../playback/store.ts';
import type { PlaybackMode } from '../replay/plan.ts';
import { useSeason } from './season/season-store.ts';

/**
 * Deep links: an address that opens the viewer on a race at a moment, with a camera and a mode,
 * so a presenter can send "look at this moment". The race is the page's own `?log=URL` or
 * `?ruleset=&seed=[&chariots=]`; the moment is `event=<seq>` (the event, exactly) or `t=<seconds>`;
 * `view=` the camera (in the orbit view also `camera=x,y,z&target=x,y,z`, which the page reads
 * itself), `chariot=` the chariot followed, `explain=1` explain mode, `mode=tabletop`
 * the playback, `overlay=on|off` the board overlay. In a season (`?log=season.json` or
 * `?season=N&ruleset=&seed=`) `race=<n>` names the race, from 1, that the moment is in.
 */

/** Where the race shown came from, as the loader reports it. */
export type LogOrigin =
  | { kind: 'seed'; ruleset: string; seed: number; chariots?: number; season?: number }
  | { kind: 'url'; url: string }
  | { kind: 'file'; name: string }
  | { kind: 'live'; live: string };

let origin: LogOrigin | null = null;

/** The loader says where each race it loads comes from (a link can only name seeds and URLs). */
export function noteLogOrigin(o: LogOrigin): void {
  origin = o;
}

export function logOrigin(): LogOrigin | null {
  return origin;
}

export interface Moment {
  /** The race of a season, from 1. */
  race?: number;
  /** The free camera's place, for `view=orbit` (written as the page's `camera=` and `target=`). */
  orbit?: OrbitView;
  event?: number;
  t?: number;
  view?: CameraMode;
  chariot?: string;
  explain?: boolean;
  mode?: PlaybackMode;
  overlay?: OverlayMode;
}

/** The moment an address names; values that do not parse are left out (the race still opens). */
export function readMoment(search: string): Moment {
  const p = new URLSearchParams(search);
  const m: Moment = {};
  const race = p.get('race');
  if (race !== null && /^\d+$/.test(race) && Number(race) >= 1) m.race = Number(race);
  const event = p.get('event');
  if (event !== null && /^\d+$/.test(event)) m.event = Number(event);
  const t = p.get('t');
  if (t !== null && t.trim() !== '' && Number.isFinite(Number(t)) && Number(t) >= 0) m.t = Number(t);
  const view = p.get('view');
  const camera = view ? cameraNamed(view) : null;
  if (camera) m.view = camera;
  const chariot = p.get('chariot');
  if (chariot) m.chariot = chariot;
  const explain = p.get('explain');
  if (explain !== null) m.explain = explain === '1' || explain === 'true' || explain === '';
  const mode = p.get('mode');
  if (mode === 'tabletop' || mode === 'race') m.mode = mode;
  const overlay = p.get('overlay');
  if (overlay && (OVERLAY_MODES as readonly string[]).includes(overlay)) m.overlay = overlay as OverlayMode;
  return m;
}

export type LinkResult = { ok: true; url: string } | { ok: false; reason: string };

/** The address of a race and a moment, on the page at `base` (origin and path). */
export function buildLink(base: string, from: LogOrigin | null, moment: Moment): LinkResult {
  const p = new URLSearchParams();
  if (!from) return { ok: false, reason: 'no race is loaded' };
  switch (from.kind) {
    case 'file':
      return {
        ok: false,
        reason: `"${from.name}" was opened from this computer: put it on a web server and open it with ?log=URL to link to it`,
      };
    case 'live':
      return { ok: false, reason: 'a live race has no fixed moments to link to until its log is saved' };
    case 'url':
      p.set('log', from.url);
      break;
    case 'seed':
      p.set('ruleset', from.ruleset);
      p.set('seed', String(from.seed));
      if (from.chariots !== undefined) p.set('chariots', String(from.chariots));
      if (from.season !== undefined) p.set('season', String(from.season));
      break;
  }
  if (moment.race !== undefined) p.set('race', String(moment.race));
  if (moment.event !== undefined) p.set('event', String(moment.event));
  else if (moment.t !== undefined) p.set('t', moment.t.toFixed(2));
  if (moment.view) p.set('view', moment.view);
  if (moment.orbit) {
    const xyz = (v: readonly number[]) => v.map((n) => Number(n.toFixed(1))).join(',');
    p.set('camera', xyz(moment.orbit.camera));
    p.set('target', xyz(moment.orbit.target));
  }
  if (moment.chariot) p.set('chariot', moment.chariot);
  if (moment.explain) p.set('explain', '1');
  if (moment.mode === 'tabletop') p.set('mode', 'tabletop');
  if (moment.overlay && moment.overlay !== 'auto') p.set('overlay', moment.overlay);
  return { ok: true, url: `${base}?${p.toString()}` };
}

/** The race of the season shown, from 1, as a moment's `race`; nothing outside a season. */
export function seasonRace(): Pick<Moment, 'race'> {
  const s = useSeason.getState();
  return s.season ? { race: s.race + 1 } : {};
}

/** The moment shown now: the step in explain mode, else the time. */
export function currentMoment(): Moment {
  const v = useViewer.getState();
  const e = useExplain.getState();
  const m: Moment = { ...seasonRace(), view: v.camera, mode: v.mode, overlay: e.overlay };
  if (e.enabled && e.seq !== null && Math.abs(e.at - clock.time) < 1e-6) m.event = e.seq;
  else m.t = clock.time;
  if (e.enabled) m.explain = true;
  if (v.selected) m.chariot = v.selected;
  const orbit = v.camera === 'orbit' ? readOrbitView() : null;
  if (orbit) m.orbit = orbit;
  return m;
}

/** A link to the moment shown. */
export function currentLink(base = `${window.location.origin}${window.location.pathname}`): LinkResult {
  return buildLink(base, origin, currentMoment());
}

/** Puts the viewer at a moment of the race shown. */
export function applyMoment(m: Moment): void {
  const v = useViewer.getState();
  if (!v.plan) return;
  if (m.mode && m.mode !== v.mode) v.setMode(m.mode);
  if (m.overlay) useExplain.getState().setOverlay(m.overlay);
  if (m.view) v.setCamera(m.view);
  if (m.chariot && v.plan.chariots.some((c) => c.id === m.chariot)) v.select(m.chariot);
  const pinned = m.event !== undefined || m.t !== undefined;
  if (pinned) v.setPlaying(false);
  if (m.explain) setExplainMode(true);
  if (m.event !== undefined) goToEvent(m.event);
  // In explain mode the step shown follows the clock (ExplainDriver) to the last one before t.
  else if (m.t !== undefined) v.seek(m.t);
}

/**
 * Applies the address's moment to the first race that arrives (the one the address names).
 * Returns a function that stops waiting.
 */
export function applyDeepLink(search: string): () => void {
  const m = readMoment(search);
  if (Object.keys(m).length === 0) return () => {};
  const ready = () => useViewer.getState().status === 'ready' && useViewer.getState().plan !== null;
  if (ready()) {
    applyMoment(m);
    return () => {};
  }
  const stop = useViewer.subscribe(() => {
    if (!ready()) return;
    stop();
    applyMoment(m);
  });
  return stop;
}
