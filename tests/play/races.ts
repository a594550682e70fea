import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { HotSeat } from '../../src/ui/play/hot-seat.ts';
import { defaultSpec } from '../../src/ui/play/ruleset-info.ts';

// What the play tests share: a hot-seat race with two human seats, one lap.

/** A one-lap race of the ruleset's default field (`two`: its first two chariots), seats 1 and 2 human. */
export function twoHumans(ruleset: RulesetId, seed = 1, two = false): HotSeat {
  const base = defaultSpec(ruleset, seed);
  const chariots = two ? base.setup.chariots.slice(0, 2) : base.setup.chariots;
  const r = HotSeat.start({
    ...base,
    humans: [0, 1],
    setup: { ...base.setup, chariots, options: { laps: 1 } },
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
