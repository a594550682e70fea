/** The passing phases (seed 3.6-3.8, A17-A19): straights and bends, one go per team. */

import { purpose } from '../../dice/purposes.ts';
import type { Decided } from '../../kernel/requests.ts';
import type { PassKind } from './ai.ts';
import { playCards } from './cards.ts';
import {
  cond,
  decided,
  emit,
  emitMove,
  fatigue,
  type Hip,
  layout,
  ordinal,
  renumber,
  team,
} from './context.ts';
import { crashInLap, save } from './crashes.ts';
import { seatsFrom } from './events-phase.ts';
import { teamRoll } from './rolls.ts';
import type { Team } from './state.ts';
import type { Stat } from './tables.ts';

export const PHASES = ['straight-1', 'bend-1', 'straight-2', 'bend-2'] as const;

/**
 * One passing phase: the team that goes first in the lap (or, crashed since, the one now last)
 * opens; goes pass to the left on the straights, to the right in the bends; each team may try to
 * pass the one directly ahead.
 */
export function passingPhase(h: Hip): void {
  const s = h.state;
  const phase = PHASES[s.phase]!;
  const kind: PassKind = s.phase % 2 === 0 ? 'straight' : 'bend';
  const first = team(h, s.firstOfLap).status === 'racing' ? s.firstOfLap : s.order[s.order.length - 1]!;
  const goes = seatsFrom(h, first, kind === 'straight' ? 1 : -1);
  const n = goes.length;
  const rule = kind === 'straight' ? 'hippodrome.straight-phase' : 'hippodrome.bend-phase';
  const l = layout(h);
  for (const [k, t] of goes.entries()) {
    if (s.over) return;
    const f = (k + 1) / (n + 1);
    // Goes without a meeting need no keyframe of their own: the teams run on to the next one.
    if (t.status !== 'racing') continue;
    const place = s.order.indexOf(t.id);
    if (place === 0) {
      emit(
        h,
        {
          phase,
          type: 'hold',
          chariots: [t.id],
          rule: 'hippodrome.one-go',
          target: null,
          effect: { summary: 'leads: nobody ahead to pass' },
        },
        f,
      );
      continue;
    }
    const defender = team(h, s.order[place - 1]!);
    const pick = h.decide('attempt', t.id, { defender: defender.id, kind });
    if (!pick.value) {
      emit(
        h,
        {
          phase,
          type: 'hold',
          chariots: [t.id, defender.id],
          rule: 'hippodrome.one-go',
          target: defender.id,
          decision: decided('attempt', pick, ['pass', 'hold']),
          effect: { summary: pick.note.choice },
        },
        f,
      );
      continue;
    }
    for (const step of l.step(s.order, f, {
      tight: kind === 'bend',
      alongside: { passer: t.id, defender: defender.id },
    }))
      emitMove(h, step, rule, phase, step.id === t.id ? `pulls alongside ${defender.id}` : 'runs on');
    pass(h, t, defender, kind, phase, f, pick);
  }
  if (s.over) return;
  for (const step of l.step(s.order, 1, { tight: true })) emitMove(h, step, rule, phase, 'runs on');
  // The order at the end of the phase, where each team stands: the viewer brings them all there
  // at the same instant, so the order on the track is the order of the places.
  const order = [...s.order];
  emit(
    h,
    {
      phase,
      type: 'order',
      chariots: order,
      order,
      rule: 'hippodrome.places',
      at: Object.fromEntries(order.map((id) => [id, l.point(id)])),
      effect: {
        summary: `order after the ${phase.replace('-1', ' (1st)').replace('-2', ' (2nd)')} phase: ${order.map((id, i) => `${i + 1}. ${id}`).join(', ')}`,
      },
    },
    1,
  );
}

