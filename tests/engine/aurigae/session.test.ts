import { describe, expect, test } from 'vitest';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup, type Personality } from '../../../src/engine/race/setup.ts';
import { aurigae } from '../../../src/engine/rulesets/aurigae/index.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { resumeSession, type Session, startSession } from '../../../src/engine/rulesets/session.ts';

/** Three chariots for a few turns: each stop runs the race again from its record. */
const SETUP = { ...defaultSetup(3), options: { laps: 1, maxTurns: 8 } };

function open(seed: number): Session {
  const outside = Object.fromEntries(['scorpus', 'diocles', 'crescens'].map((id) => [id, 'bot' as const]));
  const s = startSession({ ruleset: 'aurigae', seed, setup: SETUP, outside });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('an Aurigae race that stops at every plot and goes on later', () => {
  test.each([2, 9])(
    'seed %i: stopped, saved as JSON and reopened at every plot, it writes the same log',
    (seed) => {
      let s = open(seed);
      let stops = 0;
      while (s.state.status === 'waiting') {
        const request = s.state.request;
        if (request.type !== 'decision') throw new Error('seeded dice never stop the race');
        expect(request.kind).toBe('plot');
        const again = resumeSession(JSON.parse(JSON.stringify(s.record())));
        if (!again.ok) throw new Error(again.error.message);
        s = again.value;
        expect(s.state).toEqual({ status: 'waiting', request });
        // The bot answers as the AI would, from the request alone.
        const personality = s.record().setup.chariots.find((c) => c.id === request.chariot)!.personality;
        const a = aurigae.decisions.plot.ai(request as never, personality as Personality);
        const next = s.answer(a.value, a.note);
        if (!next.ok) throw new Error(next.error.message);
        stops++;
      }
      if (s.state.status !== 'finished') throw new Error('unreachable');
      const straight = simulate({ ruleset: 'aurigae', seed, setup: SETUP });
      if (!straight.ok) throw new Error(straight.error.message);
      const { drivers: _d, answers: _a, ...header } = s.state.log.header;
      expect(serializeLog({ ...s.state.log, header })).toBe(serializeLog(straight.value));
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
