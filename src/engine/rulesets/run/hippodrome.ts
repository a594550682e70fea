import { defaultSetup, resolveSetup } from '../../race/setup.ts';
import { hippodromeFactions, hippodromeOptions, runHippodrome } from '../hippodrome/index.ts';
import type { RulesetRun } from '../simulate-input.ts';

export const run: RulesetRun = ({ setup, seed, input }) => {
  // A card game for exactly 4 teams: with no setup given, its default field is 4 chariots.
  const field =
    input.setup === undefined ? resolveSetup(defaultSetup(4)) : { ok: true as const, value: setup };
  if (!field.ok) return field;
  const factions = hippodromeFactions(field.value);
  if (!factions.ok) return factions;
  const opts = hippodromeOptions(field.value.options);
  if (!opts.ok) return opts;
  const { log } = runHippodrome(field.value, factions.value, seed, opts.value, { dice: input.dice });
  return { ok: true, value: log };
};
