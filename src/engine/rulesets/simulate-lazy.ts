import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import type { RulesetId } from './ids.ts';
import { checkInput, type RulesetRun, type SimulateInput } from './simulate-input.ts';

/** Each ruleset's engine, loaded the first time a race of it is asked for. */
export const RULESET_LOADERS: Readonly<Record<RulesetId, () => Promise<RulesetRun>>> = {
  crudis: () => import('./run/crudis.ts').then((m) => m.run),
  hippodrome: () => import('./run/hippodrome.ts').then((m) => m.run),
  aurigae: () => import('./run/aurigae.ts').then((m) => m.run),
  'circus-maximus': () => import('./run/circus-maximus.ts').then((m) => m.run),
};

/**
 * `simulate`, loading only the asked ruleset's engine: the page's Web Worker uses it so that the
 * first race does not wait for the code of the other three. Same input, same log as `simulate`.
 */
export async function simulateLazy(input: SimulateInput): Promise<Result<RaceLog, LogError>> {
  const checked = checkInput(input);
  if (!checked.ok) return checked;
  const run = await RULESET_LOADERS[checked.value.ruleset]();
  return run(checked.value);
}
