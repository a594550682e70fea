import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import type { BotEnvelope, ScheduledMessage, ServerMessage } from '../../src/server/protocol.ts';
import { Client, closedAfterEach, relay } from './helpers.ts';

// A race with a remote bot is driven in a thread of its own (src/server/bot-seats.ts,
// drive-worker.ts): the engine's work between the bot's answers (eleven other chariots' AI) and the
// encoding of the finished race stay off the relay's event loop, which delivers the race on air.
// The relay runs in this process, so the loop's delay measured here is how late it could hand a
// turn to a viewer. Driven on the loop, as it once was, this race held the loop up 1.26 s at once (a
// session resolved again at each answer); driven in its thread, 0.31 s at worst on a loaded machine.

const TOKEN = 'bots';
/** The largest Crudis field, one lap (each answer costs more as the race grows: seven laps take minutes). */
const LARGE = { ...defaultSetup(12), options: { laps: 1 } };
/** How long the relay's loop may be held up while the bot race is driven (a loaded two-core machine). */
const BOUND_MS = 600;
/** Twelve chariots, three laps: some 160 decisions of one bot. */
const THREE_LAPS = { ...defaultSetup(12), options: { laps: 3 } };

/** How long resolving that race straight through takes here, ms. */
function straight(): number {
  const t = performance.now();
  expect(simulate({ ruleset: 'crudis', seed: 5, setup: THREE_LAPS }).ok).toBe(true);
  return performance.now() - t;
}

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

  test('answers in bounded work per decision: the race is run once, not again up to each answer', async () => {
    const r = await relay({
      race: { ruleset: 'crudis', seed: 7 },
      publishToken: TOKEN,
      botTimeLimitMs: 5000,
      botConnectMs: 5000,
      // The bot may answer as fast as it likes (a connection's message rate would set the pace).
      limits: { messageBurst: 100_000 },
      log: () => {},
    });
    open.push(r);
    const pub = await Client.open(r.liveUrl);
    const bot = await Client.open(r.liveUrl);
    clients.push(pub, bot);
    pub.send({
      v: 1,
      type: 'publish',
      token: TOKEN,
      race: { ruleset: 'crudis', seed: 5, setup: THREE_LAPS, bots: ['scorpus'] },
    });
    await pub.until((ms) => ms.some((m) => m.type === 'published'), 10_000);
    const race = pub.messages.find((m) => m.type === 'published')!.race as string;

    // The bot answers each decision the moment it comes (with something the rules refuse: the AI
    // decides), and times how long the next one takes: the engine's work between two of its
    // decisions, and the messages' way there and back.
    const gaps: number[] = [];
    let answeredAt = 0;
    straight(); // once to warm the engine up here, as the thread is by its first decisions
    const before = straight();
    bot.ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as BotEnvelope;
      if (m.type !== 'bot' || m.message.type !== 'decision') return;
      const now = Date.now();
      if (answeredAt > 0) gaps.push(now - answeredAt);
      answeredAt = now;
      const id = (m.message as { id: number }).id;
      bot.send({ v: 1, type: 'answer', race, seat: 'scorpus', answer: { id, value: 'fly' } });
    });
    bot.send({ v: 1, type: 'drive', token: TOKEN, race, seat: 'scorpus' });
    await pub.until((ms) => ms.some((m) => m.type === 'scheduled' || m.type === 'error'), 240_000);
    expect(pub.messages.find((m) => m.type === 'scheduled')?.race).toBe(race);

    // The same race resolved straight through here, timed before and after (the machine's load
    // moves): the work the drive may take, with a little more per decision for the messages.
    const resolveMs = Math.max(before, straight());
    // Resolved again from the start at each answer, as it once was, the decisions took ten times
    // as long as the race resolved once here (26 s against 2.5 s on a loaded machine): each cost
    // the whole race so far. Run once, 1.4 s.
    expect(gaps.length).toBeGreaterThan(60);
    const total = gaps.reduce((a, b) => a + b, 0);
    expect(
      total,
      `${gaps.length} decisions took ${total} ms in all; the race resolves in ${resolveMs.toFixed(0)} ms`,
    ).toBeLessThanOrEqual(4 * resolveMs + 5 * gaps.length);
  }, 300_000);
});
