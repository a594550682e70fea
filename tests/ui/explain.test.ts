import { beforeEach, describe, expect, test } from 'vitest';
import type { RaceEvent } from '../../src/engine/log/schema.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { clock, sceneStatus } from '../../src/playback/clock.ts';
import {
  currentSteps,
  goToEvent,
  setExplainKinds,
  setExplainMode,
  stepExplain,
  useExplain,
} from '../../src/playback/explain.ts';
import { explainHold } from '../../src/playback/explain-hold.ts';
import { addSystem, runFrame } from '../../src/playback/frame-loop.ts';
import { playbackClock } from '../../src/playback/playback-clock.ts';
import { useViewer } from '../../src/playback/store.ts';
import {
  buildSteps,
  type ExplainKind,
  kindsInRace,
  kindsOf,
  stepAtOrAfter,
  stepAtOrBefore,
} from '../../src/replay/steps.ts';
import { handleKey } from '../../src/ui/keyboard.ts';
import { tableUses } from '../../src/ui/rulesbook/table-uses.ts';
import { planOf, race } from './fixtures.ts';

const event = (type: string, rule: string, extra: Partial<RaceEvent> = {}): RaceEvent => ({
  seq: 0,
  turn: 1,
  phase: 'move',
  t: 1,
  type,
  chariots: ['a'],
  rule,
  ...extra,
});
const roll = { purpose: 'p', dice: '2d6', faces: [3, 4], modifiers: [], total: 7, outcome: 'o' };

describe('the kinds of a step, from type and rule id, in every ruleset', () => {
  test.each<[string, string, ExplainKind[]]>([
    ['danger-check', 'crudis.danger-lines', ['danger-line']],
    ['corner-strain', 'circus-maximus.corner-strain', ['corner']],
    ['move', 'hippodrome.bend-phase', ['corner']],
    ['whip-attack', 'crudis.whip-to-attack', ['attack']],
    ['whip-attack', 'circus-maximus.lash', ['attack']],
    ['ram', 'circus-maximus.ram-car', ['attack']],
    ['spear', 'circus-maximus.spear', ['attack']],
    ['rip-wheels', 'crudis.rip-off-wheels', ['attack']],
    ['collision', 'crudis.collision', ['collision']],
    ['barrier', 'aurigae.collision', ['collision']],
    ['swerve', 'aurigae.integrity', ['collision']],
    ['sideslip', 'circus-maximus.sideslip', ['collision']],
    ['wreck', 'circus-maximus.flip', ['wreck']],
    ['wreck', 'aurigae.shipwreck', ['wreck']],
    ['runaway', 'aurigae.runaway-team', ['wreck']],
    ['collision', 'hippodrome.bend-collision', ['corner', 'collision']],
    ['pass', 'hippodrome.straight-pass', ['pass']],
  ])('%s / %s', (type, rule, kinds) => {
    expect(kindsOf(event(type, rule))).toEqual(kinds);
  });

  test('a roll against a target is a check, a roll or path alone a move, a decision adds "decision"', () => {
    expect(
      kindsOf(event('check', 'aurigae.integrity', { rolls: [{ ...roll, target: { op: '<', value: 90 } }] })),
    ).toEqual(['check']);
    expect(kindsOf(event('roll', 'crudis.normal-move', { rolls: [roll] }))).toEqual(['move']);
    expect(kindsOf(event('move', 'aurigae.movement', { path: [{ x: 0, y: 0, heading: 0, f: 0 }] }))).toEqual([
      'move',
    ]);
    expect(
      kindsOf(
        event('decision', 'crudis.normal-move', {
          decision: { kind: 'move', value: null, choice: 'c', reason: 'r' },
        }),
      ),
    ).toEqual(['decision']);
    expect(kindsOf(event('turn-start', 'crudis.order-of-moves'))).toEqual([]);
    // A declined whip attack is a decision only: picking "attack" does not stop there.
    expect(
      kindsOf(
        event('decide', 'crudis.whip-attack', {
          decision: { kind: 'whipAttack', value: null, choice: 'no attack', reason: 'r' },
        }),
      ),
    ).toEqual(['decision']);
  });
});

describe('the steps of a race', () => {
  const plan = planOf(race(7));

  test('every step is a resolution step, in playback order, and indexOf finds each', () => {
    const list = buildSteps(plan);
    expect(list.steps.length).toBeGreaterThan(100);
    for (let i = 1; i < list.steps.length; i++)
      expect(list.steps[i]!.time).toBeGreaterThanOrEqual(list.steps[i - 1]!.time);
    for (const [i, s] of list.steps.entries()) expect(list.indexOf.get(s.seq)).toBe(i);
    // turn-starts resolve nothing
    const seqs = new Set(list.steps.map((s) => s.seq));
    for (const e of plan.log.events) if (e.type === 'turn-start') expect(seqs.has(e.seq)).toBe(false);
  });

  test('picking kinds keeps only steps of those kinds', () => {
    const list = buildSteps(plan, ['danger-line']);
    const checks = plan.log.events.filter((e) => e.type === 'danger-check');
    expect(list.steps.map((s) => s.seq).sort((a, b) => a - b)).toEqual(checks.map((e) => e.seq));
    const attacks = buildSteps(plan, ['attack', 'wreck']);
    for (const s of attacks.steps) expect(s.kinds.some((k) => k === 'attack' || k === 'wreck')).toBe(true);
  });

  test('finding the step at a time', () => {
    const list = buildSteps(plan, ['danger-line']);
    const s3 = list.steps[3]!;
    expect(stepAtOrBefore(list, s3.time)).toBeGreaterThanOrEqual(3);
    expect(list.steps[stepAtOrBefore(list, s3.time)]!.time).toBe(s3.time);
    expect(stepAtOrBefore(list, -1)).toBe(-1);
    expect(list.steps[stepAtOrAfter(list, s3.time - 1e-3)]!.time).toBe(s3.time);
    expect(stepAtOrAfter(list, plan.duration + 1)).toBe(-1);
  });

  test.each([
    ['circus-maximus', ['corner', 'attack', 'wreck']],
    ['hippodrome', ['corner', 'pass']],
    ['aurigae', ['collision', 'check', 'move']],
  ] as const)('%s races have the kinds a presenter picks from', (ruleset, expected) => {
    const r = simulate({ ruleset, seed: 7, setup: defaultSetup(ruleset === 'hippodrome' ? 4 : 6) });
    if (!r.ok) throw new Error(r.error.message);
    const kinds = kindsInRace(planOf(r.value));
    for (const k of expected) expect(kinds).toContain(k);
  });
});

