import type { Personality } from '../../race/setup.ts';
import {
  backStation,
  board,
  dangerLinesCrossed,
  frontStation,
  gapSquares,
  MAX_LANE,
  type Spot,
  stationAt,
  transferAdjacent,
} from './board.ts';
import { damageRow, RULES, WHIP_TABLE, type WhipResult, type WhipTarget } from './tables.ts';

/**
 * The drivers' minds. Every choice the rules allow is made here, deterministically from the race
 * state (no dice), so a race is a pure function of its seed and setup.
 */
export interface Traits {
  /** Cost, in squares, the driver puts on losing the chariot. */
  wreckCost: number;
  /** Weight on lesser damage. */
  damageWeight: number;
  /** 0..1: appetite for rams, wheel-ripping and whipping rivals. */
  aggression: number;
  /** The lane the driver likes to hold, and how much it matters to him. */
  idealLane: number;
  laneWeight: number;
  /** Whips for speed only when about this many turns from the finish. */
  whipHorizon: number;
}

export const TRAITS: Record<Personality, Traits> = {
  cautious: {
    wreckCost: 700,
    damageWeight: 1.4,
    aggression: 0,
    idealLane: 6,
    laneWeight: 0.35,
    whipHorizon: 1.5,
  },
  balanced: {
    wreckCost: 320,
    damageWeight: 1,
    aggression: 0.2,
    idealLane: 3,
    laneWeight: 0.2,
    whipHorizon: 3,
  },
  reckless: {
    wreckCost: 110,
    damageWeight: 0.6,
    aggression: 0.45,
    idealLane: 1,
    laneWeight: 0.3,
    whipHorizon: 6,
  },
  dirty: { wreckCost: 260, damageWeight: 0.9, aggression: 1, idealLane: 3, laneWeight: 0.15, whipHorizon: 3 },
};

/** P(2d6 > x). */
export function pTwoD6Over(x: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > x) n++;
  return n / 36;
}

export interface Body extends Spot {
  id: string;
}

export interface View {
  self: Body;
  damageMod: number;
  /** Other chariots still on the track. */
  others: readonly Body[];
  wrecks: readonly Spot[];
  laps: number;
  finishStation: number;
}

/** Expected cost, in squares, of one roll on the damage table. */
export function damageRollCost(damageMod: number, t: Traits): number {
  let cost = 0;
  for (let r = 1; r <= 6; r++) {
    const row = damageRow(r + damageMod);
    cost += row.result === 'wreck' ? t.wreckCost : (-row.damageMod * 9 + -row.moveMod * 12) * t.damageWeight;
  }
  return cost / 6;
}

export interface Trace {
  /** Where the path ends (where it stops, if blocked). */
  end: Spot;
  /** Squares actually moved. */
  steps: number;
  /** Index (1-based step) of the first step whose footprint meets another chariot, if any. */
  blockedAt: number | null;
  blocker: string | null;
  readonly dangerLanes: readonly number[];
  wreckRolls: number;
  /** For each other chariot, the first step at which we run alongside it. */
  readonly alongsideAt: ReadonlyMap<string, number>;
}

/** What a trace that crosses no danger line, or runs alongside nobody, holds (shared: read only). */
const NO_LANES: readonly number[] = Object.freeze([]);
const NOBODY: ReadonlyMap<string, number> = new Map();

interface Box {
  id: string;
  lane: number;
  back: number;
  front: number;
}

const boxOf = (id: string, p: Spot): Box => ({
  id,
  lane: p.lane,
  back: backStation(p),
  front: frontStation(p),
});
const EPS = 1e-9;

/** Walks a path over the board as it stands, without changing anything. Footprints are reduced
 * to station intervals once, since a decision traces hundreds of candidate paths. */
export function tracePath(view: View, laterals: readonly number[], boxes = viewBoxes(view)): Trace {
  return tracePrefixes(view, laterals, boxes, [laterals.length]).get(laterals.length)!;
}

/**
 * Traces a path once and reports it as it stands after each of `stops` squares: every shorter
 * move whose lane changes come first is a prefix of the longest, so one walk serves them all.
 */
