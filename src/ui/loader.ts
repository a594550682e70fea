/// <reference types="vite/client" />
import type { RaceLog } from '../engine/log/schema.ts';
import { MAX_CHARIOTS, MIN_CHARIOTS } from '../engine/race/limits.ts';
import { isRulesetId, RULESET_IDS } from '../engine/rulesets/ids.ts';
import type { SeasonFile } from '../engine/season/file.ts';
import { startMark } from '../playback/start-marks.ts';
import { useViewer } from '../playback/store.ts';
import type { WorkerReply, WorkerRequest } from '../worker/simulate.worker.ts';
import { noteLogOrigin, readMoment } from './deep-link.ts';
import { DEMO, DEMO_LOG_FILE } from './demo.ts';
import { logText } from './log-text.ts';
import { startsRace } from './play/entry.ts';
import { useSeason } from './season/season-store.ts';

/** The engine runs in a Web Worker: generating or parsing a race never freezes the page. */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (reply: WorkerReply) => void>();

function engine(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../worker/simulate.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      pending.get(e.data.id)?.(e.data);
      pending.delete(e.data.id);
    };
  }
  return worker;
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

function ask(request: Request): Promise<WorkerReply> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    engine().postMessage({ ...request, id } as WorkerRequest);
  });
}

/** Only the latest load wins: a slow earlier one never replaces a newer race. */
let generation = 0;

/** `start`: the race a season opens at, from 0 (an address's `race=N` is race N - 1). */
async function settle(reply: Promise<WorkerReply>, source: string, start = 0): Promise<void> {
  const mine = ++generation;
  const r = await reply;
  if (mine !== generation) return;
  if (!r.ok) useViewer.getState().fail(`${source}: ${r.message}`);
  else if (r.season !== undefined) useSeason.getState().setSeason(r.season as SeasonFile, source, start);
  else {
    // A race loaded on its own leaves the season it may have come after.
    useSeason.getState().clear();
    useViewer.getState().setLog(r.log as RaceLog, source);
    startMark('log in store');
  }
}

/** A season resolved in the worker (`?season=N&ruleset=&seed=`): its races play from the first. */
export function loadSeason(ruleset: string, seed: number, races: number, start = 0): Promise<void> {
  const source = `${ruleset} season, seed ${seed}`;
  useViewer.getState().startLoading(`Resolving the ${races} races of a ${ruleset} season…`);
  noteLogOrigin({ kind: 'seed', ruleset, seed, season: races });
  return settle(ask({ kind: 'season', input: { ruleset, seed, races } }), source, start);
}

/**
 * A race resolved in the worker and handed back, not shown: the comparison page resolves one field
 * under several rulesets and plays them itself.
 */
export async function resolveRace(
  ruleset: string,
  seed: number,
  setup?: unknown,
): Promise<{ ok: true; log: RaceLog } | { ok: false; message: string }> {
  const r = await ask({ kind: 'simulate', ruleset, seed, setup });
  return r.ok ? { ok: true, log: r.log as RaceLog } : { ok: false, message: r.message };
}

export function loadSimulated(
  ruleset: string,
  seed: number,
  source = `${ruleset}, seed ${seed}`,
  setup?: unknown,
): Promise<void> {
  useViewer.getState().startLoading(`Resolving ${source}…`);
  // For deep links: a race from a seed is linked by its seed (and field size, the one setup an address holds).
  const field = (setup as { defaultField?: unknown } | undefined)?.defaultField;
  noteLogOrigin({ kind: 'seed', ruleset, seed, ...(typeof field === 'number' ? { chariots: field } : {}) });
  return settle(ask({ kind: 'simulate', ruleset, seed, setup }), source);
}

export function loadText(text: string, source: string, start = 0): Promise<void> {
  useViewer.getState().startLoading(`Reading ${source}…`);
  return settle(ask({ kind: 'parse', text }), source, start);
}

