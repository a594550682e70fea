/**
 * A chariot's move, square by square: the written speed (first-turn acceleration, straining, a
 * forced brake), dead horses cut free, attacks on the way, lane changes and avoiding what is ahead,
 * braking what cannot be used. What the track does to it as it goes is in track.ts.
 */

import { purpose } from '../../dice/purposes.ts';
import { decided } from '../../log/v2/envelope.ts';
import { type AttackKind, canStrain } from './ai.ts';
import { laneChangeSquare, sideOf } from './board.ts';
import type { Side } from './cause.ts';
import { inReach, lash, ram, throwDust } from './combat.ts';
import { point } from './context.ts';
import { ATTACK_KINDS, type AttackOptions, type AttackValue, attackChoice, attackCost } from './decisions.ts';
import { jostle } from './incidents.ts';
import type { CmRace, StrainDecision } from './race.ts';
import type { Chariot, Obstacle } from './state.ts';
import { RULES } from './tables.ts';
import { checkFinish, cornerCheck, countLaps, crossObstacle, rainSlip, troubling } from './track.ts';
import { throwKnife, thrustSpear } from './weapons.ts';

const sign = (x: number): Side => (x < 0 ? -1 : 1);

export function move(race: CmRace, c: Chariot): void {
  const ctx = race.ctx;
  ctx.slot.total = Math.max(1, c.turnSpeed);
  let mf = c.turnSpeed;
  if (race.opts.rules.firstTurnAcceleration && race.state.turn === 1) mf = accelerate(race, c, mf);
  cutDeadHorses(race, c);
  if (c.speedLoss > 0) {
    mf = Math.max(0, mf - c.speedLoss);
    c.speedLoss = 0;
  }
  if (c.forcedBrake) {
    c.forcedBrake = false;
    const braked = Math.ceil(mf / 2);
    mf -= braked;
    brake(race, c, braked, null);
  }
  // Without the Moon rule the driver decides to strain as his move begins, not when writing.
  const strains = race.strainNow(c);
  if (strains.value && canStrain(ctx, c)) mf += strain(race, c, strains.decision);
  ctx.slot.total = Math.max(1, mf);
  const speed = mf;
  ctx.beginPath(c);
  const checked = new Set<number>();
  let justChanged = false;
  let attackedHere = false;
  let attacks = 0;
  let spearUsed = false;
  /** Wrecks and carcasses already run over this move: one roll each, however many squares. */
  const crossed = new Set<Obstacle>();
  const target = race.state.aims[c.id] ?? c.lane;
  // An eye wound: "straight for the next two movement turns" (seed), counted as moves begin, so
  // a wound taken during this move leaves it free and binds the two after it.
  const straight = c.straightMoves > 0;
  if (straight) c.straightMoves -= 1;
  while (ctx.pos < mf && c.status === 'racing') {
    const left = mf - ctx.pos;
    if (!attackedHere && attacks < 2) {
      // Asked wherever an attack can be made, even with nobody alongside: a knife may be thrown
      // at any range.
      const options = attackOptions(race, c, left, attacks, spearUsed);
      const picked = canAttackHere(options) ? race.k.decide('attack', c.id, options) : null;
      const choice = picked?.value ?? null;
      if (picked && choice) {
        attackedHere = true;
        attacks += 1;
        if (choice.kind === 'spear') spearUsed = true;
        ctx.emit({
          phase: 'move',
          type: 'decision',
          chariots: [c.id, choice.target],
          rule: `circus-maximus.${choice.kind}`,
          decision: { ...decided('attack', { ...picked, value: choice }), choice: attackChoice(choice) },
          effect: { summary: `${c.id} goes for ${choice.target}'s ${choice.part} (${choice.kind})` },
        });
        ctx.pos += attackCost(choice.kind);
        const lane = c.lane;
        attack(race, c, choice, options);
        // Slid aside by the attack's outcome: that is a lane change too.
        if (c.lane !== lane) justChanged = true;
        continue;
      }
    }
    const wanted = straight ? c.lane : target;
    if (
      !justChanged &&
      wanted !== c.lane &&
      tryLaneChange(race, c, sign(wanted - c.lane), left, checked, speed, crossed)
    ) {
      justChanged = true;
      continue;
    }
    const occ = ctx.occupant(c.lane, c.sq + 1, c);
    const obstacle = occ ? undefined : troubling(race, c, c.lane, c.sq + 1, crossed);
    if (!occ && !(obstacle && !justChanged && avoid(race, c, left, checked, speed, crossed, straight))) {
      c.sq += 1;
      ctx.pos += 1;
      attackedHere = false;
      ctx.step(c);
      const lane = c.lane;
      if (obstacle) {
        crossed.add(obstacle);
        crossObstacle(race, c, obstacle);
      }
      if (c.status !== 'racing') break;
      cornerCheck(race, c, checked, speed);
      countLaps(race, c);
      if (c.status === 'racing') checkFinish(race, c);
      // A forced sideslip (the corner strain chart's) is a lane change: the next one needs a
      // square forward first.
      justChanged = c.lane !== lane;
      continue;
    }
    if (occ) {
      if (!justChanged && avoid(race, c, left, checked, speed, crossed, straight)) {
        justChanged = true;
        continue;
      }
      brake(race, c, left, occ);
      ctx.pos = mf;
    } else justChanged = true;
  }
  ctx.pos = Math.min(ctx.pos, ctx.slot.total);
  ctx.endPath();
}

