/**
 * Chariots meeting: a collision (one damage roll each; the one who comes off worse is moved aside,
 * or the mover stops behind him), a ram (a deliberate collision), a shove or a move aside without
 * driving, and ripping off a rival's wheels alongside.
 */

import { purpose } from '../../dice/purposes.ts';
import type { Roll } from '../../log/schema.ts';
import type { CrudisDraft, DamageRead } from '../../log/v2/crudis.ts';
import { onBoard, overlaps, type Spot, stepAside } from './board.ts';
import { heldConditions, pathPoint, point, racing, type Turn } from './context.ts';
import { applyDamage, moverDamage, readDamage } from './damage.ts';
import { lockTogether } from './locked.ts';
import type { Chariot } from './state.ts';
import { RIP_LABEL, RIP_RESULTS, RIP_TABLE } from './tables.ts';
import type { Walker } from './walk.ts';
import { wreck } from './wreck.ts';

/**
 * A collision: one damage roll each. If deliberate it is a ram. If the defender comes off worse
 * he is moved aside to make room. Returns whether the mover may go on.
 */
export function collide(
  t: Turn,
  w: Walker,
  d: Chariot,
  deliberate: boolean,
  next: Spot,
  pos: number,
  canShove: boolean,
): boolean {
  const c = w.ch;
  const rolls: Roll[] = [];
  const damage: DamageRead[] = [];
  const draft: CrudisDraft & { type: 'ram' | 'collision' } = {
    phase: 'move',
    type: deliberate ? 'ram' : 'collision',
    chariots: [c.id, d.id],
    rule: deliberate ? 'crudis.ramming' : 'crudis.collision',
    at: { [c.id]: point(c), [d.id]: point(d) },
    target: d.id,
    outcome: 'stopped',
    damage,
    rolls,
  };
  const ev = t.slot.add(draft, pos);
  const held = heldConditions(t.slot);
  const [fa] = t.r.dice.roll(1, 6, purpose('crudis-collision'), c.id) as [number];
  const [fd] = t.r.dice.roll(1, 6, purpose('crudis-collision'), d.id) as [number];
  const ra = readDamage(c, fa, rolls, `damage to ${c.id}`);
  // The mover's timing die is logged right after its own roll, the defender's roll after both.
  const theirs: Roll[] = [];
  const rd = readDamage(d, fd, theirs, `damage to ${d.id}`);
  applyDamage(d, rd);
  if (rd.result === 'wreck') {
    held.hold(c);
    wreck(
      t,
      d,
      point(d),
      pos,
      deliberate ? 'rammed to pieces' : 'smashed in the collision',
      draft.rule,
      deliberate ? 'ram' : 'collision',
    );
    held.settle();
  }
  // The mover's own WRECK! may break it up here, and its wreck bounce onto the defender.
  held.hold(d);
  damage.push({ chariot: c.id, result: ra.result, timing: moverDamage(t, w, ra, pos, false, ev, rolls) });
  held.settle();
  damage.push({ chariot: d.id, result: rd.result, timing: null });
  rolls.push(...theirs);
  let through = false;
  let summary: string;
  if (c.status !== 'racing') {
    draft.outcome = 'wrecked';
    summary = `${c.id} comes off worst`;
  } else if (d.status !== 'racing') {
    through = true;
    draft.outcome = 'drives-on';
    summary = `${d.id} is wrecked; ${c.id} drives on`;
  } else if (rd.roll < ra.roll && canShove) {
    through = shoveAside(t, c, d, next, pos);
    draft.outcome = through ? 'moved-aside' : 'no-room';
    summary = through
      ? `${d.id} comes off worse and is moved aside`
      : `${d.id} comes off worse but has nowhere to go`;
  } else {
    summary = `${c.id} is stopped behind ${d.id}`;
  }
  ev.draft.effect = { summary, condition: held.of(c, d) };
  return through;
}

/** Moves a beaten defender sideways, one or two lanes, just enough to clear the mover's path. */
function shoveAside(t: Turn, c: Chariot, d: Chariot, next: Spot, pos: number): boolean {
  const prefer = Math.sign(d.lane - c.lane) || 1;
  for (const dir of [prefer, -prefer]) {
    for (let n = 1; n <= 2; n++) {
      let spot: Spot = d;
      let ok = true;
      for (let k = 0; k < n; k++) {
        spot = stepAside(spot, dir);
        if (!onBoard(spot) || taken(t, spot, d)) {
          ok = false;
          break;
        }
      }
      if (ok && !overlaps(spot, next)) return shift(t, d, dir, n, pos, 'shove', 'crudis.collision') === n;
    }
  }
  return false;
}

