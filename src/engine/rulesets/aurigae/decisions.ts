/**
 * The one decision an Aurigae driver makes, as the kernel asks for it: each turn's plot (seed I/I
 * A, III/II-IV), a speed change, a turn of 0 to 90 degrees in steps of 10 and, from a standstill,
 * a change of direction. Its options say what the rules allow at the chariot's speed; an answer
 * outside them is refused naming the rule.
 */

import { z } from 'zod';
import { type Problem, problem } from '../../kernel/problems.ts';
import type { Decider, DecisionSpecs, Note } from '../../kernel/requests.ts';
import { plotTurn, type View } from './ai.ts';
import { changeRefused, RULES, SPEED_CHANGES, type SpeedChange, speedChangeRow } from './tables.ts';

/** A plot: the speed change, the degrees turned (positive to the left), a change of direction. */
export interface PlotValue {
  change: SpeedChange;
  turn: number;
  reverse?: boolean;
}

export type AurigaeDecisions = {
  plot: {
    options: {
      /** The speed on the sheet (inches a turn) and the direction (+1 forward, -1 backward). */
      speed: number;
      direction: number;
      /** The speed changes the rules allow at this speed (the 4d6 change only where it can stop). */
      changes: SpeedChange[];
      /** The most degrees a turn may take either way, in steps of `step`. */
      maxTurn: number;
      step: number;
      /** Whether the driver may change direction (only from a standstill). */
      reverse: boolean;
    };
    value: PlotValue;
  };
};

export type PlotOptions = AurigaeDecisions['plot']['options'];

/** What the rules allow a driver at this speed and direction to plot. */
export function plotOptions(speed: number, direction: number): PlotOptions {
  return {
    speed,
    direction,
    changes: SPEED_CHANGES.map((r) => r.change).filter((c) => changeRefused(c, speed) === null),
    maxTurn: RULES.maxTurnDegrees.value,
    step: RULES.turnStep.value,
    reverse: speed === 0,
  };
}

/** Why a plot is illegal for these options, or null. */
function plotProblem(o: PlotOptions, v: PlotValue): Problem | null {
  const refused = changeRefused(v.change, o.speed);
  if (refused) return refused;
  if (!o.changes.includes(v.change)) return problem('aurigae-change', { change: v.change });
  if (Math.abs(v.turn) > o.maxTurn || v.turn % o.step !== 0)
    return problem('aurigae-turn', { maxTurn: o.maxTurn, step: o.step, turn: v.turn });
  if (v.reverse && !o.reverse) return problem('aurigae-reverse', { speed: o.speed });
  return null;
}

const givenBy = (by: Decider): string =>
  by === 'script' ? 'forced by the scenario' : by === 'human' ? 'chosen by its player' : `chosen by a ${by}`;

/** The log's words for a plot. */
export const plotChoice = (v: PlotValue): string => `${speedChangeRow(v.change).label}, turn ${v.turn}°`;

export const AURIGAE_DECISIONS: DecisionSpecs<AurigaeDecisions, View> = {
  plot: {
    rule: 'aurigae.movement',
    answer: z
      .object({
        change: z.enum(SPEED_CHANGES.map((r) => r.change) as [SpeedChange, ...SpeedChange[]]),
        turn: z.number().int(),
        reverse: z.boolean().optional(),
      })
      .strict(),
    check: plotProblem,
    enumerate: (o) => {
      const out: PlotValue[] = [];
      for (const change of o.changes)
        for (let turn = -o.maxTurn; turn <= o.maxTurn; turn += o.step) {
          out.push({ change, turn });
          if (o.reverse) out.push({ change, turn, reverse: true });
        }
      return out;
    },
    ai: (r, p) => {
      const plot = plotTurn(r.view, p);
      const value: PlotValue = plot.reverse
        ? { change: plot.change, turn: plot.turn, reverse: true }
        : { change: plot.change, turn: plot.turn };
      return { value, note: { choice: plot.choice, reason: plot.reason } };
    },
    describe: (_r, v, by): Note => ({ choice: plotChoice(v), reason: givenBy(by) }),
  },
};
