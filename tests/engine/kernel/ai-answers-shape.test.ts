import { describe, expect, test } from 'vitest';
import type { DecisionRequest, Driver } from '../../../src/engine/kernel/requests.ts';
import { runRace } from '../../../src/engine/kernel/run.ts';
import { defaultSetup, resolveSetup } from '../../../src/engine/race/setup.ts';
import { KERNEL_RULESETS } from '../../../src/engine/rulesets/definitions.ts';
import { scaled } from '../../seeds.ts';

/**
 * The kernel does not parse the built-in AI's answers with the answer schema (they are typed, and
 * the parse was an eighth of a race's time): it relies on every AI answer being one the schema
 * takes as it is, neither refused nor changed (no key stripped, no default filled in). These races
 * hold every AI to that, each answer checked before the AI gives it.
 */
const SEEDS = scaled(3, 100);

describe.each(Object.values(KERNEL_RULESETS).map((k) => [k.id, k]))('%s', (_, k) => {
  test(`the AI's answers are what the answer schema reads, unchanged (${SEEDS} seeds, default and full fields)`, () => {
    k.use((def) => {
      const kinds = new Set<string>();
      let answers = 0;
      for (const size of new Set([def.field.defaultSize, def.field.size?.max ?? 12])) {
        const setup = resolveSetup(defaultSetup(size), def.field.rules);
        if (!setup.ok) throw new Error(setup.error.message);
        for (let seed = 1; seed <= SEEDS; seed++) {
          const drivers: Record<string, Driver> = {};
          for (const c of setup.value.chariots) {
            drivers[c.id] = {
              by: 'ai',
              // Looks at what the AI will answer, then hands the request on to the AI itself.
              decide: (request: DecisionRequest) => {
                const spec = def.decisions[request.kind as keyof typeof def.decisions & string];
                const value = spec.ai(request as never, c.personality).value;
                const shaped = spec.answer.safeParse(value);
                const where = `seed ${seed}, ${size} chariots, turn ${request.turn}, ${c.id}'s ${request.kind}`;
                expect(shaped.success, `${where}: ${JSON.stringify(value)}`).toBe(true);
                expect(shaped.data, where).toStrictEqual(value);
                kinds.add(request.kind);
                answers++;
                return undefined;
              },
            };
          }
          const run = runRace(def, { setup: setup.value, seed, drivers });
          if (!run.ok) throw new Error(`seed ${seed}: ${run.error.message}`);
        }
      }
      expect(answers).toBeGreaterThan(0);
      expect(kinds.size).toBeGreaterThan(0);
    });
  });
});
