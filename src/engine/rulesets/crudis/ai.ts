import type { Personality } from '../../race/setup.ts';
import {
  backStation,
  board,
  dangerLineCount,
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

/** P(2d6 > x), counted. */
function countTwoD6Over(x: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > x) n++;
  return n / 36;
}

/** P(2d6 > x) for whole x from 1 to 12, counted once: the drivers ask for it at every danger line of every candidate path. */
const TWO_D6_OVER = Array.from({ length: 13 }, (_, x) => countTwoD6Over(x));

/** P(2d6 > x). */
export function pTwoD6Over(x: number): number {
  if (x < 2) return 1;
  if (x >= 12) return 0;
  return Number.isInteger(x) ? TWO_D6_OVER[x]! : countTwoD6Over(x);
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
  walkPath(TRACED, view.self, boxes, laterals, laterals.length);
  return TRACED.trace(laterals.length);
}

/**
 * One walk of a path, kept step by step in buffers reused from walk to walk: the drivers walk
 * hundreds of candidate paths a decision, and building a trace object (its end, its lists, its
 * map of rivals) at every stop of every one was two fifths of a Crudis race's garbage. The lists
 * only grow along a walk, so the state after `s` steps is a count into each.
 */
class Walk {
  /** Squares moved before the walk stopped (blocked, at the wall, or at the path's end). */
  reached = 0;
  blockedAt: number | null = null;
  blocker: string | null = null;
  /** After `s` steps: the place, how many danger lanes and wreck rolls so far, how many rivals drawn alongside. */
  lane = new Int32Array(32);
  sq = new Int32Array(32);
  dangerN = new Int32Array(32);
  wreckRolls = new Int32Array(32);
  alongN = new Int32Array(32);
  /** Rivals drawn alongside when the walk stopped (a blocked step may add some before the hit). */
  finalAlongN = 0;
  /** The lanes of the danger lines crossed and the rivals drawn alongside (with the step), in
   * order: the first `dangerCount` and `alongCount` of each are this walk's (the lists are reused,
   * not cut short, from walk to walk). */
  readonly dangerLanes: number[] = [];
  readonly alongIds: string[] = [];
  readonly alongSteps: number[] = [];
  dangerCount = 0;
  alongCount = 0;
  /** The step at which the walk first met each wreck's edge (one roll) and its footprint (two),
   * NEVER if it did not: how far each wreck was met after any step. */
  metEdge = new Int32Array(8);
  metFootprint = new Int32Array(8);

  /** Room for `wrecks` wrecks' steps. */
  fitWrecks(wrecks: number): void {
    if (this.metEdge.length >= wrecks) return;
    this.metEdge = new Int32Array(wrecks * 2);
    this.metFootprint = new Int32Array(wrecks * 2);
  }

  /** This walk as `from` stood after `steps` steps (a walk that goes on from there elsewise). */
  branch(from: Walk, steps: number, wrecks: number): void {
    for (let s = 0; s <= steps; s++) {
      this.lane[s] = from.lane[s]!;
      this.sq[s] = from.sq[s]!;
      this.dangerN[s] = from.dangerN[s]!;
      this.wreckRolls[s] = from.wreckRolls[s]!;
      this.alongN[s] = from.alongN[s]!;
    }
    this.dangerCount = from.dangerN[steps]!;
    for (let d = 0; d < this.dangerCount; d++) this.dangerLanes[d] = from.dangerLanes[d]!;
    this.alongCount = from.alongN[steps]!;
    for (let j = 0; j < this.alongCount; j++) {
      this.alongIds[j] = from.alongIds[j]!;
      this.alongSteps[j] = from.alongSteps[j]!;
    }
    this.fitWrecks(wrecks);
    for (let j = 0; j < wrecks; j++) {
      this.metEdge[j] = from.metEdge[j]!;
      this.metFootprint[j] = from.metFootprint[j]!;
    }
  }

  /** Room for a walk of `steps` squares. */
  fit(steps: number): void {
    if (this.lane.length > steps) return;
    const n = Math.max(steps + 1, this.lane.length * 2);
    this.lane = new Int32Array(n);
    this.sq = new Int32Array(n);
    this.dangerN = new Int32Array(n);
    this.wreckRolls = new Int32Array(n);
    this.alongN = new Int32Array(n);
  }

  /** Which step's record a stop reads: the stop itself, or where the walk ended short of it. */
  at(stop: number): number {
    return Math.min(stop, this.reached);
  }

  /** Rivals drawn alongside as the path stands at `stop`. */
  alongAt(stop: number): number {
    return stop > this.reached ? this.finalAlongN : this.alongN[stop]!;
  }

  /** Blocked as the path stands at `stop` (only a stop the walk did not reach). */
  blockedBy(stop: number): string | null {
    return stop > this.reached ? this.blocker : null;
  }

