/**
 * The damage table and what reads it: the check at a danger line (the white dice must beat
 * SPEED − LANE), one roll for passing a wreck and two for crossing it, a swerve into the barrier;
 * and the timing die, which places damage read in a chariot's own move along that move.
 */
import { sum } from '../../dice/dice.ts';
import { purpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import type { Roll } from '../../log/schema.ts';
import type { CrudisDraft, DamageRead } from '../../log/v2/crudis.ts';
import { alongside, DANGER_LINE_LABEL, overlaps } from './board.ts';
import { type Held, point, type Turn } from './context.ts';
import { type Chariot, conditionOf } from './state.ts';
import { DAMAGE_TIMING, type DamageRow, type DamageTiming, damageRow, TIMING_LABEL } from './tables.ts';
import type { Walker } from './walk.ts';
import { type WreckCause, wreck } from './wreck.ts';

/** Crossing a danger line: the white dice must beat SPEED − LANE, else the red die is read on
 * the damage table; a wreck's timing is rolled on the timing table. */
export function dangerCheck(t: Turn, w: Walker, line: number, pos: number, speed: number): void {
  const c = w.ch;
  const white = t.r.dice.roll(2, 6, purpose('crudis-danger-white'), c.id);
  const [red] = t.r.dice.roll(1, 6, purpose('crudis-danger-red'), c.id) as [number];
  const target = speed - c.lane;
  const total = sum(white);
  const pass = total > target;
  const rolls: Roll[] = [
    {
      purpose: 'danger line (white dice)',
      dice: '2d6',
      faces: white,
      modifiers: [],
      total,
      target: { op: '>', value: target, formula: `SPEED ${speed} - LANE ${c.lane}` },
      outcome: pass ? 'passes' : 'fails',
    },
  ];
  const damage: DamageRead[] = [];
  const ev = t.slot.add(
    {
      phase: 'move',
      type: 'danger-check',
      chariots: [c.id],
      rule: 'crudis.danger-lines',
      at: { [c.id]: point(c) },
      line,
      speed,
      lane: c.lane,
      passed: pass,
      damage,
      rolls,
      effect: { summary: `${DANGER_LINE_LABEL(line)}: ${pass ? 'safe' : 'fails the check'}` },
    },
    pos,
  );
  if (pass) {
    rolls.push({
      purpose: 'damage (red die)',
      dice: '1d6',
      faces: [red],
      modifiers: [],
      total: red,
      outcome: 'not read: the check passed',
    });
    return;
  }
  const row = readDamage(c, red, rolls);
  const summary = `fails at the danger line: ${row.label}`;
  ev.draft.effect = { summary, condition: { [c.id]: conditionOf(c) } };
  ev.draft.rule = 'crudis.damage-table';
  damage.push({ chariot: c.id, result: row.result, timing: moverDamage(t, w, row, pos, true, ev, rolls) });
  // Damage that counts at once shows in the check's condition; a wreck has its own event.
  if (row.result !== 'wreck') ev.draft.effect = { summary, condition: { [c.id]: conditionOf(c) } };
}

/** Reads a red die on the damage table with the chariot's damage modifier, adding the roll. */
export function readDamage(c: Chariot, face: number, rolls: Roll[], purpose = 'damage (red die)'): DamageRow {
  const total = face + c.damageMod;
  const row = damageRow(total);
  rolls.push({
    purpose,
    dice: '1d6',
    faces: [face],
    modifiers: c.damageMod !== 0 ? [modifier('chariot-damage', c.damageMod, {})] : [],
    total,
    table: 'crudis.damage-table',
    row: String(row.roll),
    outcome: row.label,
  });
  return row;
}

/** The event a roll on the damage table at once makes: a locked chariot's, or a barrier scraped. */
type DamageRollEvent = { type: 'damage'; cause: 'locked' } | { type: 'barrier'; wall: 'spina' | 'outer' };

/** One roll on the damage table, taking effect at once: a wreck happens where the chariot stands. */
export function damageRoll(
  t: Turn,
  c: Chariot,
  pos: number,
  words: string,
  rule: string,
  what: DamageRollEvent,
): void {
  const rolls: Roll[] = [];
  const [face] = t.r.dice.roll(
    1,
    6,
    purpose('crudis-damage', {
      cause: what.type === 'damage' ? 'locked' : what.wall === 'spina' ? 'spina' : 'outer-wall',
    }),
    c.id,
  ) as [number];
  const row = readDamage(c, face, rolls);
  applyDamage(c, row);
  t.slot.add(
    {
      phase: 'move',
      ...what,
      chariots: [c.id],
      rule,
      at: { [c.id]: point(c) },
      damage: [{ chariot: c.id, result: row.result, timing: null }],
      rolls,
      effect: { summary: `${words}: ${row.label}`, condition: { [c.id]: conditionOf(c) } },
    },
    pos,
  );
  if (row.result === 'wreck')
    wreck(t, c, point(c), pos, words, rule, what.type === 'damage' ? 'locked' : 'barrier');
}

export function applyDamage(c: Chariot, row: DamageRow): void {
  c.damageMod += row.damageMod;
  c.moveMod += row.moveMod;
}

/**
 * The damage table read for a chariot in its own move (at a danger line, at a wreck, in its own
 * collision). The timing roll places it along the move: a WRECK! is where the chariot breaks up;
 * other damage takes effect there, so only the rolls after that point read its modifier. Unscathed
 * needs no timing; damage read outside the reader's own move takes effect at once. Returns the
 * timing rolled, or null when none was.
 */
export function moverDamage(
  t: Turn,
  w: Walker,
  row: DamageRow,
  pos: number,
  onLine: boolean,
  ev: Held,
  rolls: Roll[],
): DamageTiming | null {
  if (row.result === 'wreck') return moverWreck(t, w, pos, onLine, ev, rolls);
  if (row.damageMod === 0 && row.moveMod === 0) return null;
  const { at, timing } = timedAt(t, w, pos, onLine, rolls);
  if (at <= pos) applyDamage(w.ch, row);
  else w.deferred.push({ at, row, timing });
  return timing;
}

/** Applies the damage deferred to steps up to `upTo`, logged at step `pos` where it takes effect. */
export function damageDue(t: Turn, w: Walker, upTo: number, pos: number): void {
  const due = w.deferred.filter((d) => d.at <= upTo);
  if (due.length === 0) return;
  w.deferred = w.deferred.filter((d) => d.at > upTo);
  const c = w.ch;
  if (c.status !== 'racing') return;
  for (const { row, timing } of due) {
    applyDamage(c, row);
    const when = timing === 'end' ? 'at the end of the move' : 'half-way through the move';
    t.slot.add(
      {
        phase: 'move',
        type: 'damage',
        chariots: [c.id],
        rule: 'crudis.damage-timing',
        at: { [c.id]: point(c) },
        cause: 'timed',
        damage: [{ chariot: c.id, result: row.result, timing }],
        effect: { summary: `${row.label} takes effect ${when}`, condition: { [c.id]: conditionOf(c) } },
      },
      pos,
    );
  }
}

/**
 * The timing roll for damage read in a chariot's own move: beginning of the move, on the danger
 * line (or, for any other cause, the half-way point of the move), or the end of the move. Returns
 * the step it places the damage at. Damage caused by something met along the way cannot happen
 * before it (house reading).
 */
function timedAt(
  t: Turn,
  w: Walker,
  pos: number,
  onLine: boolean,
  rolls: Roll[],
): { at: number; timing: DamageTiming } {
  const [face] = t.r.dice.roll(1, 6, purpose('crudis-damage-timing'), w.ch.id) as [number];
  const timing = DAMAGE_TIMING[face - 1]!;
  const startPos = w.move.path[0]!.step;
  const total = t.slot.total;
  let at = pos;
  if (timing === 'start') at = onLine ? startPos : pos;
  else if (timing === 'line') at = onLine ? pos : Math.max(pos, Math.ceil(total / 2));
  else at = total;
  rolls.push({
    purpose: 'damage timing',
    dice: '1d6',
    faces: [face],
    modifiers: [],
    total: face,
    table: 'crudis.damage-timing',
    row: String(face),
    outcome: TIMING_LABEL[timing],
  });
  return { at, timing };
}

/** What read a moving chariot's WRECK!, by the type of the event that read it. */
const READ_BY: Readonly<Partial<Record<CrudisDraft['type'], WreckCause>>> = {
  'danger-check': 'danger-line',
  'wreck-pass': 'wreck-pass',
  'wreck-cross': 'wreck-cross',
  collision: 'collision',
  ram: 'ram',
};

/** A moving chariot's wreck, placed by the timing roll (see timedAt); returns that timing. */
function moverWreck(t: Turn, w: Walker, pos: number, onLine: boolean, ev: Held, rolls: Roll[]): DamageTiming {
  const { at, timing } = timedAt(t, w, pos, onLine, rolls);
  const cause = READ_BY[ev.draft.type]!;
  const startPos = w.move.path[0]!.step;
  if (at <= startPos && onLine) {
    // Broken at the start: the chariot never left its squares, so it crossed no line either.
    w.move.path.length = 1;
    w.ch.lane = w.start.lane;
    w.ch.sq = w.start.sq;
    w.ch.laps = w.laps0;
    t.slot.drop(w.lapEvents);
    ev.draft.effect = { ...ev.draft.effect!, condition: { [w.ch.id]: conditionOf(w.ch) } };
    ev.step = startPos;
    ev.draft.at = { [w.ch.id]: point(w.start) };
    wreck(
      t,
      w.ch,
      point(w.start),
      startPos,
      'breaks up at the start of its move',
      'crudis.damage-timing',
      cause,
      timing,
    );
  } else if (at <= pos) {
    wreck(t, w.ch, point(w.ch), pos, 'breaks up', 'crudis.damage-timing', cause, timing);
  } else {
    w.doomedAt = at;
    w.doomedBy = [cause, timing];
  }
  return timing;
}

/** Passing (adjacent) a wreck costs one roll on the damage table; crossing it, two. */
export function wreckChecks(t: Turn, w: Walker, pos: number): void {
  const c = w.ch;
  for (const wr of t.r.state.wrecks) {
    if (c.status !== 'racing' || w.doomedAt !== null) return;
    const need = overlaps(c, wr) ? 2 : alongside(c, wr) ? 1 : 0;
    if (need === 0) continue;
    const done = w.wreckRolls.get(wr) ?? 0;
    if (need <= done) continue;
    w.wreckRolls.set(wr, need);
    const rolls: Roll[] = [];
    const damage: DamageRead[] = [];
    const ev = t.slot.add(
      {
        phase: 'move',
        type: need === 2 ? 'wreck-cross' : 'wreck-pass',
        chariots: [c.id, wr.chariot],
        rule: need === 2 ? 'crudis.crossing-a-wreck' : 'crudis.passing-a-wreck',
        at: { [c.id]: point(c), [wr.chariot]: point(wr) },
        wreck: wr.chariot,
        damage,
        rolls,
      },
      pos,
    );
    let worst: DamageRow | null = null;
    for (let k = done; k < need && c.status === 'racing'; k++) {
      const [face] = t.r.dice.roll(1, 6, purpose('crudis-wreck-on-way', { crossing: need === 2 }), c.id) as [
        number,
      ];
      const row = readDamage(c, face, rolls);
      damage.push({
        chariot: c.id,
        result: row.result,
        timing: moverDamage(t, w, row, pos, false, ev, rolls),
      });
      if (!worst || row.roll < worst.roll) worst = row;
      if (row.result === 'wreck') break;
    }
    ev.draft.effect = {
      summary: `${need === 2 ? 'crosses' : 'passes'} the wreck of ${wr.chariot}: ${worst?.label ?? 'no roll'}`,
      condition: { [c.id]: conditionOf(c) },
    };
  }
}

/** Swerving into the spina or the outer wall scrapes the car: one roll on the damage table (house). */
export function barrierScrape(t: Turn, c: Chariot, lat: number, pos: number): void {
  const wall = lat < 0 ? 'spina' : 'outer';
  damageRoll(t, c, pos, `swerves into the ${lat < 0 ? 'spina' : 'outer wall'}`, 'crudis.barrier-scrape', {
    type: 'barrier',
    wall,
  });
}
