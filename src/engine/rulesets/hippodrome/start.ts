/** Step III, the start (log turn 1, and turn 2 when Favori de l'empereur runs it again). */

import { purpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import type { Roll } from '../../log/schema.ts';
import { cond, decided, emit, emitMove, type Hip, layout, plainRoll, renumber, team } from './context.ts';
import { crash, save } from './crashes.ts';
import { rollOff } from './deck.ts';
import { checkOver } from './finish.ts';
import { START_SPAN } from './layout.ts';
import { teamRoll } from './rolls.ts';
import type { Team } from './state.ts';
import { STALL_BONUS } from './tables.ts';

/**
 * The start. With Favori de l'empereur in play, a start in which Green crashes is voided: the
 * teams are set back in their stalls and the next log turn runs it again (so the voided start's
 * events keep their times); the second one stands whatever happens.
 */
export function startStep(h: Hip): void {
  const s = h.state;
  const favourite = s.teams.some((t) => t.kept.includes('R04'));
  const canVoid = s.stage === 'start' && favourite && !s.favouriteSpent;
  if (startAttempt(h, canVoid)) {
    s.favouriteSpent = true;
    s.wrecks.splice(0);
    for (const t of s.teams) {
      t.status = 'racing';
      t.driver = 'aboard';
      t.horses = [1, 2, 3, 4];
      t.start = null;
    }
    emit(
      h,
      {
        phase: 'start',
        type: 'restart',
        chariots: s.teams.map((t) => t.id),
        rule: 'hippodrome.favourite-restart',
        effect: {
          summary: "Green, the Emperor's Favourite, crashed at the start: the start is run again",
          condition: cond(...s.teams),
        },
      },
      1,
    );
    s.stage = 'start-again';
    return;
  }
  checkOver(h, 1);
  // The laps begin with the next turn (the step that ends the turn sets lap 1).
  s.stage = 'laps';
}

/**
 * One start: choices, effort rolls, collisions of equal efforts, places. Returns true when it is
 * voided (Green crashed with Favori de l'empereur in play): its events are logged where the
 * teams stand, and nobody moves.
 */
function startAttempt(h: Hip, canVoid: boolean): boolean {
  const teams = h.state.teams;
  for (const t of teams) {
    const pick = h.decide('start', t.id, { choices: ['bolt', 'cautious'] });
    t.start = pick.value;
    emit(
      h,
      {
        phase: 'start',
        type: 'start-choice',
        chariots: [t.id],
        rule: 'hippodrome.start-choice',
        decision: decided('start', pick, ['bolt', 'cautious']),
        effect: {
          summary: pick.value === 'bolt' ? 'makes a violent effort toward the rail' : 'starts carefully',
        },
      },
      0,
    );
  }
  const bolters = teams.filter((t) => t.start === 'bolt').sort((a, b) => a.stall - b.stall);
  const effort = new Map<string, number>();
  for (const t of bolters) {
    const r = teamRoll(h.dice, t, 'speed', purpose('hippodrome-effort'), 0, []);
    const bonus = STALL_BONUS[t.stall - 1]!.value;
    if (bonus !== 0) {
      r.roll.modifiers.push(modifier('stall', bonus, { stall: t.stall }));
      r.roll.total += bonus;
      r.total += bonus;
    }
    r.roll.outcome = `effort ${r.total}`;
    effort.set(t.id, r.total);
    emit(
      h,
      {
        phase: 'start',
        type: 'effort',
        chariots: [t.id],
        rule: 'hippodrome.effort',
        effort: r.total,
        rolls: [r.roll],
        effect: { summary: `effort roll: ${r.total}` },
      },
      0.1,
    );
  }
  // The break: every team runs out of its stall; equal efforts meet side by side.
  const groups = new Map<number, Team[]>();
  for (const t of bolters) groups.set(effort.get(t.id)!, [...(groups.get(effort.get(t.id)!) ?? []), t]);
  const tied = [...groups.values()].filter((g) => g.length > 1);
  const breakAt = (t: Team): { s: number; abreast: number } => {
    const group = tied.find((g) => g.includes(t));
    if (group)
      return {
        s: 10 + 1.5 * Math.min(15, Math.max(0, effort.get(t.id)!)),
        abreast: group[0]!.stall - 1 + group.indexOf(t),
      };
    if (t.start === 'bolt')
      return { s: 10 + 1.5 * Math.min(15, Math.max(0, effort.get(t.id)!)), abreast: t.stall - 1 };
    return { s: 6, abreast: 2 * (t.stall - 1) };
  };
  const BREAK_F = 0.4;
  const l = layout(h);
  l.beginPhase(START_SPAN);
  // Where the start may yet be voided, the teams collide as the gates open, before anyone runs.
  const collideF = canVoid ? 0 : BREAK_F;
  if (!canVoid) {
    // Nobody moves yet when the start could be voided: only a start that stands is shown running.
    const lead = Math.max(...teams.map((t) => breakAt(t).s));
    for (const t of teams) {
      const b = breakAt(t);
      emitMove(
        h,
        l.moveTo(t.id, t.stall, b.s, b.abreast, lead, BREAK_F),
        'hippodrome.start',
        'start',
        'runs out of its stall',
      );
    }
  }
  const crashed: Team[] = [];
  for (const g of tied) {
    emit(
      h,
      {
        phase: 'start',
        type: 'collision',
        chariots: g.map((t) => t.id),
        rule: 'hippodrome.start-collision',
        kind: 'start',
        saves: g.map((t) => t.id),
        at: Object.fromEntries(g.map((t) => [t.id, l.point(t.id)])),
        effect: {
          summary: `equal efforts (${effort.get(g[0]!.id)}): ${g.map((t) => t.id).join(' and ')} collide`,
        },
      },
      collideF,
    );
    for (const [i, t] of g.entries()) {
      const opponent = g[(i + 1) % g.length]!.id;
      if (!save(h, t, 'cool', opponent, 'save', 'start-collision', collideF, 0)) crashed.push(t);
    }
  }
  for (const t of crashed)
    crash(
      h,
      t,
      collideF,
      { words: 'crashes in the collision at the start', kind: 'start-collision', wreck: null },
      0,
    );
  const voided = canVoid && crashed.some((t) => t.faction === 'green');
  if (voided) return true;
  // Places: bolters by effort (ties that survive roll off), then the cautious (roll-off).
  const rolls: Roll[] = [];
  const order: string[] = [];
  const survivors = bolters.filter((t) => t.status === 'racing');
  const totals = [...new Set(survivors.map((t) => effort.get(t.id)!))].sort((a, b) => b - a);
  for (const total of totals) {
    const ids = survivors.filter((t) => effort.get(t.id) === total).map((t) => t.id);
    const off = rollOff(h.dice, ids, purpose('hippodrome-roll-off', { cautious: false }));
    for (const r of off.rolls) rolls.push(plainRoll(`tie roll-off: ${r.id}`, r.face));
    order.push(...off.order);
  }
  const cautious = teams.filter((t) => t.start === 'cautious');
  const off = rollOff(
    h.dice,
    cautious.map((t) => t.id),
    purpose('hippodrome-roll-off', { cautious: true }),
  );
  for (const r of off.rolls) rolls.push(plainRoll(`cautious roll-off: ${r.id}`, r.face));
  order.push(...off.order);
  h.state.order = order;
  renumber(h);
  // Gaps behind each team come from the effort margins; cautious starters trail.
  for (const [i, id] of order.entries()) {
    const ahead = order[i - 1];
    const a = ahead ? effort.get(ahead) : undefined;
    const mine = effort.get(id);
    l.setMargin(id, a !== undefined && mine !== undefined ? a - mine : 2);
  }
  emit(
    h,
    {
      phase: 'start',
      type: 'start-order',
      chariots: [...order],
      rule: 'hippodrome.start-order',
      order: [...order],
      ...(rolls.length > 0 ? { rolls } : {}),
      effect: {
        summary: `places after the start: ${order.map((id, i) => `${i + 1}. ${id}`).join(', ') || 'none'}`,
        condition: cond(...order.map((id) => team(h, id))),
      },
    },
    0.5,
  );
  for (const s of l.step(order, 1))
    emitMove(h, s, 'hippodrome.start', 'start', 'takes its place toward the rail');
  return false;
}