function pass(
  h: Hip,
  t: Team,
  d: Team,
  kind: PassKind,
  phase: string,
  f: number,
  pick: Decided<boolean>,
): void {
  const s = h.state;
  const l = layout(h);
  const [aStat, dStat]: [Stat, Stat] = kind === 'straight' ? ['speed', 'block'] : ['cut', 'turn'];
  const aBase = t.stats[aStat] + (aStat === 'cut' ? t.cutRolls : 0) + fatigue(h, t);
  const dBase = d.stats[dStat] + fatigue(h, d);
  const aCards = playCards(h, t, aStat, 'pass', aBase - dBase, phase, f);
  const dCards = playCards(h, d, dStat, 'defend', dBase - aBase - 2 * aCards.length, phase, f);
  const pass = (stat: Stat) => purpose('hippodrome-pass', { kind, stat });
  const a = teamRoll(h.dice, t, aStat, pass(aStat), fatigue(h, t), aCards);
  const b = teamRoll(h.dice, d, dStat, pass(dStat), fatigue(h, d), dCards);
  const at = { [t.id]: l.point(t.id), [d.id]: l.point(d.id) };
  let summary: string;
  const result = a.total > b.total ? 'passes' : a.total < b.total ? 'held' : 'tie';
  if (a.total > b.total) {
    const i = s.order.indexOf(d.id);
    s.order[i] = t.id;
    s.order[i + 1] = d.id;
    renumber(h);
    l.setMargin(d.id, a.total - b.total);
    a.roll.outcome = 'passes';
    b.roll.outcome = 'beaten';
    summary = `${t.id} passes ${d.id} (${a.total} to ${b.total}) and takes ${ordinal(t.place!)} place`;
  } else if (a.total < b.total) {
    l.setMargin(t.id, b.total - a.total);
    a.roll.outcome = 'held off';
    b.roll.outcome = 'holds';
    summary = `${d.id} holds off ${t.id} (${b.total} to ${a.total})`;
  } else {
    l.setMargin(t.id, 0);
    a.roll.outcome = 'tie';
    b.roll.outcome = 'tie';
    summary =
      kind === 'straight'
        ? `${a.total} all: the wheels of ${t.id} and ${d.id} lock`
        : `${a.total} all: ${t.id} and ${d.id} run into each other`;
  }
  emit(
    h,
    {
      phase,
      type: 'pass',
      chariots: [t.id, d.id],
      rule: kind === 'straight' ? 'hippodrome.straight-pass' : 'hippodrome.bend-pass',
      target: d.id,
      result,
      rolls: [a.roll, b.roll],
      at,
      decision: decided('attempt', pick, ['pass', 'hold']),
      effect: { summary, condition: cond(t, d) },
    },
    f,
  );
  if (a.total === b.total) entangle(h, t, d, kind, phase, f);
}

/** Tied pass: both roll Turn; the lower makes a Cool save, both on a second tie (seed). */
function entangle(h: Hip, rear: Team, front: Team, kind: PassKind, phase: string, f: number): void {
  const rEdge = fatigue(h, rear) + rear.stats.turn - front.stats.turn - fatigue(h, front);
  const rc = playCards(h, rear, 'turn', 'entangle', rEdge, phase, f);
  const fEdge = fatigue(h, front) + front.stats.turn - rear.stats.turn - fatigue(h, rear);
  const fc = playCards(h, front, 'turn', 'entangle', fEdge, phase, f);
  const r = teamRoll(h.dice, rear, 'turn', purpose('hippodrome-entanglement'), fatigue(h, rear), rc);
  const q = teamRoll(h.dice, front, 'turn', purpose('hippodrome-entanglement'), fatigue(h, front), fc);
  const losers = r.total < q.total ? [rear] : q.total < r.total ? [front] : [rear, front];
  r.roll.outcome = losers.includes(rear) ? 'must save' : 'clear';
  q.roll.outcome = losers.includes(front) ? 'must save' : 'clear';
  const l = layout(h);
  emit(
    h,
    {
      phase,
      type: 'collision',
      chariots: [rear.id, front.id],
      kind: kind === 'straight' ? 'entangled' : 'bend',
      saves: losers.map((x) => x.id),
      rule: kind === 'straight' ? 'hippodrome.entanglement' : 'hippodrome.bend-collision',
      rolls: [r.roll, q.roll],
      at: { [rear.id]: l.point(rear.id), [front.id]: l.point(front.id) },
      effect: {
        summary: `${kind === 'straight' ? 'entangled wheels' : 'collision'}: ${losers.map((x) => x.id).join(' and ')} must make a Cool save`,
      },
    },
    f,
  );
  const crashed: Team[] = [];
  for (const x of losers) {
    const other = x === rear ? front : rear;
    if (!save(h, x, 'cool', other.id, 'save', 'collision', f, fatigue(h, x), phase)) crashed.push(x);
  }
  if (crashed.length > 0)
    crashInLap(
      h,
      crashed.sort((a, b) => a.place! - b.place!),
      f,
      phase,
    );
}
