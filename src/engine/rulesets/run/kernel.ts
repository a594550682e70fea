import type { KernelState, RulesetDefinition } from '../../kernel/definition.ts';
import type { DecisionMap } from '../../kernel/requests.ts';
import { runRace } from '../../kernel/run.ts';
import { defaultSetup, resolveSetup } from '../../race/setup.ts';
import type { RulesetRun } from '../simulate-input.ts';

/**
 * `simulate` for a ruleset the kernel runs: its field (its default size when no setup is given,
 * resolved with its field rules), the seed's dice (or a test's), every chariot driven by its AI.
 */
export function kernelRun<S extends KernelState, O, D extends DecisionMap, V, X>(
  def: RulesetDefinition<S, O, D, V, X>,
): RulesetRun {
  return ({ seed, input }) => {
    const setup = resolveSetup(input.setup ?? defaultSetup(def.field.defaultSize), def.field.rules);
    if (!setup.ok) return setup;
    const run = runRace(def, { setup: setup.value, seed, ...(input.dice ? { dice: input.dice } : {}) });
    return run.ok ? { ok: true, value: run.value.log } : run;
  };
}
