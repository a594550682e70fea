/// <reference lib="webworker" />
import { parseLog } from '../engine/log/parse.ts';
import { simulate } from '../engine/rulesets/index.ts';

/** Requests the page sends: resolve a race, or parse a log text, off the main thread. */
export type WorkerRequest =
  | { id: number; kind: 'simulate'; ruleset: string; seed: number; setup?: unknown }
  | { id: number; kind: 'parse'; text: string };

export type WorkerReply = { id: number; ok: true; log: unknown } | { id: number; ok: false; message: string };

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  let reply: WorkerReply;
  try {
    const result =
      req.kind === 'simulate'
        ? simulate({ ruleset: req.ruleset, seed: req.seed, setup: req.setup })
        : parseLog(req.text);
    reply = result.ok
      ? { id: req.id, ok: true, log: result.value }
      : { id: req.id, ok: false, message: result.error.message };
  } catch (e) {
    reply = { id: req.id, ok: false, message: `the engine failed: ${(e as Error).message}` };
  }
  (self as unknown as Worker).postMessage(reply);
};