/** Dead horses cut out of the harness with a knife (house costs in endurance); a carcass is left. */
function cutDeadHorses(race: CmRace, c: Chariot): void {
  const ctx = race.ctx;
  for (const [i, h] of c.horses.entries()) {
    if (!h.dead || h.cut) continue;
    if (!c.smallKnife && !c.knife) continue;
    const already = c.horses.filter((x) => x.cut).length;
    const share = RULES.cutFreeShare.value[Math.min(2, already)]!;
    const cost = Math.floor(c.endurance / share);
    c.endurance -= cost;
    h.cut = true;
    ctx.emit({
      phase: 'move',
      type: 'cut-free',
      chariots: [c.id],
      rule: 'circus-maximus.cut-free',
      what: 'horse',
      horse: i + 1,
      effect: {
        summary: `${c.id} cuts dead horse ${i + 1} free: endurance -${cost}`,
        condition: ctx.cond(c),
      },
    });
    if (race.opts.rules.carcasses) {
      ctx.emit({
        phase: 'move',
        type: 'carcass',
        chariots: [c.id],
        rule: 'circus-maximus.horse-carcasses',
        horse: i + 1,
        at: { [c.id]: point(c) },
        effect: { summary: `a horse carcass lies at ${c.lane}/${c.sq}` },
      });
      const seq = ctx.writer.events.length - 1;
      race.state.obstacles.push({
        kind: 'carcass',
        chariot: c.id,
        lane: c.lane,
        sq: c.sq,
        seq,
        turn: race.state.turn,
        cutTurn: race.state.turn,
      });
    }
  }
}

function accelerate(race: CmRace, c: Chariot, mf: number): number {
  const ctx = race.ctx;
  const mods = ctx.cdmModifiers(c, -1);
  const rolled = ctx.roll(2, 6, purpose('cm-first-turn', { id: c.id }), mods);
  const { total } = rolled;
  const after = Math.max(0, mf - Math.max(0, total));
  ctx.emit({
    phase: 'move',
    type: 'acceleration',
    chariots: [c.id],
    rule: 'circus-maximus.first-turn-acceleration',
    written: mf,
    speed: after,
    rolls: [
      ctx.record(rolled, {
        outcome: `speed ${mf} - ${Math.max(0, total)} = ${after}`,
      }),
    ],
    effect: { summary: `${c.id} gets going from the start: ${after} MF of the ${mf} written` },
  });
  return after;
}

/** The strain: extra MF for endurance. `decision`: the driver's, where he decided it as the move
 * began (without voluntary straining). */
function strain(race: CmRace, c: Chariot, decision: StrainDecision | undefined): number {
  const ctx = race.ctx;
  const rolled = ctx.roll(1, 6, purpose('cm-voluntary-strain', { id: c.id }));
  const { total } = rolled;
  const paid = Math.min(total, c.endurance);
  c.endurance -= paid;
  ctx.emit({
    phase: 'move',
    type: 'strain',
    chariots: [c.id],
    rule: race.opts.rules.voluntaryStraining ? 'circus-maximus.voluntary-straining' : 'circus-maximus.strain',
    ...(decision ? { decision } : {}),
    mf: total,
    paid,
    rolls: [
      ctx.record(rolled, {
        outcome: `+${total} MF for ${paid} endurance`,
      }),
    ],
    effect: {
      summary: `${c.id} whips the team on: +${total} MF, endurance ${c.endurance}`,
      condition: ctx.cond(c),
    },
  });
  return total;
}

/** Unused MF cost endurance; what the team cannot pay leaves the driver jostled (house).
 * `blocker`: the chariot in the way, or null for a forced brake. */
