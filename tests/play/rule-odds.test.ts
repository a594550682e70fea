import { describe, expect, it } from 'vitest';
import { checkChances, plotOdds } from '../../src/engine/odds/aurigae.ts';
import {
  crudisMoveOdds,
  damageChances,
  whipAttackChances,
  whipSpeedHorseRisk,
} from '../../src/engine/odds/crudis.ts';
import { duel, effortRange, passOdds, saveChance } from '../../src/engine/odds/hippodrome.ts';
import type { View as AurigaeView } from '../../src/engine/rulesets/aurigae/ai.ts';
import type { PlotValue } from '../../src/engine/rulesets/aurigae/decisions.ts';
import type { CrudisDecisions, MoveValue } from '../../src/engine/rulesets/crudis/decisions.ts';
import type { HippodromeView } from '../../src/engine/rulesets/hippodrome/state.ts';
import type { RulesetId } from '../../src/engine/rulesets/index.ts';
import type { HotSeat, OpenDecision } from '../../src/ui/play/hot-seat.ts';
import { twoHumans } from './races.ts';

// The odds the Crudis, Aurigae and Hippodrome decision panels show: figures worked by hand from
// the rules' words, and the same figures the engine then uses when the move is played (the
// danger lines' and the check's targets read back from the log).

const race = (ruleset: RulesetId, seed = 1): HotSeat => twoHumans(ruleset, seed);

/** Answers with the AI's suggestion until a decision of `kind` is asked. */
function until(h: HotSeat, kind: string): OpenDecision {
  for (let i = 0; i < 2000; i++) {
    const open = h.view().open;
    if (open?.type !== 'decision') throw new Error(`the race ended before a ${kind} was asked`);
    if (open.kind === kind) return open;
    const r = h.answer(open.suggestion!.value);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error(`no ${kind} asked`);
}

/** Every throw of two dice, counted: the chance their total is over `beat`. */
const over = (beat: number) => {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > beat) n++;
  return n / 36;
};

