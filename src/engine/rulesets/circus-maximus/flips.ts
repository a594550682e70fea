/**
 * Wheels and flips: hits on a wheel, the flip check, and a flip (the driver thrown, the team
 * stopped or running away, the car a wreck).
 */

import { purpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import { type Cause, causeOf } from './cause.ts';
import { type CmContext, footPoint, point } from './context.ts';
import { unbalancedBlades } from './spec.ts';
import { aliveHorses, type Chariot } from './state.ts';
import { DRIVER_THROWN, FLIP_CHECK, FLIP_LABEL, flipResult, RULES, TEAM_AFTER_FLIP } from './tables.ts';

/**
 * Hits on a wheel. A wheel with all its hits gone breaks and the car flips; otherwise a flip check
 * follows 2+ hits from one blow, a written speed of 14+ or a corner over the safe speed (house).
 */
export function wheelHit(
  ctx: CmContext,
  c: Chariot,
  wheel: 'left' | 'right',
  hits: number,
  cause: Cause,
  check: boolean,
): void {
  if (hits <= 0 || c.status !== 'racing') return;
  const capacity = wheel === 'left' ? c.spec.leftWheel : c.spec.rightWheel;
  // A wheel holds no more damage than it has boxes: the blow that fills them breaks it.
  c.wheels[wheel] = Math.min(capacity, c.wheels[wheel] + hits);
  ctx.emit({
    phase: 'incident',
    type: 'wheel-damage',
    chariots: [c.id],
    rule: cause.rule,
    ...causeOf(cause),
    wheel,
    hits,
    damage: c.wheels[wheel],
    capacity,
    effect: {
      summary: `${c.id}'s ${wheel} wheel takes ${hits} hit${hits === 1 ? '' : 's'} (${c.wheels[wheel]} of ${capacity}${c.wheels[wheel] >= capacity ? ': it breaks' : ''})`,
      condition: ctx.cond(c),
    },
  });
  if (c.wheels[wheel] >= capacity) {
    flip(ctx, c, { ...cause, kind: 'broken-wheel', what: `the ${wheel} wheel breaks` });
    return;
  }
  const needed = hits >= 2 || c.turnSpeed >= RULES.flipSpeed.value || ctx.state.overspeed.includes(c.id);
  if (check && needed) flipCheck(ctx, c, wheel, cause);
}

/** FLIP CHECK: 2d6 (−1 for unbalanced blades) against the wheel's damage. */
export function flipCheck(ctx: CmContext, c: Chariot, wheel: 'left' | 'right', cause: Cause): void {
  const damage = c.wheels[wheel];
  const mods = unbalancedBlades(c.spec) ? [modifier('unbalanced-blades', -1, {})] : [];
  const check = ctx.roll(2, 6, purpose('cm-flip', { id: c.id }), mods);
  const total = check.total;
  const result = flipResult(total, damage);
  ctx.emit({
    phase: 'incident',
    type: 'flip-check',
    chariots: [c.id],
    rule: 'circus-maximus.flip-check',
    wheel,
    damage,
    outcome: result,
    rolls: [
      ctx.record(check, {
        target: { op: '>', value: damage, formula: `${wheel} wheel damage ${damage}` },
        table: FLIP_CHECK.id,
        row: FLIP_CHECK.rowKey[result],
        outcome: FLIP_LABEL[result],
      }),
    ],
    effect: { summary: `${c.id} rolls ${total} against ${damage} wheel damage: ${FLIP_LABEL[result]}` },
  });
  if (result === 'strained')
    wheelHit(ctx, c, wheel, 1, { ...cause, kind: 'flip-check', what: 'strained on the flip check' }, false);
  else if (result === 'flip') flip(ctx, c, cause);
}

/** The car flips: a wreck on the track; the team and the driver as the after-flip rolls say. */
export function flip(ctx: CmContext, c: Chariot, cause: Cause): void {
  if (c.status !== 'racing') return;
  c.status = 'wrecked';
  const team =
    aliveHorses(c) > 0 ? ctx.rollOn(TEAM_AFTER_FLIP, 1, purpose('cm-team-after-flip', { id: c.id })) : null;
  c.team = team === null ? 'none' : team.row.result;
  // Dragged only by a team that runs: tangled in the reins of a team that stays, he is on foot.
  const dragging = c.team === 'runaway';
  const driver = ctx.rollOn(DRIVER_THROWN, 1, purpose('cm-driver-after-flip', { id: c.id }), [], (row) =>
    row.result === 'dragged' && !dragging
      ? 'the driver is tangled in the reins of a team that stays: on foot'
      : row.label,
  );
  const thrown = driver.row.result === 'dragged' && !dragging ? 'on-foot' : driver.row.result;
  c.driver = thrown;
  c.runawayTurns = 0;
  if (thrown === 'on-foot') c.foot = { lane: c.lane, sq: c.sq - 1 };
  if (thrown === 'down') c.driverHits = c.spec.driverHits;
  ctx.emit({
    phase: 'incident',
    type: 'wreck',
    chariots: [c.id],
    rule: 'circus-maximus.flip',
    ...causeOf(cause),
    at: { [c.id]: point(c) },
    rolls: [...(team ? [team.roll] : []), driver.roll],
    effect: {
      summary: `${c.id} flips and wrecks at ${c.lane}/${c.sq} (${cause.what}); ${team?.row.label ?? 'no horse left'}; ${driver.roll.outcome}`,
      condition: ctx.cond(c),
    },
  });
  const seq = ctx.writer.events.length - 1;
  ctx.state.obstacles.push({
    kind: 'wreck',
    chariot: c.id,
    lane: c.lane,
    sq: c.sq,
    seq,
    turn: ctx.turn,
    ...(c.team === 'runaway' ? { teamGone: true } : {}),
  });
  if (c.team === 'runaway')
    ctx.emit({
      phase: 'incident',
      type: 'runaway',
      chariots: [c.id],
      rule: 'circus-maximus.runaway-team',
      what: 'bolts',
      squares: null,
      cause: null,
      by: null,
      effect: { summary: `${c.id}'s team bolts from the wreck`, condition: ctx.cond(c) },
    });
  if (c.driver === 'dragged')
    ctx.emit({
      phase: 'incident',
      type: 'dragged',
      chariots: [c.id],
      rule: 'circus-maximus.dragged-driver',
      what: 'thrown',
      hits: null,
      cause: null,
      by: null,
      effect: { summary: `${c.id}'s driver is dragged by the reins`, condition: ctx.cond(c) },
    });
  if (c.driver === 'on-foot')
    ctx.emit({
      phase: 'incident',
      type: 'on-foot',
      chariots: [c.id],
      rule: 'circus-maximus.driver-on-foot',
      what: 'thrown',
      squares: null,
      safe: false,
      cause: null,
      by: null,
      ...(c.foot ? { at: { [c.id]: footPoint(c.foot) } } : {}),
      effect: { summary: `${c.id}'s driver is on foot`, condition: ctx.cond(c) },
    });
}
