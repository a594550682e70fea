import type { DiceSource } from '../dice/dice.ts';
import type { LogError, Result } from '../log/parse.ts';
import type { RaceLog } from '../log/schema.ts';
import { defaultSetup, resolveSetup } from '../race/setup.ts';
import { aurigaeOptions, runAurigae } from './aurigae/index.ts';
import { cmOptions, runCircusMaximus } from './circus-maximus/index.ts';
import { crudisOptions, runCrudis } from './crudis/index.ts';
import { hippodromeFactions, hippodromeOptions, runHippodrome } from './hippodrome/index.ts';

import { isRulesetId, RULESET_IDS, type RulesetId } from './ids.ts';

export { isRulesetId, RULESET_IDS, type RulesetId };

export const RULESET_NAMES: Record<RulesetId, string> = {
  crudis: 'Crudis',
  aurigae: 'Aurigae',
  hippodrome: 'Hippodrome',
  'circus-maximus': 'Circus Maximus',
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
    case 'hippodrome': {
      // A card game for exactly 4 teams: with no setup given, its default field is 4 chariots.
      const field = input.setup === undefined ? resolveSetup(defaultSetup(4)) : setup;
      if (!field.ok) return field;
      const factions = hippodromeFactions(field.value);
      if (!factions.ok) return factions;
      const opts = hippodromeOptions(field.value.options);
      if (!opts.ok) return opts;
      const { log } = runHippodrome(field.value, factions.value, seed, opts.value, { dice: input.dice });
      return { ok: true, value: log };
    }
    case 'aurigae': {
      const opts = aurigaeOptions(setup.value.options);
      if (!opts.ok) return opts;
      return { ok: true, value: runAurigae(setup.value, seed, opts.value, { dice: input.dice }).log };
    }
    case 'circus-maximus': {
      const opts = cmOptions(
        setup.value.options,
        setup.value.chariots.map((c) => c.id),
      );
      if (!opts.ok) return opts;
      return { ok: true, value: runCircusMaximus(setup.value, seed, opts.value, { dice: input.dice }).log };
    }
  }
}