export function tracePrefixes(
  view: View,
  laterals: readonly number[],
  boxes: { others: Box[]; wrecks: Box[] },
  stops: readonly number[],
): Map<number, Trace> {
  let lane = view.self.lane;
  let sq = view.self.sq;
  let steps = 0;
  let blockedAt: number | null = null;
  let blocker: string | null = null;
  const dangerLanes: number[] = [];
  const wrecks = boxes.wrecks;
  const others = boxes.others;
  const wreckState = wrecks.length > 0 ? new Array<number>(wrecks.length).fill(0) : null;
  let wreckRolls = 0;
  let alongsideAt: Map<string, number> | null = null;
  let prevFront = stationAt(lane, sq + 1);
  const out = new Map<number, Trace>();
  const snapshot = (): Trace => ({
    end: { lane, sq },
    steps,
    blockedAt,
    blocker,
    dangerLanes: dangerLanes.length > 0 ? dangerLanes.slice() : NO_LANES,
    wreckRolls,
    alongsideAt: alongsideAt ? new Map(alongsideAt) : NOBODY,
  });
  if (stops.includes(0)) out.set(0, snapshot());
  for (let i = 0; i < laterals.length; i++) {
    const lat = laterals[i]!;
    const nLane = lane + lat;
    if (nLane < 1 || nLane > MAX_LANE) break;
    const nSq = lat === 0 ? sq + 1 : transferAdjacent(lane, sq + 1, lat);
    const back = stationAt(nLane, nSq - 1);
    const front = stationAt(nLane, nSq + 1);
    let hit: Box | null = null;
    for (const o of others) {
      const dl = Math.abs(o.lane - nLane);
      if (dl > 2 || front <= o.back + EPS || o.front <= back + EPS) continue;
      if (dl <= 1) {
        hit = o;
        break;
      }
      alongsideAt ??= new Map();
      if (!alongsideAt.has(o.id)) alongsideAt.set(o.id, i + 1);
    }
    if (hit) {
      blockedAt = i + 1;
      blocker = hit.id;
      break;
    }
    if (Math.floor(front + EPS) > Math.floor(prevFront + EPS)) {
      for (const _ of dangerLinesCrossed(prevFront, front)) dangerLanes.push(nLane);
    }
    if (wreckState) {
      for (let w = 0; w < wrecks.length; w++) {
        const wr = wrecks[w]!;
        const dl = Math.abs(wr.lane - nLane);
        if (dl > 2 || front <= wr.back + EPS || wr.front <= back + EPS) continue;
        const need = dl <= 1 ? 2 : 1;
        if (need > wreckState[w]!) {
          wreckRolls += need - wreckState[w]!;
          wreckState[w] = need;
        }
      }
    }
    prevFront = front;
    lane = nLane;
    sq = nSq;
    steps++;
    if (stops.includes(steps)) out.set(steps, snapshot());
  }
  // Stops the walk never reached (blocked, or the wall): the path as far as it went.
  for (const stop of stops) if (!out.has(stop)) out.set(stop, snapshot());
  return out;
}

export function viewBoxes(view: View): { others: Box[]; wrecks: Box[] } {
  return {
    others: view.others.map((o) => boxOf(o.id, o)),
    wrecks: view.wrecks.map((w) => boxOf('', w)),
  };
}

/** Lateral step per square: |k| lane changes placed early or late along `forward` squares. */
export function lateralSteps(forward: number, k: number, early: boolean): number[] {
  const out = new Array<number>(forward).fill(0);
  const n = Math.min(Math.abs(k), forward);
  for (let i = 0; i < n; i++) out[early ? i : forward - 1 - i] = Math.sign(k);
  return out;
}

export interface MovePlan {
  forward: number;
  lateral: number;
  early: boolean;
  laterals: number[];
  ram: string | null;
  rip: { target: string; atStep: number } | null;
  score: number;
  choice: string;
  reason: string;
}

/** Metres along the driver's favourite lane to the station reached: lanes abreast are worth the same. */
function progressValue(p: Spot, t: Traits): number {
  const lane = Math.min(MAX_LANE, Math.max(1, t.idealLane));
  return board.distance(lane, board.squareAt(lane, frontStation(p))) / 3.99;
}

/**
 * Chooses the move for a normal turn: forward squares (white total moved up or down by the red
 * die), lane changes, and whether to ram or rip wheels along the way. Every legal combination is
 * scored; the best wins, ties to the first enumerated.
 */
