/** After the moves: runaway teams, dragged drivers, drivers on foot making for the wall. */

import { purpose } from '../../dice/purposes.ts';
import { footPoint, point } from './context.ts';
import type { CmRace } from './race.ts';
import { aliveHorses, type Chariot } from './state.ts';
import { RULES } from './tables.ts';

export function afterMoves(race: CmRace, c: Chariot): void {
  const ctx = race.ctx;
  if (c.team === 'runaway') runaway(race, c);
  if (c.driver === 'dragged') dragged(race, c);
  if (c.driver === 'on-foot' && c.foot) {
    const left = c.spec.driverHits - c.driverHits;
    const per = ctx.mud() ? 3 : 2;
    const squares = Math.ceil(left / per);
    c.foot = { lane: c.foot.lane + squares, sq: c.foot.sq };
    const off = c.foot.lane > 8;
    ctx.emit({
      phase: 'after-moves',
      type: 'on-foot',
      chariots: [c.id],
      rule: 'circus-maximus.driver-on-foot',
      what: 'runs',
      squares,
      safe: off,
      cause: null,
      by: null,
      at: { [c.id]: footPoint(c.foot) },
      effect: {
        summary: off
          ? `${c.id}'s driver reaches the wall and climbs to safety`
          : `${c.id}'s driver runs ${squares} square${squares === 1 ? '' : 's'} toward the wall`,
        condition: ctx.cond(c),
      },
    });
    if (off) c.foot = null;
  }
}

function runaway(race: CmRace, c: Chariot): void {
  const ctx = race.ctx;
  if (c.runawayTurns >= RULES.runawayTurns.value || aliveHorses(c) === 0) {
    c.team = 'stopped';
    ctx.emit({
      phase: 'after-moves',
      type: 'runaway',
      chariots: [c.id],
      rule: 'circus-maximus.runaway-team',
      what: 'caught',
      squares: null,
      cause: null,
      by: null,
      effect: {
        summary: `attendants catch ${c.id}'s runaway team and lead it off`,
        condition: ctx.cond(c),
      },
    });
    if (c.driver === 'dragged') freeDragged(race, c, 'freed');
    return;
  }
  c.runawayTurns += 1;
  const rolled = ctx.roll(RULES.runawayDice.value, 6, purpose('cm-runaway', { id: c.id }));
  const { total } = rolled;
  const from = point(c);
  const path = [{ ...from, f: 1 }];
  for (let n = 0; n < total; n++) {
    if (ctx.occupant(c.lane, c.sq + 1, c) || ctx.obstacleAt(c.lane, c.sq + 1)) break;
    c.sq += 1;
    path.push({ lane: c.lane, sq: c.sq, f: 1 });
  }
  const ran = path.length - 1;
  ctx.emit({
    phase: 'after-moves',
    type: 'runaway',
    chariots: [c.id],
    rule: 'circus-maximus.runaway-team',
    what: 'runs',
    squares: ran,
    cause: null,
    by: null,
    rolls: [
      ctx.record(rolled, {
        outcome: `runs ${ran} of ${total} squares`,
      }),
    ],
    ...(ran > 0 ? { path } : {}),
    effect: {
      summary: `${c.id}'s runaway team gallops ${ran} square${ran === 1 ? '' : 's'}`,
      condition: ctx.cond(c),
    },
  });
}

function dragged(race: CmRace, c: Chariot): void {
  const ctx = race.ctx;
  if (c.driverHits >= c.spec.driverHits) return; // a body: nothing more to roll
  const per = ctx.mud() ? 3 : 2;
  const rolled = ctx.roll(1, 6, purpose('cm-dragged', { id: c.id }));
  const { total } = rolled;
  const hits = Math.ceil(total / per);
  c.driverHits = Math.min(c.spec.driverHits, c.driverHits + hits);
  const dead = c.driverHits >= c.spec.driverHits;
  if (dead) c.driver = 'down';
  ctx.emit({
    phase: 'after-moves',
    type: 'dragged',
    chariots: [c.id],
    rule: 'circus-maximus.dragged-driver',
    what: 'hurt',
    hits,
    cause: null,
    by: null,
    rolls: [
      ctx.record(rolled, {
        outcome: `${hits} hit${hits === 1 ? '' : 's'} (one ${per === 3 ? 'third' : 'half'}, rounded up)`,
      }),
    ],
    effect: {
      summary: `${c.id}'s driver is dragged: ${hits} hit${hits === 1 ? '' : 's'}${dead ? ', and he is down' : ''}`,
      condition: ctx.cond(c),
    },
  });
  if (dead || !(c.smallKnife || c.knife)) return;
  const cut = ctx.roll(1, 6, purpose('cm-cut-free', { id: c.id }));
  const ok = cut.total >= RULES.cutFreeTarget.value;
  const event = {
    phase: 'after-moves',
    chariots: [c.id],
    rule: 'circus-maximus.cut-free',
    rolls: [
      ctx.record(cut, {
        target: { op: '>=', value: RULES.cutFreeTarget.value },
        outcome: ok ? 'cut free' : 'still tangled',
      }),
    ],
  };
  if (ok)
    ctx.emit({
      ...event,
      type: 'cut-free',
      what: 'driver',
      horse: null,
      effect: { summary: `${c.id}'s driver cuts himself free` },
    });
  else
    ctx.emit({
      ...event,
      type: 'dragged',
      what: 'tangled',
      hits: null,
      cause: null,
      by: null,
      effect: { summary: `${c.id}'s driver cannot reach the reins with his knife` },
    });
  if (ok) freeDragged(race, c, 'cut-free');
}

/** A dragged driver let go: cut free, or freed by the attendants who catch his team. */
function freeDragged(race: CmRace, c: Chariot, freed: 'cut-free' | 'freed'): void {
  const how = freed === 'cut-free' ? 'cut free' : 'the attendants free him';
  if (c.driverHits >= c.spec.driverHits) {
    // A body, not a man on foot: nothing more happens to him.
    c.driver = 'down';
    c.foot = null;
    race.ctx.emit({
      phase: 'after-moves',
      type: 'dragged',
      chariots: [c.id],
      rule: 'circus-maximus.dragged-driver',
      what: 'body-cut-loose',
      hits: null,
      cause: null,
      by: null,
      effect: { summary: `${c.id}'s driver's body is cut loose (${how})`, condition: race.ctx.cond(c) },
    });
    return;
  }
  c.driver = 'on-foot';
  c.foot = { lane: c.lane, sq: c.sq - 1 };
  race.ctx.emit({
    phase: 'after-moves',
    type: 'on-foot',
    chariots: [c.id],
    rule: 'circus-maximus.driver-on-foot',
    what: freed,
    squares: null,
    safe: false,
    cause: null,
    by: null,
    at: { [c.id]: footPoint(c.foot) },
    effect: { summary: `${c.id}'s driver is on foot (${how})`, condition: race.ctx.cond(c) },
  });
}
