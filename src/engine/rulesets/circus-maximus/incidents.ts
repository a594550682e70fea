import type { Roll } from '../../log/schema.ts';
import type { CmCause } from '../../log/v2/circus-maximus.ts';
import { LANES, laneChangeSquare } from './board.ts';
import { type CmContext, footPoint, point } from './context.ts';
import { unbalancedBlades } from './spec.ts';
import { aliveHorses, type Chariot } from './state.ts';
import {
  CRITICAL_HIT,
  CRITICAL_HORSE_HIT,
  DRIVER_THROWN,
  FLIP_CHECK,
  FLIP_LABEL,
  flipResult,
  type Outcome,
  resultLabel,
  RULES,
  TEAM_AFTER_FLIP,
} from './tables.ts';

/** -1: from the inside (spina side, the left), +1: from the outside (the right). */
export type Side = -1 | 1;
export const wheelOf = (side: Side): 'left' | 'right' => (side < 0 ? 'left' : 'right');

/** Where a blow, a strain or a slide comes from, for the log and the rules that follow it. */
export interface Cause {
  /** What it is, as the log types it. */
  kind: CmCause;
  rule: string;
  /** What it is, in words (the summary). */
  what: string;
  /** The chariot that caused it, if any: it rolls the critical horse hits. */
  by?: Chariot;
  /** Side of the victim the threat comes from. */
  side: Side;
}

/** A cause as an event's typed fields: what it was, and whose act. */
export const causeOf = (cause: Cause): { cause: CmCause; by: string | null } => ({
  cause: cause.kind,
  by: cause.by?.id ?? null,
});

/** Applies a result code of the lash, strain or damage tables to a chariot. */
export function applyOutcome(ctx: CmContext, c: Chariot, outcome: Outcome, cause: Cause): void {
  if (c.status !== 'racing') return;
  switch (outcome.code) {
    case 'none':
      return;
    case 'sideslip':
      sideslip(ctx, c, -cause.side as Side, 1, cause);
      return;
    case 'double-sideslip':
      sideslip(ctx, c, -cause.side as Side, 2, cause);
      return;
    case 'jostled':
      jostle(ctx, c, cause);
      return;
    case 'horse-injury':
      horseHit(ctx, c, cause.side, outcome.hits ?? 1, cause);
      return;
    case 'flip':
      flip(ctx, c, cause);
      return;
    case 'speed-loss':
      c.speedLoss += RULES.speedLoss.value;
      ctx.emit({
        ...noteOf(ctx, c, cause, `loses ${RULES.speedLoss.value} MF on its next move (${cause.what})`),
        type: 'speed-loss',
        mf: RULES.speedLoss.value,
      });
      return;
    case 'whip-grabbed': {
      // The lashed driver grabs the whip of the one who lashed him.
      const attacker = cause.by ?? c;
      attacker.whip = 'none';
      ctx.emit({
        phase: 'incident',
        type: 'whip-grabbed',
        chariots: [c.id, attacker.id],
        rule: cause.rule,
        target: attacker.id,
        effect: {
          summary: `${c.id} grabs ${attacker.id}'s whip: ${attacker.id} has no whip now`,
          condition: ctx.cond(attacker),
        },
      });
      return;
    }
    case 'forced-brake':
      c.forcedBrake = true;
      ctx.emit({
        ...noteOf(ctx, c, cause, `must brake on its next move (${cause.what})`),
        type: 'forced-brake',
      });
      return;
    case 'driver-wound':
      driverWound(ctx, c, outcome.hits ?? 1, cause);
      return;
  }
}

/** What a note on a chariot's sheet (jostled, a forced brake, a speed loss) says, but its type. */
function noteOf(ctx: CmContext, c: Chariot, cause: Cause, summary: string) {
  return {
    phase: 'incident',
    chariots: [c.id],
    rule: cause.rule,
    ...causeOf(cause),
    effect: { summary: `${c.id} ${summary}`, condition: ctx.cond(c) },
  };
}

