/**
 * Wounds: hits on the horses (the critical horse hit table, a team lost) and on the driver (the
 * critical hit table, an eye wound, a driver killed or thrown out of the race).
 */

import { purpose } from '../../dice/purposes.ts';
import type { Roll } from '../../log/schema.ts';
import { type Cause, causeOf, type Side } from './cause.ts';
import { type CmContext, footPoint, point } from './context.ts';
import { aliveHorses, type Chariot } from './state.ts';
import { CRITICAL_HIT, CRITICAL_HORSE_HIT, RULES } from './tables.ts';

/** The living horse nearest a side: Horse One runs on the inside, Horse Four on the outside. */
export function nearestHorse(c: Chariot, side: Side): number {
  const order = side < 0 ? [0, 1, 2, 3] : [3, 2, 1, 0];
  return order.find((i) => !c.horses[i]!.dead) ?? -1;
}

/** Hits on the nearest horse; with the optional rule, the critical horse hit table (seed). `dice`:
 * the roll that gave the number of hits, if one did (a major horse hit), logged first. */
export function horseHit(
  ctx: CmContext,
  c: Chariot,
  side: Side,
  hits: number,
  cause: Cause,
  dice: readonly Roll[] = [],
): void {
  const i = nearestHorse(c, side);
  if (i < 0 || hits <= 0) return;
  const horse = c.horses[i]!;
  const rolls: Roll[] = [...dice];
  let total = hits;
  let killed = false;
  if (ctx.opts.rules.criticalHorseHits) {
    const roller = cause.by ?? c;
    const r = ctx.rollOn(
      CRITICAL_HORSE_HIT,
      2,
      purpose('cm-critical-horse', { id: roller.id, target: c.id, horse: i + 1 }),
    );
    rolls.push(r.roll);
    if (r.row.result === 'killed') killed = true;
    else total += r.row.result;
  }
  horse.hits += total;
  if (killed || horse.hits >= horse.speed) {
    horse.dead = true;
    horse.hits = horse.speed;
  }
  const summary = horse.dead
    ? `${c.id}'s horse ${i + 1} is killed (${cause.what})`
    : `${c.id}'s horse ${i + 1} takes ${total} hit${total === 1 ? '' : 's'} (${cause.what}): team speed ${ctx.teamSpeed(c)}`;
  ctx.emit({
    phase: 'incident',
    type: 'horse-hit',
    chariots: [c.id],
    rule: ctx.opts.rules.criticalHorseHits ? 'circus-maximus.critical-horse-hits' : cause.rule,
    ...causeOf(cause),
    horse: i + 1,
    hits: total,
    killed: horse.dead,
    teamSpeed: ctx.teamSpeed(c),
    rolls,
    effect: { summary, condition: ctx.cond(c) },
  });
  if (aliveHorses(c) === 0) {
    c.team = 'none';
    loseTeam(ctx, c, cause);
  }
}

/** Every horse dead: the chariot stops where it stands and the driver climbs down. */
function loseTeam(ctx: CmContext, c: Chariot, cause: Cause): void {
  c.status = 'retired';
  c.driver = 'on-foot';
  c.foot = { lane: c.lane, sq: c.sq - 1 };
  ctx.state.obstacles.push({
    kind: 'wreck',
    chariot: c.id,
    lane: c.lane,
    sq: c.sq,
    seq: ctx.writer.events.length,
    turn: ctx.turn,
  });
  ctx.emit({
    phase: 'incident',
    type: 'on-foot',
    chariots: [c.id],
    rule: cause.rule,
    what: 'no-horse',
    squares: null,
    safe: false,
    ...causeOf(cause),
    at: { [c.id]: footPoint(c.foot) },
    effect: {
      summary: `${c.id} has no living horse: the car stands on the track and the driver is on foot`,
      condition: ctx.cond(c),
    },
  });
}

/** Driver hits, then the critical hit table (house); all boxes gone and the driver is down.
 * `dice`: the roll that gave the number of hits, if one did (a major wound), logged first. */
