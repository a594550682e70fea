/**
 * Combat between chariots: who is in reach, the lash, the ram (evading it, damage to cars, wheels
 * and horses) and the involuntary ram of a slide, and dust thrown in a rival's eyes (which can
 * make him swerve into the thrower). Knives and spears are in weapons.ts.
 */

import { purpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import type { Modifier, Roll } from '../../log/schema.ts';
import { abreast, LANES, laneChangeSquare } from './board.ts';
import { type Cause, causeOf, flipSide, type Side, wheelOf } from './cause.ts';
import { type CmContext, pairAt, type TableRoll } from './context.ts';
import { wheelHit } from './flips.ts';
import { applyOutcome, hooks, jostle, sideslip } from './incidents.ts';
import type { Chariot } from './state.ts';
import {
  DAMAGE_TO_CARS,
  DUST_TABLE,
  type DustResult,
  HORSE_INJURY,
  LASH_TABLE,
  lashColumn,
  lashRowKey,
  RULES,
  resultLabel,
  SCYTHE_RAM_BONUS,
  WEIGHT,
  WHEEL_DAMAGE,
} from './tables.ts';
import { spearSelfCheck } from './weapons.ts';
import { driverWound, eyeWound, horseHit, loseDriver } from './wounds.ts';

/** A rival within reach of a chariot's car: which side, and whether its team or car is in reach. */
export interface Reach {
  target: Chariot;
  /** Side of the attacker the target is on. */
  side: Side;
  team: boolean;
  car: boolean;
}

/** Rivals in the neighbouring lanes with team or car beside the attacker's car (one square either way). */
export function inReach(ctx: CmContext, a: Chariot): Reach[] {
  const out: Reach[] = [];
  for (const side of [-1, 1] as Side[]) {
    const lane = a.lane + side;
    if (lane < 1 || lane > LANES) continue;
    const car = abreast(a.lane, a.sq - 1, lane);
    for (const t of ctx.state.chariots) {
      if (t === a || t.status !== 'racing' || t.lane !== lane) continue;
      const team = Math.abs(t.sq - car) <= 1;
      const carIn = Math.abs(t.sq - 1 - car) <= 1;
      if (team || carIn) out.push({ target: t, side, team, car: carIn });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lash

export function lash(ctx: CmContext, a: Chariot, d: Chariot, part: 'team' | 'driver', side: Side): void {
  const ra = ctx.roll(2, 6, purpose('cm-lash', { id: a.id }), ctx.cdmModifiers(a));
  const rd = ctx.roll(2, 6, purpose('cm-lash-defence', { id: d.id }), ctx.cdmModifiers(d));
  const diff = ra.total - rd.total;
  const long = a.whip === 'long';
  const col = lashColumn(diff, long);
  const outcome = LASH_TABLE[part][col]!;
  const rolls: Roll[] = [
    ctx.record(ra, { outcome: `attack ${ra.total}` }),
    ctx.record(rd, {
      table: LASH_TABLE.id,
      row: lashRowKey(part, col),
      outcome: `${resultLabel(outcome)}${long ? ' (long whip: two columns right)' : ''}`,
    }),
  ];
  ctx.emit({
    phase: 'attack',
    type: 'whip-attack',
    chariots: [a.id, d.id],
    rule: 'circus-maximus.lash',
    target: d.id,
    part,
    outcome: outcome.code,
    rolls,
    at: pairAt(a, d),
    effect: { summary: `${a.id} lashes ${d.id}'s ${part}: ${resultLabel(outcome)}` },
  });
  applyOutcome(ctx, d, outcome, {
    kind: 'lash',
    rule: 'circus-maximus.lash',
    what: `lashed by ${a.id}`,
    by: a,
    side: flipSide(side),
  });
}

// ---------------------------------------------------------------------------------------------
// Ram

/** Tries to evade a ram: 2d6 + CDM of 11+ and room to slide away (house). */
function evades(ctx: CmContext, a: Chariot, d: Chariot, side: Side): boolean {
  // Away from the attacker: further out to the side the defender already lies on.
  const away = d.lane + side;
  if (away < 1 || away > LANES || !ctx.freeFor(d, away, laneChangeSquare(d.lane, d.sq, away))) return false;
  const mods = ctx.cdmModifiers(d);
  const evasion = ctx.roll(2, 6, purpose('cm-ram-evasion', { id: d.id, by: a.id }), mods);
  const ok = evasion.total >= RULES.evadeTarget.value;
  ctx.emit({
    phase: 'attack',
    type: 'evasion',
    chariots: [d.id, a.id],
    rule: 'circus-maximus.evasion',
    target: a.id,
    outcome: ok ? 'evades' : 'caught',
    rolls: [
      ctx.record(evasion, {
        target: { op: '>=', value: RULES.evadeTarget.value },
        outcome: ok ? 'evades' : 'cannot get away',
      }),
    ],
    effect: { summary: ok ? `${d.id} swerves away from ${a.id}'s ram` : `${d.id} cannot evade ${a.id}` },
  });
  if (ok)
    sideslip(ctx, d, side, 1, {
      kind: 'evasion',
      rule: 'circus-maximus.evasion',
      what: 'evading a ram',
      side: flipSide(side),
    });
  return ok;
}

/** A voluntary ram on a rival's team or car. `side`: where the defender is, seen from the attacker. */
export function ram(ctx: CmContext, a: Chariot, d: Chariot, part: 'team' | 'car', side: Side): void {
  ctx.emit({
    phase: 'attack',
    type: 'ram',
    chariots: [a.id, d.id],
    rule: part === 'team' ? 'circus-maximus.ram-team' : 'circus-maximus.ram-car',
    target: d.id,
    part,
    at: pairAt(a, d),
    effect: { summary: `${a.id} rams ${d.id}'s ${part === 'team' ? 'team' : 'car'}` },
  });
  spearSelfCheck(ctx, a, 'ramming');
  spearSelfCheck(ctx, d, 'rammed');
  // A driver taken out by his own spear does not stop the blow: the cars still meet (only a
  // driver still racing can swerve away).
  if (d.status === 'racing' && a.status === 'racing' && evades(ctx, a, d, side)) return;
  const cause: Cause = {
    kind: 'ram',
    rule: part === 'team' ? 'circus-maximus.ram-team' : 'circus-maximus.ram-car',
    what: `rammed by ${a.id}`,
    by: a,
    side: flipSide(side),
  };
  if (part === 'team') {
    const mods = ramBonus(a, side);
    const r = ctx.rollOn(HORSE_INJURY, 2, purpose('cm-ram-team', { id: a.id, target: d.id }), mods);
    ctx.emit({
      phase: 'attack',
      type: 'ram-result',
      chariots: [a.id, d.id],
      rule: 'circus-maximus.horse-injury',
      target: d.id,
      table: 'horse-injury',
      hits: r.row.result,
      damage: null,
      rolls: [r.roll],
      effect: { summary: `${a.id}'s ram on ${d.id}'s team: ${r.row.label}${outOfRace(d)}` },
    });
    if (r.row.result > 0 && d.status === 'racing') horseHit(ctx, d, cause.side, r.row.result, cause);
    return;
  }
  carDamage(ctx, a, d, side, cause);
}

/** Scythe blades on the wheel facing the target "add +2 to all Ram Attack Damage dice rolls and
 * Long Scythe Blades add +4" (seed): damage to cars, wheel damage and horse injury alike. */
function bladeBonus(a: Chariot, side: Side): Modifier[] {
  const blades = side < 0 ? a.spec.leftScythe : a.spec.rightScythe;
  const value = SCYTHE_RAM_BONUS[blades];
  return value > 0
    ? [modifier('scythe-blades', value, { blades: blades === 'long' ? 'long' : 'scythe' })]
    : [];
}

/** Weight and blade modifiers of a ram's wheel damage and horse injury rolls. */
function ramBonus(a: Chariot, side: Side): Modifier[] {
  const w = WEIGHT[a.spec.weight].ram;
  return [...(w !== 0 ? [modifier('weight', w, { weight: a.spec.weight })] : []), ...bladeBonus(a, side)];
}

/** What a damage roll's summary adds when the car it strikes is out of the race already (wrecked,
 * or its driver gone): the roll is made, as the rules say, and nothing more happens to it. */
const outOfRace = (c: Chariot): string =>
  c.status === 'racing' ? '' : ` (${c.id} is out of the race: nothing more happens to it)`;

/** DAMAGE TO CARS, then WHEEL DAMAGE, then the flip check. */
function carDamage(ctx: CmContext, a: Chariot, d: Chariot, side: Side, cause: Cause): void {
  const mods = [...ctx.cdmModifiers(a), ...ctx.cdmModifiers(d, -1), ...bladeBonus(a, side)];
  const r = ctx.rollOn(DAMAGE_TO_CARS, 3, purpose('cm-car-damage', { id: a.id, target: d.id }), mods);
  const res = r.row.result;
  const struck = res === 'rebound' ? a : d;
  ctx.emit({
    phase: 'attack',
    type: 'ram-result',
    chariots: [a.id, d.id],
    rule: 'circus-maximus.damage-to-cars',
    target: d.id,
    table: 'damage-to-cars',
    hits: null,
    damage: res,
    rolls: [r.roll],
    effect: {
      summary: `${a.id}'s ram on ${d.id}'s car: ${r.row.label}${res === 'glancing' ? '' : outOfRace(struck)}`,
    },
  });
  if (struck.status !== 'racing') return;
  if (res === 'rebound') {
    const w = ctx.rollOn(WHEEL_DAMAGE, 2, purpose('cm-own-wheel', { id: a.id }), ramBonus(d, flipSide(side)));
    ctx.emit({
      phase: 'attack',
      type: 'ram-result',
      chariots: [a.id],
      rule: 'circus-maximus.wheel-damage',
      target: a.id,
      table: 'wheel-damage',
      hits: w.row.result,
      damage: null,
      rolls: [w.roll],
      effect: { summary: `${a.id}'s own ${wheelOf(side)} wheel: ${w.row.label}` },
    });
    wheelHit(
      ctx,
      a,
      wheelOf(side),
      w.row.result,
      { kind: 'rebound', rule: 'circus-maximus.wheel-damage', what: 'the ram rebounds', side },
      true,
    );
    return;
  }
  if (res === 'jostled') jostle(ctx, d, cause);
  if (res === 'wheel' || res === 'wheel-sideslip' || res === 'wheel-double') {
    const w = ctx.rollOn(
      WHEEL_DAMAGE,
      2,
      purpose('cm-wheel-damage', { id: a.id, target: d.id }),
      ramBonus(a, side),
    );
    const wheel = wheelOf(cause.side);
    ctx.emit({
      phase: 'attack',
      type: 'ram-result',
      chariots: [a.id, d.id],
      rule: 'circus-maximus.wheel-damage',
      target: d.id,
      table: 'wheel-damage',
      hits: w.row.result,
      damage: null,
      rolls: [w.roll],
      effect: { summary: `${d.id}'s ${wheel} wheel: ${w.row.label}` },
    });
    wheelHit(ctx, d, wheel, w.row.result, { ...cause, rule: 'circus-maximus.wheel-damage' }, true);
  }
  if (res === 'sideslip' || res === 'wheel-sideslip') sideslip(ctx, d, -cause.side as Side, 1, cause);
  if (res === 'wheel-double') sideslip(ctx, d, -cause.side as Side, 2, cause);
}

/**
 * An involuntary ram (a slide into a chariot, a swerve into the dust thrower): "both cars are
 * damaged" (seed), each on the damage to cars table, the rammer's first. Both are rolled whatever
 * the first roll or an own-spear check did; a car already out of the race takes nothing more.
 */
export function involuntaryRam(
  ctx: CmContext,
  rammer: Chariot,
  other: Chariot,
  dir: Side,
  slide: Cause,
  summary: string,
): void {
  ctx.emit({
    phase: 'incident',
    type: 'collision',
    chariots: [rammer.id, other.id],
    rule: 'circus-maximus.involuntary-ram',
    target: other.id,
    ...causeOf(slide),
    at: pairAt(rammer, other),
    effect: { summary },
  });
  spearSelfCheck(ctx, rammer, 'ramming');
  spearSelfCheck(ctx, other, 'rammed');
  carDamage(ctx, other, rammer, flipSide(dir), {
    kind: 'collision',
    rule: 'circus-maximus.involuntary-ram',
    what: `rammed into ${other.id}`,
    by: other,
    side: dir,
  });
  carDamage(ctx, rammer, other, dir, {
    kind: 'collision',
    rule: 'circus-maximus.involuntary-ram',
    what: `rammed by ${rammer.id}`,
    by: rammer,
    side: flipSide(dir),
  });
}
hooks.involuntaryRam = involuntaryRam;

// ---------------------------------------------------------------------------------------------
// Dust (seed)

export function throwDust(ctx: CmContext, a: Chariot, d: Chariot, side: Side): void {
  a.dust = false;
  const mods = ctx.cdmModifiers(a);
  const hit = ctx.roll(2, 6, purpose('cm-dust', { id: a.id, target: d.id }), mods);
  const ok = hit.total >= RULES.hitTarget.value;
  const rolls: Roll[] = [
    ctx.record(hit, {
      target: { op: '>=', value: RULES.hitTarget.value },
      outcome: ok ? 'in the eyes' : 'misses',
    }),
  ];
  let row: TableRoll<DustResult> | null = null;
  if (ok) {
    row = ctx.rollOn(DUST_TABLE, 2, purpose('cm-dust-table', { id: d.id }), ctx.cdmModifiers(d));
    rolls.push(row.roll);
  }
  ctx.emit({
    phase: 'attack',
    type: 'dust',
    chariots: [a.id, d.id],
    rule: 'circus-maximus.pouch-of-dust',
    target: d.id,
    hit: ok,
    result: row ? row.row.result : null,
    rolls,
    at: pairAt(a, d),
    effect: { summary: `${a.id} throws dust at ${d.id}: ${row ? row.row.label : 'it misses'}` },
  });
  if (!row) return;
  const cause: Cause = {
    kind: 'dust',
    rule: 'circus-maximus.pouch-of-dust',
    what: `dust from ${a.id}`,
    by: a,
    side: flipSide(side),
  };
  switch (row.row.result) {
    case 'fall-out':
      loseDriver(ctx, d, 'dragged', cause);
      return;
    case 'swerve-into':
      involuntaryRam(ctx, d, a, cause.side, cause, `${d.id} swerves into ${a.id}: an involuntary ram`);
      return;
    case 'eye-wound':
      eyeWound(ctx, d, cause);
      return;
    case 'swerve-away':
      sideslip(ctx, d, -cause.side as Side, 2, cause);
      return;
    case 'blinded':
      // "Blinded and must take driver hits": a driver wound, with its critical hit roll.
      d.blinded = true;
      driverWound(ctx, d, 1, cause);
      return;
    case 'blowback':
      eyeWound(ctx, a, { ...cause, kind: 'dust-blowback', what: 'the wind blows the dust back' });
      return;
  }
}