  /** The walk as a trace at `stop`. */
  trace(stop: number): Trace {
    const i = this.at(stop);
    const danger = this.dangerN[i]!;
    const along = this.alongAt(stop);
    let alongsideAt = NOBODY;
    if (along > 0) {
      const m = new Map<string, number>();
      for (let j = 0; j < along; j++) m.set(this.alongIds[j]!, this.alongSteps[j]!);
      alongsideAt = m;
    }
    return {
      end: { lane: this.lane[i]!, sq: this.sq[i]! },
      steps: i,
      blockedAt: stop > this.reached ? this.blockedAt : null,
      blocker: this.blockedBy(stop),
      dangerLanes: danger > 0 ? this.dangerLanes.slice(0, danger) : NO_LANES,
      wreckRolls: this.wreckRolls[i]!,
      alongsideAt,
    };
  }
}

/** How far each wreck's footprint has been met along the walk (reused). */
let wreckMet = new Int32Array(8);
/** A step no walk reaches. */
const NEVER = 0x7fffffff;

/** Walks the first `length` steps of `laterals` from `self` over the board as it stands, into `w`. */
function walkPath(w: Walk, self: Spot, boxes: Boxes, laterals: readonly number[], length: number): void {
  w.fit(length);
  w.lane[0] = self.lane;
  w.sq[0] = self.sq;
  w.dangerN[0] = 0;
  w.wreckRolls[0] = 0;
  w.alongN[0] = 0;
  w.dangerCount = 0;
  w.alongCount = 0;
  const n = boxes.wrecks.length;
  w.fitWrecks(n);
  w.metEdge.fill(NEVER, 0, n);
  w.metFootprint.fill(NEVER, 0, n);
  walkOn(w, boxes, laterals, 0, length);
}

/** Walks steps `from` to `length` of `laterals` into `w`, whose record up to step `from` is in place. */
function walkOn(w: Walk, boxes: Boxes, laterals: readonly number[], from: number, length: number): void {
  let lane = w.lane[from]!;
  let sq = w.sq[from]!;
  let steps = from;
  w.blockedAt = null;
  w.blocker = null;
  const wrecks = boxes.wrecks;
  const others = boxes.others;
  if (wreckMet.length < wrecks.length) wreckMet = new Int32Array(wrecks.length * 2);
  for (let j = 0; j < wrecks.length; j++)
    wreckMet[j] = w.metFootprint[j]! <= from ? 2 : w.metEdge[j]! <= from ? 1 : 0;
  let wreckRolls = w.wreckRolls[from]!;
  let prevFront = stationAt(lane, sq + 1);
  for (let i = from; i < length; i++) {
    const lat = laterals[i]!;
    const nLane = lane + lat;
    if (nLane < 1 || nLane > MAX_LANE) break;
    const nSq = lat === 0 ? sq + 1 : transferAdjacent(lane, sq + 1, lat);
    const back = stationAt(nLane, nSq - 1);
    const front = stationAt(nLane, nSq + 1);
    let hit: Box | null = null;
    for (let j = 0; j < others.length; j++) {
      const o = others[j]!;
      const dl = Math.abs(o.lane - nLane);
      if (dl > 2 || front <= o.back + EPS || o.front <= back + EPS) continue;
      if (dl <= 1) {
        hit = o;
        break;
      }
      let known = false;
      for (let a = 0; a < w.alongCount && !known; a++) known = w.alongIds[a] === o.id;
      if (!known) {
        w.alongIds[w.alongCount] = o.id;
        w.alongSteps[w.alongCount] = i + 1;
        w.alongCount++;
      }
    }
    if (hit) {
      w.blockedAt = i + 1;
      w.blocker = hit.id;
      break;
    }
    if (Math.floor(front + EPS) > Math.floor(prevFront + EPS)) {
      for (let n = dangerLineCount(prevFront, front); n > 0; n--) w.dangerLanes[w.dangerCount++] = nLane;
    }
    for (let j = 0; j < wrecks.length; j++) {
      const wr = wrecks[j]!;
      const dl = Math.abs(wr.lane - nLane);
      if (dl > 2 || front <= wr.back + EPS || wr.front <= back + EPS) continue;
      const need = dl <= 1 ? 2 : 1;
      if (need > wreckMet[j]!) {
        wreckRolls += need - wreckMet[j]!;
        if (wreckMet[j] === 0) w.metEdge[j] = i + 1;
        if (need === 2) w.metFootprint[j] = i + 1;
        wreckMet[j] = need;
      }
    }
    prevFront = front;
    lane = nLane;
    sq = nSq;
    steps++;
    w.lane[steps] = lane;
    w.sq[steps] = sq;
    w.dangerN[steps] = w.dangerCount;
    w.wreckRolls[steps] = wreckRolls;
    w.alongN[steps] = w.alongCount;
  }
  w.reached = steps;
  w.finalAlongN = w.alongCount;
}

