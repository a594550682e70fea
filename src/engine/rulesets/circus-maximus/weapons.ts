/**
 * Knives and spears (seed): a thrown knife, a spear thrust, what their tables do to the one hit,
 * and the check a spear's own driver makes when ramming, rammed or straining in a corner.
 */

import { purpose, SPEAR_CHECK_WORDS } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import type { Modifier, Roll } from '../../log/schema.ts';
import type { CmSpearCheck } from '../../log/v2/circus-maximus.ts';
import { abreast, type Spot } from './board.ts';
import { type Cause, flipSide, type Side } from './cause.ts';
import { type CmContext, pairAt, plural, type TableRoll } from './context.ts';
import type { Chariot } from './state.ts';
import { KNIFE_TABLE, type KnifeResult, RULES, SPEAR_TABLE } from './tables.ts';
import { driverWound, horseHit, loseDriver } from './wounds.ts';

/** Range for a thrown knife: squares to the target's nearest part, counting its square. */
export function knifeRange(a: Spot, t: Spot): number {
  const lanes = Math.abs(a.lane - t.lane);
  const car = abreast(a.lane, a.sq - 1, t.lane);
  const squares = Math.min(Math.abs(t.sq - car), Math.abs(t.sq - 1 - car));
  return Math.max(1, Math.max(lanes, squares));
}

/** The own-spear check when ramming or rammed, or straining in a corner (seed). */
export function spearSelfCheck(ctx: CmContext, c: Chariot, when: CmSpearCheck): void {
  const why = SPEAR_CHECK_WORDS[when];
  if (!ctx.opts.rules.spear || !c.spear || c.status !== 'racing') return;
  const mods = ctx.cdmModifiers(c, -1);
  const check = ctx.roll(2, 6, purpose('cm-own-spear', { id: c.id, when }), mods);
  const hurt = check.total >= RULES.spearSelfTarget.value;
  const rolls: Roll[] = [
    ctx.record(check, {
      target: { op: '>=', value: RULES.spearSelfTarget.value },
      outcome: hurt ? 'the spear turns on its owner' : 'the spear stays safe',
    }),
  ];
  if (!hurt) {
    ctx.emit({
      phase: 'incident',
      type: 'spear-check',
      chariots: [c.id],
      rule: 'circus-maximus.spear',
      cause: when,
      rolls,
      effect: { summary: `${c.id} keeps hold of the spear (${why})` },
    });
    return;
  }
  const r = ctx.rollOn(SPEAR_TABLE, 2, purpose('cm-own-spear-injury', { id: c.id }));
  rolls.push(r.roll);
  ctx.emit({
    phase: 'incident',
    type: 'spear',
    chariots: [c.id],
    rule: 'circus-maximus.spear',
    target: c.id,
    own: when,
    hit: true,
    result: r.row.result,
    rolls,
    effect: { summary: `${c.id} is hurt by his own spear (${why}): ${r.row.label}` },
  });
  weaponResult(ctx, c, c, r.row.result, {
    kind: 'own-spear',
    rule: 'circus-maximus.spear',
    what: 'own spear',
    side: -1,
  });
}

/** Applies a knife or spear table result to the defender. */
function weaponResult(ctx: CmContext, by: Chariot, d: Chariot, result: KnifeResult, cause: Cause): void {
  switch (result) {
    case 'killed':
      loseDriver(ctx, d, 'killed', cause);
      return;
    case 'major-wound': {
      const n = ctx.roll(1, 6, purpose('cm-major-wound', { id: d.id }));
      driverWound(ctx, d, n.total, cause, [ctx.record(n, { outcome: plural(n.total, 'driver hit') })]);
      return;
    }
    case 'minor-wound':
      driverWound(ctx, d, 1, cause);
      return;
    case 'minor-horse':
      horseHit(ctx, d, cause.side, 1, cause);
      return;
    case 'major-horse': {
      const n = ctx.roll(1, 6, purpose('cm-major-horse', { id: d.id }));
      horseHit(ctx, d, cause.side, n.total, cause, [
        ctx.record(n, { outcome: plural(n.total, 'horse hit') }),
      ]);
      return;
    }
    case 'horse-killed':
      horseHit(ctx, d, cause.side, 99, { ...cause, by: by });
      return;
  }
}

/** A thrown knife (or the small knife, +1 on each to-hit die). */
export function throwKnife(ctx: CmContext, a: Chariot, d: Chariot, side: Side, small: boolean): void {
  if (small) a.smallKnife = false;
  else a.knife = false;
  const range = knifeRange(a, d);
  const mods: Modifier[] = [...ctx.cdmModifiers(a, -1)];
  if (small) mods.push(modifier('small-knife', range, {}));
  const hit = ctx.roll(range, 6, purpose('cm-knife', { id: a.id, target: d.id }), mods);
  const ok = hit.total <= RULES.knifeTarget.value;
  const rolls: Roll[] = [
    ctx.record(hit, {
      target: { op: '<=', value: RULES.knifeTarget.value, formula: `range ${range}: one die a square` },
      outcome: ok ? 'hits' : 'misses',
    }),
  ];
  let row: TableRoll<KnifeResult> | null = null;
  if (ok) {
    row = ctx.rollOn(KNIFE_TABLE, 2, purpose('cm-knife-table', { id: d.id }), ctx.cdmModifiers(d));
    rolls.push(row.roll);
  }
  ctx.emit({
    phase: 'attack',
    type: 'knife',
    chariots: [a.id, d.id],
    rule: 'circus-maximus.knife',
    target: d.id,
    small,
    range,
    hit: ok,
    result: row ? row.row.result : null,
    rolls,
    at: pairAt(a, d),
    effect: {
      summary: `${a.id} throws ${small ? 'his small knife' : 'a knife'} at ${d.id}: ${row ? row.row.label : 'it misses'}`,
    },
  });
  if (row)
    weaponResult(ctx, a, d, row.row.result, {
      kind: 'knife',
      rule: 'circus-maximus.knife',
      what: `knife from ${a.id}`,
      by: a,
      side: flipSide(side),
    });
}

export function thrustSpear(ctx: CmContext, a: Chariot, d: Chariot, side: Side): void {
  const mods = ctx.cdmModifiers(a);
  const hit = ctx.roll(2, 6, purpose('cm-spear', { id: a.id, target: d.id }), mods);
  const ok = hit.total >= RULES.hitTarget.value;
  const rolls: Roll[] = [
    ctx.record(hit, { target: { op: '>=', value: RULES.hitTarget.value }, outcome: ok ? 'hits' : 'misses' }),
  ];
  let row: TableRoll<KnifeResult> | null = null;
  if (ok) {
    row = ctx.rollOn(SPEAR_TABLE, 2, purpose('cm-spear-table', { id: d.id }));
    rolls.push(row.roll);
  }
  ctx.emit({
    phase: 'attack',
    type: 'spear',
    chariots: [a.id, d.id],
    rule: 'circus-maximus.spear',
    target: d.id,
    own: null,
    hit: ok,
    result: row ? row.row.result : null,
    rolls,
    at: pairAt(a, d),
    effect: { summary: `${a.id} thrusts his spear at ${d.id}: ${row ? row.row.label : 'it misses'}` },
  });
  if (row)
    weaponResult(ctx, a, d, row.row.result, {
      kind: 'spear',
      rule: 'circus-maximus.spear',
      what: `spear of ${a.id}`,
      by: a,
      side: flipSide(side),
    });
}
