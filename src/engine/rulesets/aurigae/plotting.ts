/** Plotting (seed I/I A, III/IV): what a driver sees, and the sheet his plot writes. */

import { sum } from '../../dice/dice.ts';
import { purpose } from '../../dice/purposes.ts';
import type { Roll } from '../../log/schema.ts';
import type { Plot, View } from './ai.ts';
import { type Body, finishStation, runOn, stationNear } from './arena.ts';
import { type Aur, bodies, type PlotDecision } from './context.ts';
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
      d: stationNear(c.x, c.y, c.station).d,
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
    const d = stationNear(o.x, o.y, o.station).d;
    for (let k = 0; k < GHOSTS.length; k++) {
      const p = runOn(o.station, d, Math.max(0, o.speed - GHOSTS[k]!));
      if (k === 0) {
        b.x = p.x;
        b.y = p.y;
      } else out.push({ id: b.id, kind: b.kind, x: p.x, y: p.y });
    }
  }
  return out;
}

/** The chariot of this id (a body's). */
function chariotOf(a: Aur, id: string): Chariot {
  for (const x of a.state.chariots) if (x.id === id) return x;
  throw new Error(`aurigae: no chariot ${id}`);
}

/** What the driver writes on his sheet: the plot, and the speed its change gives (the change's
 * dice are rolled now, so the sheet shows the speed the order of movement compares). */
export function sheet(a: Aur, c: Chariot, raw: Plot, decision: PlotDecision): Sheet {
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