describe('explain mode', () => {
  const log = race(7);
  const key = (k: string) =>
    handleKey({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false });

  beforeEach(() => {
    useViewer.getState().setLog(log, 'test');
    useViewer.getState().setPlaying(false);
    useExplain.setState({ enabled: false, kinds: [], seq: null, at: 0 });
    clock.time = 0;
  });

  test('turning it on shows the first step and pauses; → and ← step, keys too', () => {
    useViewer.getState().setPlaying(true);
    setExplainMode(true);
    const list = currentSteps()!;
    expect(useViewer.getState().playing).toBe(false);
    expect(useExplain.getState().seq).toBe(list.steps[0]!.seq);
    stepExplain(1);
    expect(useExplain.getState().seq).toBe(list.steps[1]!.seq);
    expect(clock.time).toBe(list.steps[1]!.time);
    key('ArrowRight');
    expect(useExplain.getState().seq).toBe(list.steps[2]!.seq);
    key('ArrowLeft');
    key('ArrowLeft');
    expect(useExplain.getState().seq).toBe(list.steps[0]!.seq);
    key('ArrowLeft');
    expect(useExplain.getState().seq).toBe(list.steps[0]!.seq);
    key('e');
    expect(useExplain.getState().enabled).toBe(false);
  });

  test('playing stops at the next step of the kinds picked', () => {
    setExplainMode(true);
    setExplainKinds(['danger-line']);
    const list = currentSteps()!;
    const first = list.steps[0]!;
    // The viewer's clock systems in the frame loop: frames of 1/60 s at 16× until the hold stops
    // the playback.
    const removes = [addSystem('clock', 'playback', playbackClock), addSystem('clock', 'hold', explainHold)];
    sceneStatus.ready = true;
    let now = 0;
    const frame = (): void => {
      now += 1000 / 60;
      runFrame(now);
    };
    frame();
    useViewer.getState().setSpeed(16);
    useViewer.getState().setPlaying(true);
    let frames = 0;
    while (useViewer.getState().playing && frames < 100_000) {
      frame();
      frames++;
    }
    const seq = useExplain.getState().seq!;
    expect(seq).toBe(first.seq);
    expect(log.events[seq]!.type).toBe('danger-check');
    expect(clock.time).toBe(list.steps[list.indexOf.get(seq)!]!.time);
    // and on again to the one after
    useViewer.getState().setPlaying(true);
    while (useViewer.getState().playing) frame();
    expect(list.indexOf.get(useExplain.getState().seq!)).toBe(list.indexOf.get(seq)! + 1);
    for (const remove of removes) remove();
    sceneStatus.ready = false;
  });

  test('a scrub shows the last step before the new moment', () => {
    setExplainMode(true);
    const list = currentSteps()!;
    const target = list.steps[200]!;
    useViewer.getState().seek(target.time + 1e-4);
    const remove = addSystem('clock', 'hold', explainHold);
    runFrame(0);
    remove();
    const shown = list.indexOf.get(useExplain.getState().seq!)!;
    expect(list.steps[shown]!.time).toBe(target.time);
  });

  test('going to an event (a rules-book link) shows it, and → goes on from there', () => {
    setExplainMode(true);
    const check = log.events.find((e) => e.type === 'danger-check' && e.turn > 5)!;
    expect(goToEvent(check.seq)).toBe(true);
    expect(useExplain.getState().seq).toBe(check.seq);
    const remove = addSystem('clock', 'hold', explainHold);
    runFrame(0);
    remove();
    expect(useExplain.getState().seq).toBe(check.seq);
    const list = currentSteps()!;
    stepExplain(1);
    const next = list.indexOf.get(useExplain.getState().seq!)!;
    expect(next).toBe(list.indexOf.get(check.seq)! + 1);
    expect(goToEvent(999_999)).toBe(false);
  });
});

describe('the rules book: where the race read each table', () => {
  test('every roll that names a table is one use, in time order, with its row', () => {
    const plan = planOf(race(7));
    const uses = tableUses(plan);
    let rolls = 0;
    for (const e of plan.log.events) rolls += (e.rolls ?? []).filter((r) => r.table).length;
    expect([...uses.values()].reduce((n, l) => n + l.length, 0)).toBe(rolls);
    const damage = uses.get('crudis.damage-table')!;
    expect(damage.length).toBeGreaterThan(0);
    for (let i = 1; i < damage.length; i++)
      expect(damage[i]!.time).toBeGreaterThanOrEqual(damage[i - 1]!.time);
    for (const u of damage) {
      const e = plan.log.events[u.seq]!;
      expect(e.rolls!.some((r) => r.table === 'crudis.damage-table' && r.row === u.row)).toBe(true);
      expect(u.time).toBe(plan.cues.find((c) => c.seq === u.seq)!.time);
    }
  });
});
