import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BotConversation } from '../../src/cli/drivers/bot-conversation.ts';
import type { SeatOutcome } from '../../src/cli/drivers/drive.ts';
import type { BotDecisionMessage, BotMessage } from '../../src/engine/kernel/bot-protocol.ts';

// A bot's conversation on a fake clock: "a bot never costs the race more than one time limit" is
// the clock's time waited, counted exactly here (the relay's test, tests/server/remote-bot, checks
// the same conversation end to end without timing it: on a loaded machine a time bound fails).

const LIMIT_MS = 1500;
/** A decision as the conversation reads it (its id and its time limit). */
const decision = (id: number): BotDecisionMessage =>
  ({ v: 1, type: 'decision', id, timeLimitMs: LIMIT_MS }) as unknown as BotDecisionMessage;

let written: BotMessage[];
let said: string[];
let bot: BotConversation;
beforeEach(() => {
  vi.useFakeTimers();
  written = [];
  said = [];
  bot = new BotConversation(
    (m) => written.push(m),
    (line) => said.push(line),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

/** What `ask` has settled to so far (null: still waiting), after the promises queued have run. */
async function settled(asked: Promise<SeatOutcome>): Promise<SeatOutcome | null> {
  let outcome: SeatOutcome | null = null;
  void asked.then((o) => {
    outcome = o;
  });
  await vi.advanceTimersByTimeAsync(0);
  return outcome;
}

describe("a bot's conversation", () => {
  test('an answer in time is the outcome, and no timer is left', async () => {
    const asked = bot.ask(decision(1));
    expect(written.map((m) => (m as { id: number }).id)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(LIMIT_MS - 1);
    bot.heard(JSON.stringify({ id: 1, value: 'left', reason: 'room' }));
    expect(await settled(asked)).toEqual({ ok: true, value: 'left', reason: 'room' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('silence costs one time limit: the decisions after it go to the AI at once, unasked, until the bot catches up', async () => {
    const first = bot.ask(decision(1));
    await vi.advanceTimersByTimeAsync(LIMIT_MS - 1);
    expect(await settled(first)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(first)).toEqual({
      ok: false,
      why: `the bot did not answer within ${LIMIT_MS} ms`,
    });
    // Owing decision 1, the bot is not asked decisions 2 and 3, and they wait for no time at all.
    for (const id of [2, 3])
      expect(await settled(bot.ask(decision(id)))).toEqual({
        ok: false,
        why: 'the bot has still not answered decision 1, so it was not asked',
      });
    expect(vi.getTimerCount()).toBe(0);
    expect(written.map((m) => (m as { id: number }).id)).toEqual([1]);
    // Its late answer is dropped; from then on it is asked again, with a time limit of its own.
    bot.heard(JSON.stringify({ id: 1, value: 'late' }));
    const fourth = bot.ask(decision(4));
    expect(written.map((m) => (m as { id: number }).id)).toEqual([1, 4]);
    expect(await settled(fourth)).toBeNull();
    bot.heard(JSON.stringify({ id: 4, value: 'right' }));
    expect(await settled(fourth)).toEqual({ ok: true, value: 'right' });
    expect(said).toEqual([]);
  });

  test('a bot gone for good is asked no more and costs no time', async () => {
    const open = bot.ask(decision(1));
    bot.stop('exited (code 1)');
    expect(await settled(open)).toEqual({ ok: false, why: 'the bot exited (code 1)' });
    expect(await settled(bot.ask(decision(2)))).toEqual({ ok: false, why: 'the bot exited (code 1)' });
    expect(written.map((m) => (m as { id: number }).id)).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
