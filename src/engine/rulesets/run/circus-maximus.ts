import { cmOptions, runCircusMaximus } from '../circus-maximus/index.ts';
import type { RulesetRun } from '../simulate-input.ts';

export const run: RulesetRun = ({ setup, seed, input }) => {
  const opts = cmOptions(
    setup.options,
    setup.chariots.map((c) => c.id),
  );
  if (!opts.ok) return opts;
  return { ok: true, value: runCircusMaximus(setup, seed, opts.value, { dice: input.dice }).log };
};
