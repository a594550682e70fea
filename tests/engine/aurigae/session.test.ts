import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { type Session, startSession } from '../../../src/engine/rulesets/session.ts';
import { stopAtEveryRequest } from '../kernel/stops.ts';

/** Three chariots for a few turns: each stop runs the race again from its record. */
const SETUP = { ...defaultSetup(3), options: { laps: 1, maxTurns: 8 } };

const OUTSIDE = Object.fromEntries(['scorpus', 'diocles', 'crescens'].map((id) => [id, 'bot' as const]));

function open(seed: number): Session {
  const s = startSession({ ruleset: 'aurigae', seed, setup: SETUP, outside: OUTSIDE });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('an Aurigae race that stops at every plot and goes on later', () => {
  test.each([2, 9])(
    'seed %i: stopped, saved as JSON and reopened at every plot, it writes the same log',
    (seed) => {
      const run = stopAtEveryRequest({ ruleset: 'aurigae', seed, setup: SETUP, outside: OUTSIDE });
      const { session: s, stops, kinds } = run;
      if (s.state.status !== 'finished') throw new Error('unreachable');
      expect([...kinds]).toEqual(['plot']);
      const straight = simulate({ ruleset: 'aurigae', seed, setup: SETUP });
      if (!straight.ok) throw new Error(straight.error.message);
      const { drivers: _d, answers: _a, ...header } = s.state.log.header;
      // The same log but for who decided (the bot here, the AI there) and so its digest.
      const plots = s.state.log.events.flatMap((e) => (e.decision ? [e.decision] : []));
      expect(new Set(plots.map((d) => d.by))).toEqual(new Set(['bot']));
      const asAi = (l: RaceLog) =>
        serializeLog({
          ...l,
          events: l.events.map((e) => (e.decision ? { ...e, decision: { ...e.decision, by: 'ai' } } : e)),
          footer: { ...l.footer, digest: '' },
        });
      expect(asAi({ ...s.state.log, header })).toBe(asAi(straight.value));
      expect(stops).toBeGreaterThan(10);
    },
  );

  test('a plot the rules refuse is refused naming the rule, and the race waits for another', () => {
    const s = open(2);
    // Plots until a chariot is moving faster than four dice can stop, then asks it to stop.
    for (let i = 0; i < 60 && s.state.status === 'waiting'; i++) {
      const r = s.state.request;
      if (r.type !== 'decision') break;
      const o = r.options as { speed: number };
      if (o.speed > 24) {
        const refused = s.answer({ change: 'stop-4d6', turn: 0 });
        expect(refused.ok).toBe(false);
        if (refused.ok) return;
        expect(refused.error.message).toMatch(
          /aurigae\.movement refuses \w+'s plot: the 4d6 change is only used to stop/,
        );
        const bad = s.answer({ change: 'hold', turn: 15 });
        expect(!bad.ok && bad.error.message).toMatch(/a turn is 0 to 90 degrees either way in steps of 10/);
        expect(s.state).toEqual({ status: 'waiting', request: r });
        return;
      }
      const next = s.answer({ change: 'up-2d6', turn: 0 });
      if (!next.ok) throw new Error(next.error.message);
    }
    throw new Error('no chariot got past 24 in a turn');
  });
});
