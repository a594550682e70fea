import type { Personality } from '../../race/setup.ts';
import { type Pose, segmentLength, stationToTrack, trackToWorld } from '../../track/circus-maximus.ts';
import {
  arcAt,
  type Body,
  placedHeading,
  SCALE,
  type Sweep,
  sweep,
  type TablePose,
  tableOfWorld,
  wrapDeg,
} from './arena.ts';
import { bandOf, RULES, SPEED_BANDS, type SpeedChange, speedChangeRow, TABLE } from './tables.ts';

/** What a driver writes on the player sheet before the turn (seed I/I A, III/IV). */
export interface Plot {
  change: SpeedChange;
  /** Degrees, multiple of 10 from -90 to 90; positive turns left (toward the spina). */
  turn: number;
  /** Change direction (forward ↔ backward): only from a standstill. */
  reverse?: boolean;
  choice: string;
  reason: string;
}

/** What the driver sees: itself, and every body it must not run into (other chariots, wrecks). */
export interface View {
  self: TablePose & {
    speed: number;
    direction: number;
    station: number;
    /** Offset from the spina axis (m). */
    d: number;
    level: number;
    skill: number;
    pending: number;
  };
  bodies: readonly Body[];
  finish: number;
}

/**
 * How each personality drives (house values, like all the AI's figures): the offset of its racing
 * line from the spina axis (m), its cruising speed on the straights (inches), the check target it
 * will not plan below when intact (each level already lost asks `perLevel` more), and whether it
 * likes to finish a move close to a rival. A failure costs a level only from 20 points over the
 * target (seed IV/III); the floors are set for that, so default races keep about 3% wrecks and
 * 97% finishers.
 */
export const STYLES: Record<
  Personality,
  { line: number; cruise: number; floor: number; perLevel: number; crowds: boolean }
> = {
  cautious: { line: 34, cruise: 44, floor: 65, perLevel: 10, crowds: false },
  balanced: { line: 30, cruise: 52, floor: 59, perLevel: 8, crowds: false },
  dirty: { line: 27, cruise: 56, floor: 55, perLevel: 8, crowds: true },
  reckless: { line: 24, cruise: 60, floor: 49, perLevel: 6, crowds: false },
};

/** The lowest floor any driver plans to: a weak driver cannot keep a high one and still move. */
const FLOOR_AT_LEAST = 45;

const CHANGES: readonly SpeedChange[] = ['hold', 'up-1d6', 'down-1d6', 'up-2d6', 'down-2d6', 'stop-4d6'];
/** Each change's mean, least and most (speed inches). */
const SPREAD: Record<SpeedChange, readonly [number, number, number]> = {
  hold: [0, 0, 0],
  'up-1d6': [3.5, 1, 6],
  'down-1d6': [-3.5, -1, -6],
  'up-2d6': [7, 2, 12],
  'down-2d6': [-7, -2, -12],
  'stop-4d6': [-14, -4, -24],
};
const STRAIGHT_IN = segmentLength('south-straight', 0) / SCALE;
/** Braking a driver counts on per turn when planning for a bend (inches; 1d6 averages 3.5). */
const BRAKE = 3;
/** Steps of the drivers' look along a move (coarser than the engine's inch steps, with a margin). */
const LOOK_STEP = 1;
const LOOK_MARGIN = 0.6;
/** How far ahead a team turned on the spot must have room to walk on (inches). */
const PIVOT_LOOK = 5;
/** Cost of a move that would strike the spina, the wall or a wreck, whatever the dice. */
const BLOCKED = 800;
/** Cost of a move that would strike a chariot or a runaway team (see blockCost). */
const CHARIOT_BLOCKED = 250;

/** The floor a driver plans to: its personality's, raised for each level lost, lowered for a weak
 * driver (no lower than FLOOR_AT_LEAST). */
export function floorOf(p: Personality, skill: number, level: number): number {
  const style = STYLES[p];
  const base = Math.max(FLOOR_AT_LEAST, Math.min(style.floor, skill - 65));
  return base + style.perLevel * level;
}

/** The fastest a driver takes a bend on its line: the turn that speed needs per move (with 5% in
 * hand for correcting the line, to the next 10°) plus its band's penalty must leave the check at
 * or above the floor. */
