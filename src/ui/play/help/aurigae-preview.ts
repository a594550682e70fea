import type { PlotOdds } from '../../../engine/odds/aurigae.ts';
import type { View } from '../../../engine/rulesets/aurigae/ai.ts';
import type { PlotValue } from '../../../engine/rulesets/aurigae/decisions.ts';
import type { PlotPreview } from '../../../playback/plot-preview.ts';

/**
 * What the table draws of a plot being chosen: the chariot's place and heading as it plots, the
 * direction it will move (a change of direction is taken only from a standstill, as the sheet takes
 * it: src/engine/rulesets/aurigae/plotting.ts), the turn, and each speed the change's dice can give
 * with the check's target at it (src/engine/odds/aurigae.ts).
 */
export function plotPreview(chariot: string, view: View, plot: PlotValue, odds: PlotOdds): PlotPreview {
  const me = view.self;
  return {
    chariot,
    x: me.x,
    y: me.y,
    heading: me.heading,
    direction: plot.reverse && me.speed === 0 ? -me.direction : me.direction,
    turn: plot.turn,
    outcomes: odds.outcomes.map((o) => ({ speed: o.speed, target: o.target })),
  };
}
