/**
 * The steps of a Crudis turn: the order of moves (furthest forward first), then each chariot's
 * turn in that order: its dice (white for movement, red for manoeuvre, or for the swerve or the
 * locked table), its move, and at the end of the move whipping for speed and whipping a rival.
 */
import { sum } from '../../dice/dice.ts';
import { purpose } from '../../dice/purposes.ts';
import { TurnSlot } from '../../kernel/clock.ts';
import { placeTurnFinishes } from '../../kernel/results.ts';
import { modifier } from '../../log/modifier.ts';
import type { RaceEvent, Roll } from '../../log/schema.ts';
import type { DamageRead } from '../../log/v2/crudis.ts';
import { type DecisionV2, decided } from '../../log/v2/envelope.ts';
import { lateralSteps, whipTargets } from './ai.ts';
import { frontStation, onStraight } from './board.ts';
import { shift } from './contact.ts';
import {
  byId,
  type CruRace,
  emit,
  flush,
  heldConditions,
  lockMates,
  point,
  racing,
  type Turn,
} from './context.ts';
import type { WhipAttackValue } from './decisions.ts';
import { lockedTurn } from './locked.ts';
import { type Chariot, conditionOf } from './state.ts';
import {
  damageRow,
  LOCKED_LABEL,
  LOCKED_TABLE,
  RULES,
  SWERVE_LABEL,
  SWERVE_LANES,
  WHIP_RESULT_LABEL,
  WHIP_TABLE,
  type WhipTarget,
} from './tables.ts';
import { walk } from './walk.ts';
import { wreck } from './wreck.ts';

/** Order of moves: furthest forward first; ties to the one closest to the spina. */
export function moveOrder(r: CruRace): Chariot[] {
  return racing(r)
    .map((c) => ({ c, st: frontStation(c) }))
    .sort((a, b) => b.st - a.st || a.c.lane - b.c.lane)
    .map((x) => x.c);
}

/** The start of the turn: the order of moves is fixed and announced. */
export function orderOfMoves(r: CruRace): void {
  r.state.order = moveOrder(r).map((c) => c.id);
  emit(r, {
    phase: 'turn-start',
    type: 'turn-start',
    chariots: r.state.order,
    rule: 'crudis.order-of-moves',
    order: [...r.state.order],
    effect: { summary: `order of moves: ${r.state.order.join(', ')}` },
  });
}

/** Each chariot still racing takes its turn, in the order of moves. */
export function moves(r: CruRace): void {
  const t: Turn = { r, slot: new TurnSlot(), moved: new Set() };
  const first = r.events.length;
  const before = r.state.chariots.filter((c) => c.status === 'finished').length;
  for (const id of r.state.order) {
    const c = byId(r, id);
    if (c.status !== 'racing') continue;
    takeTurn(t, c);
    t.moved.add(c.id);
  }
  const finishes = r.events.slice(first).filter((e) => e.type === 'finish');
  placeTurnFinishes(
    finishes as Array<RaceEvent & { place: number }>,
    before,
    (id) => byId(r, id).finishedAt!,
  );
}

function takeTurn(t: Turn, c: Chariot): void {
  t.slot = new TurnSlot();
  const white = t.r.dice.roll(2, 6, purpose('crudis-white'), c.id);
  const [red] = t.r.dice.roll(1, 6, purpose('crudis-red'), c.id) as [number];
  const speed = Math.max(0, sum(white) + c.moveMod);
  t.slot.add(
    {
      phase: 'move',
      type: 'roll',
      chariots: [c.id],
      rule: 'crudis.normal-move',
      speed,
      red,
      reads: c.lock !== null ? 'locked' : c.lostControl ? 'swerve' : 'manoeuvre',
      rolls: [
        {
          purpose: 'forward movement (white dice)',
          dice: '2d6',
          faces: white,
          modifiers: c.moveMod !== 0 ? [modifier('horse-injuries', c.moveMod, {})] : [],
          total: speed,
          outcome: `${speed} square${speed === 1 ? '' : 's'} forward`,
        },
        {
          purpose:
            c.lock !== null
              ? 'locked-together table (red die)'
              : c.lostControl
                ? 'swerve (red die)'
                : 'manoeuvre (red die)',
          dice: '1d6',
          faces: [red],
          modifiers: [],
          total: red,
          outcome:
            c.lock !== null
              ? LOCKED_LABEL[LOCKED_TABLE[red - 1]!]
              : c.lostControl
                ? `swerve ${SWERVE_LABEL[red - 1]}`
                : `${red} manoeuvre point${red === 1 ? '' : 's'}`,
        },
      ],
    },
    0,
  );
  if (c.lock !== null) lockedTurn(t, c, speed, red);
  else if (c.lostControl) swerveTurn(t, c, speed, red);
  else normalTurn(t, c, speed, red);
  flush(t);
}