/** The walk behind `tracePrefixes` and `tracePath` (their traces are copied out of it). */
const TRACED = new Walk();

/**
 * Traces a path once and reports it as it stands after each of `stops` squares: every shorter
 * move whose lane changes come first is a prefix of the longest, so one walk serves them all.
 */
export function tracePrefixes(
  view: View,
  laterals: readonly number[],
  boxes: Boxes,
  stops: readonly number[],
): Map<number, Trace> {
  const w = TRACED;
  walkPath(w, view.self, boxes, laterals, laterals.length);
  const out = new Map<number, Trace>();
  // In the order the walk meets the stops, then those it never reached (as far as it went).
  for (let s = 0; s <= w.reached; s++) if (stops.includes(s)) out.set(s, w.trace(s));
  for (const stop of stops) if (!out.has(stop)) out.set(stop, w.trace(stop));
  return out;
}

interface Boxes {
  others: Box[];
  wrecks: Box[];
}

export function viewBoxes(view: View): Boxes {
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
  return progressAt(p.lane, p.sq, t);
}

function progressAt(lane: number, sq: number, t: Traits): number {
  const ideal = Math.min(MAX_LANE, Math.max(1, t.idealLane));
  // The same few hundred squares are scored again and again: each square's worth to a favourite
  // lane is worked out once (NaN until then), in a table per favourite lane met.
  const j = sq + PROGRESS_OFFSET;
  const inTable = lane >= 1 && lane <= MAX_LANE && j >= 0 && j < PROGRESS_SQUARES;
  let table: Float64Array | undefined;
  if (inTable) {
    table = PROGRESS[ideal];
    if (table === undefined) {
      table = new Float64Array((MAX_LANE + 1) * PROGRESS_SQUARES).fill(Number.NaN);
      PROGRESS[ideal] = table;
    }
    const known = table[lane * PROGRESS_SQUARES + j]!;
    if (!Number.isNaN(known)) return known;
  }
  const value = board.distance(ideal, board.squareAt(ideal, stationAt(lane, sq + 1))) / 3.99;
  if (table) table[lane * PROGRESS_SQUARES + j] = value;
  return value;
}

const PROGRESS_OFFSET = 8;
const PROGRESS_SQUARES = 2600;
const PROGRESS: (Float64Array | undefined)[] = [];

/** `planMove`'s walks, reused: one per lane choice made at once (by lane change + red die), one for late changes. */
const EARLY: Walk[] = [];
const LATE = new Walk();
/** The lane steps of the path being walked (only the first `forward` are read). */
const STEPS: number[] = new Array<number>(32).fill(0);

function layLaterals(forward: number, k: number, early: boolean): void {
  while (STEPS.length < forward) STEPS.push(0);
  const n = Math.min(Math.abs(k), forward);
  const sign = Math.sign(k);
  for (let i = 0; i < forward; i++) STEPS[i] = (early ? i < n : i >= forward - n) ? sign : 0;
}

/**
 * The walk of `forward` squares whose `k` lane changes come last, from the walk straight on
 * (`ahead`, at least `forward - |k|` squares long), which has already walked the squares before
 * the lane changes: blocked among them, this walk is that one; else it goes on from where that one
 * stood (LATE, reused). Late lane changes were most of the squares the AI walked.
 */
function lateWalk(ahead: Walk, boxes: Boxes, forward: number, k: number): Walk {
  const straight = forward - Math.abs(k);
  if (ahead.reached < straight) return ahead;
  LATE.fit(forward);
  LATE.branch(ahead, straight, boxes.wrecks.length);
  // Every step from there on changes lane the same way.
  const side = k > 0 ? RIGHT : LEFT;
  while (side.length < forward) side.push(Math.sign(k));
  walkOn(LATE, boxes, side, straight, forward);
  return LATE;
}

/** Lane steps all one way (only those past a late walk's straight squares are read). */
const RIGHT: number[] = new Array<number>(32).fill(1);
const LEFT: number[] = new Array<number>(32).fill(-1);

/** A walk straight on, for `traceLateChange`. */
const STRAIGHT = new Walk();

/** The trace of `forward` squares with `k` lane changes made last, as `planMove` walks it (from
 * the walk straight on); the same as `tracePath` of those steps (tests/engine/crudis/ai-walks). */
