import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../../src/engine/dice/dice.ts';
import { driverOf } from '../../../src/engine/kernel/drivers.ts';
import { runRace } from '../../../src/engine/kernel/run.ts';
import { canonicalJson, sha256Hex } from '../../../src/engine/log/canonical.ts';
import { consistencyProblems } from '../../../src/engine/log/consistency.ts';
import { resolveSetup } from '../../../src/engine/race/setup.ts';
import { type SprintDecisions, type SprintView, sprint } from './sprint.ts';

const field = (...personalities: Array<'balanced' | 'reckless'>) => {
  const r = resolveSetup({
    chariots: personalities.map((personality, i) => ({ name: `S${i}`, personality })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const whip = driverOf<SprintDecisions, SprintView>('script', { pace: () => ({ value: 'whip' }) });

describe('the race loop (a test ruleset, so every path of it is shown)', () => {
  test('turn 0, then turns until no chariot races; one checkpoint per turn, hashing the whole state and the dice', () => {
    const setup = { ...field('balanced', 'balanced'), options: { length: 5 } };
    const run = runRace(sprint, { setup, seed: 1, dice: new ScriptedDice([2, 6, 3]) });
    if (!run.ok) throw new Error(run.error.message);
    const { log, race } = run.value;
    // s0 moves 2, s1 moves 6 and finishes (turn 1); s0 moves 3 and finishes (turn 2).
    expect(log.footer.turns).toBe(2);
    expect(log.checkpoints.map((c) => [c.turn, c.lastSeq])).toEqual([
      [0, 1],
      [1, 4],
      [2, 6],
    ]);
    const last = log.checkpoints.at(-1)!;
    expect(last.stateHash).toBe(sha256Hex(canonicalJson({ state: race.state, dice: null })));
    expect(log.footer.results.map((r) => [r.chariot, r.place, r.finishedAt])).toEqual([
      ['s1', 1, 1.6667],
      ['s0', 2, 2.5],
    ]);
    expect(log.footer.winner).toBe('s1');
    expect(consistencyProblems(log)).toEqual([]);
  });

  test('at the turn limit every chariot still racing retires (placed, furthest first); a wreck is unplaced', () => {
    const setup = { ...field('balanced', 'balanced', 'balanced'), options: { length: 100, maxTurns: 1 } };
    // s0 whips double ones (wrecked), s1 steady 4, s2 whips 3+3.
    const run = runRace(sprint, {
      setup,
      seed: 1,
      dice: new ScriptedDice([[1, 1], 4, [3, 3]]),
      drivers: { s0: whip, s2: whip },
    });
    if (!run.ok) throw new Error(run.error.message);
    const { log } = run.value;
    const retired = log.events.filter((e) => e.type === 'retire');
    expect(retired.map((e) => [e.chariots[0], e.rule, e.t, e.effect!.summary])).toEqual([
      ['s1', 'sprint.time-limit', 2, 'still racing after 1 turns: retired'],
      ['s2', 'sprint.time-limit', 2, 'still racing after 1 turns: retired'],
    ]);
    expect(log.footer.results.map((r) => [r.chariot, r.place, r.status])).toEqual([
      ['s2', 1, 'retired'],
      ['s1', 2, 'retired'],
      ['s0', null, 'wrecked'],
    ]);
    expect(log.footer.wrecks.map((w) => w.chariot)).toEqual(['s0']);
    expect(log.footer.winner).toBeNull();
    expect(run.value.race.decisions.map((d) => [d.chariot, d.value, d.by])).toEqual([
      ['s0', 'whip', 'script'],
      ['s1', 'steady', 'ai'],
      ['s2', 'whip', 'script'],
    ]);
  });

  test('a scenario may stop after some turns: nobody retires, those racing stay unplaced', () => {
    const setup = { ...field('balanced', 'balanced'), options: { length: 100 } };
    const run = runRace(sprint, { setup, seed: 4, turns: 2 });
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.log.footer.turns).toBe(2);
    expect(run.value.log.events.some((e) => e.type === 'retire')).toBe(false);
    expect(run.value.log.footer.results.every((r) => r.place === null && r.status === 'racing')).toBe(true);
  });

  test('options are read with the schema: defaults filled in, a bad or unknown one named by its path', () => {
    const setup = field('balanced', 'balanced');
    const ok = runRace(sprint, { setup, seed: 1 });
    expect(ok.ok && ok.value.log.header.options).toEqual({ length: 20, maxTurns: 10 });
    expect(runRace(sprint, { setup: { ...setup, options: { maxTurns: 0 } }, seed: 1 })).toEqual({
      ok: false,
      error: {
        path: '$.options.maxTurns',
        message: 'bad setup at $.options.maxTurns: maxTurns is 1 or more',
      },
    });
    expect(runRace(sprint, { setup: { ...setup, options: { laps: 3 } }, seed: 1 })).toEqual({
      ok: false,
      error: {
        path: '$.options.laps',
        message: 'bad setup at $.options.laps: sprint has no option "laps" (it knows length, maxTurns)',
      },
    });
  });

  test('an answer the rules refuse stops the race with the rule named, whoever gave it', () => {
    const bad = driverOf<SprintDecisions, SprintView>('bot', { pace: () => ({ value: 'gallop' as never }) });
    expect(() =>
      runRace(sprint, { setup: field('balanced', 'balanced'), seed: 1, drivers: { s1: bad } }),
    ).toThrow(/^sprint\.pace refuses s1's pace: a malformed answer/);
  });
});