export function bendSpeed(p: Personality, skill: number, level: number): number {
  const key = `${p}/${skill}/${level}`;
  const known = bendSpeeds.get(key);
  if (known !== undefined) return known;
  const r = STYLES[p].line / SCALE;
  const floor = floorOf(p, skill, level);
  let best = 3;
  for (let v = 3; v <= RULES.maxSpeed.value; v++) {
    const turn = Math.ceil(((((v / r) * 180) / Math.PI) * 1.05) / 10) * 10;
    if (turn > 90) break;
    if (skill - turn + bandOf(v).penalty >= floor) best = v;
  }
  bendSpeeds.set(key, best);
  return best;
}
/** Bend speeds already worked out (a pure function of its arguments). */
const bendSpeeds = new Map<string, number>();

/** The fastest a driver holds on a straight: the band penalty alone keeps the check at the floor. */
export function cruiseSpeed(p: Personality, skill: number, level: number): number {
  const floor = floorOf(p, skill, level);
  let best = SPEED_BANDS[1]!.upTo;
  for (const b of SPEED_BANDS) if (skill + b.penalty - 10 >= floor) best = b.upTo;
  return Math.min(STYLES[p].cruise, best);
}

/** The speed a driver wants here: its cruise on the straights, braking in time (at BRAKE a turn)
 * to take the coming bend at its bend speed; on the final straight, all it dares. */
export function desiredSpeed(p: Personality, self: View['self'], finish: number): number {
  const cruise = cruiseSpeed(p, self.skill, self.level);
  const bend = bendSpeed(p, self.skill, self.level);
  const seg = Math.floor(self.station);
  const frac = self.station - seg;
  if (self.station >= finish - 1) return cruise;
  if (seg % 2 === 0) {
    const ahead = (1 - frac) * STRAIGHT_IN;
    return Math.min(cruise, Math.floor(Math.sqrt(bend * bend + 2 * BRAKE * ahead)));
  }
  // Out of the bend: speed up once the exit is near.
  return frac > 0.75 ? Math.min(cruise, bend + 8) : bend;
}

/** The point of the personality's line a little ahead of the chariot, on the table. */
function aimPoint(line: number, station: number, speed: number, out: Aim): Aim {
  const s = stationToTrack(Math.max(0, station), line).s + Math.max(30, 2 * speed * SCALE);
  const w = trackToWorld(s, line, _aimPose);
  return tableOfWorld(w.x, w.z, out);
}
type Aim = { x: number; y: number };
const _aimPose: Pose = { x: 0, z: 0, heading: 0 };
/** Aim points, one for each place that reads one (each read before the next is worked out). */
const _detourAim: Aim = { x: 0, y: 0 };
const _aheadAim: Aim = { x: 0, y: 0 };
const _moveAim: Aim = { x: 0, y: 0 };
const _runawayAim: Aim = { x: 0, y: 0 };

/** Lines a driver tries, in turn, when its own is blocked ahead: wider first, then tighter (m). */
const DETOURS: readonly number[] = [0, 8, 16, -7, 24];

/** The driver's line, or the first detour whose way to the point ahead passes clear of every
 * wreck near (wrecks piled on its line at a meta are passed wide). */
function openLine(
  self: TablePose & { station: number; speed: number },
  line: number,
  near: readonly Body[],
): number {
  if (!near.some((b) => b.kind === 'wreck')) return line;
  const room = TABLE.contact.value + 1.5;
  for (const shift of DETOURS) {
    const d = line + shift;
    if (d < 14) continue;
    const aim = aimPoint(d, self.station, self.speed, _detourAim);
    const sx = aim.x - self.x;
    const sy = aim.y - self.y;
    const len2 = sx * sx + sy * sy || 1e-9;
    let clearWay = true;
    for (const b of near) {
      // Chariots move on; only wrecks stay in the way.
      if (b.kind !== 'wreck') continue;
      const k = Math.min(1, Math.max(0, ((b.x - self.x) * sx + (b.y - self.y) * sy) / len2));
      if (Math.hypot(b.x - (self.x + k * sx), b.y - (self.y + k * sy)) < room) {
        clearWay = false;
        break;
      }
    }
    if (clearWay) return d;
  }
  return line;
}

