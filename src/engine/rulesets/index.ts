import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { isRulesetId, RULESET_IDS, type RulesetId } from './ids.ts';
import { run as aurigae } from './run/aurigae.ts';
import { run as circusMaximus } from './run/circus-maximus.ts';
import { run as crudis } from './run/crudis.ts';
import { run as hippodrome } from './run/hippodrome.ts';
import { checkInput, type RulesetRun, type SimulateInput } from './simulate-input.ts';

export { isRulesetId, RULESET_IDS, type RulesetId, type SimulateInput };

export const RULESET_NAMES: Record<RulesetId, string> = {
  crudis: 'Crudis',
  aurigae: 'Aurigae',
  hippodrome: 'Hippodrome',
  'circus-maximus': 'Circus Maximus',
};

/** Each ruleset's engine: a `Record`, so the compiler asks for a new ruleset's entry. */
export const RULESET_RUNS: Readonly<Record<RulesetId, RulesetRun>> = {
  crudis,
  hippodrome,
  aurigae,
  'circus-maximus': circusMaximus,
};

/** Resolves a whole race. Bad input (unknown ruleset, bad seed, bad setup) is an error, never a throw. */
export function simulate(input: SimulateInput): Result<RaceLog, LogError> {
  const checked = checkInput(input);
  if (!checked.ok) return checked;
  return RULESET_RUNS[checked.value.ruleset](checked.value);
}
