/**
 * What the lash, strain and damage tables do to a chariot (applyOutcome): a sideslip, a jostle, a
 * speed loss, a forced brake, or a blow passed on to the wounds (wounds.ts) or a flip (flips.ts).
 */
import { LANES, laneChangeSquare } from './board.ts';
import { type Cause, causeOf, type Side, wheelOf } from './cause.ts';
import { type CmContext, point } from './context.ts';
import { flip, wheelHit } from './flips.ts';
import type { Chariot } from './state.ts';
import { type Outcome, RULES } from './tables.ts';
import { driverWound, horseHit } from './wounds.ts';

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
