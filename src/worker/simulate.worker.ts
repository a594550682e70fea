/// <reference lib="webworker" />
import { parseLog } from '../engine/log/parse.ts';
import { defaultSetup } from '../engine/race/setup.ts';
import { simulateLazy } from '../engine/rulesets/simulate-lazy.ts';

/** Requests the page sends: resolve a race or a season, or parse a log or season text, off the main thread. */
export type WorkerRequest =
  | { id: number; kind: 'simulate'; ruleset: string; seed: number; setup?: unknown }
  | { id: number; kind: 'season'; input: unknown }
  | { id: number; kind: 'parse'; text: string };

/** A log, or a season (its races' logs inside), or what is wrong. */
export type WorkerReply =
  | { id: number; ok: true; log: unknown; season?: undefined }
  | { id: number; ok: true; season: unknown; log?: undefined }
  | { id: number; ok: false; message: string };

/** A season file says so near its start (canonical JSON sorts "format" before "races"). */
const looksLikeSeason = (text: string): boolean =>
  /"format"\s*:\s*"quadriga-season"/.test(text.slice(0, 65_536));

/** `{ defaultField: n }` asks for the default field of n chariots (the page does not load the engine). */
function setupOf(setup: unknown): unknown {
  const n = (setup as { defaultField?: unknown } | undefined)?.defaultField;
  return typeof n === 'number' ? defaultSetup(n) : setup;
}

// Each ruleset's engine loads on its first race, so the demo does not wait for the other three.
self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  let reply: WorkerReply;
  try {
    if (req.kind === 'season' || (req.kind === 'parse' && looksLikeSeason(req.text))) {
      // Seasons load their code (every ruleset's engine) only when one is asked for.
      const { parseSeason, runSeason } = await import('../engine/season/index.ts');
      const result = req.kind === 'season' ? runSeason(req.input) : parseSeason(req.text);
      reply = result.ok
        ? { id: req.id, ok: true, season: result.value }
        : { id: req.id, ok: false, message: result.error.message };
    } else {
      const result =
        req.kind === 'simulate'
          ? await simulateLazy({ ruleset: req.ruleset, seed: req.seed, setup: setupOf(req.setup) })
          : parseLog(req.text);
      reply = result.ok
        ? { id: req.id, ok: true, log: result.value }
        : { id: req.id, ok: false, message: result.error.message };
    }
  } catch (e) {
    reply = { id: req.id, ok: false, message: `the engine failed: ${(e as Error).message}` };
  }
  (self as unknown as Worker).postMessage(reply);
};