export function traceLateChange(view: View, forward: number, k: number, boxes = viewBoxes(view)): Trace {
  walkPath(STRAIGHT, view.self, boxes, lateralSteps(forward, 0, false), forward);
  return lateWalk(STRAIGHT, boxes, forward, k).trace(forward);
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
  // Every legal combination is scored, from the walks as they stand (no object per candidate);
  // only the best is traced again for its words (`moveWords`).
  let have = false;
  let bestScore = 0;
  let bestForward = 0;
  let bestK = 0;
  let bestEarly = true;
  let bestRam: string | null = null;
  let bestRip: string | null = null;
  let bestRipAt = 0;
  const consider = (
    score: number,
    forward: number,
    k: number,
    early: boolean,
    ram: string | null,
    rip: string | null,
    ripAt: number,
  ): void => {
    if (have && !(score > bestScore + 1e-9)) return;
    have = true;
    bestScore = score;
    bestForward = forward;
    bestK = k;
    bestEarly = early;
    bestRam = ram;
    bestRip = rip;
    bestRipAt = ripAt;
  };
  const remaining = view.finishStation - frontStation(view.self);
  const boxes = viewBoxes(view);
  // Moves that change lanes at once are prefixes of the longest such move with the same lanes:
  // walk each lane choice once for all its lengths.
  while (EARLY.length < 2 * red + 1) EARLY.push(new Walk());
  for (let k = -red; k <= red; k++) {
    const lane = view.self.lane + k;
    if (lane < 1 || lane > MAX_LANE) continue;
    const spare = red - Math.abs(k);
    let longest = -1;
    for (let adjust = -spare; adjust <= spare; adjust++) {
      const forward = white + adjust;
      if (forward >= 0 && forward >= Math.abs(k)) longest = forward;
    }
    if (longest < 0) continue;
    layLaterals(longest, k, true);
    walkPath(EARLY[k + red]!, view.self, boxes, STEPS, longest);
  }
  for (let adjust = -red; adjust <= red; adjust++) {
    const forward = white + adjust;
    if (forward < 0) continue;
    const budget = red - Math.abs(adjust);
    for (let k = -Math.min(budget, forward); k <= Math.min(budget, forward); k++) {
      const lane = view.self.lane + k;
      if (lane < 1 || lane > MAX_LANE) continue;
      // Late lane changes differ from early ones only when there are straight squares first.
      const ways = k === 0 || Math.abs(k) === forward ? 1 : 2;
      for (let way = 0; way < ways; way++) {
        const early_ = way === 0;
        let w: Walk;
        if (early_) w = EARLY[k + red]!;
        else w = lateWalk(EARLY[red]!, boxes, forward, k);
        const i = w.at(forward);
        const endLane = w.lane[i]!;
        const endSq = w.sq[i]!;
        let score = progressAt(endLane, endSq, t) - start;
        for (let d = 0; d < w.dangerN[i]!; d++)
          score -= (1 - pTwoD6Over(forward - w.dangerLanes[d]!)) * rollCost;
        score -= w.wreckRolls[i]! * rollCost;
        score -= t.laneWeight * Math.abs(endLane - t.idealLane);
        // Looking ahead: the lane held now is the lane at the next danger line.
        const endFront = stationAt(endLane, endSq + 1);
        const toLine = Math.ceil(endFront) - endFront;
        if (toLine < 0.25 && remaining > 1) score -= 0.5 * (1 - pTwoD6Over(8 - endLane)) * rollCost;
        const blocker = w.blockedBy(forward);
        const blocked = blocker !== null;
        if (blocked) {
          // The move cannot be completed: the chariot would run into the blocker by accident.
          score -= 40 + rollCost;
        }
        consider(score, forward, k, early_, null, null, 0);
        // Ramming: a deliberate collision costs 1 move and 1 manoeuvre.
        if (blocked && budget - Math.abs(k) >= RULES.ramManoeuvreCost.value && t.aggression > 0 && blocker) {
          consider(score + 40 - 5 + t.aggression * 30 * (15 / 36), forward, k, early_, blocker, null, 0);
        }
        // Ripping wheels: alongside a rival with 4 manoeuvre points to spare.
        if (!blocked && budget - Math.abs(k) >= RULES.ripManoeuvreCost.value && t.aggression >= 0.4) {
          const along = w.alongAt(forward);
          for (let j = 0; j < along; j++) {
            consider(
              score + t.aggression * 22 - rollCost / 6 - 6,
              forward,
              k,
              early_,
              null,
              w.alongIds[j]!,
              w.alongSteps[j]!,
            );
          }
        }
      }
    }
  }
  const trace = tracePath(view, lateralSteps(bestForward, bestK, bestEarly), boxes);
  return moveWords(
    {
      forward: bestForward,
      lateral: bestK,
      early: bestEarly,
      trace,
      ram: bestRam,
      rip: bestRip === null ? null : { target: bestRip, atStep: bestRipAt },
      score: bestScore,
    },
    white,
  );
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
