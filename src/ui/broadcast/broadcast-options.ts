/**
 * What the broadcast page takes from its address: `?mode=broadcast` plus
 * `&overlay=0` (a clean feed), `&transparent=1` (no sky, a see-through page for an OBS source),
 * `&lock=<chariot id>` (the director stays on one chariot), `&channel=1` (races forever, one after
 * another), `&card=S` and `&results=S` (seconds the race card and the results stay up),
 * `&odds=N` (races simulated for the odds), `&record=1|mp4|webm` (record the programme with its
 * sound to MP4, the default, or WebM, and save it), `&speech=1` (say the commentary aloud).
 * The race itself comes from the usual `?ruleset=&seed=`, `?log=` parameters.
 */
export interface BroadcastOptions {
  overlay: boolean;
  transparent: boolean;
  lock: string | null;
  channel: boolean;
  cardSeconds: number;
  resultsSeconds: number;
  oddsRaces: number;
  /** Record the programme to a file of this kind (false: do not). */
  record: false | 'mp4' | 'webm';
  /** Say the lower third's commentary aloud (Web Speech API). */
  speech: boolean;
}

export const BROADCAST_DEFAULTS: BroadcastOptions = {
  overlay: true,
  transparent: false,
  lock: null,
  channel: false,
  cardSeconds: 12,
  resultsSeconds: 15,
  oddsRaces: 60,
  record: false,
  speech: false,
};

/** Whether the address asks for the broadcast page. */
export const isBroadcast = (search: string): boolean =>
  new URLSearchParams(search).get('mode') === 'broadcast';

const flag = (value: string | null, fallback: boolean): boolean =>
  value === null ? fallback : !(value === '0' || value === 'false' || value === 'off' || value === 'no');

function seconds(value: string | null, fallback: number, max: number): number {
  if (value === null) return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : fallback;
}

export function readBroadcastOptions(search: string): BroadcastOptions {
  const p = new URLSearchParams(search);
  const d = BROADCAST_DEFAULTS;
  const odds = Number(p.get('odds') ?? d.oddsRaces);
  return {
    overlay: flag(p.get('overlay'), d.overlay),
    transparent: flag(p.get('transparent'), d.transparent),
    lock: p.get('lock') || null,
    channel: flag(p.get('channel'), d.channel),
    cardSeconds: seconds(p.get('card'), d.cardSeconds, 600),
    resultsSeconds: seconds(p.get('results'), d.resultsSeconds, 600),
    oddsRaces: Number.isInteger(odds) ? Math.min(2000, Math.max(0, odds)) : d.oddsRaces,
    record: p.get('record') === 'webm' ? 'webm' : flag(p.get('record'), false) ? 'mp4' : false,
    speech: flag(p.get('speech'), d.speech),
  };
}
