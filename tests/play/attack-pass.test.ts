import { describe, expect, it } from 'vitest';
import type { HotSeat } from '../../src/ui/play/hot-seat.ts';
import { twoHumans } from './races.ts';

// Circus Maximus asks about an attack at each square where one can be made: a player may pass on
// every attack for the rest of the turn, and those questions are answered "no attack" for them.

const race = (): HotSeat => twoHumans('circus-maximus', 1, true);

/** Answers with the AI's suggestion until an attack is asked; the view then. */
function untilAttack(h: HotSeat) {
  for (let i = 0; i < 500; i++) {
    const v = h.view();
    if (v.open?.type === 'decision' && v.open.kind === 'attack') return v;
    if (v.open?.type !== 'decision') throw new Error('the race ended before any attack was asked');
    const r = h.answer(v.open.suggestion!.value);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error('no attack asked');
}

describe('passing on attacks for the rest of a turn', () => {
  it('answers "no attack" to every later attack of the seat in that turn, and nothing else', () => {
    const h = race();
    expect(h.passAttacks('all').ok).toBe(false);
    const before = untilAttack(h);
    const open = before.open as { chariot: string; turn: number };
    const asked = before.record!.answers.length;
    const after = h.passAttacks('all');
    if (!after.ok) throw new Error(after.error.message);
    const given = after.value.record!.answers.slice(asked);
    // More than the one asked: the rest of the turn's attack questions were answered too.
    expect(given.length).toBeGreaterThan(1);
    for (const a of given)
      expect(a).toMatchObject({
        type: 'decision',
        kind: 'attack',
        value: null,
        chariot: open.chariot,
        turn: open.turn,
      });
    const next = after.value.open;
    if (next?.type === 'decision')
      expect(next.kind !== 'attack' || next.chariot !== open.chariot || next.turn !== open.turn).toBe(true);
  });
});
