/**
 * What a Circus Maximus driver weighs as he writes his speed: the corner ahead, the safe speed of
 * the lane he steers for, and, when he would take the corner over it, the endurance it costs and
 * the chance of each result of the corner strain chart (3d6 − CDM, with the blade and weather
 * modifiers, in the column of the points over). Read from his view alone, as the AI reads it.
 */
import { cornerOf, LANES, squaresToCorner } from '../rulesets/circus-maximus/board.ts';
import { CmFigures } from '../rulesets/circus-maximus/context.ts';
import type { CmView } from '../rulesets/circus-maximus/decisions.ts';
import type { Chariot } from '../rulesets/circus-maximus/state.ts';
import { CORNER_STRAIN, type ResultCode } from '../rulesets/circus-maximus/tables.ts';
import { chanceBetween } from './dice.ts';

export interface CornerOdds {
  /** The chariot stands in a corner now. */
  inCorner: boolean;
  /** Squares before the next corner's first square. */
  toCorner: number;
  /** The written speed takes the chariot into the corner this turn. */
  reaches: boolean;
  lane: number;
  /** The lane's safe corner speed for this chariot (its weight and the mud counted). */
  safe: number;
  /** Points over the safe speed (0: none, no check). */
  over: number;
  /** Endurance the corner costs (one a point over, at most what is left). */
  enduranceLost: number;
  /** What is added to the 3d6 (− CDM, blades, rain, mud). */
  modifier: number;
  /** Each result of the chart's column with its chance, worst first, then "no effect" (none when not over). */
  outcomes: Array<{ code: ResultCode; chance: number }>;
}

/** The safe corner speed of every lane for the viewing driver, lane 1 first. */
export function safeSpeeds(view: CmView): number[] {
  const { f, me } = figures(view);
  return Array.from({ length: LANES }, (_, i) => f.safeSpeed(me, i + 1));
}

/** The corner ahead at a written speed, steering for `lane`. */
export function cornerOdds(view: CmView, speed: number, lane: number): CornerOdds {
  const { f, me } = figures(view);
  const toCorner = squaresToCorner(me.lane, me.sq);
  const safe = f.safeSpeed(me, lane);
  const over = Math.max(0, speed - safe);
  const modifier = f.strainModifiers(me).reduce((n, m) => n + m.value, 0);
  const outcomes: CornerOdds['outcomes'] = [];
  if (over > 0) {
    const col = Math.min(6, over) - 1;
    let below = Infinity;
    for (const row of CORNER_STRAIN.rows) {
      const from = row.from[col]!;
      outcomes.push({ code: row.outcome.code, chance: chanceBetween(3, 6, modifier, from, below - 1) });
      below = Math.min(below, from);
    }
    outcomes.push({ code: 'none', chance: chanceBetween(3, 6, modifier, -Infinity, below - 1) });
  }
  return {
    inCorner: cornerOf(me.lane, me.sq) !== null,
    toCorner,
    reaches: speed > toCorner,
    lane,
    safe,
    over,
    enduranceLost: Math.min(over, Math.max(0, me.endurance)),
    modifier,
    outcomes,
  };
}

function figures(view: CmView): { f: CmFigures; me: Chariot } {
  const f = new CmFigures(
    { weather: view.weather, chariots: view.chariots },
    { rules: view.rules, laps: view.laps },
  );
  const me = view.chariots.find((c) => c.id === view.chariot);
  if (!me) throw new Error(`the view has no chariot ${view.chariot}`);
  return { f, me };
}
