import { useEffect } from 'react';
import type { Plan } from '../../replay/plan.ts';
import { type OddsReply, type OddsRequest, oddsFromWins, oddsSeeds, setupFromHeader } from './odds.ts';
import { useBroadcast } from './on-air.ts';

let worker: Worker | null = null;
let nextId = 1;

function oddsWorker(): Worker {
  worker ??= new Worker(new URL('../../worker/odds.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** Asks the odds worker for the race's odds (`races` simulated races) and keeps the card's copy current. */
export function useOdds(plan: Plan | null, races: number): void {
  useEffect(() => {
    const b = useBroadcast.getState();
    if (!plan || races <= 0) {
      b.setOdds(null, 0, 0);
      return;
    }
    const { header } = plan.log;
    const ids = header.entrants.map((e) => e.id);
    const id = nextId++;
    const w = oddsWorker();
    b.setOdds(null, 0, races);
    const onMessage = (e: MessageEvent<OddsReply>) => {
      if (e.data.id !== id) return;
      const raced = e.data.done - e.data.failed;
      useBroadcast
        .getState()
        .setOdds(raced > 0 ? oddsFromWins(ids, e.data.wins, raced) : null, e.data.done, e.data.total);
    };
    w.addEventListener('message', onMessage);
    const request: OddsRequest = {
      id,
      ruleset: header.ruleset.id,
      setup: setupFromHeader(header),
      seeds: oddsSeeds(header.seed, races),
    };
    w.postMessage(request);
    return () => w.removeEventListener('message', onMessage);
  }, [plan, races]);
}
