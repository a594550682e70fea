/** Plotting (seed I/I A, III/IV): what a driver sees, and the sheet his plot writes. */

import { sum } from '../../dice/dice.ts';
import { purpose } from '../../dice/purposes.ts';
import type { Roll } from '../../log/schema.ts';
import type { View } from './ai.ts';
import { type Body, finishStation, runOn, stationNear, type TrackPlace } from './arena.ts';
import { type Aur, bodies, type PlotDecision } from './context.ts';
import type { PlotValue } from './decisions.ts';
import type { Chariot } from './state.ts';
import { RULES, type SpeedChangeRow, speedChangeRow, TABLE_IDS } from './tables.ts';

/** Where a driver plotting expects a chariot that moves before him: run on at its speed, or
 * braking by a die or two (inches less). */
const GHOSTS = [0, 4, 8, 12];

/** A driver's sheet for the turn: the plotted turn and speed change, the change's dice. */
export interface Sheet {
  turn: number;
  change: SpeedChangeRow;
  rolls: Roll[];
  decision: PlotDecision;
}

/** Reused for places read at once. */
const _place: TrackPlace = { station: 0, lap: 0, d: 0 };
const _ghost = { x: 0, y: 0 };

/** What a driver sees. Plotting (`ahead` set), he expects each chariot that moves before him
 * (further along the track) to have run on along the track by the time he moves, at its speed
 * or braking by up to 12 in (GHOSTS: one body for each); the rest stand where they are. */
export function view(a: Aur, c: Chariot, ahead = false): View {
  return {
    self: {
      x: c.x,
      y: c.y,
      heading: c.heading,
      speed: c.speed,
      direction: c.direction,
      station: c.station,
      d: stationNear(c.x, c.y, c.station, _place).d,
      level: c.level,
      skill: c.skill,
      pending: c.pending,
    },
    bodies: ahead ? expected(a, c) : bodies(a, c.id),
    finish: finishStation(a.opts.laps),
  };
}

/** The bodies as a driver plotting expects them when he moves (see `view`). */
function expected(a: Aur, c: Chariot): Body[] {
  const out = bodies(a, c.id);
  const n = out.length;
  for (let i = 0; i < n; i++) {
    const b = out[i]!;
    const o = b.kind === 'chariot' ? chariotOf(a, b.id) : null;
    if (!o || o.station <= c.station || o.speed === 0 || o.direction < 0) continue;
    const at = ghostsOf(o);
    for (let k = 0; k < GHOSTS.length; k++) {
      const x = at[2 * k]!;
      const y = at[2 * k + 1]!;
      if (k === 0) {
        b.x = x;
        b.y = y;
      } else out.push({ id: b.id, kind: b.kind, x, y });
    }
  }
  return out;
}

/** A chariot's expected places (x, y for each of GHOSTS), and where it stood and how fast when
 * they were worked out: every driver behind it plots against the same, so they are worked out
 * once a turn, not once a driver. */
interface Ghosts {
  x: number;
  y: number;
  station: number;
  speed: number;
  at: Float64Array;
}
const GHOSTS_OF = new WeakMap<Chariot, Ghosts>();

/** Where a chariot moving before the driver is expected (see `view`): a function of its place,
 * station and speed alone, kept while they stay. */
function ghostsOf(o: Chariot): Float64Array {
  let g = GHOSTS_OF.get(o);
  if (
    g !== undefined &&
    Object.is(g.x, o.x) &&
    Object.is(g.y, o.y) &&
    Object.is(g.station, o.station) &&
    Object.is(g.speed, o.speed)
  )
    return g.at;
  if (g === undefined) {
    g = { x: 0, y: 0, station: 0, speed: 0, at: new Float64Array(2 * GHOSTS.length) };
    GHOSTS_OF.set(o, g);
  }
  g.x = o.x;
  g.y = o.y;
  g.station = o.station;
  g.speed = o.speed;
  const d = stationNear(o.x, o.y, o.station, _place).d;
  for (let k = 0; k < GHOSTS.length; k++) {
    const p = runOn(o.station, d, Math.max(0, o.speed - GHOSTS[k]!), _ghost);
    g.at[2 * k] = p.x;
    g.at[2 * k + 1] = p.y;
  }
  return g.at;
}

/** The chariot of this id (a body's). */
function chariotOf(a: Aur, id: string): Chariot {
  for (const x of a.state.chariots) if (x.id === id) return x;
  throw new Error(`aurigae: no chariot ${id}`);
}

/** What the driver writes on his sheet: the plot, and the speed its change gives (the change's
 * dice are rolled now, so the sheet shows the speed the order of movement compares). */
export function sheet(a: Aur, c: Chariot, raw: PlotValue, decision: PlotDecision): Sheet {
  const turn = Math.max(-90, Math.min(90, Math.round(raw.turn / 10) * 10));
  const change = speedChangeRow(raw.change);
  const rolls: Roll[] = [];
  const before = c.speed;
  let note = '';
  if (raw.reverse) {
    if (c.speed === 0) {
      c.direction = -c.direction;
      note = c.direction < 0 ? '; reverses' : '; forward again';
    } else note = '; cannot reverse while moving';
  }
  if (change.dice > 0) {
    const faces = a.dice.roll(change.dice, 6, purpose('aurigae-speed', { id: c.id, change: change.change }));
    const top = c.direction < 0 ? RULES.walkMax.value : RULES.maxSpeed.value;
    c.speed = Math.max(0, Math.min(top, c.speed + change.sign * sum(faces)));
    rolls.push({
      purpose: 'speed',
      dice: `${change.dice}d6`,
      faces,
      modifiers: [],
      total: sum(faces),
      table: TABLE_IDS.speedChange,
      row: change.change,
      outcome: `${before} → ${c.speed}`,
    });
  } else if (c.direction < 0 && c.speed > RULES.walkMax.value) c.speed = RULES.walkMax.value;
  return { turn, change, rolls, decision: { ...decision, choice: decision.choice + note } };
}
