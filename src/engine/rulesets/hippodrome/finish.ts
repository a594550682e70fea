/** The end of the race: after the last lap, or when one team (or none) is left (seed 3.13, A23). */

import { purpose } from '../../dice/purposes.ts';
import { cond, emit, type Hip, layout, ordinal, team } from './context.ts';
import { RULES } from './tables.ts';

/** One team left wins at once; none left, nobody wins (A23). */
export function checkOver(h: Hip, f: number): void {
  const s = h.state;
  if (s.order.length > 1) return;
  s.over = true;
  const last = s.order[0];
  if (last) finishTeam(h, last, f, 'the last team standing: wins at once', 'hippodrome.last-standing');
  prize(h);
}

/** The end of a lap: who leads; after the last, the race is over and the order is the result. */
export function lapEnd(h: Hip, phase: string): void {
  const s = h.state;
  const leader = s.order[0]!;
  emit(
    h,
    {
      phase,
      type: 'lap',
      chariots: [leader],
      rule: 'hippodrome.laps',
      lap: s.lap,
      of: h.opts.laps,
      effect: { summary: `${leader} leads at the end of lap ${s.lap} of ${h.opts.laps}` },
    },
    1,
  );
  if (s.lap !== h.opts.laps) return;
  s.over = true;
  for (const [i, id] of s.order.entries())
    finishTeam(h, id, 1, i === 0 ? `leads after lap ${h.opts.laps}: wins` : 'finishes', 'hippodrome.victory');
  prize(h);
}

function finishTeam(h: Hip, id: string, f: number, why: string, rule: string): void {
  const s = h.state;
  const t = team(h, id);
  t.status = 'finished';
  s.finishers.push(id);
  const ev = emit(
    h,
    {
      phase: 'finish',
      type: 'finish',
      chariots: [id],
      rule,
      place: s.finishers.length,
      lastStanding: rule === 'hippodrome.last-standing',
      at: { [id]: layout(h).point(id) },
      effect: { summary: `${why} (${ordinal(s.finishers.length)})`, condition: cond(t) },
    },
    f,
  );
  t.finishedAt = ev.t;
}

/** The winning driver's purse: 1D6 × 1000 sesterces (A28), for the story only. */
function prize(h: Hip): void {
  const winner = h.state.finishers[0];
  if (!winner) return;
  const face = h.dice.roll(1, 6, purpose('hippodrome-prize'), winner)[0]!;
  emit(
    h,
    {
      phase: 'finish',
      type: 'prize',
      chariots: [winner],
      rule: 'hippodrome.prize',
      sesterces: face * RULES.prize.value,
      rolls: [
        {
          purpose: 'prize: 1D6 × 1000 sesterces',
          dice: '1d6',
          faces: [face],
          modifiers: [],
          total: face * RULES.prize.value,
          outcome: `${face * RULES.prize.value} sesterces`,
        },
      ],
      effect: { summary: `the winning driver earns ${face * RULES.prize.value} sesterces` },
    },
    1,
  );
}
