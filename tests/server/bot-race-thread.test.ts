import { describe, expect, test } from 'vitest';
import { crudis } from '../../src/engine/rulesets/crudis/definition.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { BotEnvelope, ScheduledMessage, ServerMessage } from '../../src/server/protocol.ts';
import { Client, closedAfterEach, relay } from './helpers.ts';

// A race with a remote bot is driven in a thread of its own (src/server/bot-seats.ts,
// drive-worker.ts): the engine's work between the bot's answers (eleven other chariots' AI) and the
// encoding of the finished race stay off the relay's event loop, which delivers the race on air.
// Driven on the loop, as it once was, this race held the loop up 1.26 s at once (a session resolved
// again at each answer). Counted here, not timed (a timed bound fails on a loaded machine): the relay
// runs in this process, and a thread has engine modules of its own, so every run of a Crudis race
// from its start on the relay's thread calls this thread's Crudis `init` (none may). That the thread
// runs the race once, not again up to each answer, is counted in tests/cli/drive-through.test.ts.

const TOKEN = 'bots';
/** The largest Crudis field, one lap (each answer costs more as the race grows: seven laps take minutes). */
const LARGE = { ...defaultSetup(12), options: { laps: 1 } };
const { relays: open, clients } = closedAfterEach();

/** Counts the Crudis races run from their start on this thread (the relay's) until `restore`. */
function crudisRunsHere(): { runs: { n: number }; restore(): void } {
  const def = crudis as { init: typeof crudis.init };
  const init = def.init;
  const runs = { n: 0 };
  def.init = (race) => {
    runs.n++;
    return init(race);
  };
  return {
    runs,
    restore: () => {
      def.init = init;
    },
  };
}

describe('a large race with a remote bot', () => {
  test('is driven off the event loop: no engine work for it on the relay’s thread, the race on air delivered meanwhile', async () => {
    const r = await relay({
      race: { ruleset: 'hippodrome', seed: 3, setup: { ...defaultSetup(4), options: { laps: 3 } } },
      publishToken: TOKEN,
      pace: 2,
      botTimeLimitMs: 5000,
      botConnectMs: 5000,
      log: () => {},
    });
    open.push(r);
    const viewer = await Client.join(r.liveUrl, {});
    const pub = await Client.open(r.liveUrl);
    const bot = await Client.open(r.liveUrl);
    clients.push(viewer, pub, bot);

    const counted = crudisRunsHere();
    try {
      pub.send({
        v: 1,
        type: 'publish',
        token: TOKEN,
        race: { ruleset: 'crudis', seed: 5, setup: LARGE, bots: ['scorpus'] },
      });
      await pub.until((ms) => ms.some((m) => m.type === 'published'));
      const race = pub.messages.find((m) => m.type === 'published')!.race as string;

      // The bot answers every decision at once with an answer the rules refuse, so the AI decides
      // each one: the whole race is the engine's work, asked of the bot a decision at a time.
      bot.send({ v: 1, type: 'drive', token: TOKEN, race, seat: 'scorpus' });
      let answered = 0;
      const decisions = (): number[] =>
        bot.messages.flatMap((m: ServerMessage) =>
          m.type === 'bot' && (m as BotEnvelope).message.type === 'decision'
            ? [(m as BotEnvelope & { message: { id: number } }).message.id]
            : [],
        );
      const answering = setInterval(() => {
        for (const id of decisions().slice(answered)) {
          answered++;
          bot.send({ v: 1, type: 'answer', race, seat: 'scorpus', answer: { id, value: 'fly' } });
        }
      }, 5);
      await pub.until((ms) => ms.some((m) => m.type === 'scheduled' || m.type === 'error'), 240_000);
      clearInterval(answering);

      const scheduled = pub.messages.find((m): m is ScheduledMessage => m.type === 'scheduled');
      expect(scheduled?.race).toBe(race);
      // The race was driven through the bot, a decision at a time, while the other race was on air...
      expect(answered).toBeGreaterThan(20);
      expect(viewer.messages.some((m) => m.type === 'events')).toBe(true);
      // ...and none of it was run here.
      expect(counted.runs.n, 'Crudis races run from their start on the relay’s thread').toBe(0);
    } finally {
      counted.restore();
    }
  }, 300_000);
});
