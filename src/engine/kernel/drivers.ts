/**
 * Drivers that are not the AI. Every chariot's chain of drivers ends with its AI (kernel/run.ts);
 * a driver put before it answers what it wants and hands the rest on by answering `undefined`.
 */
import { nextBelow, type RngState, seedRng } from '../dice/rng.ts';
import type { KernelState, RulesetDefinition } from './definition.ts';
import type { Answer, Decider, DecisionMap, DecisionRequest, Driver, RequestOf, Wait } from './requests.ts';

/**
 * A bot that picks uniformly among every legal answer the request allows (the ruleset lists them).
 * Its own seeded generator, apart from the race's dice: it makes any ruleset play out every kind
 * of decision, the odd ones included, which is what the property tests drive races with.
 */
export function uniformDriver<S extends KernelState, O, D extends DecisionMap, V, X>(
  def: RulesetDefinition<S, O, D, V, X>,
  seed: number,
): Driver {
  let rng: RngState = seedRng(seed);
  return {
    by: 'bot',
    decide(request: DecisionRequest): Answer {
      const spec = def.decisions[request.kind as keyof D & string];
      const legal = spec.enumerate(request.options as D[keyof D & string]['options']);
      if (legal.length === 0) throw new Error(`${spec.rule}: ${request.kind} offers no legal answer`);
      const [k, next] = nextBelow(rng, legal.length);
      rng = next;
      return { value: legal[k] };
    },
  };
}

/** Per kind of decision, what a driver answers (undefined hands the request on). */
export type DriverHandlers<D extends DecisionMap, V> = {
  readonly [K in keyof D & string]?: (
    request: RequestOf<D, V, K>,
  ) => Answer<D[K]['value']> | undefined | Wait;
};

/** A driver written per kind of a ruleset's decisions, typed: a scenario's script, a test's choices. */
export function driverOf<D extends DecisionMap, V>(by: Decider, handlers: DriverHandlers<D, V>): Driver {
  return {
    by,
    decide(request: DecisionRequest) {
      const handle = handlers[request.kind as keyof D & string] as
        | ((r: DecisionRequest) => Answer | undefined | Wait)
        | undefined;
      return handle ? handle(request) : undefined;
    },
  };
}
