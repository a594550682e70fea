/**
 * The step from race log version 1 to version 2 (in preparation): every event keeps its envelope,
 * and a decision in words becomes a decision as data whose kind is known where the ruleset has
 * named its decision kinds, 'v1' elsewhere; who decided and the choice fields were never recorded
 * in version 1, so `by` is absent and `value` null, and the words are kept as the note. Each
 * ruleset adds the typed fields of its events here, read from version 1's structured fields,
 * when its event union exists.
 */
import type { HippodromeDecisions } from '../../rulesets/hippodrome/decisions.ts';
import type { RulesetId } from '../../rulesets/ids.ts';
import type { RaceEvent, RaceLog } from '../schema.ts';
import type { EventEnvelopeV2 } from './envelope.ts';

/**
 * The decision kind of a version 1 event that carried a decision, by event type, for the rulesets
 * whose kinds are named (Hippodrome's, by the kernel).
 */
export const V1_DECISION_KINDS: Readonly<Partial<Record<RulesetId, Readonly<Record<string, string>>>>> = {
  hippodrome: {
    select: 'keep',
    rumor: 'rumor-target',
    'start-choice': 'start',
    pass: 'attempt',
    hold: 'attempt',
    'play-cards': 'event-cards',
    discard: 'discard',
  } satisfies Record<string, keyof HippodromeDecisions>,
};

/** A version 1 event as a version 2 envelope. */
export function eventFromV1(ruleset: string, event: RaceEvent): EventEnvelopeV2 {
  const { decision, ...rest } = event;
  if (!decision) return rest;
  const kinds = V1_DECISION_KINDS[ruleset as RulesetId];
  return {
    ...rest,
    decision: {
      kind: kinds?.[event.type] ?? 'v1',
      value: null,
      note: {
        choice: decision.choice,
        reason: decision.reason,
        ...(decision.options ? { options: decision.options } : {}),
      },
    },
  };
}

/** A version 1 log with version 2 events (the footer's digest is brought up to date by upgradeLog). */
export function logFromV1(log: RaceLog): Omit<RaceLog, 'events' | 'version'> & {
  version: 2;
  events: EventEnvelopeV2[];
} {
  return { ...log, version: 2, events: log.events.map((e) => eventFromV1(log.header.ruleset.id, e)) };
}
