/**
 * What an Aurigae driver weighs as he plots: the speed his change leads to (its dice rolled
 * as the plot is written, seed III/II), and the check after the move (seed I/I C, IV/III): d100
 * under a target of his skill, less the degrees turned (seed: "the number of degrees turned is the
 * negative modifier"), the change's penalty, the speed band's and any pending blow; each whole 20
 * over the target loses a level of integrity, at the crash level he is out. Collisions on the way
 * lower the target further and are not counted here (nobody knows them when he plots).
 */
import type { View } from '../rulesets/aurigae/ai.ts';
import type { PlotValue } from '../rulesets/aurigae/decisions.ts';
import { bandOf, CRASH_LEVEL, RULES, speedChangeRow } from '../rulesets/aurigae/tables.ts';
import { sumWays } from './dice.ts';

export interface PlotTarget {
  /** The speed after the change, and the check's target at it. */
  speed: number;
  target: number;
  chance: number;
}

export interface PlotOdds {
  /** The turn's part of the target (minus the degrees), the change's, the pending blow's. */
  turnPenalty: number;
  changePenalty: number;
  pending: number;
  /** Each speed the change can lead to with its target, and its chance. */
  outcomes: PlotTarget[];
  /** The chance the check loses no level, loses some (still racing), and crashes him. */
  keep: number;
  lose: number;
  crash: number;
}

/** The chance a d100 check against `target` loses no level, some, or crashes from `level`. */
export function checkChances(target: number, level: number): { keep: number; lose: number; crash: number } {
  if (target <= 0) return { keep: 0, lose: 0, crash: 1 };
  let keep = 0;
  let lose = 0;
  let crash = 0;
  for (let roll = 1; roll <= 100; roll++) {
    const lost = roll < target ? 0 : Math.floor((roll - target) / RULES.integrityStep.value);
    if (lost === 0) keep++;
    else if (level + lost >= CRASH_LEVEL) crash++;
    else lose++;
  }
  return { keep: keep / 100, lose: lose / 100, crash: crash / 100 };
}

export function plotOdds(view: View, plot: PlotValue): PlotOdds {
  const me = view.self;
  const row = speedChangeRow(plot.change);
  const direction = plot.reverse && me.speed === 0 ? -me.direction : me.direction;
  const top = direction < 0 ? RULES.walkMax.value : RULES.maxSpeed.value;
  const turnPenalty = RULES.turnPenaltyPerDegree.value * Math.abs(plot.turn);
  const ways = sumWays(row.dice, 6);
  const all = 6 ** row.dice;
  const outcomes: PlotTarget[] = [];
  const odds: PlotOdds = {
    turnPenalty,
    changePenalty: row.penalty,
    pending: me.pending,
    outcomes,
    keep: 0,
    lose: 0,
    crash: 0,
  };
  for (let s = row.dice; s < ways.length; s++) {
    const p = ways[s]! / all;
    const speed =
      row.dice > 0 ? Math.max(0, Math.min(top, me.speed + row.sign * s)) : Math.min(me.speed, top);
    const target = me.skill + turnPenalty + row.penalty + bandOf(speed).penalty + me.pending;
    const same = outcomes.find((o) => o.speed === speed);
    if (same) same.chance += p;
    else outcomes.push({ speed, target, chance: p });
    const c = checkChances(target, me.level);
    odds.keep += p * c.keep;
    odds.lose += p * c.lose;
    odds.crash += p * c.crash;
  }
  outcomes.sort((a, b) => a.speed - b.speed);
  return odds;
}