/** The target the end-of-move check would have (without dice), as the driver reckons it. */
export function expectedTarget(view: View, change: SpeedChange, speed: number, turn: number): number {
  return (
    view.self.skill -
    Math.abs(turn) +
    speedChangeRow(change).penalty +
    bandOf(speed).penalty +
    view.self.pending
  );
}

const _end: TablePose = { x: 0, y: 0, heading: 0 };
const RAD = Math.PI / 180;
const _sw: Sweep = { u: 0, hit: null, other: null };

const _pivot: TablePose = { x: 0, y: 0, heading: 0 };

/** What a move of this length and turn would cost for what it strikes, as the engine will find it
 * (with a margin): 0 when it runs clear. Standing still (turning on the spot or not), clear only if
 * a walk straight on would then be: a standstill facing a wreck or a wall is no way out. Striking
 * a chariot costs less than the spina, the wall or a wreck: where a rival will stand is a guess
 * (he plots at the same time), and a collision slows and shakes but does not stop the race. */
function blockCost(view: View, near: readonly Body[], length: number, turn: number, dir: number): number {
  const first = view.self.station < 1;
  if (length <= 0) {
    if (view.self.speed > 0) return 0;
    _pivot.x = view.self.x;
    _pivot.y = view.self.y;
    _pivot.heading = view.self.heading + turn;
    sweep(
      _pivot,
      PIVOT_LOOK,
      0,
      1,
      PIVOT_LOOK,
      near,
      LOOK_MARGIN,
      TABLE.contact.value + 0.15,
      false,
      _sw,
      first,
    );
  } else {
    const steps = Math.max(1, Math.ceil(length / LOOK_STEP));
    // At a walk a driver edges past with little room to spare; faster, he keeps more.
    const room = length <= RULES.walkMax.value ? 0.15 : 1.5;
    sweep(
      view.self,
      length,
      turn,
      dir,
      steps,
      near,
      LOOK_MARGIN,
      TABLE.contact.value + room,
      false,
      _sw,
      first,
    );
  }
  return _sw.hit === null ? 0 : _sw.hit === 'chariot' ? CHARIOT_BLOCKED : BLOCKED;
}

interface Candidate {
  change: SpeedChange;
  turn: number;
  reverse: boolean;
  dir: number;
  /** The speeds the dice may give: the most, the mean, the least (the longest is looked at first). */
  most: number;
  mean: number;
  least: number;
  /** Cost without the look along the move (a lower bound of the full cost). */
  cost: number;
  why: string;
  /** Its place among this pick's candidates as they were made (ties go to the earlier). */
  order: number;
}

const STEP = RULES.turnStep.value;
const MAX_TURN = RULES.maxTurnDegrees.value;
const TOP = RULES.maxSpeed.value;
/** Slots of the per-plot memo of blockCost: both directions, every turn of the arc, every length
 * in half inches (the dice's means are halves) from 0 to the top speed. */
const TURNS = (2 * MAX_TURN) / STEP + 1;
const HALVES = 2 * TOP + 1;

/**
 * One driver's plot being worked out. One instance serves every plot (a plot runs to its end
 * before the next begins), so the hot path makes no closures and no candidates: a driver weighs
 * hundreds a turn, and widening the window looks along the same moves again.
 */
class Plotter {
  view!: View;
  near!: readonly Body[];
  crowds = false;
  floor = 0;
  want = 0;
  line = 0;
  /** Candidates, reused from plot to plot: `plotTurn` copies out what it keeps of the best before
   * the next plot. `count` of them are this pick's. */
  readonly pool: Candidate[] = [];
  count = 0;
  /** blockCost's answers for this plot (the view and the bodies near are the plot's): a move of
   * the same length, turn and direction is weighed by several speed changes (hold's three rolls
   * are one length; up 1d6's least is up 2d6's mean less 5...) and again when the window widens.
   * A slot is this plot's when its stamp is. */
  readonly blocked = new Float64Array(2 * TURNS * HALVES);
  readonly stamps = new Int32Array(2 * TURNS * HALVES);
  stamp = 0;

