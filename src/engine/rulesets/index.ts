import type { DiceSource } from '../dice/dice.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { defaultSetup, resolveSetup } from '../race/setup.ts';
import { crudisOptions, runCrudis } from './crudis/index.ts';

import { isRulesetId, RULESET_IDS, type RulesetId } from './ids.ts';

export { isRulesetId, RULESET_IDS, type RulesetId };

export const RULESET_NAMES: Record<RulesetId, string> = {
  crudis: 'Crudis',
};

export interface SimulateInput {
  ruleset: string;
  seed: number;
  /** A setup as users write it; the ruleset's default field when absent. */
  setup?: unknown;
  /** Test hook: dice to use instead of the seeded generator. */
  dice?: DiceSource;
}

/** Resolves a whole race. Bad input (unknown ruleset, bad seed, bad setup) is an error, never a throw. */
export function simulate(input: SimulateInput): Result<RaceLog, LogError> {
  if (!isRulesetId(input.ruleset)) {
    return {
      ok: false,
      error: {
        message: `unknown ruleset "${String(input.ruleset)}": choose one of ${RULESET_IDS.join(', ')}`,
        path: '$.ruleset',
      },
    };
  }
  const seed = input.seed;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    return {
      ok: false,
      error: {
        message: `bad seed ${String(seed)}: seeds are whole numbers from 0 to 4294967295`,
        path: '$.seed',
      },
    };
  }
  const setup = resolveSetup(input.setup ?? defaultSetup());
  if (!setup.ok) return setup;
  const id: RulesetId = input.ruleset;
  switch (id) {
    case 'crudis': {
      const opts = crudisOptions(setup.value.options);
      if (!opts.ok) return opts;
      return { ok: true, value: runCrudis(setup.value, seed, opts.value, { dice: input.dice }).log };
    }
  }
}
