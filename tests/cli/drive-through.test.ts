import { describe, expect, test } from 'vitest';
import {
  driveSession,
  driveThrough,
  type SeatOutcome,
  type WaitingSeat,
} from '../../src/cli/drivers/drive.ts';
import type { BotDecisionMessage } from '../../src/engine/kernel/bot-protocol.ts';
import { RaceSession } from '../../src/engine/kernel/session.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { crudis } from '../../src/engine/rulesets/crudis/definition.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';

// The relay drives a race with remote bots in a thread that waits for each answer where the race
// stands (src/server/drive-worker.ts uses driveThrough): the race is run once, however many
// decisions its bots are asked. Counted here, not timed: each run of the race from its start calls
// the ruleset's `init` once, so the count of `init` calls is the count of runs.

/** Twelve chariots, one lap: some fifty decisions of one bot. */
const SETUP = { ...defaultSetup(12), options: { laps: 1 } };

function counted() {
  const runs = { n: 0 };
  const def = {
    ...crudis,
    init(race: Parameters<typeof crudis.init>[0]) {
      runs.n++;
      return crudis.init(race);
    },
  };
  const opened = RaceSession.open(def, {
    ruleset: 'crudis',
    seed: 5,
    setup: SETUP,
    dice: 'seeded',
    outside: { scorpus: 'bot' },
    answers: [],
  });
  if (!opened.ok) throw new Error(opened.error.message);
  return { session: opened.value, runs };
}

/** A bot that answers at once with something the rules refuse, so that the AI decides each time. */
class Refusing implements WaitingSeat {
  readonly by = 'bot' as const;
  asked = 0;
  send(): void {}
  askNow(_message: BotDecisionMessage): SeatOutcome {
    this.asked++;
    return { ok: true, value: 'fly' };
  }
  ask(message: BotDecisionMessage): Promise<SeatOutcome> {
    return Promise.resolve(this.askNow(message));
  }
  async close(): Promise<void> {}
}

describe('a race driven through its bots', () => {
  test('runs the race once, however many decisions it asks', async () => {
    const { session, runs } = counted();
    expect(runs.n).toBe(1); // opened: run to its first request
    const bot = new Refusing();
    const log = await driveThrough(session, new Map([['scorpus', bot]]), { timeLimitMs: 1000 });
    expect(bot.asked).toBeGreaterThan(20);
    expect(runs.n).toBe(2);
    // The AI decided every one of the bot's decisions: the same race as resolved straight through.
    const straight = simulate({ ruleset: 'crudis', seed: 5, setup: SETUP });
    if (!straight.ok) throw new Error(straight.error.message);
    expect(log.footer.finishingOrder).toEqual(straight.value.footer.finishingOrder);
    expect(log.footer.results).toEqual(straight.value.footer.results);
  });

  test('(the count can tell: answered a decision at a time, the race runs again at each answer)', async () => {
    const { session, runs } = counted();
    const bot = new Refusing();
    await driveSession(session, new Map([['scorpus', bot]]), { timeLimitMs: 1000 });
    expect(runs.n).toBeGreaterThan(bot.asked);
  });
});