  plot(view: View, p: Personality): Plot {
    const style = STYLES[p];
    const self = view.self;
    this.view = view;
    this.crowds = style.crowds;
    this.floor = floorOf(p, self.skill, self.level);
    this.want = desiredSpeed(p, self, view.finish);
    const reach = Math.abs(self.speed) + 30;
    this.near = view.bodies.filter((b) => Math.abs(b.x - self.x) < reach && Math.abs(b.y - self.y) < reach);
    this.line = openLine(self, style.line, this.near);
    this.stamp = this.stamp === 0x7fffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) {
      this.stamps.fill(0);
      this.turnStamps.fill(0);
    }
    // Turns about the way to the aim point first; every turn only when that finds no clear line or
    // its best lies at the window's edge.
    const ahead = aimPoint(this.line, self.station, self.speed, _aheadAim);
    const e = wrapDeg((Math.atan2(ahead.y - self.y, ahead.x - self.x) * 180) / Math.PI - self.heading);
    const lo = Math.max(-MAX_TURN, Math.floor(Math.min(0, 2 * e) / STEP) * STEP - 20);
    const hi = Math.min(MAX_TURN, Math.ceil(Math.max(0, 2 * e) / STEP) * STEP + 20);
    let best = this.pick(lo, hi, false);
    const edge = (best.turn === lo && lo > -MAX_TURN) || (best.turn === hi && hi < MAX_TURN);
    if (this.bestCost >= BLOCKED / 4 || edge) best = this.pick(-MAX_TURN, MAX_TURN, true);
    const b = best;
    const side = b.turn === 0 ? 'straight' : `${Math.abs(b.turn)}° ${b.turn > 0 ? 'left' : 'right'}`;
    const why =
      b.why ||
      (self.station % 2 >= 1
        ? 'rounds the meta'
        : SPREAD[b.change][0] < 0
          ? 'brakes for the meta'
          : 'runs its line');
    return {
      change: b.change,
      turn: b.turn,
      reverse: b.reverse || undefined,
      choice: `${speedChangeRow(b.change).label}${b.reverse ? ' reversing' : ''}, ${side}`,
      reason: why,
    };
  }

  /** The next candidate of this pick (from the pool). */
  candidate(): Candidate {
    const i = this.count++;
    if (i === this.pool.length)
      this.pool.push({
        change: 'hold',
        turn: 0,
        reverse: false,
        dir: 1,
        most: 0,
        mean: 0,
        least: 0,
        cost: 0,
        why: '',
        order: 0,
      });
    const c = this.pool[i]!;
    c.order = i;
    return c;
  }

  /** The speed a roll of `dv` gives, within what the direction allows. */
  at(dv: number, dir: number): number {
    const top = dir < 0 ? RULES.walkMax.value : TOP;
    return Math.max(0, Math.min(top, this.view.self.speed + dv));
  }

  /** Every turn from `turnFrom` to `turnTo` with this change, each with its cost before the look
   * along the move. */
  consider(change: SpeedChange, reverse: boolean, dir: number, turnFrom: number, turnTo: number): void {
    const view = this.view;
    const self = view.self;
    const spread = SPREAD[change];
    const v = this.at(spread[0], dir);
    // The longest first: it is the likeliest to strike something.
    const most = this.at(spread[2], dir);
    const least = this.at(spread[1], dir);
    const aim = aimPoint(this.line, self.station, v, _moveAim);
    // The target without the turn (expectedTarget less the turn's degrees), reckoned once.
    const base = expectedTarget(view, change, v, 0);
    const { floor, want, near } = this;
    const close = TABLE.contact.value + 4;
    // Where each turn's move ends, as arcAt(self, v, turn, 1, dir) works it out (the same
    // arithmetic), with the start heading's sine and cosine taken once.
    const h0 = self.heading * RAD;
    const sin0 = Math.sin(h0);
    const cos0 = Math.cos(h0);
    const ahead = v * dir;
    for (let turn = turnFrom; turn <= turnTo; turn += STEP) {
      let cost = 0;
      let why = '';
      const target = base - Math.abs(turn);
      if (target < floor) cost += (floor - target) * 4;
      if (target <= 5) cost += 3000;
      if (dir > 0) {
        // Speed: too fast costs more than too slow; standing still gets nowhere.
        cost += v > want ? (v - want) * 4 : (want - v) * 2;
        // A standstill gets nowhere: worse than backing off (below) when that runs clear.
        if (v === 0) cost += 350;
        // Within a few inches of the wish a driver holds his speed rather than roll for it.
        if (change !== 'hold') cost += 3;
        let ex: number;
        let ey: number;
        if (Math.abs(turn) < 1e-9) {
          ex = self.x + ahead * cos0;
          ey = self.y + ahead * sin0;
        } else {
          const r = ahead / (turn * RAD);
          this.turned(turn, h0);
          ex = self.x + r * (this.sinTurned - sin0);
          ey = self.y - r * (this.cosTurned - cos0);
        }
        let heading = self.heading + turn;
        // Where the move ends on the straight, the model is set parallel to it (seed IV/I).
        if (v > 0) heading = placedHeading(ex, heading, RULES.parallelMax.value);
        const bearing = (Math.atan2(aim.y - ey, aim.x - ex) * 180) / Math.PI;
        cost += Math.abs(wrapDeg(bearing - heading)) * 1.2;
        for (const b of near) {
          const dx = b.x - ex;
          const dy = b.y - ey;
          if (dx * dx + dy * dy < close * close) {
            cost += this.crowds ? -6 : 8;
            break;
          }
        }
      } else {
        // Backing off: worth it only when every way forward is blocked.
        cost += 200 + Math.abs(turn) * 0.5;
        why = 'backs off to find a clear line';
      }
      const c = this.candidate();
      c.change = change;
      c.turn = turn;
      c.reverse = reverse;
      c.dir = dir;
      c.most = most;
      c.mean = v;
      c.least = least;
      c.cost = cost;
      c.why = why;
    }
  }

  /** The sine and cosine of the heading after each turn (every speed change turns the same
   * ways from the same heading), taken once a plot: `turned` leaves them in sinTurned and
   * cosTurned. */
  readonly turnSin = new Float64Array(TURNS);
  readonly turnCos = new Float64Array(TURNS);
  readonly turnStamps = new Int32Array(TURNS);
  sinTurned = 0;
  cosTurned = 0;

  turned(turn: number, h0: number): void {
    const t = (turn + MAX_TURN) / STEP;
    const a = turn * RAD;
    if (!Number.isInteger(t) || t < 0 || t >= TURNS) {
      this.sinTurned = Math.sin(h0 + a);
      this.cosTurned = Math.cos(h0 + a);
    } else {
      if (this.turnStamps[t] !== this.stamp) {
        this.turnSin[t] = Math.sin(h0 + a);
        this.turnCos[t] = Math.cos(h0 + a);
        this.turnStamps[t] = this.stamp;
      }
      this.sinTurned = this.turnSin[t]!;
      this.cosTurned = this.turnCos[t]!;
    }
  }

  /** blockCost for this plot's view and bodies, looked along once per length, turn and way. */
  block(length: number, turn: number, dir: number): number {
    const half = length * 2;
    const t = (turn + MAX_TURN) / STEP;
    if (!Number.isInteger(half) || half < 0 || half >= HALVES || !Number.isInteger(t) || t < 0 || t >= TURNS)
      return blockCost(this.view, this.near, length, turn, dir);
    const slot = ((dir > 0 ? TURNS : 0) + t) * HALVES + half;
    if (this.stamps[slot] === this.stamp) return this.blocked[slot]!;
    const cost = blockCost(this.view, this.near, length, turn, dir);
    this.blocked[slot] = cost;
    this.stamps[slot] = this.stamp;
    return cost;
  }

  /** The cheapest of this window's candidates, its full cost in `bestCost`. */
  bestCost = Infinity;

  pick(lo: number, hi: number, all: boolean): Candidate {
    this.count = 0;
    const self = this.view.self;
    const want = this.want;
    if (self.direction < 0) {
      // Reversing: pull up, then turn the team forward again from a standstill.
      if (self.speed > 0) this.consider(self.speed > 6 ? 'down-2d6' : 'down-1d6', false, -1, -40, 40);
      else this.consider('up-1d6', true, 1, lo, hi);
    } else {
      for (const change of CHANGES) {
        // The 4d6 change only to stop (seed III/II): the driver plots it only where the dice will
        // more likely than not bring him to a standstill (their mean, 14, or less).
        if (change === 'stop-4d6' && (self.speed === 0 || self.speed > -SPREAD[change][0])) continue;
        // First only the changes that bring the speed toward the wish (or keep it near).
        const mean = SPREAD[change][0];
        if (!all && change !== 'hold' && (want - self.speed) * mean <= 0 && Math.abs(want - self.speed) > 4)
          continue;
        if (change.startsWith('down') && self.speed === 0) continue;
        this.consider(change, false, 1, lo, hi);
      }
      // From a standstill, a walk backward in case every way forward is blocked.
      if (self.speed === 0) this.consider('up-1d6', true, -1, -30, 30);
    }
    // Cheapest first, equal costs in the order they were made (as a stable sort orders them):
    // taken off a heap, since the look along the moves ends after the first few.
    const heap = this.pool;
    let size = this.count;
    for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heap, i, size);
    let best: Candidate = heap[0]!;
    let bestCost = Infinity;
    while (size > 0) {
      const c = heap[0]!;
      size--;
      heap[0] = heap[size]!;
      heap[size] = c;
      siftDown(heap, 0, size);
      if (c.cost >= bestCost - 1e-9) break;
      // Each roll of the dice weighed by how likely it is: the least and the most a quarter each.
      let blocked = 0;
      blocked += 0.25 * this.block(c.most, c.turn, c.dir);
      blocked += 0.5 * this.block(c.mean, c.turn, c.dir);
      blocked += 0.25 * this.block(c.least, c.turn, c.dir);
      const cost = c.cost + blocked;
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        best = blocked > 0 && c.dir > 0 ? { ...c, why: 'no clear line: takes the least bad' } : c;
      }
    }
    this.bestCost = bestCost;
    return best;
  }
}

