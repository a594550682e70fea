import { describe, expect, it } from 'vitest';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { RULESET_IDS, simulate } from '../../src/engine/rulesets/index.ts';
import { simulateLazy } from '../../src/engine/rulesets/simulate-lazy.ts';

describe('simulateLazy (the Web Worker loads one ruleset engine at a time)', () => {
  it.each(RULESET_IDS)('%s: the same log, byte for byte, as simulate', async (ruleset) => {
    const a = simulate({ ruleset, seed: 5 });
    const b = await simulateLazy({ ruleset, seed: 5 });
    if (!a.ok || !b.ok) throw new Error('a default race failed');
    expect(serializeLog(b.value)).toBe(serializeLog(a.value));
  });

  it('gives the same errors, with their paths', async () => {
    const inputs = [
      { ruleset: 'quidditch', seed: 1 },
      { ruleset: 'crudis', seed: -1 },
      { ruleset: 'crudis', seed: 1, setup: { chariots: [] } },
      { ruleset: 'hippodrome', seed: 1, setup: defaultSetup(6) },
      { ruleset: 'circus-maximus', seed: 1, setup: { ...defaultSetup(3), options: { laps: 0 } } },
    ];
    for (const input of inputs) {
      const a = simulate(input);
      const b = await simulateLazy(input);
      expect(a.ok, JSON.stringify(input)).toBe(false);
      expect(b).toEqual(a);
    }
  });
});