export function planMove(view: View, personality: Personality, white: number, red: number): MovePlan {
  const t = TRAITS[personality];
  const start = progressValue(view.self, t);
  const rollCost = damageRollCost(view.damageMod, t);
  // Every legal combination is scored; only the best gets its words (describing each one took a
  // tenth of planning): `moveWords` writes them.
  let best: Candidate | null = null;
  const consider = (c: Candidate): void => {
    if (best === null || c.score > best.score + 1e-9) best = c;
  };
  const remaining = view.finishStation - frontStation(view.self);
  const boxes = viewBoxes(view);
  // Moves that change lanes at once are prefixes of the longest such move with the same lanes:
  // trace each lane choice once for all its lengths.
  const early = new Map<number, Map<number, Trace>>();
  for (let k = -red; k <= red; k++) {
    const lane = view.self.lane + k;
    if (lane < 1 || lane > MAX_LANE) continue;
    const lengths: number[] = [];
    for (let adjust = -(red - Math.abs(k)); adjust <= red - Math.abs(k); adjust++) {
      const forward = white + adjust;
      if (forward >= 0 && forward >= Math.abs(k)) lengths.push(forward);
    }
    if (lengths.length === 0) continue;
    const longest = lengths[lengths.length - 1]!;
    early.set(k, tracePrefixes(view, lateralSteps(longest, k, true), boxes, lengths));
  }
  for (let adjust = -red; adjust <= red; adjust++) {
    const forward = white + adjust;
    if (forward < 0) continue;
    const budget = red - Math.abs(adjust);
    for (let k = -Math.min(budget, forward); k <= Math.min(budget, forward); k++) {
      const lane = view.self.lane + k;
      if (lane < 1 || lane > MAX_LANE) continue;
      // Late lane changes differ from early ones only when there are straight squares first.
      for (const early_ of k === 0 || Math.abs(k) === forward ? [true] : [true, false]) {
        const trace = early_
          ? early.get(k)!.get(forward)!
          : tracePath(view, lateralSteps(forward, k, false), boxes);
        const end = trace.end;
        let score = progressValue(end, t) - start;
        for (const lane of trace.dangerLanes) score -= (1 - pTwoD6Over(forward - lane)) * rollCost;
        score -= trace.wreckRolls * rollCost;
        score -= t.laneWeight * Math.abs(end.lane - t.idealLane);
        // Looking ahead: the lane held now is the lane at the next danger line.
        const toLine = Math.ceil(frontStation(end)) - frontStation(end);
        if (toLine < 0.25 && remaining > 1) score -= 0.5 * (1 - pTwoD6Over(8 - end.lane)) * rollCost;
        const blocked = trace.blockedAt !== null;
        if (blocked) {
          // The move cannot be completed: the chariot would run into the blocker by accident.
          score -= 40 + rollCost;
        }
        consider({ forward, lateral: k, early: early_, trace, ram: null, rip: null, score });
        // Ramming: a deliberate collision costs 1 move and 1 manoeuvre.
        if (
          blocked &&
          budget - Math.abs(k) >= RULES.ramManoeuvreCost.value &&
          t.aggression > 0 &&
          trace.blocker
        ) {
          consider({
            forward,
            lateral: k,
            early: early_,
            trace,
            ram: trace.blocker,
            rip: null,
            score: score + 40 - 5 + t.aggression * 30 * (15 / 36),
          });
        }
        // Ripping wheels: alongside a rival with 4 manoeuvre points to spare.
        if (!blocked && budget - Math.abs(k) >= RULES.ripManoeuvreCost.value && t.aggression >= 0.4) {
          for (const [target, atStep] of trace.alongsideAt) {
            consider({
              forward,
              lateral: k,
              early: early_,
              trace,
              ram: null,
              rip: { target, atStep },
              score: score + t.aggression * 22 - rollCost / 6 - 6,
            });
          }
        }
      }
    }
  }
  return moveWords(best!, white);
}

/** A move `planMove` scored, before it is put in words. */
interface Candidate {
  forward: number;
  lateral: number;
  early: boolean;
  trace: Trace;
  ram: string | null;
  rip: { target: string; atStep: number } | null;
  score: number;
}

/** The chosen move with its lane steps and its words: what it is, and its risks or its aim. */
function moveWords(c: Candidate, white: number): MovePlan {
  const { forward, lateral, early, trace, ram, rip, score } = c;
  const choice = describe(forward, white, lateral, early);
  const risks: string[] = [];
  for (const lane of trace.dangerLanes) {
    const pFail = 1 - pTwoD6Over(forward - lane);
    if (pFail > 0) risks.push(`${Math.round(pFail * 100)}% at the danger line`);
  }
  if (trace.wreckRolls > 0) risks.push(`${trace.wreckRolls} roll(s) passing wrecks`);
  return {
    forward,
    lateral,
    early,
    laterals: lateralSteps(forward, lateral, early),
    ram,
    rip,
    score,
    choice: ram ? `${choice}, ram ${ram}` : rip ? `${choice}, rip ${rip.target}'s wheels` : choice,
    reason: ram
      ? 'a rival blocks the line: ram him aside'
      : rip
        ? 'alongside a rival with manoeuvre to spare'
        : risks.length > 0
          ? risks.join(', ')
          : 'no risk on this line',
  };
}

