import { crudisOptions, runCrudis } from '../crudis/index.ts';
import type { RulesetRun } from '../simulate-input.ts';

export const run: RulesetRun = ({ setup, seed, input }) => {
  const opts = crudisOptions(setup.options);
  if (!opts.ok) return opts;
  return { ok: true, value: runCrudis(setup, seed, opts.value, { dice: input.dice }).log };
};
