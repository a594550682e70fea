import { defaultSetup, resolveSetup } from '../../race/setup.ts';
import {
  HIPPODROME_FIELD,
  hippodromeFactions,
  hippodromeOptions,
  runHippodrome,
} from '../hippodrome/index.ts';
import type { RulesetRun } from '../simulate-input.ts';

export const run: RulesetRun = ({ seed, input }) => {
  // A card game for exactly 4 teams: with no setup given, its default field is 4 chariots. The
  // factions are filled in before the field is painted, so each team wears its faction's colour.
  const field = resolveSetup(input.setup ?? defaultSetup(4), HIPPODROME_FIELD);
  if (!field.ok) return field;
  const factions = hippodromeFactions(field.value);
  if (!factions.ok) return factions;
  const opts = hippodromeOptions(field.value.options);
  if (!opts.ok) return opts;
  const { log } = runHippodrome(field.value, factions.value, seed, opts.value, { dice: input.dice });
  return { ok: true, value: log };
};