describe('Crudis: the danger lines a move crosses', () => {
  it('reads the damage table with the red die and the damage modifier', () => {
    expect(damageChances(0).map((r) => r.chance)).toEqual([1, 1, 1, 1, 1, 1].map((n) => n / 6));
    // Badly damaged twice (−4): faces 1 to 5 total 1 or less, a wreck; a 6 reads 2.
    const worn = damageChances(-4);
    expect(worn.find((r) => r.result === 'wreck')?.chance).toBeCloseTo(5 / 6, 14);
    expect(worn.find((r) => r.result === 'badly-damaged')?.chance).toBeCloseTo(1 / 6, 14);
  });

  it("gives each line the white dice's target SPEED − LANE the engine then rolls against", () => {
    let checked = 0;
    for (const seed of [1]) {
      const h = race('crudis', seed);
      // The targets each move's odds gave, by turn and chariot; the log's checks once the race is run.
      const predicted = new Map<string, number[]>();
      let view = h.view();
      const lastTurn = 0;
      for (let i = 0; i < 400; i++) {
        const open = view.open;
        if (open?.type !== 'decision') break;
        // Enough lines predicted, and their turn over (its events written): stop there.
        if (open.turn > lastTurn + 1 && [...predicted.values()].flat().length >= 4) break;
        if (open.kind === 'move') {
          const options = open.options as CrudisDecisions['move']['options'];
          const odds = crudisMoveOdds(options, open.suggestion!.value as MoveValue);
          for (const l of odds.lines) expect(l.pass).toBeCloseTo(over(l.beat), 14);
          expect(odds.passAll).toBeCloseTo(
            odds.lines.reduce((p, l) => p * over(l.beat), 1),
            14,
          );
          if (odds.blocked === null && odds.wreckRolls === 0)
            predicted.set(
              `${open.turn}:${open.chariot}`,
              odds.lines.map((l) => l.beat),
            );
        }
        const r = h.answer(open.suggestion!.value);
        if (!r.ok) throw new Error(r.error.message);
        view = r.value;
      }
      const played = new Map<string, number[]>();
      for (const e of view.log.events)
        if (e.type === 'danger-check') {
          const key = `${e.turn}:${e.chariots[0]}`;
          played.set(key, [...(played.get(key) ?? []), e.rolls![0]!.target!.value]);
        }
      for (const [key, beats] of predicted) {
        expect(played.get(key) ?? [], key).toEqual(beats);
        checked += beats.length;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});

describe('Crudis: whipping', () => {
  it("reads one die on the whip table's column, as the seed prints it", () => {
    // Charioteer: 1 lose control, 2-3 lose the whip, 4 nothing, 5 he loses control, 6 wrecked.
    const c = new Map(whipAttackChances('charioteer').map((r) => [r.result, r.chance]));
    expect(c.get('attacker-lose-whip')).toBeCloseTo(2 / 6, 14);
    expect(c.get('victim-wrecked')).toBeCloseTo(1 / 6, 14);
    expect(whipAttackChances('outer-horses').find((r) => r.result === 'none')?.chance).toBeCloseTo(2 / 6, 14);
  });

  it('risks a horse on each white die: 4 or 5 on the damage table, the damage modifier counted', () => {
    // Unhurt chariot: a 4 or a 5 hurts a horse, 2 faces of 6 on each of two dice.
    expect(whipSpeedHorseRisk(0)).toBeCloseTo(1 - (4 / 6) ** 2, 14);
    // Damaged (−1): faces 5 and 6 read 4 and 5.
    expect(whipSpeedHorseRisk(-1)).toBeCloseTo(1 - (4 / 6) ** 2, 14);
    // Badly damaged twice (−4): only a 6 reaches 2, never a horse row.
    expect(whipSpeedHorseRisk(-4)).toBe(0);
  });
});

describe('Aurigae: the check after the move', () => {
  it('loses a level for each whole 20 over the target, crashing at the crash level', () => {
    // Target 50: rolls 1-69 keep every level (under it, or over by less than 20), 70-89 lose one,
    // 90-100 lose two.
    expect(checkChances(50, 0)).toEqual({ keep: 0.69, lose: 0.31, crash: 0 });
    // Already at "swerve" (level 3): any level lost crashes.
    expect(checkChances(50, 3)).toEqual({ keep: 0.69, lose: 0, crash: 0.31 });
    expect(checkChances(0, 0)).toEqual({ keep: 0, lose: 0, crash: 1 });
  });

  it("gives the check's target the engine then rolls against, turn and change counted", () => {
    const h = race('aurigae', 2);
    let checked = 0;
    for (let i = 0; i < 20 && checked < 5; i++) {
      const open = until(h, 'plot');
      const view = open.view as AurigaeView;
      const plot: PlotValue = { ...(open.suggestion!.value as PlotValue) };
      const odds = plotOdds(view, plot);
      expect(odds.turnPenalty).toBe(-Math.abs(plot.turn));
      expect(odds.keep + odds.lose + odds.crash).toBeCloseTo(1, 12);
      const before = h.view().log.events.length;
      const r = h.answer(plot);
      if (!r.ok) throw new Error(r.error.message);
      const move = r.value.log.events
        .slice(before)
        .find(
          (e) =>
            e.type === 'move' &&
            e.chariots[0] === open.chariot &&
            e.rolls?.some((x) => x.purpose === 'check'),
        );
      const roll = move?.rolls?.find((x) => x.purpose === 'check');
      // Without a collision on the way the target is one the odds gave, at the speed rolled.
      if (roll && !roll.modifiers.some((m) => ['spina', 'wall', 'chariot', 'wreck'].includes(m.source))) {
        const speed = r.value.log.events
          .slice(before)
          .find((e) => e.chariots[0] === open.chariot && e.rolls?.some((x) => x.purpose === 'speed'));
        const targets = odds.outcomes.map((o) => o.target);
        expect(targets).toContain(roll.target!.value);
        if (speed || plot.change === 'hold') checked++;
      }
      if (r.value.status === 'finished') break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('Hippodrome: passes, the start and saves', () => {
  it('counts two dice: higher passes, equal ties', () => {
    // Equal stats: 15 of 36 throws higher, 6 equal.
    expect(duel(0, 0)).toEqual({ win: 15 / 36, tie: 6 / 36, lose: 15 / 36 });
    // Two up (one Event card): 26 higher, 4 equal.
    expect(duel(2, 0)).toEqual({ win: 26 / 36, tie: 4 / 36, lose: 6 / 36 });
    // A save: equal to or higher than a plain D6; with +1 it fails only on 10 throws of 36.
    expect(saveChance(1)).toBeCloseTo(26 / 36, 14);
    expect(saveChance(0)).toBeCloseTo(21 / 36, 14);
  });

  it("reads the pass attempt's stats as the rules name them: Speed against Block, Cut against Turn", () => {
    const h = race('hippodrome', 3);
    const open = until(h, 'attempt');
    const view = open.view as HippodromeView;
    const o = open.options as { defender: string; kind: 'straight' | 'bend' };
    const odds = passOdds(view, o.defender, o.kind);
    const d = view.teams.find((t) => t.id === o.defender)!;
    const [mine, theirs] = o.kind === 'straight' ? ['speed', 'block'] : ['cut', 'turn'];
    expect(odds.stat).toBe(mine);
    expect(odds.against).toBe(theirs);
    expect(odds.pass + odds.tie + odds.held).toBeCloseTo(1, 14);
    if (view.lap === 0) expect(odds.theirs).toBe(d.stats[theirs as 'block']);
    expect(passOdds(view, o.defender, o.kind, 1).pass).toBeGreaterThan(odds.pass);
  });

  it("gives a bolting team's effort as 1D6 + Speed + the stall's bonus", () => {
    const h = race('hippodrome', 3);
    const open = until(h, 'start');
    const view = open.view as HippodromeView;
    const e = effortRange(view);
    expect(e.stallBonus).toBe([3, 2, 1, 0][view.me.stall - 1]);
    expect(e.min).toBe(1 + view.me.stats.speed + e.stallBonus);
    expect(e.max).toBe(e.min + 5);
  });
});
