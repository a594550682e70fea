import { create } from 'zustand';
import type { Refusal } from '../../engine/kernel/requests.ts';
import type { SessionRecord } from '../../engine/kernel/session.ts';
import { useViewer } from '../../playback/store.ts';
import type { PlayView } from './hot-seat.ts';
import type { PlayReply, PlayRequest } from './play.worker.ts';
import { NEW_PARAM, PLAY_PARAM, type PlaySpec, specOfRecord, specSearch, specText } from './play-spec.ts';

/**
 * The page's side of a hot-seat race: the play worker runs the race; this store holds where it
 * stands, who has the screen, and the last refusal; each answer's log goes to the viewer, which
 * plays the race in 3D as it grows. The race's record is kept in the browser under its spec, so a
 * reload goes on where it was; it can be saved to a file and opened again.
 */

export type PlayPhase = 'closed' | 'form' | 'starting' | 'playing' | 'error';

export interface PlayState {
  phase: PlayPhase;
  /** What the form starts from. */
  draft: PlaySpec | null;
  /** The race being played. */
  spec: PlaySpec | null;
  view: PlayView | null;
  /** A request is with the engine. */
  busy: boolean;
  /** Why the last answer was refused (the rule and why, as data and in the engine's words), until the next one. */
  refusal: Refusal | null;
  error: string | null;
  /** The human seat that has the screen: another's decision waits behind a "pass the screen" step. */
  screenFor: string | null;
  /** The race went on from where it was left (the browser's copy or a file). */
  resumed: boolean;
}

export const usePlay = create<PlayState>()(() => ({
  phase: 'closed',
  draft: null,
  spec: null,
  view: null,
  busy: false,
  refusal: null,
  error: null,
  screenFor: null,
  resumed: false,
}));

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (reply: PlayReply) => void>();

function engine(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./play.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<PlayReply>) => {
      pending.get(e.data.id)?.(e.data);
      pending.delete(e.data.id);
    };
  }
  return worker;
}

type Ask = PlayRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

function ask(request: Ask): Promise<PlayReply> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    engine().postMessage({ ...request, id } as PlayRequest);
  });
}

const STORE_PREFIX = 'quadriga.play:';
const storeKey = (spec: PlaySpec) => `${STORE_PREFIX}${specText(spec)}`;

function keep(spec: PlaySpec, record: SessionRecord | null): void {
  try {
    if (record) localStorage.setItem(storeKey(spec), JSON.stringify(record));
  } catch {
    // A full or forbidden storage loses only the reload's shortcut: the race goes on.
  }
}

function kept(spec: PlaySpec): unknown {
  try {
    const text = localStorage.getItem(storeKey(spec));
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Shows the race so far in the viewer; `fresh` starts playback from the beginning. */
function show(view: PlayView, fresh: boolean): void {
  const source = `${view.rulesetName}, played here`;
  useViewer.getState().followLog(view.log, source, {
    ended: view.status === 'finished',
    ...(fresh ? { seekTo: 0 } : {}),
  });
}

/** Opens the "New race" form, filled in with `draft` (or the last race's spec). */
export function openForm(draft?: PlaySpec | null): void {
  usePlay.setState((s) => ({ phase: 'form', draft: draft ?? s.spec ?? s.draft, error: null }));
}

export function closeForm(): void {
  usePlay.setState((s) => ({ phase: s.view ? 'playing' : 'closed' }));
}

/** The address of a race: its spec, and the view's own parameters kept (`quality`, `camera`). */
function linkTo(spec: PlaySpec): void {
  const params = new URLSearchParams(window.location.search);
  params.delete(NEW_PARAM);
  params.delete(PLAY_PARAM);
  const search = `${specSearch(spec, PLAY_PARAM)}${params.size > 0 ? `&${params.toString()}` : ''}`;
  if (window.location.search !== search) window.history.pushState(null, '', search);
}

/**
 * Starts the race a spec names, or goes on with it where this browser left it (unless `fresh`).
 * The address becomes the race's link.
 */
export async function startPlay(spec: PlaySpec, fresh = false): Promise<void> {
  linkTo(spec);
  usePlay.setState({ phase: 'starting', spec, busy: true, refusal: null, error: null, screenFor: null });
  useViewer.getState().startLoading('Setting up the race…');
  const saved = fresh ? null : kept(spec);
  let reply: PlayReply | null = null;
  if (saved !== null) {
    reply = await ask({ kind: 'resume', saved });
    // A copy this version cannot go on with (the rules changed since) is dropped: the race starts again.
    if (!reply.ok) reply = null;
  }
  const resumed = reply !== null;
  reply ??= await ask({ kind: 'start', spec });
  settle(reply, spec, true, resumed);
}

/** Goes on with a race saved to a file (`quadriga play`'s game files open too). */
export async function resumeFromFile(saved: unknown, name: string): Promise<void> {
  usePlay.setState({ phase: 'starting', busy: true, refusal: null, error: null, screenFor: null });
  useViewer.getState().startLoading(`Opening ${name}…`);
  const reply = await ask({ kind: 'resume', saved });
  if (!reply.ok) {
    usePlay.setState({ phase: 'form', busy: false, error: `${name}: ${reply.message}` });
    useViewer.getState().fail(`${name}: ${reply.message}`);
    return;
  }
  const spec = specOfRecord(reply.view.record!);
  linkTo(spec);
  settle(reply, spec, true, true);
}

function settle(reply: PlayReply, spec: PlaySpec, fresh: boolean, resumed: boolean): void {
  if (!reply.ok) {
    if (reply.refused) {
      usePlay.setState({ busy: false, refusal: reply.refusal ?? { message: reply.message, rule: '' } });
      return;
    }
    usePlay.setState({ phase: 'error', busy: false, error: reply.message });
    useViewer.getState().fail(reply.message);
    return;
  }
  const view = reply.view;
  keep(spec, view.record);
  usePlay.setState({ phase: 'playing', view, busy: false, refusal: null, ...(fresh ? { resumed } : {}) });
  show(view, fresh);
}

/** Answers the open request (a decision's value, or the faces thrown). */
export async function answer(value: unknown): Promise<void> {
  const spec = usePlay.getState().spec;
  if (!spec || usePlay.getState().busy) return;
  usePlay.setState({ busy: true });
  settle(await ask({ kind: 'answer', value }), spec, false, false);
}

/** No attack now, nor on these rivals (or any) for the rest of the turn (HotSeat.passAttacks). */
export async function passAttacks(targets: string[] | 'all'): Promise<void> {
  const spec = usePlay.getState().spec;
  if (!spec || usePlay.getState().busy) return;
  usePlay.setState({ busy: true });
  settle(await ask({ kind: 'pass', targets }), spec, false, false);
}

/** The open decision's chariot AI decides it instead. */
export async function leaveToAi(): Promise<void> {
  const spec = usePlay.getState().spec;
  if (!spec || usePlay.getState().busy) return;
  usePlay.setState({ busy: true });
  settle(await ask({ kind: 'ai' }), spec, false, false);
}

/** The seat's player has the screen now: their decision shows. */
export function takeScreen(seat: string): void {
  usePlay.setState({ screenFor: seat });
}

/** Starts the same race again from its first turn (the browser's copy is dropped). */
export function startOver(): Promise<void> {
  const spec = usePlay.getState().spec;
  if (!spec) return Promise.resolve();
  try {
    localStorage.removeItem(storeKey(spec));
  } catch {
    // Nothing kept: nothing to drop.
  }
  return startPlay(spec, true);
}