function normalTurn(t: Turn, c: Chariot, speed: number, red: number): void {
  const position = t.r.def.view(t.r, c.id);
  const plan = t.r.decide('move', c.id, { white: speed, red, position });
  const { ram, rip, forward, laterals } = plan.value;
  t.slot.total = Math.max(1, forward);
  t.slot.add(
    {
      phase: 'move',
      type: 'decision',
      chariots: ram ? [c.id, ram] : rip ? [c.id, rip.target] : [c.id],
      rule: ram ? 'crudis.ramming' : rip ? 'crudis.rip-off-wheels' : 'crudis.normal-move',
      decision: decided('move', plan),
    },
    0,
  );
  const { ended, squares } = walk(t, [c], laterals, {
    kind: 'move',
    rule: 'crudis.normal-move',
    // SPEED at a danger line: the squares this move covers (a ram costs one of them).
    speed: forward - (ram ? RULES.ramMoveCost.value : 0),
    startPos: 0,
    ram,
    rip: rip ? { ...rip } : null,
  });
  if (ended === 'wrecked' || c.status !== 'racing') return;
  endOfMove(t, c, squares);
}

function swerveTurn(t: Turn, c: Chariot, speed: number, red: number): void {
  c.lostControl = false;
  const swerve = SWERVE_LANES[red - 1]!;
  t.slot.total = Math.max(1, speed);
  t.slot.add(
    {
      phase: 'move',
      type: 'lose-control',
      chariots: [c.id],
      rule: 'crudis.lose-control',
      lanes: swerve,
      effect: {
        summary: `out of control: swerves ${SWERVE_LABEL[red - 1]}`,
        condition: { [c.id]: conditionOf(c) },
      },
    },
    0,
  );
  walk(t, [c], lateralSteps(speed, swerve, true), {
    kind: 'swerve',
    rule: 'crudis.lose-control',
    speed,
    startPos: 0,
    ram: null,
    rip: null,
  });
}

/** End of move: whip for speed on a straight, then perhaps whip a rival within reach. */
function endOfMove(t: Turn, c: Chariot, moved: number): void {
  const r = t.r;
  if (c.whip && !c.lostControl && onStraight(c) && c.status === 'racing') {
    const choice = r.decide('whipSpeed', c.id, {});
    if (choice.value) whipForSpeed(t, c, moved, decided('whipSpeed', choice));
    else declined(t, c, decided('whipSpeed', choice));
  }
  if (c.status !== 'racing' || !c.whip) return;
  const lockedWith = new Set(lockMates(r, c).map((m) => m.id));
  const reach = racing(r)
    .filter((o) => o.id !== c.id && !lockedWith.has(o.id))
    .map((o) => ({ target: o.id, parts: whipTargets(c, o) }));
  if (!reach.some((x) => x.parts.length > 0)) return;
  const attack = r.decide('whipAttack', c.id, { reach });
  const { value } = attack;
  if (!value) {
    declined(t, c, decided('whipAttack', attack));
    return;
  }
  whipAttack(t, c, byId(r, value.target), value.part, decided('whipAttack', { ...attack, value }));
}

type WhipSpeedDecision = DecisionV2 & { kind: 'whipSpeed'; value: boolean };
type WhipAttackDecision = DecisionV2 & { kind: 'whipAttack'; value: WhipAttackValue };

/** A decision that produced no event of its own (no whip): it goes on a `decide` event. */
function declined(t: Turn, c: Chariot, decision: DecisionV2): void {
  t.slot.add(
    { phase: 'end-of-move', type: 'decide', chariots: [c.id], rule: decisionRule(decision.kind), decision },
    t.slot.total,
  );
}

const decisionRule = (kind: string): string =>
  kind === 'whipSpeed' ? 'crudis.whip-for-speed' : 'crudis.whip-to-attack';