/**
 * Whether a chariot moved without driving (shoved, moved away, drawn abreast, stepping apart)
 * would land on another piece: a racing chariot or a wreck. Only a chariot's own move may take it
 * over a wreck, paying the rolls for crossing it.
 */
export function taken(t: Turn, spot: Spot, self: Chariot): boolean {
  return (
    racing(t.r).some((o) => o !== self && overlaps(spot, o)) ||
    t.r.state.wrecks.some((w) => overlaps(spot, w))
  );
}

/** Sideways displacement without forward movement, as far as the way is clear (up to n lanes). */
export function shift(
  t: Turn,
  v: Chariot,
  dir: number,
  n: number,
  pos: number,
  kind: 'shove' | 'move-away' | 'separate-move',
  rule: string,
): number {
  const path = t.slot.addPath({ phase: 'move', type: kind, chariots: [v.id], rule }, pos, [
    pathPoint(v, pos),
  ]);
  let moved = 0;
  for (let k = 0; k < n; k++) {
    const spot = stepAside(v, dir);
    if (!onBoard(spot) || taken(t, spot, v)) break;
    v.lane = spot.lane;
    v.sq = spot.sq;
    moved++;
    path.path.push(pathPoint(v, pos + (k + 1) * 0.5));
  }
  path.draft.effect = {
    summary:
      moved === 0
        ? 'has no room to move aside'
        : `moved ${moved} lane${moved > 1 ? 's' : ''} ${dir < 0 ? 'in' : 'out'}`,
  };
  return moved;
}

/** Ripping off wheels: 4 manoeuvre points, alongside. Returns true when the move must stop. */
export function ripWheels(t: Turn, c: Chariot, v: Chariot, pos: number): boolean {
  const dice = t.r.dice;
  const [first] = dice.roll(1, 6, purpose('crudis-rip'), c.id) as [number];
  const res = RIP_TABLE[first - 1]!;
  const rolls: Roll[] = [
    {
      purpose: 'rip off wheels',
      dice: '1d6',
      faces: [first],
      modifiers: [],
      total: first,
      table: 'crudis.rip-off-wheels',
      row: String(first),
      outcome: RIP_LABEL[res],
    },
  ];
  const damage: DamageRead[] = [];
  const draft: CrudisDraft & { type: 'rip-wheels' } = {
    phase: 'move',
    type: 'rip-wheels',
    chariots: [c.id, v.id],
    rule: 'crudis.rip-off-wheels',
    at: { [c.id]: point(c), [v.id]: point(v) },
    target: v.id,
    first: res,
    outcome: null,
    damage,
    rolls,
  };
  const ev = t.slot.add(draft, pos);
  let stop = false;
  let summary: string = RIP_LABEL[res];
  const held = heldConditions(t.slot);
  const hit = (who: Chariot): void => {
    const [face] = dice.roll(1, 6, purpose('crudis-wheel-damage'), who.id) as [number];
    const row = readDamage(who, face, rolls, `damage to ${who.id}`);
    damage.push({ chariot: who.id, result: row.result, timing: null });
    applyDamage(who, row);
    if (row.result === 'wreck' && who.status === 'racing') {
      held.hold(who === c ? v : c);
      wreck(t, who, point(who), pos, 'loses a wheel and breaks up', 'crudis.rip-off-wheels', 'rip');
      held.settle();
      if (who === c) stop = true;
    }
  };
  if (res === 'attacker-damaged') hit(c);
  else if (res === 'attacker-lose-control') c.lostControl = true;
  else {
    const [second] = dice.roll(1, 6, purpose('crudis-rip-results'), c.id) as [number];
    const out = RIP_RESULTS[second - 1]!;
    draft.outcome = out;
    summary = RIP_LABEL[out];
    rolls.push({
      purpose: 'rip-off results',
      dice: '1d6',
      faces: [second],
      modifiers: [],
      total: second,
      table: 'crudis.rip-off-results',
      row: String(second),
      outcome: RIP_LABEL[out],
    });
    switch (out) {
      case 'both-damaged':
        hit(c);
        hit(v);
        break;
      case 'lock-together':
        lockTogether(t, c, v, pos);
        stop = true;
        break;
      case 'both-lose-control':
        c.lostControl = true;
        v.lostControl = true;
        break;
      case 'victim-lose-control':
        v.lostControl = true;
        break;
      case 'victim-badly-damaged':
        hit(v);
        if (v.status === 'racing') hit(v);
        break;
    }
  }
  ev.draft.effect = { summary, condition: held.of(c, v) };
  return stop;
}
