import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { BotEnvelope, ScheduledMessage, ServerMessage } from '../../src/server/protocol.ts';
import { Client, closedAfterEach, relay } from './helpers.ts';

// A race with a remote bot is driven in a thread of its own (src/server/bot-seats.ts,
// drive-worker.ts): the engine's work between the bot's answers (eleven other chariots' AI) and the
// encoding of the finished race stay off the relay's event loop, which delivers the race on air.
// The relay runs in this process, so the loop's delay measured here is how late it could hand a
// turn to a viewer. Driven on the loop, as it once was, this race held the loop up 1.26 s at once (a
// session resolved again at each answer); driven in its thread, 0.31 s at worst on a loaded machine.
// That the thread runs the race once, not again up to each answer, is counted (not timed) in
// tests/cli/drive-through.test.ts: the thread drives it with driveThrough.

const TOKEN = 'bots';
/** The largest Crudis field, one lap (each answer costs more as the race grows: seven laps take minutes). */
const LARGE = { ...defaultSetup(12), options: { laps: 1 } };
/** How long the relay's loop may be held up while the bot race is driven (a loaded two-core machine). */
const BOUND_MS = 600;
const { relays: open, clients } = closedAfterEach();

describe('a large race with a remote bot', () => {
  test('is driven off the event loop: the race on air is delivered on time meanwhile', async () => {
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

    pub.send({
      v: 1,
      type: 'publish',
      token: TOKEN,
      race: { ruleset: 'crudis', seed: 5, setup: LARGE, bots: ['scorpus'] },
    });
    await pub.until((ms) => ms.some((m) => m.type === 'published'), 10_000);
    const race = pub.messages.find((m) => m.type === 'published')!.race as string;

    // The bot answers every decision at once with an answer the rules refuse, so the AI decides
    // each one: the whole race is the engine's work, asked of the bot a decision at a time.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
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
    delay.disable();

    const scheduled = pub.messages.find((m): m is ScheduledMessage => m.type === 'scheduled');
    expect(scheduled?.race).toBe(race);
    // The race was driven through the bot, a decision at a time, while the other race was on air.
    expect(answered).toBeGreaterThan(20);
    expect(viewer.messages.some((m) => m.type === 'events')).toBe(true);
    const worstMs = delay.max / 1e6;
    expect(worstMs, `the relay's event loop was held up ${worstMs.toFixed(0)} ms`).toBeLessThan(BOUND_MS);
  }, 300_000);
});
