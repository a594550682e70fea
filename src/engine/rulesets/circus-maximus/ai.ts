import type { Personality } from '../../race/setup.ts';
import { board, frontEdge, LANES, sideOf, squaresToCorner } from './board.ts';
import type { Side } from './cause.ts';
import type { CmFigures } from './context.ts';
import type { Chariot } from './state.ts';
import { CORNER_STRAIN, type ResultCode, RULES } from './tables.ts';
import { knifeRange } from './weapons.ts';

/** The speed a driver writes, the lane he aims for this turn, and whether he writes `S`. */
export interface SpeedChoice {
  speed: number;
  strain: boolean;
  lane: number;
  reason: string;
}

export type AttackKind = 'lash' | 'ram' | 'dust' | 'knife' | 'spear';
/** A rival beside the car, as the driver sees it. */
export interface SeenReach {
  target: Chariot;
  side: Side;
  team: boolean;
  car: boolean;
}

export interface AttackChoice {
  kind: AttackKind;
  target: Chariot;
  part: 'team' | 'driver' | 'car';
  side: Side;
  reason: string;
}

/**
 * How much danger a personality accepts on one corner strain check: the chance of a flip plus a
 * share of the chance of each lesser harm (see HARM). A cautious driver accepts none: he brakes to
 * the safe speed before every corner. The others go over only as far as their CDM, blades and the
 * weather make it safe enough, so a jostled or wounded driver, or a wet track, slows them down.
 */
const CORNER_DANGER: Record<Personality, number> = {
  cautious: 0,
  balanced: 0.025,
  dirty: 0.025,
  reckless: 0.16,
};
/** What each result of the corner strain chart is worth against a flip, in the driver's mind. */
const HARM: Partial<Record<ResultCode, number>> = { flip: 1, 'horse-injury': 0.25, jostled: 0.05 };
/** Below this endurance nobody goes over the safe speed (it costs a point of endurance a point over). */
const LOW_ENDURANCE = 12;

/** Chance of each total of `n` six-sided dice, by total (memoised: the AI asks constantly). */
const distributions: number[][] = [[1]];
function diceDistribution(n: number): readonly number[] {
  for (let k = distributions.length; k <= n; k++) {
    const prev = distributions[k - 1]!;
    const next = new Array<number>(prev.length + 6).fill(0);
    for (let t = 0; t < prev.length; t++) for (let f = 1; f <= 6; f++) next[t + f]! += prev[t]! / 6;
    distributions.push(next);
  }
  return distributions[n]!;
}
/** Chance that `n`d6 total at least `target`. */
export function chanceAtLeast(n: number, target: number): number {
  const d = diceDistribution(n);
  let p = 0;
  for (let t = Math.max(0, target); t < d.length; t++) p += d[t]!;
  return Math.min(1, p);
}
/** Chance that `n`d6 total at most `target`. */
export const chanceAtMost = (n: number, target: number): number => 1 - chanceAtLeast(n, target + 1);

/** The danger of one corner strain check at `over` points over the safe speed, read off the chart
 * with this chariot's modifiers (CDM, blades, rain, mud). */
export function cornerDanger(ctx: CmFigures, c: Chariot, over: number): number {
  if (over <= 0) return 0;
  const mod = ctx.strainModifiers(c).reduce((a, m) => a + m.value, 0);
  const col = Math.min(6, over) - 1;
  let danger = 0;
  let worse = 0; // chance of a worse row (the worst row reached applies)
  for (const row of CORNER_STRAIN.rows) {
    const p = chanceAtLeast(3, row.from[col]! - mod);
    danger += (HARM[row.outcome.code] ?? 0) * (p - worse);
    worse = p;
  }
  return danger;
}

/** Points over the safe speed this driver dares in a corner now. */
export function daredOver(ctx: CmFigures, c: Chariot): number {
  if (c.endurance < LOW_ENDURANCE) return 0;
  const budget = CORNER_DANGER[c.personality];
  let over = 0;
  while (over < 6 && cornerDanger(ctx, c, over + 1) <= budget) over += 1;
  return over;
}

/** True when the driver may strain now: whip, endurance left, CDM not negative. */
export const canStrain = (ctx: CmFigures, c: Chariot): boolean =>
  c.whip !== 'none' && c.endurance > 0 && ctx.cdm(c) >= 0;

/** The lane a chariot will be in when it reaches the corner: one lane change per square forward. */
function entryLane(c: Chariot, target: number, toCorner: number): number {
  const reach = Math.min(Math.abs(target - c.lane), toCorner);
  return c.lane + Math.sign(target - c.lane) * reach;
}

/**
 * Speed and lane for the turn. With a corner within reach the driver picks the lane that gives the
 * most ground through the corner at the speed he dares there, and writes no more than that speed
 * over the safe speed of the slowest lane he will be in through the corner (the lane he enters it
 * in, or an inner lane he moves to, which checks again); otherwise he runs flat out.
 */