function describe(forward: number, white: number, k: number, early: boolean): string {
  const adj = forward - white;
  const adjText = adj === 0 ? '' : ` (${adj > 0 ? '+' : ''}${adj})`;
  const side =
    k === 0
      ? 'hold the lane'
      : `${Math.abs(k)} lane${Math.abs(k) > 1 ? 's' : ''} ${k < 0 ? 'in' : 'out'}${early ? ' at once' : ' late'}`;
  return `forward ${forward}${adjText}, ${side}`;
}

/** Parts of a rival within whip range from the attacker's car (the back row of his squares). */
export function whipTargets(self: Spot, victim: Spot): WhipTarget[] {
  const lateralGap = Math.max(0, Math.abs(victim.lane - self.lane) - 2);
  const range = RULES.whipRange.value;
  if (lateralGap > range) return [];
  const carFrom = backStation(self);
  const carTo = board.station(self.lane, self.sq);
  const horsesFrom = board.station(victim.lane, victim.sq);
  const horsesTo = frontStation(victim);
  const driverFrom = backStation(victim);
  const driverTo = horsesFrom;
  const out: WhipTarget[] = [];
  const sameLanes = Math.abs(victim.lane - self.lane) < 2;
  const horsesGap = gapSquares(self.lane, carFrom, carTo, horsesFrom, horsesTo);
  const driverGap = gapSquares(self.lane, carFrom, carTo, driverFrom, driverTo);
  // Gaps are read off stations: allow for rounding, so a gap of exactly 2 squares is in range.
  if (!sameLanes && horsesGap <= range + EPS) {
    out.push('outer-horses');
    if (lateralGap <= RULES.yokerReach.value) out.push('yokers');
  }
  if (driverGap <= range + EPS) out.push('charioteer');
  return out;
}

const WHIP_VALUE: Record<WhipResult, (t: Traits, wreckCost: number) => number> = {
  'attacker-lose-control': () => -12,
  'attacker-lose-whip': () => -4,
  none: () => 0,
  'victim-move-away': () => 4,
  'victim-lose-control': () => 10,
  'victim-horse-hurt': () => 8,
  'victim-horse-injured': () => 14,
  'victim-wrecked': (_t, wreckCost) => Math.min(60, wreckCost / 4),
};

/** Whether to whip a rival at the end of the move, and where. */
export function chooseWhipAttack(
  view: View,
  personality: Personality,
  rivals: readonly Body[],
): { target: string; part: WhipTarget; reason: string } | null {
  const t = TRAITS[personality];
  if (t.aggression <= 0) return null;
  let best: { target: string; part: WhipTarget; value: number } | null = null;
  for (const r of rivals) {
    for (const part of whipTargets(view.self, r)) {
      const value = WHIP_TABLE[part].reduce((v, res) => v + WHIP_VALUE[res](t, 200) / 6, 0);
      // A rival ahead matters more than one behind.
      const ahead = frontStation(r) > frontStation(view.self) ? 2 : 0;
      const total = t.aggression * (value + ahead) - (1 - t.aggression) * 3;
      if (total > 0.5 && (!best || total > best.value)) best = { target: r.id, part, value: total };
    }
  }
  return best
    ? { target: best.target, part: best.part, reason: `${personality}: a rival within whip range` }
    : null;
}

/** Whipping for speed risks the horses on both white dice: worth it only near the finish. */
export function chooseWhipSpeed(view: View, personality: Personality): { whip: boolean; reason: string } {
  const t = TRAITS[personality];
  const squaresLeft = (view.finishStation - frontStation(view.self)) * 84;
  const turnsLeft = squaresLeft / 7;
  if (turnsLeft <= t.whipHorizon) {
    return {
      whip: true,
      reason: `about ${Math.max(1, Math.round(turnsLeft))} turn(s) from the finish: the horses need last only that long`,
    };
  }
  return {
    whip: false,
    reason: `too far from the finish (about ${Math.round(turnsLeft)} turns) to risk the horses`,
  };
}

/** "May move in/out by 1 lane" while locked: head for the side the driver prefers. */
export function chooseLockedShift(
  groupInnerLane: number,
  groupWidth: number,
  personality: Personality,
): number {
  const t = TRAITS[personality];
  if (groupInnerLane > t.idealLane && groupInnerLane > 1) return -1;
  if (groupInnerLane + groupWidth - 1 < t.idealLane && groupInnerLane + groupWidth <= MAX_LANE) return 1;
  return 0;
}
