/** The end-of-move check (seed I/I C, IV/II, IV/III): levels lost and regained, swerves. */

import { purpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import type { Modifier, RaceEvent, Roll } from '../../log/schema.ts';
import { behindStart, roundPos, spinaGap, stationNear, wallGap } from './arena.ts';
import { type Aur, bodies, type Contact, emit, MARGIN, MOVE_SPAN, point } from './context.ts';
import { crash } from './shipwreck.ts';
import { type Chariot, conditionOf } from './state.ts';
import {
  bandOf,
  CRASH_LEVEL,
  collisionRow,
  INTEGRITY_LEVELS,
  RULES,
  SWERVE_LEVEL,
  TABLE,
  TABLE_IDS,
} from './tables.ts';

/** The end-of-move percentile check (seed I/I C, IV/III) and its effect on integrity. Its roll
 * joins the move's rolls and its margin the move's typed fields; a level lost is a swerve (or a
 * wreck) event, a level regained shows on the move's condition. */
export function check(
  a: Aur,
  c: Chariot,
  turn: number,
  changePenalty: number,
  speed: number,
  contacts: Contact[],
  rolls: Roll[],
  move: RaceEvent & { margin: number | null; recovered: number | null },
): void {
  const mods: Modifier[] = [];
  if (turn !== 0) mods.push(modifier('turn', -Math.abs(turn), { degrees: Math.abs(turn) }));
  if (changePenalty !== 0) mods.push(modifier('speed-change', changePenalty, {}));
  const band = bandOf(speed);
  if (band.penalty !== 0) mods.push(modifier('speed-band', band.penalty, { band: band.band }));
  for (const h of contacts)
    mods.push(modifier('collision', collisionRow(h.obstacle).penalty, { obstacle: h.obstacle }));
  if (c.pending !== 0) mods.push(modifier('struck', c.pending, {}));
  c.pending = 0;
  const target = c.skill + mods.reduce((a, m) => a + m.value, 0);
  const was = c.level;
  let outcome: string;
  let margin = 0;
  if (target <= 0) {
    c.level = CRASH_LEVEL;
    outcome = `target ${target}: the chariot crashes at once`;
  } else {
    const [roll] = a.dice.roll(1, 100, purpose('aurigae-check', { id: c.id })) as [number];
    const step = RULES.integrityStep.value;
    margin = target - roll;
    move.margin = margin;
    // Seed IV/III: a level back for every whole 20 under the target, a level lost for every
    // whole 20 over it. A roll equal to the target is not under it: a failure by 0, no level.
    if (roll < target) {
      const regain = Math.floor((target - roll) / step);
      c.level = Math.max(0, c.level - regain);
      outcome = `success by ${target - roll}`;
    } else {
      const lose = Math.floor((roll - target) / step);
      c.level = Math.min(CRASH_LEVEL, c.level + lose);
      outcome = `failure by ${roll - target}`;
    }
    rolls.push({
      purpose: 'check',
      dice: 'd100',
      faces: [roll],
      modifiers: mods,
      total: roll,
      target: { op: '<', value: target },
      // The ladder, at the level the check leaves the chariot: the explainer highlights it.
      table: TABLE_IDS.integrity,
      row: INTEGRITY_LEVELS[c.level],
      outcome,
    });
  }
  if (c.level < was) {
    move.recovered = c.level;
    move.effect = {
      summary: `${move.effect ? `${move.effect.summary}; ` : ''}recovers to ${INTEGRITY_LEVELS[c.level]}`,
      condition: { [c.id]: conditionOf(c) },
    };
  }
  if (c.level >= CRASH_LEVEL) crash(a, c, outcome, target <= 0 ? 'no-chance' : 'failed-check');
  else if (c.level > was) swerve(a, c, c.level - was, was, outcome, margin);
}

/** Levels lost put the model off its line (seed IV/II): it slides outward, and at the swerve
 * level the car turns 45 degrees to its line of travel. */
function swerve(a: Aur, c: Chariot, lost: number, was: number, outcome: string, margin: number): void {
  // The car, not the team, turns 45° at the swerve level: the horses keep the line of travel.
  const yaw = c.level >= SWERVE_LEVEL && was < SWERVE_LEVEL ? RULES.swerveYaw.value : 0;
  const slide = RULES.slipPerLevel.value * lost;
  const h = (c.heading * Math.PI) / 180;
  const dx = Math.sin(h);
  const dy = -Math.cos(h);
  const near = bodies(a, c.id);
  let x = c.x;
  let y = c.y;
  for (let s = 0.5; s <= slide + 1e-9; s += 0.5) {
    const nx = roundPos(c.x + dx * s);
    const ny = roundPos(c.y + dy * s);
    if (spinaGap(nx, ny) < MARGIN || wallGap(nx, ny) < MARGIN) break;
    if (c.station < 1 && behindStart(nx)) break;
    if (near.some((b) => Math.hypot(b.x - nx, b.y - ny) < TABLE.contact.value)) break;
    x = nx;
    y = ny;
  }
  const start = { ...point(c), f: MOVE_SPAN };
  c.x = x;
  c.y = y;
  const at = stationNear(c.x, c.y, c.station);
  c.station = at.station;
  c.lap = at.lap;
  const before = c.speed;
  if (yaw !== 0) c.speed = Math.floor(c.speed * RULES.swerveSpeedFactor.value);
  emit(
    a,
    {
      phase: 'check',
      type: 'swerve',
      margin,
      level: c.level,
      change: yaw !== 0 ? { from: before, to: c.speed } : null,
      chariots: [c.id],
      rule: 'aurigae.integrity',
      path: [start, { ...point(c), f: 1 }],
      effect: {
        summary:
          yaw !== 0
            ? `${outcome}: swerves, the car turns 45° off its line, speed ${before} → ${c.speed}`
            : `${outcome}: ${INTEGRITY_LEVELS[c.level]}, slides off its line`,
        condition: { [c.id]: conditionOf(c) },
      },
    },
    MOVE_SPAN,
  );
}