export function chooseSpeed(ctx: CmFigures, c: Chariot): SpeedChoice {
  const max = ctx.maxSpeed(c);
  const tol = daredOver(ctx, c);
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
  const slowest = Math.min(lane, entryLane(c, lane, toCorner));
  const safe = ctx.safeSpeed(c, slowest);
  // Either run flat out up to the corner's first square, or take the corner at the dared speed.
  const speed = Math.min(max, Math.max(1, safe + tol, toCorner));
  return {
    speed,
    strain: false,
    lane,
    reason:
      tol === 0
        ? `${c.personality}: brakes to the safe speed ${safe} of lane ${slowest} for the corner`
        : `${c.personality}: corner ahead, dares ${tol} over lane ${slowest}'s safe speed ${safe}`,
  };
}

/** The corner lane with the most ground per turn at the speed the driver dares in it. */
function preferredLane(ctx: CmFigures, c: Chariot, max: number, tol: number): number {
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

/** Chance that a knife thrown now hits: one die a square of range − CDM ≤ 3, the small knife +1 a
 * die (seed). */
export function knifeChance(ctx: CmFigures, a: Chariot, t: Chariot, small: boolean): number {
  const range = knifeRange(a, t);
  return chanceAtMost(range, RULES.knifeTarget.value + ctx.cdm(a) - (small ? range : 0));
}

/** Hit chance a personality wants before it throws its knife (the small knife: once it is gone
 * the driver cannot cut himself or a dead horse free, so only in the last lap and with better odds). */
const KNIFE_ODDS: Record<Personality, { knife: number; small: number }> = {
  cautious: { knife: 2, small: 2 },
  balanced: { knife: 0.4, small: 2 },
  dirty: { knife: 0.3, small: 0.5 },
  reckless: { knife: 0.25, small: 0.5 },
};

/** The best knife throw at a rival ahead, at any range (seed: regardless of facing), if the odds
 * are good enough for this driver. */
function knifeThrow(ctx: CmFigures, c: Chariot): AttackChoice | null {
  const rules = ctx.opts.rules;
  const lastLap = c.laps >= ctx.opts.laps - 1;
  const big = rules.knife && c.knife && (c.personality !== 'balanced' || lastLap);
  const small = rules.knife && !c.knife && c.smallKnife && lastLap;
  if (!big && !small) return null;
  const want = KNIFE_ODDS[c.personality][big ? 'knife' : 'small'];
  if (want > 1) return null;
  let best: Chariot | null = null;
  let bestChance = want - 1e-9;
  for (const t of ctx.state.chariots) {
    if (t === c || t.status !== 'racing' || !ahead(c, t)) continue;
    // Beyond three squares not even the steadiest hand has a chance worth the knife.
    if (Math.abs(t.lane - c.lane) > 3 || knifeRange(c, t) > 3) continue;
    const p = knifeChance(ctx, c, t, !big);
    if (p > bestChance) {
      best = t;
      bestChance = p;
    }
  }
  if (best === null) return null;
  return {
    kind: 'knife',
    target: best,
    part: 'driver',
    side: sideOf(c.lane, best.lane),
    reason: `${c.personality}: ${big ? 'the knife' : 'the small knife'} at ${best.id}, ${Math.round(100 * bestChance)}% to hit at range ${knifeRange(c, best)}`,
  };
}

/**
 * An attack by personality; null for none. `reach` lists the rivals alongside (lash, ram, dust,
 * spear); a knife may fly at any rival ahead within a few squares. `done` counts the attacks
 * already made this move: the AI makes one a move, so it keeps its speed for the race.
 */
export function chooseAttack(
  ctx: CmFigures,
  c: Chariot,
  left: number,
  reach: readonly SeenReach[],
  done = 0,
): AttackChoice | null {
  if (c.personality === 'cautious' || left < 2 || done > 0) return null;
  const rules = ctx.opts.rules;
  for (const r of reach) {
    const t = r.target;
    if (c.personality === 'dirty') {
      // The spear at anyone not behind: it needs only team or car alongside.
      if (rules.spear && c.spear && left >= 3 && !ahead(t, c))
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
      // A ram rebounds on a steadier driver, and it sets off the rammer's own spear: only a heavy
      // car without a spear rams, and only a driver no steadier than him.
      if (r.car && c.spec.weight === 'heavy' && !c.spear && ctx.cdm(c) >= ctx.cdm(t) && ahead(c, t))
        return {
          kind: 'ram',
          target: t,
          part: 'car',
          side: r.side,
          reason: 'dirty: a heavy car rams the car of a rival ahead',
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
    if (c.personality === 'balanced' && c.whip !== 'none' && r.team && left >= 4)
      return {
        kind: 'lash',
        target: t,
        part: 'team',
        side: r.side,
        reason: 'balanced: lashes the team of a rival ahead',
      };
  }
  return knifeThrow(ctx, c);
}
