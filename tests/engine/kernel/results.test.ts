import { describe, expect, test } from 'vitest';
import { placeResults, type Standing } from '../../../src/engine/kernel/results.ts';
import type { RaceEvent } from '../../../src/engine/log/schema.ts';

const st = (
  chariot: string,
  status: Standing['status'],
  progress = 0,
  finishedAt: number | null = null,
): Standing => ({
  chariot,
  status,
  progress,
  finishedAt,
});

const finish = (seq: number, chariot: string): RaceEvent => ({
  seq,
  turn: 1,
  t: 1,
  phase: 'finish',
  type: 'finish',
  chariots: [chariot],
  rule: 'test.finish',
});

describe('results: one placing rule for every ruleset', () => {
  test.each([
    {
      name: 'finishers by time, then retired by distance (placed), then wrecked by distance (unplaced)',
      standings: [
        st('wreck-far', 'wrecked', 30),
        st('slow', 'finished', 99, 12.5),
        st('retired-near', 'retired', 10),
        st('fast', 'finished', 99, 11.25),
        st('wreck-near', 'wrecked', 5),
        st('retired-far', 'retired', 20),
      ],
      events: [],
      want: [
        ['fast', 1, 'finished', 11.25],
        ['slow', 2, 'finished', 12.5],
        ['retired-far', 3, 'retired', null],
        ['retired-near', 4, 'retired', null],
        ['wreck-far', null, 'wrecked', null],
        ['wreck-near', null, 'wrecked', null],
      ],
    },
    {
      name: 'a chariot that left the race by its rules (driver lost) gets no place, listed with the wrecked by distance',
      standings: [
        st('limit', 'retired', 4),
        { ...st('driver-lost', 'retired', 30), leftRace: true },
        st('wreck', 'wrecked', 20),
        st('winner', 'finished', 99, 9),
      ],
      events: [],
      want: [
        ['winner', 1, 'finished', 9],
        ['limit', 2, 'retired', null],
        ['driver-lost', null, 'retired', null],
        ['wreck', null, 'wrecked', null],
      ],
    },
    {
      name: 'a dead heat keeps the order the finishes were written in',
      standings: [st('a', 'finished', 0, 7), st('b', 'finished', 0, 7)],
      events: [finish(4, 'b'), finish(5, 'a')],
      want: [
        ['b', 1, 'finished', 7],
        ['a', 2, 'finished', 7],
      ],
    },
    {
      name: 'equal distances keep the order of the field; a chariot still racing (a scenario cut short) gets no place',
      standings: [st('x', 'retired', 3), st('y', 'retired', 3), st('z', 'racing', 9)],
      events: [],
      want: [
        ['x', 1, 'retired', null],
        ['y', 2, 'retired', null],
        ['z', null, 'racing', null],
      ],
    },
  ])('$name', ({ standings, events, want }) => {
    const got = placeResults(standings, events).map((r) => [r.chariot, r.place, r.status, r.finishedAt]);
    expect(got).toEqual(want);
  });
});
