import type { Personality } from '../../race/setup.ts';
import { segmentLength, stationToTrack, trackToWorld } from '../../track/circus-maximus.ts';
import { arcAt, SCALE, spinaGap, type TablePose, tableOfWorld, wallGap, wrapDeg } from './arena.ts';
import { bandOf, RULES, type SpeedChange, speedChangeRow, TABLE } from './tables.ts';

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
    level: number;
    skill: number;
    pending: number;
  };
  bodies: ReadonlyArray<{ x: number; y: number }>;
  finish: number;
}

/** How each personality drives: the offset of its racing line (m), the most it will turn in a
 * move, its cruising speed (inches), the check target below which it will not go, and whether it
 * crowds rivals. House values, like all the AI's figures. */
export const STYLES: Record<
  Personality,
  { line: number; maxTurn: number; cruise: number; minTarget: number; crowds: boolean }
> = {
  cautious: { line: 36, maxTurn: 40, cruise: 40, minTarget: 90, crowds: false },
  balanced: { line: 32, maxTurn: 50, cruise: 48, minTarget: 75, crowds: false },
  reckless: { line: 24, maxTurn: 70, cruise: 58, minTarget: 50, crowds: false },
  dirty: { line: 28, maxTurn: 60, cruise: 52, minTarget: 65, crowds: true },
};

const CHANGES: readonly SpeedChange[] = ['hold', 'up-1d6', 'down-1d6', 'up-2d6', 'down-2d6', 'stop-4d6'];
const MEAN: Record<SpeedChange, number> = {
  hold: 0,
  'up-1d6': 3.5,
  'down-1d6': -3.5,
  'up-2d6': 7,
  'down-2d6': -7,
  'stop-4d6': -14,
};
const STRAIGHT = segmentLength('south-straight', 0);
const SAMPLES = 4;
const _p: TablePose = { x: 0, y: 0, heading: 0 };

/** The speed a personality wants here: its cruise on the straights, slow enough in the bends that
 * following its line needs no more than its largest turn per move, braking ahead of each bend. */
export function desiredSpeed(p: Personality, station: number, finish: number): number {
  const style = STYLES[p];
  // Four fifths of its largest turn, to keep some in hand for correcting its line.
  const bend = ((((style.maxTurn * 4) / 5) * Math.PI) / 180) * (style.line / SCALE);
  const seg = Math.floor(station);
  const frac = station - seg;
  if (station >= finish - 1) return style.cruise; // the final straight
  if (seg % 2 === 0) {
    const ahead = ((1 - frac) * STRAIGHT) / SCALE;
    return Math.min(style.cruise, bend + 0.15 * ahead);
  }
  return frac > 0.7 ? Math.min(style.cruise, bend + 10) : bend;
}

/** The point of the personality's line a little ahead of the chariot, on the table. */
function aimPoint(p: Personality, station: number, speed: number): { x: number; y: number } {
  const line = STYLES[p].line;
  const s = stationToTrack(Math.max(0, station), line).s + Math.max(40, 2.2 * speed * SCALE);
  const w = trackToWorld(s, line);
  return tableOfWorld(w.x, w.z);
}

/** Cost of one candidate move; large when it strikes the spina, the wall or a body. */
function moveCost(
  view: View,
  speed: number,
  turn: number,
  aim: { x: number; y: number },
  crowds: boolean,
): number {
  const self = view.self;
  let cost = 0;
  const contact = TABLE.contact.value + 0.5;
  let px = self.x;
  let py = self.y;
  // Only bodies within reach of this move matter.
  const reach = speed + contact + 1;
  const near = view.bodies.filter((b) => Math.abs(b.x - self.x) < reach && Math.abs(b.y - self.y) < reach);
  for (let i = 1; i <= SAMPLES; i++) {
    arcAt(self, speed, turn, i / SAMPLES, self.direction, _p);
    if (spinaGap(_p.x, _p.y) < 0.5 || wallGap(_p.x, _p.y) < 0.5) cost += 400;
    const sx = _p.x - px;
    const sy = _p.y - py;
    const len2 = sx * sx + sy * sy || 1e-9;
    for (const b of near) {
      const gap = Math.hypot(b.x - _p.x, b.y - _p.y);
      // Nearest approach along this stretch, to a body ahead (only closing in strikes, as in the engine).
      const along = ((b.x - px) * sx + (b.y - py) * sy) / len2;
      const k = Math.min(1, Math.max(0, along));
      const closest = Math.hypot(b.x - (px + k * sx), b.y - (py + k * sy));
      if (along > 0 && closest < contact) cost += 300;
      else if (!crowds && gap < contact + 3 && i === SAMPLES) cost += 10;
      else if (crowds && gap < contact + 3 && i === SAMPLES) cost -= 5;
    }
    px = _p.x;
    py = _p.y;
  }
  // Heading error at the end of the move, toward the aim point.
  const bearing = (Math.atan2(aim.y - _p.y, aim.x - _p.x) * 180) / Math.PI;
  cost += Math.abs(wrapDeg(bearing - _p.heading));
  return cost;
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

/** Plots a turn for a driver of this personality. */
export function plotTurn(view: View, p: Personality): Plot {
  const style = STYLES[p];
  const self = view.self;
  const want = desiredSpeed(p, self.station, view.finish);
  // Speed options, nearest the wanted speed first (penalties weigh a little).
  const options = CHANGES.filter((c) => c !== 'stop-4d6' || self.speed > 20)
    .map((c) => {
      const v = Math.min(RULES.maxSpeed.value, Math.max(0, self.speed + MEAN[c]));
      return { c, v, score: Math.abs(v - want) - 0.3 * speedChangeRow(c).penalty };
    })
    .sort((a, b) => a.score - b.score || CHANGES.indexOf(a.c) - CHANGES.indexOf(b.c));
  // A driver who has lost control is warier: each level lost asks 10 more of the check.
  const floor = style.minTarget + 10 * self.level;
  let best: { c: SpeedChange; turn: number; cost: number; v: number } | null = null;
  // The speed nearest the wish; then the next, and the slowest, only while no clear line is found.
  const slowest = options.reduce((a, o) => (o.v < a.v ? o : a), options[0]!);
  const tried = [options[0]!, options[1]!, slowest];
  for (const [k, opt] of tried.entries()) {
    if (k > 0 && best && best.cost < 300) break;
    const aim = aimPoint(p, self.station, opt.v);
    for (let turn = -90; turn <= 90; turn += RULES.turnStep.value) {
      let cost = moveCost(view, opt.v, turn, aim, style.crowds) + opt.score * 2;
      // Standing still gets nowhere: a stopped driver would rather try any line.
      if (opt.v === 0) cost += 500;
      const target = expectedTarget(view, opt.c, opt.v, turn);
      if (target < floor) cost += (floor - target) * 3;
      if (target <= 5) cost += 1000;
      if (!best || cost < best.cost - 1e-9) best = { c: opt.c, turn, cost, v: opt.v };
    }
  }
  const b = best!;
  const side = b.turn === 0 ? 'straight on' : `turn ${Math.abs(b.turn)}° ${b.turn > 0 ? 'left' : 'right'}`;
  const why =
    b.cost >= 300
      ? 'no clear line: takes the least bad'
      : self.station % 2 >= 1
        ? `rounds the meta on its ${style.line} m line`
        : b.v < self.speed
          ? 'brakes for the coming meta'
          : 'runs its line down the straight';
  return {
    change: b.c,
    turn: b.turn,
    choice: `${speedChangeRow(b.c).label}, ${side}`,
    reason: `${p}: ${why}`,
  };
}
