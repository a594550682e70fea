import { DEFAULT_VIEW, readViewOptions, type ViewOptions } from '../ui/view-options.ts';

/** What the chariots dev page reads from its URL, e.g.
 * `?t=30&play=1&camera=x,y,z&target=x,y,z`, or `?t=30&follow=2&offset=-6,2.5,5` to ride along with
 * chariot 2 (offset in its frame: x ahead, y up, z to its right). */
export interface DevOptions extends ViewOptions {
  time: number;
  play: boolean;
  speed: number;
  seed: number;
  chariots: number;
  follow: number | null;
  offset: [number, number, number];
  select: string | null;
  /** Leave the chariots out (to measure the arena alone). */
  hideChariots: boolean;
  /** Distance (m) beyond which teams use the light models. */
  lodDistance: number;
}

function vec3(text: string | null, fallback: [number, number, number]): [number, number, number] {
  const parts = (text ?? '').split(',').map(Number);
  return parts.length === 3 && parts.every(Number.isFinite) ? [parts[0]!, parts[1]!, parts[2]!] : fallback;
}

function num(text: string | null, fallback: number): number {
  const n = Number(text ?? Number.NaN);
  return text !== null && Number.isFinite(n) ? n : fallback;
}

export function readDevOptions(search: string): DevOptions {
  const params = new URLSearchParams(search);
  const view = readViewOptions(search);
  const follow = params.get('follow');
  return {
    ...view,
    camera: params.has('camera') ? view.camera : [-160, 18, 80],
    target: params.has('target') ? view.target : DEFAULT_VIEW.target,
    time: Math.max(0, num(params.get('t'), 0)),
    play: params.get('play') === '1',
    speed: num(params.get('speed'), 1),
    seed: Math.max(0, Math.floor(num(params.get('seed'), 7))),
    chariots: Math.min(12, Math.max(1, Math.floor(num(params.get('n'), 12)))),
    follow: follow === null ? null : Math.max(0, Math.floor(num(follow, 0))),
    offset: vec3(params.get('offset'), [-7, 2.2, 5]),
    select: params.get('select'),
    hideChariots: params.get('chariots') === '0',
    lodDistance: Math.max(0, num(params.get('lod'), 45)),
  };
}
