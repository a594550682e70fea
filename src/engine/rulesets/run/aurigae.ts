import { aurigaeOptions, runAurigae } from '../aurigae/index.ts';
import type { RulesetRun } from '../simulate-input.ts';

export const run: RulesetRun = ({ setup, seed, input }) => {
  const opts = aurigaeOptions(setup.options);
  if (!opts.ok) return opts;
  return { ok: true, value: runAurigae(setup, seed, opts.value, { dice: input.dice }).log };
};