function whipForSpeed(t: Turn, c: Chariot, moved: number, decision: WhipSpeedDecision): void {
  const pos = t.slot.total;
  const white = t.r.dice.roll(2, 6, purpose('crudis-whip-white'), c.id);
  const [red] = t.r.dice.roll(1, 6, purpose('crudis-whip-red'), c.id) as [number];
  const rolls: Roll[] = [
    {
      purpose: 'extra forward movement (red die)',
      dice: '1d6',
      faces: [red],
      modifiers: [],
      total: red,
      outcome: `${red} extra square${red === 1 ? '' : 's'}, no manoeuvring`,
    },
  ];
  const damage: DamageRead[] = [];
  for (const [i, face] of white.entries()) {
    const row = damageRow(face + c.damageMod);
    damage.push({ chariot: c.id, result: row.result, timing: null });
    const horse = row.result === 'horse-hurt' || row.result === 'horse-badly-hurt';
    rolls.push({
      purpose: `horse damage, white die ${i + 1}`,
      dice: '1d6',
      faces: [face],
      modifiers: c.damageMod !== 0 ? [modifier('chariot-damage', c.damageMod, {})] : [],
      total: face + c.damageMod,
      table: 'crudis.damage-table',
      row: String(row.roll),
      outcome: horse ? row.label : `${row.label}: ignored (only horse damage counts)`,
    });
    if (horse) c.moveMod += row.moveMod;
  }
  t.slot.add(
    {
      phase: 'end-of-move',
      type: 'whip-speed',
      chariots: [c.id],
      rule: 'crudis.whip-for-speed',
      rolls,
      decision,
      squares: red,
      damage,
      effect: { summary: `whips on for ${red} more squares`, condition: { [c.id]: conditionOf(c) } },
    },
    pos,
  );
  t.slot.total += red;
  walk(t, [c], new Array<number>(red).fill(0), {
    kind: 'whip-move',
    rule: 'crudis.whip-for-speed',
    speed: moved + red,
    startPos: pos,
    ram: null,
    rip: null,
  });
}

function whipAttack(t: Turn, c: Chariot, v: Chariot, part: WhipTarget, decision: WhipAttackDecision): void {
  const pos = t.slot.total;
  const [roll] = t.r.dice.roll(1, 6, purpose('crudis-whip-attack', { target: v.id }), c.id) as [number];
  const result = WHIP_TABLE[part][roll - 1]!;
  const partLabel = part === 'outer-horses' ? 'outer horses' : part;
  const ev = t.slot.add(
    {
      phase: 'end-of-move',
      type: 'whip-attack',
      chariots: [c.id, v.id],
      rule: 'crudis.whip-to-attack',
      at: { [c.id]: point(c), [v.id]: point(v) },
      decision,
      target: v.id,
      part,
      result,
      rolls: [
        {
          purpose: `whip attack on the ${partLabel}`,
          dice: '1d6',
          faces: [roll],
          modifiers: [],
          total: roll,
          table: `crudis.whip-table.${part}`,
          row: String(roll),
          outcome: WHIP_RESULT_LABEL[result],
        },
      ],
      effect: { summary: WHIP_RESULT_LABEL[result] },
    },
    pos,
  );
  const held = heldConditions(t.slot);
  switch (result) {
    case 'attacker-lose-control':
      c.lostControl = true;
      break;
    case 'attacker-lose-whip':
      c.whip = false;
      break;
    case 'victim-move-away':
      shift(
        t,
        v,
        Math.sign(v.lane - c.lane) || 1,
        RULES.moveAwaySquares.value,
        pos,
        'move-away',
        'crudis.whip-to-attack',
      );
      break;
    case 'victim-lose-control':
      v.lostControl = true;
      break;
    case 'victim-horse-hurt':
      v.moveMod -= 1;
      break;
    case 'victim-horse-injured':
      v.moveMod -= 2;
      break;
    case 'victim-wrecked':
      // The wreck may bounce onto the attacker: that collision's own events say what it did to
      // him, and the attack gives him as the attack left him (heldConditions, as collide does).
      held.hold(c);
      wreck(t, v, point(v), pos, 'whipped off his car', 'crudis.whip-to-attack', 'whip');
      held.settle();
      break;
    case 'none':
      break;
  }
  ev.draft.effect = { ...ev.draft.effect!, condition: held.of(c, v) };
}
