import type { DiceSource } from '../dice/dice.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { defaultSetup, type RaceSetup, resolveSetup } from '../race/setup.ts';
import { isRulesetId, RULESET_IDS, type RulesetId } from './ids.ts';

export interface SimulateInput {
  ruleset: string;
  seed: number;
  /** A setup as users write it; the ruleset's default field when absent. */
  setup?: unknown;
  /** Test hook: dice to use instead of the seeded generator. */
  dice?: DiceSource;
}

/** What every ruleset's run gets: the input as given, and its seed and setup checked. */
export interface CheckedInput {
  ruleset: RulesetId;
  seed: number;
  setup: RaceSetup;
  input: SimulateInput;
}

/** One ruleset's part of `simulate`: its options and its race, from a checked input. */
export type RulesetRun = (checked: CheckedInput) => Result<RaceLog, LogError>;

/** The checks every ruleset shares: a known ruleset, a whole seed in range, a valid setup. */
export function checkInput(input: SimulateInput): Result<CheckedInput, LogError> {
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
  // Only an absent setup means the default field: `null` (a setup file holding null) is a bad setup.
  const setup = resolveSetup(input.setup === undefined ? defaultSetup() : input.setup);
  if (!setup.ok) return setup;
  return { ok: true, value: { ruleset: input.ruleset, seed, setup: setup.value, input } };
}
