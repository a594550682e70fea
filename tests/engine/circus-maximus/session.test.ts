import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { serializeLog } from '../../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import type { CmView, SpeedOptions } from '../../../src/engine/rulesets/circus-maximus/decisions.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { type Session, startSession } from '../../../src/engine/rulesets/session.ts';
import { aiAnswer, stopAtEveryRequest } from '../kernel/stops.ts';

/** Three chariots for a few turns: each stop runs the race again from its record. */
const SETUP = { ...defaultSetup(3), options: { laps: 1, maxTurns: 4 } };
const IDS = ['scorpus', 'diocles', 'crescens'];

function open(seed: number, setup: unknown = SETUP): Session {
  const outside = Object.fromEntries(IDS.map((id) => [id, 'bot' as const]));
  const s = startSession({ ruleset: 'circus-maximus', seed, setup, outside });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('a Circus Maximus race that stops at every request and goes on later', () => {
  test.each([4, 11])(
    'seed %i: stopped, saved as JSON and reopened at every speed and attack, it writes the same log',
    (seed) => {
      const outside = Object.fromEntries(IDS.map((id) => [id, 'bot' as const]));
      const run = stopAtEveryRequest({ ruleset: 'circus-maximus', seed, setup: SETUP, outside });
      if (run.session.state.status !== 'finished') throw new Error('unreachable');
      const straight = simulate({ ruleset: 'circus-maximus', seed, setup: SETUP });
      if (!straight.ok) throw new Error(straight.error.message);
      const { drivers: _d, answers: _a, ...header } = run.session.state.log.header;
      const stopped = { ...run.session.state.log, header };
      // The same log but for who decided (the bot here, the AI there) and so its digest.
      const speeds = stopped.events.filter((e) => e.decision?.kind === 'speed');
      expect(new Set(speeds.map((e) => e.decision!.by))).toEqual(new Set(['bot']));
      const asAi = (l: RaceLog): RaceLog => ({
        ...l,
        events: l.events.map((e) => (e.decision?.by ? { ...e, decision: { ...e.decision, by: 'ai' } } : e)),
        footer: { ...l.footer, digest: '' },
      });
      expect(serializeLog(asAi(stopped))).toBe(serializeLog(asAi(straight.value)));
      expect([...run.kinds].sort()).toEqual(['attack', 'speed']);
      expect(run.stops).toBeGreaterThan(20);
    },
  );

  test('without voluntary straining the driver is asked whether to strain as his move begins', () => {
    const s = open(4, { ...SETUP, options: { ...SETUP.options, voluntaryStraining: false } });
    for (let i = 0; i < 400 && s.state.status === 'waiting'; i++) {
      const r = s.state.request;
      if (r.type !== 'decision') break;
      if (r.kind === 'speed') {
        const o = r.options as SpeedOptions;
        expect(o.strain).toBe(false);
        const refused = s.answer({ speed: Math.min(o.max, 3), strain: true, lane: 1 });
        expect(!refused.ok && refused.error.message).toMatch(
          /circus-maximus\.turn-speed refuses \w+'s speed: an S is written only under voluntary straining/,
        );
      }
      if (r.kind === 'strain') return;
      const a = aiAnswer(s, r);
      const next = s.answer(a.value, a.note);
      if (!next.ok) throw new Error(next.error.message);
    }
    throw new Error('no strain was asked');
  });

  test('speeds are written in secret: while drivers write, the view shows only the speeds of the turn before', () => {
    const s = open(4);
    const written = new Map<string, number>(); // "turn chariot" -> the speed in the log
    const shown: Array<{ turn: number; kind: string; rival: string; speed: number }> = [];
    for (let i = 0; i < 300 && s.state.status === 'waiting'; i++) {
      const r = s.state.request;
      if (r.type !== 'decision') break;
      const view = r.view as CmView;
      if (view.turn === 3) break;
      for (const c of view.chariots)
        if (c.id !== r.chariot)
          shown.push({ turn: view.turn, kind: r.kind, rival: c.id, speed: c.turnSpeed });
      // A different speed each turn (3, then 5): so the two turns' sheets can be told apart.
      const o = r.options as SpeedOptions;
      const me = view.chariots.find((c) => c.id === r.chariot)!;
      const speed = { speed: o.fixed ?? Math.min(o.max, 2 * view.turn + 1), strain: false, lane: me.lane };
      const a =
        r.kind === 'speed'
          ? { value: speed, note: { choice: 'a speed', reason: 'the test' } }
          : aiAnswer(s, r);
      const next = s.answer(a.value, a.note);
      if (!next.ok) throw new Error(next.error.message);
    }
    for (const e of s.logSoFar().events)
      if (e.type === 'speed')
        written.set(`${e.turn} ${e.chariots[0]}`, Number(e.decision!.choice.split(',')[0]));
    const writing = shown.filter((x) => x.kind === 'speed' && x.turn === 2);
    const moving = shown.filter((x) => x.kind === 'attack' && x.turn === 2);
    expect(writing.length).toBeGreaterThan(3);
    expect(moving.length).toBeGreaterThan(3);
    // While writing turn 2, each rival's sheet still shows turn 1's speed; once all have written
    // (the moves), turn 2's.
    for (const x of writing) expect(x.speed).toBe(written.get(`1 ${x.rival}`));
    for (const x of moving) expect(x.speed).toBe(written.get(`2 ${x.rival}`));
    expect(writing.some((x) => written.get(`1 ${x.rival}`) !== written.get(`2 ${x.rival}`))).toBe(true);
  });

  test('an answer the rules refuse names the rule, and the race waits for another', () => {
    const s = open(4);
    const speed = s.state.status === 'waiting' ? s.state.request : null;
    if (speed?.type !== 'decision' || speed.kind !== 'speed') throw new Error('the race starts with a speed');
    const o = speed.options as SpeedOptions;
    const over = s.answer({ speed: o.max + 1, strain: false, lane: 1 });
    expect(!over.ok && over.error.message).toBe(
      `circus-maximus.turn-speed refuses ${speed.chariot}'s speed: the driver may write at most ${o.max} (team speed ${o.teamSpeed} + CDM ${o.cdm}), not ${o.max + 1}`,
    );
    const shape = s.answer({ speed: 3, lane: 9 });
    expect(!shape.ok && shape.error.message).toMatch(
      /refuses \w+'s speed: a malformed answer at (strain|lane)/,
    );
    expect(s.state).toEqual({ status: 'waiting', request: speed });
    // Until some attack is offered: one on a rival out of reach is refused by its rule.
    for (let i = 0; i < 300 && s.state.status === 'waiting'; i++) {
      const r = s.state.request;
      if (r.type !== 'decision') break;
      if (r.kind === 'attack') {
        const far = (r.options as { reach: Array<{ target: string }> }).reach.map((x) => x.target);
        const out = IDS.find((id) => id !== r.chariot && !far.includes(id))!;
        const refused = s.answer({ kind: 'lash', target: out, part: 'driver' });
        expect(!refused.ok && refused.error.message).toMatch(
          new RegExp(
            `refuses ${r.chariot}'s attack: (${out} is not beside the car \\(circus-maximus\\.lash|no lash can be made now)`,
          ),
        );
        return;
      }
      const a = aiAnswer(s, r);
      s.answer(a.value, a.note);
    }
    throw new Error('no attack was offered');
  });
});
