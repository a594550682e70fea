/**
 * Chariots locked together (their wheels caught by a rip): each member's turn moves the whole group
 * abreast by its share of the white dice and reads the red die on the locked table (damage, a shift
 * of one lane, forced or chosen, or separation); a rip's "lock together" joins two chariots.
 */

import { purpose } from '../../dice/purposes.ts';
import { shareOfTurn } from '../../kernel/clock.ts';
import { decided } from '../../log/v2/envelope.ts';
import { lateralSteps } from './ai.ts';
import { board, type Spot } from './board.ts';
import { shift, taken } from './contact.ts';
import { conditions, group, pathPoint, type Turn } from './context.ts';
import { damageRoll } from './damage.ts';
import { type Chariot, conditionOf } from './state.ts';
import { LOCKED_LABEL, LOCKED_TABLE } from './tables.ts';
import { walk } from './walk.ts';

export function lockedTurn(t: Turn, c: Chariot, speed: number, red: number): void {
  const members = group(t.r, c);
  const n = members.length;
  const move = Math.floor(speed / n);
  const result = LOCKED_TABLE[red - 1]!;
  // Each member's turn moves the whole group: give this one its share of the turn.
  const index = members.filter((m) => t.moved.has(m.id)).length;
  t.slot.bounds = shareOfTurn(index, n);
  t.slot.total = Math.max(1, move);
  t.slot.add(
    {
      phase: 'move',
      type: 'locked',
      chariots: members.map((m) => m.id),
      rule: 'crudis.locked-together',
      speed,
      squares: move,
      outcome: result,
      effect: { summary: `locked ${n} abreast: moves ${move} (${speed} / ${n}); ${LOCKED_LABEL[result]}` },
    },
    0,
  );
  const othersMoved = members.some((m) => m.id !== c.id && t.moved.has(m.id));
  const damageAll = (): void => {
    for (const m of members)
      if (m.status === 'racing')
        damageRoll(t, m, 0, 'locked together', 'crudis.locked-together', { type: 'damage', cause: 'locked' });
  };
  let lateral = 0;
  switch (result) {
    case 'damaged-remain':
      damageAll();
      break;
    case 'damaged-separate':
      damageAll();
      if (c.status === 'racing') separate(t, c, members, speed, move, othersMoved);
      return;
    case 'must-shift': {
      const [d] = t.r.dice.roll(1, 6, purpose('crudis-locked-shift'), c.id) as [number];
      lateral = d <= 3 ? -1 : 1;
      t.slot.add(
        {
          phase: 'move',
          type: 'locked-shift',
          chariots: members.map((m) => m.id),
          rule: 'crudis.locked-together',
          lanes: lateral,
          rolls: [
            {
              purpose: 'locked shift: 1-3 in, 4-6 out',
              dice: '1d6',
              faces: [d],
              modifiers: [],
              total: d,
              outcome: lateral < 0 ? '1 lane in' : '1 lane out',
            },
          ],
          effect: { summary: `must move ${lateral < 0 ? 'in' : 'out'} one lane` },
        },
        0,
      );
      break;
    }
    case 'may-shift': {
      const inner = members[0]!.lane;
      const outer = members[members.length - 1]!.lane;
      const pick = t.r.decide('lockedShift', c.id, { inner, outer });
      lateral = pick.value;
      t.slot.add(
        {
          phase: 'move',
          type: 'decision',
          chariots: [c.id],
          rule: 'crudis.locked-together',
          decision: decided('lockedShift', pick),
        },
        0,
      );
      break;
    }
    case 'separate':
      separate(t, c, members, speed, move, othersMoved);
      return;
  }
  const live = members.filter((m) => m.status === 'racing');
  if (live.length === 0) return;
  walk(t, live, lateralSteps(move, lateral, true), {
    kind: 'locked-move',
    rule: 'crudis.locked-together',
    speed: move,
    startPos: 0,
    ram: null,
    rip: null,
  });
}

/**
 * Separation, in the seed's strict form for 3+ chariots: if another locked chariot has already
 * moved this turn, move the divided distance then separate 1 square; otherwise separate 1 square
 * and move the full move forward. `locked` is the group as it stood when the turn began.
 */
