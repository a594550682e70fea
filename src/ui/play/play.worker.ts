/// <reference lib="webworker" />
import type { Refusal } from '../../engine/kernel/requests.ts';
import { simulateLazy } from '../../engine/rulesets/simulate-lazy.ts';
import { finishedView, HotSeat, type PlayView, playable } from './hot-seat.ts';
import type { PlaySpec } from './play-spec.ts';

/**
 * The hot-seat race runs here, off the page's thread: each answer resolves the race again from its
 * start with every answer so far (a few hundred milliseconds late in a long Aurigae race), which
 * would hold up the 3D scene's frames on the main thread.
 */
export type PlayRequest =
  | { id: number; kind: 'start'; spec: PlaySpec }
  | { id: number; kind: 'resume'; saved: unknown }
  | { id: number; kind: 'answer'; value: unknown }
  | { id: number; kind: 'ai' }
  | { id: number; kind: 'pass'; targets: string[] | 'all' };

export type PlayReply =
  | { id: number; ok: true; view: PlayView }
  | { id: number; ok: false; message: string; refused: boolean; refusal?: Refusal };

let race: HotSeat | null = null;

async function handle(req: PlayRequest): Promise<PlayReply> {
  const id = req.id;
  const fail = (message: string, refused = false): PlayReply => ({ id, ok: false, message, refused });
  const refuse = (refusal: Refusal): PlayReply => ({
    id,
    ok: false,
    message: refusal.message,
    refused: true,
    refusal,
  });
  switch (req.kind) {
    case 'start': {
      race = null;
      const { spec } = req;
      // A field the AI drives whole, with the seed's dice, never stops: any ruleset can race it.
      if (!playable(spec.ruleset) && spec.humans.length === 0 && spec.dice === 'seeded') {
        const log = await simulateLazy({ ruleset: spec.ruleset, seed: spec.seed, setup: spec.setup });
        return log.ok ? { id, ok: true, view: finishedView(log.value) } : fail(log.error.message);
      }
      const r = HotSeat.start(spec);
      if (!r.ok) return fail(r.error.message);
      race = r.value;
      return { id, ok: true, view: race.view() };
    }
    case 'resume': {
      race = null;
      const r = HotSeat.resume(req.saved);
      if (!r.ok) return fail(r.error.message);
      race = r.value;
      return { id, ok: true, view: race.view() };
    }
    case 'answer':
    case 'pass':
    case 'ai': {
      if (!race) return fail('no race is being played');
      const r =
        req.kind === 'ai'
          ? race.leaveToAi()
          : req.kind === 'pass'
            ? race.passAttacks(req.targets)
            : race.answer(req.value);
      return r.ok ? { id, ok: true, view: r.value } : refuse(r.error);
    }
  }
}

self.onmessage = async (event: MessageEvent<PlayRequest>) => {
  let reply: PlayReply;
  try {
    reply = await handle(event.data);
  } catch (e) {
    reply = {
      id: event.data.id,
      ok: false,
      message: `the engine failed: ${(e as Error).message}`,
      refused: false,
    };
  }
  (self as unknown as Worker).postMessage(reply);
};