export function jostle(ctx: CmContext, c: Chariot, cause: Cause): void {
  c.jostle = Math.max(c.jostle, RULES.jostlePenalty.value);
  ctx.emit({
    ...noteOf(ctx, c, cause, `is jostled: CDM ${ctx.cdm(c)} (${cause.what})`),
    type: 'jostled',
    cdm: ctx.cdm(c),
  });
}

/**
 * A forced sideslip of `lanes` lanes in direction `dir`: into the spina or the wall it damages a
 * wheel; into a chariot it is an involuntary ram (both cars damaged); wrecks are run over.
 */
export function sideslip(ctx: CmContext, c: Chariot, dir: Side, lanes: number, cause: Cause): void {
  for (let n = 0; n < lanes && c.status === 'racing'; n++) {
    const to = c.lane + dir;
    if (to < 1 || to > LANES) {
      ctx.emit({
        phase: 'incident',
        type: 'barrier',
        chariots: [c.id],
        rule: 'circus-maximus.sideslip',
        wall: to < 1 ? 'spina' : 'wall',
        ...causeOf(cause),
        at: { [c.id]: point(c) },
        effect: { summary: `${c.id} slides into the ${to < 1 ? 'spina' : 'wall'}` },
      });
      wheelHit(
        ctx,
        c,
        wheelOf(dir),
        2,
        { ...cause, kind: 'barrier', what: `slid into the ${to < 1 ? 'spina' : 'wall'}` },
        true,
      );
      return;
    }
    const sq = laneChangeSquare(c.lane, c.sq, to);
    const blocker = ctx.occupant(to, sq, c) ?? ctx.occupant(to, sq - 1, c);
    if (blocker !== undefined) {
      involuntaryRam(ctx, c, blocker, dir, cause, `${c.id} slides into ${blocker.id}: an involuntary ram`);
      return;
    }
    const from = point(c);
    c.lane = to;
    c.sq = sq;
    ctx.emit({
      phase: 'incident',
      type: 'sideslip',
      chariots: [c.id],
      rule: 'circus-maximus.sideslip',
      ...causeOf(cause),
      path: [
        { ...from, f: ctx.fraction() },
        { lane: c.lane, sq: c.sq, f: ctx.fraction() },
      ],
      effect: {
        summary: `${c.id} sideslips ${dir < 0 ? 'inward' : 'outward'} to lane ${c.lane} (${cause.what})`,
        condition: ctx.cond(c),
      },
    });
  }
}

/** Hooks filled by combat.ts (an involuntary ram resolves damage to cars both ways). */
export const hooks: {
  involuntaryRam: (
    ctx: CmContext,
    rammer: Chariot,
    other: Chariot,
    dir: Side,
    cause: Cause,
    summary: string,
  ) => void;
} = {
  involuntaryRam: () => {},
};
const involuntaryRam = (
  ctx: CmContext,
  a: Chariot,
  b: Chariot,
  dir: Side,
  cause: Cause,
  summary: string,
): void => hooks.involuntaryRam(ctx, a, b, dir, cause, summary);

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
      `${roller.id}: critical horse hit on ${c.id}'s horse ${i + 1}`,
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
  const crit = c.driverHits < c.spec.driverHits ? ctx.rollOn(CRITICAL_HIT, 1, `${c.id}: critical hit`) : null;
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
  const mods = unbalancedBlades(c.spec) ? [{ source: 'blades on one wheel or mixed', value: -1 }] : [];
  const check = ctx.roll(2, 6, `${c.id}: flip check`, mods);
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
  const team = aliveHorses(c) > 0 ? ctx.rollOn(TEAM_AFTER_FLIP, 1, `${c.id}: team after the flip`) : null;
  c.team = team === null ? 'none' : team.row.result;
  // Dragged only by a team that runs: tangled in the reins of a team that stays, he is on foot.
  const dragging = c.team === 'runaway';
  const driver = ctx.rollOn(DRIVER_THROWN, 1, `${c.id}: driver after the flip`, [], (row) =>
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

export { resultLabel };