function separate(
  t: Turn,
  c: Chariot,
  locked: readonly Chariot[],
  speed: number,
  move: number,
  othersMoved: boolean,
): void {
  const members = group(t.r, c).filter((m) => m.status === 'racing');
  if (members.length < 2) {
    // The others were wrecked by the damage roll: the wheels came apart with them and their
    // wrecks have bounced away, so there is no square to move apart; the chariot moves as the
    // separating chariot does, its full move unless a locked partner has moved this turn.
    const partners = locked.filter((o) => o !== c && o.status !== 'racing');
    c.lock = null;
    const forward = othersMoved ? move : speed;
    t.slot.total = Math.max(1, forward);
    t.slot.add(
      {
        phase: 'move',
        type: 'separate',
        chariots: [c.id, ...partners.map((o) => o.id)],
        rule: 'crudis.chariots-separate',
        breaker: c.id,
        from: partners.map((o) => o.id),
        effect: {
          summary: `${c.id} breaks free (${partners.map((o) => `${o.id} ${o.status}`).join(', ')})`,
          condition: { [c.id]: conditionOf(c) },
        },
      },
      0,
    );
    walk(t, [c], new Array<number>(forward).fill(0), {
      kind: 'move',
      rule: 'crudis.chariots-separate',
      speed: forward,
      startPos: 0,
      ram: null,
      rip: null,
    });
    return;
  }
  const unlock = (): void => {
    const g = c.lock;
    c.lock = null;
    const rest = t.r.state.chariots.filter((o) => o.lock === g);
    if (rest.length < 2) for (const o of rest) o.lock = null;
  };
  const dir = members[0]!.id === c.id ? -1 : 1;
  const apart = (pos: number): void => {
    unlock();
    t.slot.add(
      {
        phase: 'move',
        type: 'separate',
        chariots: members.map((m) => m.id),
        rule: 'crudis.chariots-separate',
        breaker: c.id,
        from: members.filter((m) => m !== c).map((m) => m.id),
        effect: { summary: `${c.id} breaks free`, condition: conditions(...members) },
      },
      pos,
    );
    // The separating chariot moves one lane away from the others (outer chariots of a group in
    // the middle take those outside them along).
    const movers = dir < 0 ? [c] : members.filter((m) => m.lane >= c.lane).reverse();
    for (const m of movers) shift(t, m, dir, 1, pos, 'separate-move', 'crudis.chariots-separate');
  };
  if (othersMoved) {
    t.slot.total = Math.max(1, move) + 1;
    walk(t, members, new Array<number>(move).fill(0), {
      kind: 'locked-move',
      rule: 'crudis.locked-together',
      speed: move,
      startPos: 0,
      ram: null,
      rip: null,
    });
    if (c.status === 'racing') apart(move);
  } else {
    t.slot.total = Math.max(1, speed) + 1;
    apart(0);
    if (c.status === 'racing') {
      walk(t, [c], new Array<number>(speed).fill(0), {
        kind: 'move',
        rule: 'crudis.chariots-separate',
        speed,
        startPos: 1,
        ram: null,
        rip: null,
      });
    }
  }
}

/** Locks two chariots (and any already locked to them); the attacker draws exactly abreast. */
export function lockTogether(t: Turn, a: Chariot, b: Chariot, pos: number): void {
  const abreast: Spot = { lane: a.lane, sq: board.transfer(b.lane, b.sq, a.lane) };
  if (abreast.sq !== a.sq && !taken(t, abreast, a)) {
    t.slot.addPath(
      {
        phase: 'move',
        type: 'lock-move',
        chariots: [a.id],
        rule: 'crudis.locked-together',
        target: b.id,
        effect: { summary: `wheels caught: draws abreast of ${b.id}` },
      },
      pos,
      [pathPoint(a, pos), pathPoint(abreast, pos + 0.5)],
    );
    a.sq = abreast.sq;
  }
  const s = t.r.state;
  const id = a.lock ?? b.lock ?? s.nextLock++;
  const old = [a.lock, b.lock].filter((x): x is number => x !== null && x !== id);
  for (const c of s.chariots)
    if (c === a || c === b || (c.lock !== null && old.includes(c.lock))) c.lock = id;
}