export async function loadUrl(url: string, start = 0): Promise<void> {
  useViewer.getState().startLoading(`Fetching ${url}…`);
  noteLogOrigin({ kind: 'url', url });
  const mine = ++generation;
  try {
    const res = await fetch(url);
    if (res.status === 404 || res.status === 410) {
      if (mine === generation)
        useViewer.getState().fail(`${url}: no such log file (the server has none at that address)`);
      return;
    }
    if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`);
    const text = await logText(await res.arrayBuffer());
    if (mine !== generation) return;
    // A development server (and many static hosts) answers an address it has no file for with the
    // site's own page: that is a missing file, not a broken log.
    if (isWebPage(res.headers.get('content-type'), text)) {
      useViewer
        .getState()
        .fail(`${url}: no such log file (the server answered with a web page, not a race log)`);
      return;
    }
    await loadText(text, url, start);
  } catch (e) {
    if (mine === generation)
      useViewer.getState().fail(`${url}: could not fetch the log (${(e as Error).message})`);
  }
}

/** Whether a fetched answer is an HTML page rather than a log (JSON starts with `{`). */
export function isWebPage(contentType: string | null, text: string): boolean {
  if (contentType?.toLowerCase().includes('text/html')) return true;
  return /^\s*<(!doctype|html|head|body)\b/i.test(text);
}

export async function loadFile(file: File): Promise<void> {
  noteLogOrigin({ kind: 'file', name: file.name });
  let text: string;
  try {
    text = await logText(await file.arrayBuffer());
  } catch (e) {
    useViewer.getState().fail(`${file.name}: ${(e as Error).message}`);
    return;
  }
  await loadText(text, file.name);
}

export { DEMO } from './demo.ts';

/**
 * The demo race: its log, resolved when the site was built (scripts/demo-log.ts), so the first
 * page loads no engine; where the file is missing or unreadable, the worker resolves the race.
 */
async function demoRace(): Promise<WorkerReply> {
  try {
    // index.html asked for it at the bare address while this script loaded.
    const early = typeof window === 'undefined' ? undefined : window.__quadrigaDemoLog;
    if (early) window.__quadrigaDemoLog = undefined;
    const res = await (early ?? fetch(`${import.meta.env.BASE_URL}${DEMO_LOG_FILE}`));
    if (res.ok) {
      const text = await res.text();
      startMark('demo log fetched');
      return { id: 0, ok: true, log: JSON.parse(text) as unknown };
    }
  } catch {
    // the worker below
  }
  return ask({ kind: 'simulate', ruleset: DEMO.ruleset, seed: DEMO.seed });
}

export function loadDemo(): Promise<void> {
  const source = 'the demo race';
  useViewer.getState().startLoading(`Resolving ${source}…`);
  noteLogOrigin({ kind: 'seed', ruleset: DEMO.ruleset, seed: DEMO.seed });
  return settle(demoRace(), source);
}

/**
 * Reads `?live=`, `?segments=`, `?play=`, `?ruleset=&seed=[&chariots=N]`, `?season=N&ruleset=&seed=`
 * or `?log=` (a race log or a season file) from the URL;
 * with none, plays the demo.
 */
export function loadFromUrl(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  // `?compare=a,b`: the comparison page resolves its races itself (src/ui/compare).
  if (params.has('compare')) return Promise.resolve();
  // `?live=1` (the relay that served the page) or `?live=ws://host:port/live`; `&join=live` starts at
  // the live moment. The live client loads on demand.
  const live = params.get('live');
  if (live !== null) noteLogOrigin({ kind: 'live', live });
  if (live !== null) return import('./live.ts').then((m) => m.followLive(live, params.get('join')));
  // `?segments=<index.json>`: the same live race through its HTTP segments (a CDN's copy, say).
  const segments = params.get('segments');
  if (segments) {
    noteLogOrigin({ kind: 'live', live: segments });
    return import('./live.ts').then((m) => m.followLive(segments, params.get('join'), 'segments'));
  }
  // `?play=<race>`: a race played on this page (src/ui/play starts it).
  if (startsRace(search)) {
    useViewer.getState().startLoading('Setting up the race…');
    return Promise.resolve();
  }
  // `race=N`: in a season, the address opens its N-th race (the deep link's moment is in that race).
  const start = (readMoment(search).race ?? 1) - 1;
  const log = params.get('log');
  if (log) return loadUrl(log, start);
  const ruleset = params.get('ruleset') ?? DEMO.ruleset;
  const seedText = params.get('seed');
  if (!isRulesetId(ruleset)) {
    useViewer
      .getState()
      .fail(`unknown ruleset "${ruleset}" in the address: choose one of ${RULESET_IDS.join(', ')}`);
    return Promise.resolve();
  }
  // `?season=N&ruleset=&seed=`: a season of N races, resolved here (a season file: `?log=`).
  const seasonText = params.get('season');
  if (seasonText !== null) {
    const races = Number(seasonText);
    const seed = Number(seedText ?? DEMO.seed);
    if (!Number.isInteger(races) || races < 1 || races > 100) {
      useViewer.getState().fail(`bad season "${seasonText}" in the address: a season runs 1 to 100 races`);
      return Promise.resolve();
    }
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
      useViewer
        .getState()
        .fail(`bad seed "${seedText}" in the address: seeds are whole numbers from 0 to 4294967295`);
      return Promise.resolve();
    }
    return loadSeason(ruleset, seed, races, start);
  }
  const countText = params.get('chariots');
  let setup: unknown;
  if (countText !== null) {
    const count = Number(countText);
    if (!Number.isInteger(count) || count < MIN_CHARIOTS || count > MAX_CHARIOTS) {
      useViewer
        .getState()
        .fail(
          `bad chariot count "${countText}" in the address: a race takes ${MIN_CHARIOTS} to ${MAX_CHARIOTS}`,
        );
      return Promise.resolve();
    }
    setup = { defaultField: count };
  }
  if (seedText === null && ruleset === DEMO.ruleset && setup === undefined) return loadDemo();
  if (seedText === null) return loadSimulated(ruleset, DEMO.seed, 'the demo race', setup);
  const seed = Number(seedText);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    useViewer
      .getState()
      .fail(`bad seed "${seedText}" in the address: seeds are whole numbers from 0 to 4294967295`);
    return Promise.resolve();
  }
  return loadSimulated(ruleset, seed, undefined, setup);
}
