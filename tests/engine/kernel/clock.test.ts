import { describe, expect, test } from 'vitest';
import { shareOfTurn, TurnSlot, withMember } from '../../../src/engine/kernel/clock.ts';
import { type EventDraft, LogWriter } from '../../../src/engine/race/log-writer.ts';

describe('the timing of events within a turn', () => {
  test('a slot times its events once the length of the move is known, within its share of the turn', () => {
    const w = new LogWriter();
    w.turn = 3;
    // The second of four chariots to move: the move fills a quarter of the turn from 0.25.
    const slot = new TurnSlot({ base: 0.25, span: 0.25 });
    const seqs: number[] = [];
    slot.add({ phase: 'move', type: 'roll', chariots: ['a'], rule: 'test.roll' }, 0);
    slot.addPath({ phase: 'move', type: 'move', chariots: ['a'], rule: 'test.move' }, 0, [
      { point: { lane: 1, sq: 10 }, step: 0 },
      { point: { lane: 1, sq: 11 }, step: 1 },
      { point: { lane: 2, sq: 12 }, step: 2 },
    ]);
    slot.add({ phase: 'move', type: 'wreck', chariots: ['a'], rule: 'test.wreck' }, 2, (e) =>
      seqs.push(e.seq),
    );
    // The move grew to 4 steps (a whip at its end) before it closed.
    slot.total = 4;
    expect(w.events).toHaveLength(0);
    slot.close((draft, f) => w.emit(draft, f));
    expect(w.events.map((e) => [e.type, e.t])).toEqual([
      ['roll', 3.25],
      ['move', 3.25],
      ['wreck', 3.375],
    ]);
    expect(w.events[1]!.path!.map((p) => p.f)).toEqual([0.25, 0.3125, 0.375]);
    expect(seqs).toEqual([2]);
    // Closed slots are empty: closing again writes nothing.
    slot.close((draft, f) => w.emit(draft, f));
    expect(w.events).toHaveLength(3);
  });

  test('steps past the end of the move stay at its end; a move of no steps happens at its start', () => {
    const slot = new TurnSlot({ base: 0.5, span: 0.5 });
    slot.total = 0;
    expect(slot.fraction(0)).toBe(0.5);
    slot.total = 2;
    expect(slot.fraction(5)).toBe(1);
    expect(slot.fraction(-1)).toBe(0.5);
  });

  test("held events stay the ruleset's until the slot closes: changed, moved, dropped, a path grown", () => {
    const w = new LogWriter();
    w.turn = 7;
    // The third of four chariots locked together: its share of the turn is set once that is known.
    const slot = new TurnSlot();
    slot.bounds = shareOfTurn(2, 4);
    slot.total = 4;
    const check = slot.add({ phase: 'move', type: 'danger-check', chariots: ['a'], rule: 'test.line' }, 3);
    const lap = slot.add({ phase: 'move', type: 'lap', chariots: ['a'], rule: 'test.lap' }, 2);
    const move = slot.addPath({ phase: 'move', type: 'move', chariots: ['a'], rule: 'test.move' }, 0, [
      { point: { lane: 1, sq: 1 }, step: 0 },
    ]);
    move.path.push({ point: { lane: 1, sq: 2 }, step: 1 }, { point: { lane: 1, sq: 3 }, step: 2 });
    // The check broke the chariot at the start of its move: it never crossed the line.
    check.step = 0;
    check.draft.effect = { summary: 'breaks up at the start' };
    move.path.length = 1;
    slot.drop([lap]);
    slot.close((draft, f) => w.emit(draft, f));
    expect(w.events.map((e) => [e.type, e.t, e.effect?.summary])).toEqual([
      ['danger-check', 7.5, 'breaks up at the start'],
      ['move', 7.5, undefined],
    ]);
    expect(w.events[1]!.path).toEqual([{ lane: 1, sq: 1, f: 0.5 }]);
  });

  test('a share of the turn is one of equal parts', () => {
    expect(shareOfTurn(0, 1)).toEqual({ base: 0, span: 1 });
    expect(shareOfTurn(1, 4)).toEqual({ base: 0.25, span: 0.25 });
  });
});

describe('a move whose length is known as it begins', () => {
  test('writes each event at once, with its seq; paths keep exact times where the slot asks', () => {
    const w = new LogWriter();
    w.turn = 2;
    const emit = (draft: EventDraft, f: number) => w.emit(draft, f);
    // The first of three chariots to move, five steps: a third of the turn from 0.
    const slot = new TurnSlot(shareOfTurn(0, 3), { exactPaths: true });
    slot.total = 5;
    const lap = slot.write(emit, { phase: 'move', type: 'lap', chariots: ['a'], rule: 'test.lap' }, 1);
    expect(lap.seq).toBe(0);
    expect(w.events).toHaveLength(1);
    const steps = [0, 1, 2].map((step) => ({ point: { lane: 1, sq: step }, step }));
    const move = slot.write(
      emit,
      { phase: 'move', type: 'move', chariots: ['a'], rule: 'test.move' },
      0,
      steps,
    );
    expect(move.path!.map((p) => p.f)).toEqual([0, 1 / 15, 2 / 15]);
    expect(move.t).toBe(2);
    // Rounded like event times by default.
    const rounded = new TurnSlot(shareOfTurn(0, 3));
    rounded.total = 5;
    const e = rounded.write(
      emit,
      { phase: 'move', type: 'move', chariots: ['a'], rule: 'test.move' },
      0,
      steps,
    );
    expect(e.path!.map((p) => p.f)).toEqual([0, 0.0667, 0.1333]);
  });
});

describe('withMember', () => {
  test('the members of `{ ...from, [key]: value }`, in the same order, the source left alone', () => {
    const point = { lane: 3, sq: 40 };
    const draft = { phase: 'move', type: 'move', chariots: ['a'], path: [1], effect: { summary: 's' } };
    for (const [from, key, value] of [
      [point, 'f', 0.25],
      [draft, 'path', [2, 3]],
      [draft, 'rule', 'r'],
      [{}, 'f', 1],
    ] as const) {
      const before = JSON.stringify(from);
      const made = withMember(from, key, value);
      const spread = { ...from, [key]: value };
      expect(made).toEqual(spread);
      expect(Object.keys(made)).toEqual(Object.keys(spread));
      expect(made).not.toBe(from);
      expect(JSON.stringify(from)).toBe(before);
    }
  });
});