export function driverWound(
  ctx: CmContext,
  c: Chariot,
  hits: number,
  cause: Cause,
  dice: readonly Roll[] = [],
): void {
  c.driverHits = Math.min(c.spec.driverHits, c.driverHits + hits);
  const rolls: Roll[] = [...dice];
  let extra = '';
  const crit =
    c.driverHits < c.spec.driverHits
      ? ctx.rollOn(CRITICAL_HIT, 1, purpose('cm-critical-hit', { id: c.id }))
      : null;
  if (crit) {
    rolls.push(crit.roll);
    if (crit.row.result === 'jostled') c.jostle = Math.max(c.jostle, RULES.jostlePenalty.value);
    if (crit.row.result === 'head-wound') c.headWounds += 1;
    if (crit.row.result === 'lost-grip') c.forcedBrake = true;
    if (crit.row.result !== 'none') extra = `; ${crit.row.label}`;
  }
  ctx.emit({
    phase: 'incident',
    type: 'driver-wound',
    chariots: [c.id],
    rule: crit ? 'circus-maximus.critical-hit' : cause.rule,
    ...causeOf(cause),
    hits,
    left: c.spec.driverHits - c.driverHits,
    critical: crit?.row.result ?? null,
    rolls,
    effect: {
      summary: `${c.id}'s driver takes ${hits} hit${hits === 1 ? '' : 's'} (${cause.what}), ${c.spec.driverHits - c.driverHits} left${extra}`,
      condition: ctx.cond(c),
    },
  });
  if (c.driverHits >= c.spec.driverHits) {
    if (c.driver === 'aboard') loseDriver(ctx, c, 'down', cause);
    else if (c.driver === 'dragged' || c.driver === 'on-foot') {
      c.driver = 'down';
      c.foot = null;
    }
  }
}

/** An eye wound (critical hit 5) with the dust table's extra: straight on for two moves. */
export function eyeWound(ctx: CmContext, c: Chariot, cause: Cause): void {
  c.headWounds += 1;
  c.straightMoves = 2;
  ctx.emit({
    phase: 'incident',
    type: 'eye-wound',
    chariots: [c.id],
    rule: 'circus-maximus.critical-hit',
    ...causeOf(cause),
    cdm: ctx.cdm(c),
    effect: {
      summary: `${c.id}'s driver has dust in the eyes: CDM ${ctx.cdm(c)}, straight on for two moves (${cause.what})`,
      condition: ctx.cond(c),
    },
  });
}

/**
 * The driver leaves the car: down (fallen, out), dragged (alive or dead, behind car and team) or
 * killed (his body dragged). Car and team run on as a runaway team.
 */
export function loseDriver(
  ctx: CmContext,
  c: Chariot,
  how: 'down' | 'dragged' | 'killed',
  cause: Cause,
): void {
  if (c.status !== 'racing') return;
  c.status = 'retired';
  c.team = aliveHorses(c) > 0 ? 'runaway' : 'none';
  if (how === 'killed') c.driverHits = c.spec.driverHits;
  c.driver = how === 'down' ? 'down' : 'dragged';
  c.runawayTurns = 0;
  const event = {
    phase: 'incident',
    chariots: [c.id],
    rule: cause.rule,
    ...causeOf(cause),
    at: { [c.id]: point(c) },
  };
  if (how === 'down')
    ctx.emit({
      ...event,
      type: 'runaway',
      what: 'driver-falls',
      squares: null,
      effect: {
        summary: `${c.id}'s driver falls from the car; the team runs on without him`,
        condition: ctx.cond(c),
      },
    });
  else
    ctx.emit({
      ...event,
      type: 'dragged',
      what: how === 'killed' ? 'killed' : 'falls-out',
      hits: null,
      effect: {
        summary:
          how === 'killed'
            ? `${c.id}'s driver is killed; his body is dragged behind the runaway team`
            : `${c.id}'s driver falls out and is dragged behind his car and runaway team`,
        condition: ctx.cond(c),
      },
    });
}
