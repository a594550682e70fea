/**
 * The rulesets the kernel runs (src/engine/kernel/), by id: their definitions, for what needs more
 * than `simulate` (a race that stops at requests, a bot that reads the legal answers). A ruleset
 * not listed here still runs through its own loop (rulesets/README.md says which and why).
 */
import type { KernelState, RulesetDefinition } from '../kernel/definition.ts';
import type { DecisionMap } from '../kernel/requests.ts';
import { aurigae } from './aurigae/index.ts';
import { circusMaximus } from './circus-maximus/index.ts';
import { crudis } from './crudis/index.ts';
import { hippodrome } from './hippodrome/index.ts';
import type { RulesetId } from './ids.ts';

/** A definition whose own types stay inside: `use` hands it to a function written for any of them. */
export interface KernelRuleset {
  readonly id: RulesetId;
  use<R>(
    f: <S extends KernelState, O, D extends DecisionMap, V, X>(def: RulesetDefinition<S, O, D, V, X>) => R,
  ): R;
}

export function kernelRuleset<S extends KernelState, O, D extends DecisionMap, V, X>(
  def: RulesetDefinition<S, O, D, V, X>,
): KernelRuleset {
  return { id: def.id, use: (f) => f(def) };
}

export const KERNEL_RULESETS: Readonly<Record<RulesetId, KernelRuleset>> = {
  hippodrome: kernelRuleset(hippodrome),
  aurigae: kernelRuleset(aurigae),
  crudis: kernelRuleset(crudis),
  'circus-maximus': kernelRuleset(circusMaximus),
};