/** Whether candidate a comes before b: cheaper, or as cheap and made earlier. */
const before = (a: Candidate, b: Candidate): boolean =>
  a.cost < b.cost || (a.cost === b.cost && a.order < b.order);

/** Restores the heap (the first `size` candidates, the one to come first on top) below `i`. */
function siftDown(heap: Candidate[], i: number, size: number): void {
  const c = heap[i]!;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= size) break;
    if (child + 1 < size && before(heap[child + 1]!, heap[child]!)) child++;
    if (!before(heap[child]!, c)) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = c;
}

const PLOTTER = new Plotter();

/** Plots a turn for a driver of this personality: every speed change and every turn of the
 * plotted arc is weighed for the check's risk, the wanted speed, the heading toward its line, and
 * whether it runs clear of the spina, the wall and every body for any roll of the speed dice. The
 * look along the move is the costly part, so candidates are looked at cheapest first and the
 * search stops once no unlooked candidate can beat the best. */
export function plotTurn(view: View, p: Personality): Plot {
  return PLOTTER.plot(view, p);
}

/** A runaway team (seed V/II): no driver, no plot of speed; it keeps its last speed and follows the
 * track where it can (house: it turns as far as it must, up to 90°, away from what it would strike). */
export function steerRunaway(view: View): number {
  const self = view.self;
  const line = Math.min(45, Math.max(14, self.d));
  const aim = aimPoint(line, self.station, self.speed, _runawayAim);
  const near = view.bodies.filter(
    (b) => Math.abs(b.x - self.x) < self.speed + 10 && Math.abs(b.y - self.y) < self.speed + 10,
  );
  let best = 0;
  let bestCost = Infinity;
  for (let turn = -90; turn <= 90; turn += RULES.turnStep.value) {
    arcAt(self, self.speed, turn, 1, 1, _end);
    const bearing = (Math.atan2(aim.y - _end.y, aim.x - _end.x) * 180) / Math.PI;
    const cost =
      Math.abs(wrapDeg(bearing - _end.heading)) + (blockCost(view, near, self.speed, turn, 1) > 0 ? 1000 : 0);
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = turn;
    }
  }
  return best;
}