function brake(race: CmRace, c: Chariot, mf: number, blocker: Chariot | null): void {
  if (mf <= 0) return;
  const why = blocker ? `blocked by ${blocker.id}` : 'a forced brake';
  const ctx = race.ctx;
  const paid = Math.min(mf, c.endurance);
  c.endurance -= paid;
  ctx.emit({
    phase: 'move',
    type: 'brake',
    chariots: [c.id],
    rule: 'circus-maximus.braking',
    mf,
    cause: blocker ? 'blocked' : 'forced',
    target: blocker ? blocker.id : null,
    effect: {
      summary: `${c.id} brakes ${mf} MF (${why}): endurance ${c.endurance}`,
      condition: ctx.cond(c),
    },
  });
  if (paid < mf)
    jostle(ctx, c, {
      kind: 'braking',
      rule: 'circus-maximus.braking',
      what: 'braking with a blown team',
      side: -1,
    });
}

/** The weapon is at hand and its rule is in play (a switched-off rule's weapon is never had). */
function canAttack(race: CmRace, c: Chariot, kind: AttackKind): boolean {
  switch (kind) {
    case 'lash':
      return c.whip !== 'none';
    case 'ram':
      return true;
    case 'dust':
      return c.dust && !race.ctx.raining();
    case 'knife':
      return c.knife || (c.smallKnife && race.opts.rules.knife);
    case 'spear':
      return c.spear;
  }
}

/** What the driver may do at this square of his move: the attacks he can pay for with the weapons
 * at hand (the spear once a move), the rivals beside his car, the rivals a knife may fly at. */
function attackOptions(
  race: CmRace,
  c: Chariot,
  left: number,
  done: number,
  spearUsed: boolean,
): AttackOptions {
  const kinds = ATTACK_KINDS.filter(
    (k) => canAttack(race, c, k) && attackCost(k) <= left && !(k === 'spear' && spearUsed),
  );
  return {
    left,
    done,
    kinds,
    reach: inReach(race.ctx, c).map((r) => ({ target: r.target.id, side: r.side, team: r.team, car: r.car })),
    rivals: race.state.chariots
      .filter((t) => t !== c && t.status === 'racing')
      .map((t) => ({ target: t.id, side: sideOf(c.lane, t.lane) })),
  };
}

/** Some attack can be made here: a weapon at hand and a target for it. */
const canAttackHere = (o: AttackOptions): boolean =>
  o.kinds.some((k) => (k === 'knife' ? o.rivals.length > 0 : o.reach.length > 0));

function attack(race: CmRace, c: Chariot, a: AttackValue, o: AttackOptions): void {
  const ctx = race.ctx;
  const t = ctx.byId(a.target);
  // Beside the car, the side it is on; a knife flies at any rival, on the side of its lane.
  const side = (o.reach.find((r) => r.target === a.target) ?? o.rivals.find((r) => r.target === a.target))!
    .side;
  switch (a.kind) {
    case 'lash':
      lash(ctx, c, t, a.part === 'team' ? 'team' : 'driver', side);
      return;
    case 'ram':
      ram(ctx, c, t, a.part === 'team' ? 'team' : 'car', side);
      return;
    case 'dust':
      throwDust(ctx, c, t, side);
      return;
    case 'knife':
      throwKnife(ctx, c, t, side, !c.knife);
      return;
    case 'spear':
      thrustSpear(ctx, c, t, side);
      return;
  }
}

/** A lane change: outward 1 MF, inward 2 MF, to the square abreast (the corner shift built in). */
function tryLaneChange(
  race: CmRace,
  c: Chariot,
  dir: Side,
  left: number,
  checked: Set<number>,
  speed: number,
  crossed: ReadonlySet<Obstacle>,
): boolean {
  const ctx = race.ctx;
  const cost = dir < 0 ? RULES.inwardCost.value : RULES.outwardCost.value;
  const to = c.lane + dir;
  if (cost > left || to < 1 || to > 8) return false;
  const sq = laneChangeSquare(c.lane, c.sq, to);
  if (!ctx.freeFor(c, to, sq) || troubling(race, c, to, sq, crossed)) return false;
  const from = c.lane;
  c.lane = to;
  c.sq = sq;
  ctx.pos += cost;
  ctx.step(c);
  rainSlip(race, c, dir);
  if (c.status === 'racing') cornerCheck(race, c, checked, speed, from);
  return true;
}

/** Around something in the way: outward first (cheaper), then inward. */
function avoid(
  race: CmRace,
  c: Chariot,
  left: number,
  checked: Set<number>,
  speed: number,
  crossed: ReadonlySet<Obstacle>,
  straight: boolean,
): boolean {
  const change = (dir: Side) => tryLaneChange(race, c, dir, left, checked, speed, crossed);
  if (straight) return change(1);
  return change(1) || change(-1);
}
