import { describe, expect, test } from 'vitest';
import { simulate } from '../../src/engine/index.ts';
import { parseSpec } from '../../src/engine/rulesets/circus-maximus/spec.ts';
import { parseScenario, runScenario } from '../../src/engine/scenario/index.ts';

// Inputs that were wrongly accepted (issue 23 item 7): each is refused with a message naming where.

const TWO = { chariots: [{ name: 'A' }, { name: 'B' }] };

function refusal(result: { ok: true } | { ok: false; error: { message: string; path?: string } }) {
  if (result.ok) throw new Error('accepted');
  return result.error;
}

function scenario(input: unknown) {
  const parsed = parseScenario(input);
  if (!parsed.ok) return parsed;
  return runScenario(parsed.value);
}

describe('setups', () => {
  test('a setup of null is a bad setup, not the default race; an absent one still is the default', () => {
    for (const ruleset of ['crudis', 'hippodrome', 'circus-maximus', 'aurigae'])
      expect(refusal(simulate({ ruleset, seed: 1, setup: null })).message).toMatch(/^bad setup at \$:/);
    expect(simulate({ ruleset: 'crudis', seed: 1 }).ok).toBe(true);
  });

  test('an option named __proto__ is refused like any other unknown option', () => {
    const setup = JSON.parse('{"chariots":[{"name":"A"},{"name":"B"}],"options":{"__proto__":{"laps":1}}}');
    const error = refusal(simulate({ ruleset: 'crudis', seed: 1, setup }));
    expect(error.path).toBe('$.options.__proto__');
    expect(error.message).toMatch(/"__proto__" is not an option/);
  });

  test('an option text is at most 200 characters: a 1.5 MB specification never reaches the header', () => {
    const spec = 'horses=5,4,3,4 '.repeat(100_000);
    const error = refusal(
      simulate({ ruleset: 'circus-maximus', seed: 1, setup: { ...TWO, options: { 'spec.a': spec } } }),
    );
    expect(error.message).toMatch(
      /bad setup at \$\.options\.spec\.a: option texts are at most 200 characters/,
    );
  });

  test('a part of a Circus Maximus chariot given twice is refused, not silently overwritten', () => {
    expect(parseSpec('horses=5,4,3,4 horses=8,8,8,8')).toEqual({
      ok: false,
      message: '"horses" is given twice',
    });
    expect(parseSpec('horses=5,4,3,4 dm=1').ok).toBe(true);
  });
});

describe('Crudis scenarios', () => {
  const base = { title: 'Refused', demonstrates: ['crudis.locked-together'], ruleset: 'crudis', turns: 1 };

  test('a decision for a turn the scenario never plays is refused', () => {
    const error = refusal(
      scenario({
        ...base,
        chariots: [
          { id: 'a', lane: 3, sq: 10 },
          { id: 'b', lane: 7, sq: 10 },
        ],
        decisions: [{ chariot: 'a', turn: 5, whipSpeed: true }],
      }),
    );
    expect(error.path).toBe('$.decisions[0].turn');
    expect(error.message).toMatch(/turn 5 is never played: the scenario ends after turn 1/);
  });

  test('chariots locked far apart are refused; wheel to wheel they run', () => {
    const apart = refusal(
      scenario({
        ...base,
        chariots: [
          { id: 'a', lane: 3, sq: 10, lock: 1 },
          { id: 'b', lane: 5, sq: 270, lock: 1 },
        ],
      }),
    );
    expect(apart.path).toBe('$.chariots[0].lock');
    expect(apart.message).toMatch(/not alongside any other chariot with lock 1/);
    const alone = refusal(
      scenario({
        ...base,
        chariots: [
          { id: 'a', lane: 3, sq: 10, lock: 2 },
          { id: 'b', lane: 7, sq: 10 },
        ],
      }),
    );
    expect(alone.message).toMatch(/the only chariot with lock 2/);
    expect(
      scenario({
        ...base,
        chariots: [
          { id: 'a', lane: 3, sq: 40, lock: 1 },
          { id: 'b', lane: 5, sq: 40, lock: 1 },
        ],
      }).ok,
    ).toBe(true);
  });
});
