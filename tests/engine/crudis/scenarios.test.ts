import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { overlaps } from '../../../src/engine/rulesets/crudis/board.ts';
import { parseScenario, runScenario } from '../../../src/engine/scenario/index.ts';
import { checkRules } from './invariants.ts';
import { ofType, one } from './scenario.ts';

// What the shipped Crudis scenarios of the rules-fidelity fixes show, read from their logs.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function logOf(name: string): RaceLog {
  const parsed = parseScenario(JSON.parse(readFileSync(join(ROOT, 'scenarios', 'crudis', name), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const run = runScenario(parsed.value);
  if (!run.ok) throw new Error(run.error.message);
  checkRules(name, run.value.log);
  return run.value.log;
}

describe('Crudis scenarios', () => {
  test('locked-partner-wrecked: the partner wrecked by the separation roll, the survivor moves its full move', () => {
    const { events } = logOf('locked-partner-wrecked.json');
    expect(one(events, 'wreck').chariots).toEqual(['crescens']);
    expect(one(events, 'separate').chariots).toEqual(['felix', 'crescens']);
    const move = ofType(events, 'move').find((e) => e.chariots[0] === 'felix')!;
    expect(move.rule).toBe('crudis.chariots-separate');
    // White 4 + 4: the full 8, not 8 / 2.
    expect(move.path!.length - 1).toBe(8);
  });

  test('wreck-on-the-finish-line: a chariot destroyed in its move breaks up on the line and does not finish', () => {
    const { events, footer } = logOf('wreck-on-the-finish-line.json');
    const pass = one(events, 'wreck-pass');
    expect(pass.rolls!.map((r) => r.outcome)).toEqual([
      'WRECK! (chariot destroyed)',
      'on the danger line (or half-way point of the move)',
    ]);
    // Half of 10 squares: the 5th, 3/267, whose front is on the finish line (lane 3, square 268).
    expect(one(events, 'wreck').at).toEqual({ scorpus: { lane: 3, sq: 267 } });
    expect(ofType(events, 'finish')).toEqual([]);
    expect(footer.results.find((r) => r.chariot === 'scorpus')).toMatchObject({
      status: 'wrecked',
      place: null,
    });
  });

  test('damage-at-the-end-of-the-move: damage timed for the end of the move is not read before it', () => {
    const { events } = logOf('damage-at-the-end-of-the-move.json');
    const check = one(events, 'danger-check');
    expect(check.rolls!.map((r) => r.outcome)).toEqual([
      'fails',
      'Chariot damaged (-1 on future damage rolls)',
      'end of move',
    ]);
    expect(check.effect!.condition!.scorpus!.attrs).toMatchObject({ damageMod: 0 });
    const cross = one(events, 'wreck-cross');
    expect(cross.rolls!.map((r) => [r.total, r.modifiers])).toEqual([
      [6, []],
      [6, []],
    ]);
    const late = ofType(events, 'damage').find((e) => e.chariots[0] === 'scorpus')!;
    expect(late.rule).toBe('crudis.damage-timing');
    expect(late.seq).toBeGreaterThan(cross.seq);
    expect(late.effect!.condition!.scorpus!.attrs).toMatchObject({ damageMod: -1 });
    // where the move ends: its last square
    expect(late.at).toEqual({ scorpus: { lane: 3, sq: 88 } });
  });

  test('wreck-at-the-start-of-the-move: a move cut to nothing completes no lap', () => {
    const { events } = logOf('wreck-at-the-start-of-the-move.json');
    const move = ofType(events, 'move').find((e) => e.chariots[0] === 'scorpus')!;
    expect(move.path).toHaveLength(1);
    expect(one(events, 'wreck').at).toEqual({ scorpus: { lane: 3, sq: 181 } });
    expect(ofType(events, 'lap')).toEqual([]);
    const check = one(events, 'danger-check');
    expect(check.effect!.condition!.scorpus!.attrs).toMatchObject({ laps: 0 });
  });

  test('ram-costs-a-square: the ram costs a square even on the last one, and SPEED is the squares moved', () => {
    const { events } = logOf('ram-costs-a-square.json');
    const move = ofType(events, 'move').find((e) => e.chariots[0] === 'crescens')!;
    expect(move.path!.length - 1).toBe(8);
    expect(one(events, 'danger-check').rolls![0]!.target).toMatchObject({
      value: 5,
      formula: 'SPEED 8 - LANE 3',
    });
    expect(one(events, 'ram').effect!.summary).toBe('diocles comes off worse and is moved aside');
    expect(one(events, 'shove').path!.at(-1)).toMatchObject({ lane: 5 });
  });

  test('wreck-strikes-a-chariot: a bouncing wreck stops against the chariot it reaches, which rolls once', () => {
    const { events, footer } = logOf('wreck-strikes-a-chariot.json');
    const bounce = one(events, 'bounce');
    expect(bounce.rolls![0]!.faces).toEqual([5]);
    expect(bounce.path!.map((p) => ('sq' in p ? p.sq : null))).toEqual([40, 41, 42]);
    const strike = one(events, 'collision');
    expect(strike.chariots).toEqual(['diocles', 'scorpus']);
    expect(strike.rolls!.map((r) => [r.purpose, r.outcome])).toEqual([
      ['damage to diocles', 'Horse badly hurt (-2 on movement in future)'],
    ]);
    const wreck = footer.wrecks.find((w) => w.chariot === 'scorpus')!;
    expect(wreck.at).toEqual({ lane: 3, sq: 42 });
    expect(overlaps(wreck.at as { lane: number; sq: number }, { lane: 3, sq: 44 })).toBe(false);
  });

  test('same-turn-finish: chariots finishing in one turn are placed by the moment each crosses', () => {
    const { events, footer } = logOf('same-turn-finish.json');
    // Scorpus moved first and crossed on his 3rd square of 4; Diocles on his 4th of 12.
    expect(ofType(events, 'finish').map((e) => [e.chariots[0], e.t])).toEqual([
      ['scorpus', 1.75],
      ['diocles', 1.3333],
    ]);
    expect(footer.finishingOrder).toEqual(['diocles', 'scorpus']);
    expect(footer.winner).toBe('diocles');
  });
});
