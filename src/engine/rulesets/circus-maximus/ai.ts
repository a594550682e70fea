import type { Personality } from '../../race/setup.ts';
import { board, frontEdge, LANES, squaresToCorner } from './board.ts';
import type { Reach } from './combat.ts';
import type { CmContext } from './context.ts';
import type { Side } from './incidents.ts';
import type { Chariot } from './state.ts';

/** The speed a driver writes, the lane he aims for this turn, and whether he writes `S`. */
export interface SpeedChoice {
  speed: number;
  strain: boolean;
  lane: number;
  reason: string;
}

export type AttackKind = 'lash' | 'ram' | 'dust' | 'knife' | 'spear';
export interface AttackChoice {
  kind: AttackKind;
  target: Chariot;
  part: 'team' | 'driver' | 'car';
  side: Side;
  reason: string;
}

/** Points a driver dares over the safe corner speed. A cautious one brakes to the safe speed. */
const TOLERANCE: Record<Personality, number> = { cautious: 0, balanced: 1, dirty: 1, reckless: 3 };

/** True when the driver may strain now: whip, endurance left, CDM not negative. */
export const canStrain = (ctx: CmContext, c: Chariot): boolean =>
  c.whip !== 'none' && c.endurance > 0 && ctx.cdm(c) >= 0;

/**
 * Speed and lane for the turn. With a corner within reach the driver picks the lane that gives the
 * most ground through the corner at the speed he dares there; otherwise he runs flat out.
 */
export function chooseSpeed(ctx: CmContext, c: Chariot): SpeedChoice {
  const max = ctx.maxSpeed(c);
  const tol = c.endurance < 12 ? 0 : TOLERANCE[c.personality];
  const toCorner = squaresToCorner(c.lane, c.sq);
  if (toCorner >= max) {
    const strain =
      c.personality !== 'cautious' && canStrain(ctx, c) && c.endurance > 25 && toCorner > max + 8;
    return {
      speed: max,
      strain,
      lane: preferredLane(ctx, c, max, tol),
      reason: `${c.personality}: open track ahead, full speed${strain ? ', straining' : ''}`,
    };
  }
  const lane = preferredLane(ctx, c, max, tol);
  // Either run flat out up to the corner's first square, or enter it at the dared speed.
  const speed = Math.min(max, Math.max(1, ctx.safeSpeed(c, lane) + tol, toCorner));
  return {
    speed,
    strain: false,
    lane,
    reason:
      c.personality === 'cautious'
        ? `cautious: brakes to the safe speed ${ctx.safeSpeed(c, lane)} of lane ${lane} for the corner`
        : `${c.personality}: corner ahead, ${speed - ctx.safeSpeed(c, lane)} over lane ${lane}'s safe speed at most`,
  };
}

/** The corner lane with the most ground per turn at the speed the driver dares in it. */
function preferredLane(ctx: CmContext, c: Chariot, max: number, tol: number): number {
  let best = c.lane;
  let bestScore = -1;
  for (let lane = 1; lane <= LANES; lane++) {
    const speed = Math.min(max, ctx.safeSpeed(c, lane) + tol);
    // Corners per turn, less a little for each lane to cross.
    const score = speed / board.turnSquares(lane) - 0.03 * Math.abs(lane - c.lane);
    if (score > bestScore + 1e-9) {
      best = lane;
      bestScore = score;
    }
  }
  return best;
}

const ahead = (a: Chariot, b: Chariot): boolean => frontEdge(b.lane, b.sq) > frontEdge(a.lane, a.sq);

/** An attack on a rival in reach, by personality; null for none. */
export function chooseAttack(
  ctx: CmContext,
  c: Chariot,
  left: number,
  reach: readonly Reach[],
): AttackChoice | null {
  if (c.personality === 'cautious' || reach.length === 0 || left < 2) return null;
  const rules = ctx.opts.rules;
  for (const r of reach) {
    const t = r.target;
    if (c.personality === 'dirty') {
      if (rules.spear && c.spear && left >= 3 && (r.car || r.team) && ahead(c, t))
        return {
          kind: 'spear',
          target: t,
          part: r.car ? 'driver' : 'team',
          side: r.side,
          reason: 'dirty: the spear at a rival alongside',
        };
      if (rules.dust && c.dust && r.car && !ctx.raining())
        return {
          kind: 'dust',
          target: t,
          part: 'driver',
          side: r.side,
          reason: 'dirty: dust in the eyes of the driver alongside',
        };
      if (r.car && c.spec.weight === 'heavy')
        return {
          kind: 'ram',
          target: t,
          part: 'car',
          side: r.side,
          reason: 'dirty: a heavy car rams the car alongside',
        };
      if (c.whip !== 'none' && r.car)
        return {
          kind: 'lash',
          target: t,
          part: 'driver',
          side: r.side,
          reason: 'dirty: lashes the driver alongside',
        };
    }
    if (!ahead(c, t)) continue;
    if (c.personality === 'reckless') {
      if (rules.dust && c.dust && r.car && !ctx.raining())
        return {
          kind: 'dust',
          target: t,
          part: 'driver',
          side: r.side,
          reason: 'reckless: dust at a rival ahead',
        };
      if (r.team)
        return {
          kind: 'ram',
          target: t,
          part: 'team',
          side: r.side,
          reason: 'reckless: rams the team of a rival ahead',
        };
    }
    if (c.personality === 'balanced') {
      if (rules.knife && c.knife && c.laps >= ctx.opts.laps - 1 && r.car)
        return {
          kind: 'knife',
          target: t,
          part: 'driver',
          side: r.side,
          reason: 'balanced: last lap, the knife at a rival ahead',
        };
      if (c.whip !== 'none' && r.team && left >= 4)
        return {
          kind: 'lash',
          target: t,
          part: 'team',
          side: r.side,
          reason: 'balanced: lashes the team of a rival ahead',
        };
    }
  }
  return null;
}
