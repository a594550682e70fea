import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { RaceEvent, RaceLog } from '../../../src/engine/log/schema.ts';
import { involuntaryRam } from '../../../src/engine/rulesets/circus-maximus/combat.ts';
import { flip } from '../../../src/engine/rulesets/circus-maximus/flips.ts';
import { parseScenario, runScenario } from '../../../src/engine/scenario/index.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { buildPlan } from '../../../src/replay/plan.ts';
import { lapText } from '../../../src/replay/standings.ts';
import { checkRuleInvariants } from './rule-invariants.ts';
import { scenario, speeds } from './scenario.ts';

// The scenarios of issue 17's Circus Maximus items: each shows the corrected rule in its log.

const DIR = resolve(fileURLToPath(new URL('../../../scenarios/circus-maximus', import.meta.url)));

function scenarioLog(name: string): RaceLog {
  const parsed = parseScenario(JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const run = runScenario(parsed.value);
  if (!run.ok) throw new Error(run.error.message);
  checkRuleInvariants(0, run.value.log);
  return run.value.log;
}

const pathOf = (events: readonly RaceEvent[], id: string): string[] => {
  const steps = events.filter((e) => e.path && e.chariots[0] === id).flatMap((e) => e.path!);
  return steps.map((p) => ('lane' in p ? `${p.lane}/${p.sq}` : '?')).filter((k, i, all) => k !== all[i - 1]);
};

describe('Circus Maximus rules fidelity (issue 17)', () => {
  test('a lane change in a corner lands abreast or ahead, never back on a square left', () => {
    const log = scenarioLog('lane-change-in-a-corner');
    expect(pathOf(log.events, 'scorpus')).toEqual(['1/50', '1/51', '2/53', '2/54', '2/55', '2/56']);
  });

  test('moving inward to a lane with a lower safe speed brings a new corner check', () => {
    const log = scenarioLog('slide-out-and-back-in-a-corner');
    const checks = log.events.filter((e) => e.type === 'corner-strain');
    expect(checks.map((e) => [e.at?.scorpus, e.rolls?.[0]?.total])).toEqual([
      [{ lane: 1, sq: 50 }, 12],
      [{ lane: 1, sq: 51 }, 9],
    ]);
  });

  test('a forced sideslip is a lane change: a square forward before the next one', () => {
    const log = scenarioLog('slide-out-and-back-in-a-corner');
    expect(log.events.find((e) => e.type === 'sideslip')?.path?.map((p) => 'lane' in p && p.lane)).toEqual([
      1, 2,
    ]);
    expect(pathOf(log.events, 'scorpus')).toEqual([
      '1/49',
      '1/50',
      '2/51',
      '2/52',
      '1/51',
      '1/52',
      '1/53',
      '1/54',
      '1/55',
      '1/56',
    ]);
  });

  test('one wreck, one roll: a chariot runs over a two-square wreck once', () => {
    const log = scenarioLog('running-over-a-wreck');
    const crossings = log.events.filter((e) => e.type === 'wreck-cross');
    expect(crossings.map((e) => [e.chariots, e.rolls?.length])).toEqual([[['crescens', 'spiculus'], 1]]);
    expect(pathOf(log.events, 'crescens').slice(-3)).toEqual(['1/12', '1/13', '1/14']);
  });

  test.each([
    [[2], 'stopped', true],
    [[5], 'runaway', false],
  ] as const)(
    'after a flip with team roll %j the team is %s: the team square is wreckage: %s',
    (team, state, lies) => {
      const s = scenario(
        [
          { id: 'a', lane: 2, sq: 20 },
          { id: 'b', lane: 5, sq: 20 },
        ],
        [team, [3]],
        speeds({}),
      );
      const a = s.chariot('a');
      flip(s.race.ctx, a, { kind: 'wreckage', rule: 'circus-maximus.flip', what: 'a test', side: -1 });
      expect(a.team).toBe(state);
      expect(s.race.ctx.obstacleAt(2, 19)?.chariot).toBe('a');
      expect(s.race.ctx.obstacleAt(2, 20) !== undefined).toBe(lies);
    },
  );

  test('both cars are damaged, even when the first car flips', () => {
    const log = scenarioLog('both-cars-damaged');
    const cars = log.events.filter((e) => e.rule === 'circus-maximus.damage-to-cars');
    expect(cars.map((e) => [e.chariots[1], e.rolls?.[0]?.total])).toEqual([
      ['crescens', 14],
      ['felix', 9],
    ]);
    expect(log.events.find((e) => e.type === 'wreck')!.seq).toBeLessThan(cars[1]!.seq);
  });

  test('both cars are damaged when an own spear takes the rammer out first', () => {
    const s = scenario(
      [
        {
          id: 'a',
          lane: 2,
          sq: 20,
          specText:
            'horses=5,4,3,4 dm=1 dh=8 whip=none wheels=6,6 end=40 blades=none,none weight=normal spear',
        },
        { id: 'b', lane: 1, sq: 20 },
      ],
      [
        [6, 6], // a's own spear: 12 − CDM 1 ≥ 10
        [6, 6], // spear table 12: killed
        [4, 4, 4], // damage to a's car: 14, wheel damage, but a is out: no wheel roll
        [5, 4, 3], // damage to b's car: 12 − 1 (a's CDM, all hits gone) − 1 = 10, jostled
      ],
      speeds({}),
    );
    const slide = { kind: 'lash', rule: 'test', what: 'a test slide', side: 1 } as const;
    involuntaryRam(s.race.ctx, s.chariot('a'), s.chariot('b'), -1, slide, 'a slides into b');
    const cars = s.race.events.filter((e) => e.rule === 'circus-maximus.damage-to-cars');
    expect(cars.map((e) => e.chariots[1])).toEqual(['a', 'b']);
    expect(s.chariot('a').status).toBe('retired');
    expect(cars[0]!.effect!.summary).toContain('a is out of the race');
    expect(s.chariot('b').jostle).toBe(3);
    expect(s.dice.remaining).toBe(0);
  });

  test('a spear holder straining in a corner rolls for his own spear', () => {
    const log = scenarioLog('spear-in-the-corner');
    const turn = log.events.filter((e) => e.turn === 1 && e.type !== 'move' && e.phase !== 'write');
    expect(turn.map((e) => e.type)).toEqual(['turn-start', 'corner-strain', 'spear', 'driver-wound']);
    expect(turn[2]!.rolls!.map((r) => r.purpose)).toEqual([
      'scorpus: own spear (straining in a corner)',
      'scorpus: injured by own spear',
    ]);
  });

  test("mud comes with any chariot's third rainy corner, not only the leader's", () => {
    const log = scenarioLog('mud-after-three-rainy-corners');
    expect(log.events.find((e) => e.type === 'finish')).toMatchObject({ turn: 2, chariots: ['scorpus'] });
    const mud = log.events.filter((e) => e.type === 'weather').map((e) => [e.turn, e.weather!.mud]);
    expect(mud).toEqual([
      [1, 0.333],
      [5, 0.667],
      [9, 1],
    ]);
    expect(log.events.find((e) => e.weather?.mud === 1)!.effect!.summary).toBe(
      'crescens completes a third corner in the rain: the track turns to mud',
    );
  });

  test('scythe blades add to the damage to cars roll', () => {
    const log = scenarioLog('scythe-blades-on-a-ram');
    const roll = log.events.find((e) => e.rule === 'circus-maximus.damage-to-cars')!.rolls![0]!;
    expect(roll.modifiers).toContainEqual({
      kind: 'scythe-blades',
      blades: 'scythe',
      source: 'scythe blades',
      value: 2,
    });
    expect([roll.total, roll.row]).toEqual([11, '10-11']);
    expect(log.events.some((e) => e.type === 'jostled' && e.chariots[0] === 'crescens')).toBe(true);
  });

  test("a blinded driver's wound gets its critical hit roll", () => {
    const log = scenarioLog('dust-blinds-the-driver');
    const wound = log.events.find((e) => e.type === 'driver-wound')!;
    expect(wound.rolls!.map((r) => r.purpose)).toEqual(['crescens: critical hit']);
  });

  test('dust blown back in the thrower’s own move: that move is free, the next two run straight', () => {
    const log = scenarioLog('dust-blown-back');
    const lanes = (turn: number) =>
      log.events
        .filter((e) => e.turn === turn && e.type === 'move')
        .flatMap((e) => e.path!.map((p) => ('lane' in p ? p.lane : 0)));
    expect(lanes(1).at(-1)).toBe(3);
    expect(new Set([...lanes(2), ...lanes(3)])).toEqual(new Set([3]));
    expect(lanes(4).at(-1)).toBe(1);
  });
  test("a major wound's die is in the log, with the wound it made", () => {
    const log = scenarioLog('knife-major-wound');
    const wound = log.events.find((e) => e.type === 'driver-wound')!;
    expect(wound.rolls!.map((r) => [r.purpose, r.dice, r.total])).toEqual([
      ['crescens: major wound hits', '1d6', 4],
      ['crescens: critical hit', '1d6', 2],
    ]);
    expect(wound.effect!.condition!.crescens!.attrs.driverHitsLeft).toBe(4);
  });

  test('a grabbed whip: the lashed driver grabs it, and the log names him first', () => {
    const log = scenarioLog('whip-grabbed');
    const grabbed = log.events.find((e) => e.type === 'whip-grabbed')!;
    expect(grabbed.chariots).toEqual(['crescens', 'diocles']);
    expect(grabbed.effect!.summary).toBe("crescens grabs diocles's whip: diocles has no whip now");
    expect(grabbed.effect!.condition!.diocles!.attrs.whip).toBe('none');
  });

  test('a wheel holds no more damage than its boxes; a team that stays drags no one', () => {
    const log = scenarioLog('wheel-breaks');
    const wheel = log.events.find((e) => e.type === 'wheel-damage')!;
    expect(wheel.effect!.summary).toBe("crescens's left wheel takes 7 hits (6 of 6: it breaks)");
    expect(wheel.effect!.condition!.crescens!.attrs.wheelLeft).toBe(6);
    const wreck = log.events.find((e) => e.type === 'wreck')!;
    expect(wreck.effect!.condition!.crescens!.attrs.driver).toBe('on-foot');
    expect(wreck.rolls!.at(-1)!.outcome).toBe(
      'the driver is tangled in the reins of a team that stays: on foot',
    );
    expect(wreck.effect!.summary).not.toContain('dragged');
  });
  test("lap events: each lap a chariot completes, the last before its finish; the viewer's lap counter follows the leader", () => {
    const run = simulate({ ruleset: 'circus-maximus', seed: 3, setup: defaultSetup(8) });
    if (!run.ok) throw new Error(run.error.message);
    const log = run.value;
    checkRuleInvariants(3, log);
    const winner = log.footer.winner!;
    const mine = log.events.filter(
      (e) => e.chariots[0] === winner && (e.type === 'lap' || e.type === 'finish'),
    );
    expect(mine.map((e) => e.effect?.summary)).toEqual([
      `${winner} completes lap 1`,
      `${winner} completes lap 2`,
      `${winner} completes lap 3`,
      `${winner} crosses the finish line`,
    ]);
    const planned = buildPlan(log);
    if (!planned.ok) throw new Error(planned.error);
    const plan = planned.plan;
    expect(plan.leaderLaps.length).toBe(3);
    expect(plan.markers.filter((m) => m.kind === 'lap').length).toBe(3);
    const finish = plan.markers.find((m) => m.kind === 'finish')!.time;
    expect(lapText(plan, plan.leaderLaps[0]! - 0.01, finish)).toBe('Lap 1 of 3');
    expect(lapText(plan, plan.leaderLaps[0]!, finish)).toBe('Lap 2 of 3');
    expect(lapText(plan, plan.leaderLaps[1]!, finish)).toBe('Lap 3 of 3');
  });
});
