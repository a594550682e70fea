/**
 * What the track does to a moving chariot: a lane change in the wet, wrecks and carcasses run
 * over, the corners taken over their safe speed, the lap lines and the finish.
 */

import { purpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import { cornerOf, frontEdge, LAP_STATIONS } from './board.ts';
import type { Cause, Side } from './cause.ts';
import { point } from './context.ts';
import { wheelHit } from './flips.ts';
import { applyOutcome, jostle, sideslip } from './incidents.ts';
import type { CmRace } from './race.ts';
import type { Chariot, Obstacle } from './state.ts';
import { CORNER_STRAIN, cornerStrainResult, WRECK_CROSSING } from './tables.ts';
import { spearSelfCheck } from './weapons.ts';

/** Rain and mud: light chariots slip on with a 5-6 after a lane change, normal ones on a 6 (seed). */
export function rainSlip(race: CmRace, c: Chariot, dir: Side): void {
  const ctx = race.ctx;
  if (!race.opts.rules.weather || !(ctx.raining() || ctx.mud()) || c.spec.weight === 'heavy') return;
  const need = c.spec.weight === 'light' ? 5 : 6;
  const rolled = ctx.roll(1, 6, purpose('cm-wet-lane', { id: c.id }));
  const { total } = rolled;
  const slips = total >= need;
  ctx.emit({
    phase: 'move',
    type: 'wet-lane-change',
    chariots: [c.id],
    rule: 'circus-maximus.rain',
    outcome: slips ? 'slides' : 'holds',
    rolls: [
      ctx.record(rolled, {
        target: { op: '>=', value: need },
        outcome: slips ? 'slides on a lane' : 'holds the line',
      }),
    ],
    effect: { summary: slips ? `${c.id} slides on in the wet` : `${c.id} holds the line in the wet` },
  });
  if (slips)
    sideslip(ctx, c, dir, 1, {
      kind: 'wet-lane-change',
      rule: 'circus-maximus.rain',
      what: 'a wet lane change',
      side: -dir as Side,
    });
}

/** A wreck or carcass on a square that troubles this chariot: not one it has already run over
 * this move, nor its own carcass on the turn it was cut. */
export function troubling(
  race: CmRace,
  c: Chariot,
  lane: number,
  sq: number,
  crossed: ReadonlySet<Obstacle>,
): Obstacle | undefined {
  const o = race.ctx.obstacleAt(lane, sq);
  if (!o || crossed.has(o)) return undefined;
  if (o.kind === 'carcass' && o.chariot === c.id && o.cutTurn === race.state.turn) return undefined;
  return o;
}

/** RUNNING OVER WRECKS: 2d6 − CDM, a carcass −1 more (seed). */
export function crossObstacle(race: CmRace, c: Chariot, o: Obstacle): void {
  const ctx = race.ctx;
  const mods = [...ctx.cdmModifiers(c, -1)];
  if (o.kind === 'carcass') mods.push(modifier('carcass', -1, {}));
  const r = ctx.rollOn(
    WRECK_CROSSING,
    2,
    purpose('cm-run-over', { id: c.id, wreck: o.kind === 'carcass' ? null : o.chariot }),
    mods,
  );
  const wreck = o.kind === 'wreck';
  ctx.emit({
    phase: 'move',
    type: 'wreck-cross',
    // A wreck names its chariot, where it lies (a carcass belongs to no chariot on the track).
    chariots: wreck ? [c.id, o.chariot] : [c.id],
    rule: wreck ? 'circus-maximus.running-over-wrecks' : 'circus-maximus.horse-carcasses',
    wreck: wreck ? o.chariot : null,
    outcome: r.row.result,
    rolls: [r.roll],
    at: { [c.id]: point(c), ...(wreck ? { [o.chariot]: point(o) } : {}) },
    effect: {
      summary: `${c.id} runs over ${o.kind === 'carcass' ? 'a horse carcass' : `${o.chariot}'s wreck`}: ${r.row.label}`,
    },
  });
  const cause: Cause = {
    kind: 'wreckage',
    rule: 'circus-maximus.running-over-wrecks',
    what: 'running over wreckage',
    side: -1 as Side,
  };
  if (r.row.result === 'jolt') jostle(ctx, c, cause);
  if (r.row.result === 'wheel') wheelHit(ctx, c, 'left', 2, cause, true);
  if (r.row.result === 'flip') applyOutcome(ctx, c, { code: 'flip' }, cause);
}

/**
 * A corner over the safe speed: endurance, then the corner strain chart. The check comes when
 * the move enters a corner (`checked`: the corners entered this move), and again whenever a lane
 * change (`from`: the lane it left, with any wet slide after it) brings the chariot inward to a
 * lane with a lower safe speed, however often it has slid out and come back.
 */
export function cornerCheck(
  race: CmRace,
  c: Chariot,
  checked: Set<number>,
  speed: number,
  from?: number,
): void {
  const ctx = race.ctx;
  const corner = cornerOf(c.lane, c.sq);
  if (corner === null) return;
  const safe = ctx.safeSpeed(c, c.lane);
  const entering = !checked.has(corner);
  const inward = from !== undefined && safe < ctx.safeSpeed(c, from);
  if (!entering && !inward) return;
  checked.add(corner);
  if (speed <= safe) return;
  const over = speed - safe;
  if (!ctx.state.overspeed.includes(c.id)) ctx.state.overspeed.push(c.id);
  const lost = Math.min(over, c.endurance);
  c.endurance -= lost;
  const mods = ctx.strainModifiers(c);
  const rolled = ctx.roll(3, 6, purpose('cm-corner-strain', { id: c.id }), mods);
  const { total } = rolled;
  const { column, outcome } = cornerStrainResult(over, total);
  ctx.emit({
    phase: 'move',
    type: 'corner-strain',
    chariots: [c.id],
    rule: 'circus-maximus.corner-strain',
    speed,
    safe,
    over,
    lane: c.lane,
    lost,
    outcome: outcome.code,
    at: { [c.id]: point(c) },
    rolls: [
      ctx.record(rolled, {
        table: CORNER_STRAIN.id,
        row: `${column} over`,
        outcome: outcome.code === 'none' ? 'no effect' : outcome.code,
      }),
    ],
    effect: {
      summary: `${c.id} takes the corner at ${speed}, ${over} over the safe ${safe} of lane ${c.lane}: endurance -${lost}, ${outcome.code === 'none' ? 'holds' : outcome.code}`,
      condition: ctx.cond(c),
    },
  });
  applyOutcome(ctx, c, outcome, {
    kind: 'corner-strain',
    rule: 'circus-maximus.corner-strain',
    what: 'strain in the corner',
    side: -1,
  });
  // "When a driver with a spear is straining in a corner" (seed): every roll on the corner
  // strain chart brings the own-spear check.
  spearSelfCheck(ctx, c, 'corner-strain');
}

/** A `lap` event for each lap a racing chariot's front has newly completed (the last one too,
 * just before its finish), as the other rulesets write them. */
export function countLaps(race: CmRace, c: Chariot): void {
  if (c.status !== 'racing') return;
  const done = Math.min(race.opts.laps, Math.floor(frontEdge(c.lane, c.sq) / LAP_STATIONS));
  while (c.laps < done) {
    c.laps += 1;
    race.ctx.emit({
      phase: 'move',
      type: 'lap',
      chariots: [c.id],
      rule: 'circus-maximus.finish',
      lap: c.laps,
      of: race.opts.laps,
      effect: { summary: `${c.id} completes lap ${c.laps}`, condition: race.ctx.cond(c) },
    });
  }
}

export function checkFinish(race: CmRace, c: Chariot): void {
  const ctx = race.ctx;
  if (frontEdge(c.lane, c.sq) < race.finish) return;
  c.status = 'finished';
  c.laps = race.opts.laps;
  c.finishedAt = race.state.turn + ctx.fraction();
  ctx.emit({
    phase: 'move',
    type: 'finish',
    chariots: [c.id],
    rule: 'circus-maximus.finish',
    place: race.state.chariots.filter((o) => o.status === 'finished').length,
    lap: c.laps,
    at: { [c.id]: point(c) },
    effect: { summary: `${c.id} crosses the finish line`, condition: ctx.cond(c) },
  });
}
