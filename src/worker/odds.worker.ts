/// <reference lib="webworker" />
import { simulate } from '../engine/rulesets/index.ts';
import type { OddsReply, OddsRequest } from '../ui/broadcast/odds.ts';

/**
 * Odds for the race card, off the main thread: the race's field run again with each seed given,
 * winners counted. Reports progress every few races so the card fills in while it is shown; a
 * newer request stops an older one between races.
 */
let latest = 0;
const REPORT_EVERY = 5;

const post = (reply: OddsReply): void => (self as unknown as Worker).postMessage(reply);

/** Yields to the message queue so a newer request can arrive. */
const breathe = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

self.onmessage = async (event: MessageEvent<OddsRequest>) => {
  const req = event.data;
  latest = req.id;
  const wins: Record<string, number> = {};
  let failed = 0;
  for (let i = 0; i < req.seeds.length; i++) {
    if (latest !== req.id) return;
    try {
      const r = simulate({ ruleset: req.ruleset, seed: req.seeds[i]!, setup: req.setup });
      const winner = r.ok ? r.value.footer.winner : null;
      if (winner) wins[winner] = (wins[winner] ?? 0) + 1;
      else if (!r.ok) failed++;
    } catch {
      failed++;
    }
    const done = i + 1;
    if (done % REPORT_EVERY === 0 || done === req.seeds.length) {
      post({ id: req.id, done, total: req.seeds.length, wins: { ...wins }, failed });
      await breathe();
    }
  }
  if (req.seeds.length === 0) post({ id: req.id, done: 0, total: 0, wins, failed });
};
