import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import type { CrudisDecisions } from '../../../src/engine/rulesets/crudis/decisions.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { type Session, startSession } from '../../../src/engine/rulesets/session.ts';
import { stopAtEveryRequest } from '../kernel/stops.ts';

/** Three chariots for a few turns: each stop runs the race again from its record. */
const SETUP = { ...defaultSetup(3), options: { laps: 1, maxTurns: 10 } };
const IDS = ['scorpus', 'diocles', 'crescens'];

function open(seed: number): Session {
  const outside = Object.fromEntries(IDS.map((id) => [id, 'bot' as const]));
  const s = startSession({ ruleset: 'crudis', seed, setup: SETUP, outside });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('a Crudis race that stops at every decision and goes on later', () => {
  test.each([4, 11])(
    'seed %i: stopped, saved as JSON and reopened at every decision, it writes the same log',
    (seed) => {
      // The bot answers as the AI would, from the request alone.
      const outside = Object.fromEntries(IDS.map((id) => [id, 'bot' as const]));
      const {
        session: s,
        stops,
        kinds,
      } = stopAtEveryRequest({ ruleset: 'crudis', seed, setup: SETUP, outside });
      if (s.state.status !== 'finished') throw new Error('unreachable');
      const straight = simulate({ ruleset: 'crudis', seed, setup: SETUP });
      if (!straight.ok) throw new Error(straight.error.message);
      const { drivers: _d, answers: _a, ...header } = s.state.log.header;
      // The same log but for who decided (the bot here, the AI there) and so its digest.
      const decided = s.state.log.events.flatMap((e) => (e.decision ? [e.decision] : []));
      expect(new Set(decided.map((d) => d.by))).toEqual(new Set(['bot']));
      const asAi = (l: RaceLog) =>
        serializeLog({
          ...l,
          events: l.events.map((e) =>
            e.decision ? { ...e, decision: { ...e.decision, by: 'ai' as const } } : e,
          ),
          footer: { ...l.footer, digest: '' },
        });
      expect(asAi({ ...s.state.log, header })).toBe(asAi(straight.value));
      expect(stops).toBeGreaterThan(20);
      expect(kinds).toContain('move');
    },
  );

  test('a move the rules refuse is refused naming the rule, and the race waits for another', () => {
    const s = open(4);
    const first = s.state;
    if (first.status !== 'waiting' || first.request.type !== 'decision')
      throw new Error('expected a decision');
    expect([first.request.kind, first.request.rule]).toEqual(['move', 'crudis.normal-move']);
    const { white, red } = first.request.options as CrudisDecisions['move']['options'];
    const far = white + red + 1;
    const refusals = [
      [
        { forward: far, laterals: new Array(far).fill(0), ram: null, rip: null },
        /need \d+ manoeuvre points; the red die gave/,
      ],
      [{ forward: 2, laterals: [0], ram: null, rip: null }, /must give one lane at most per square forward/],
      [
        { forward: white, laterals: new Array(white).fill(0), ram: 'nobody', rip: null },
        /nobody is not a rival on the track \(crudis\.ramming\)/,
      ],
      [{ forward: white }, /a malformed answer at laterals/],
    ] as const;
    for (const [value, why] of refusals) {
      const r = s.answer(value);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.rule).toBe('crudis.normal-move');
      expect(r.error.message).toMatch(/^crudis\.normal-move refuses \w+'s move: /);
      expect(r.error.message).toMatch(why);
      expect(s.state).toBe(first);
    }
    // Every move the request lists is accepted.
    const legal = s.legal()!;
    expect(legal.length).toBeGreaterThan(10);
    expect(s.answer(legal[legal.length - 1]).ok).toBe(true);
  });
});
