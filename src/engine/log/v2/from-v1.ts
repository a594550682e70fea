/**
 * The step from race log version 1 to version 2: every event keeps its envelope; a decision keeps
 * its words and gains its kind (the ruleset's decision kind where one is named for the event's
 * type, else the type itself) and `value: null` (version 1 never recorded the answer or who gave
 * it); and a ruleset with typed events gains the typed fields version 1 held as data.
 */
import type { AurigaeDecisions } from '../../rulesets/aurigae/decisions.ts';
import type { CmDecisions } from '../../rulesets/circus-maximus/decisions.ts';
import type { CrudisDecisions } from '../../rulesets/crudis/decisions.ts';
import type { HippodromeDecisions } from '../../rulesets/hippodrome/decisions.ts';
import type { RulesetId } from '../../rulesets/ids.ts';
import type { RaceEventV1, RaceLogV1 } from '../schema.ts';
import { aurigaeFromV1 } from './aurigae-from-v1.ts';
import { circusMaximusFromV1 } from './circus-maximus-from-v1.ts';
import { crudisFromV1 } from './crudis-from-v1.ts';
import type { EventEnvelopeV2 } from './envelope.ts';
import { hippodromeFromV1 } from './hippodrome-from-v1.ts';

/**
 * The decision kind of a version 1 event that carried a decision, by event type, for the rulesets
 * whose kinds are named (by the kernel). Where one type carried decisions of two kinds, the kind
 * by the event's rule (Crudis' `decision`: a move, or the lane of a locked group).
 */
export const V1_DECISION_KINDS: Readonly<
  Partial<Record<RulesetId, Readonly<Record<string, string | Readonly<Record<string, string>>>>>>
> = {
  hippodrome: {
    select: 'keep',
    rumor: 'rumor-target',
    'start-choice': 'start',
    pass: 'attempt',
    hold: 'attempt',
    'play-cards': 'event-cards',
    discard: 'discard',
  } satisfies Record<string, keyof HippodromeDecisions>,
  aurigae: { move: 'plot' } satisfies Record<string, keyof AurigaeDecisions>,
  // The specification is decided before the race, not asked by the kernel.
  'circus-maximus': { specification: 'specification', speed: 'speed', decision: 'attack' } satisfies Record<
    string,
    keyof CmDecisions | 'specification'
  >,
  crudis: {
    decision: { 'crudis.locked-together': 'lockedShift', '*': 'move' },
    'whip-speed': 'whipSpeed',
    'whip-attack': 'whipAttack',
  } satisfies Record<string, keyof CrudisDecisions | Record<string, keyof CrudisDecisions>>,
};

/** The decision kind of a version 1 event (the type itself where the ruleset names none). */
export function v1DecisionKind(ruleset: RulesetId, event: { type: string; rule: string }): string {
  const kind = V1_DECISION_KINDS[ruleset]?.[event.type];
  if (kind === undefined) return event.type;
  return typeof kind === 'string' ? kind : (kind[event.rule] ?? kind['*'] ?? event.type);
}

/** What a ruleset adds to each upgraded event: the typed fields version 1 held as data. */
type TypedFromV1 = (event: RaceEventV1, log: RaceLogV1, index: number) => Record<string, unknown>;

const TYPED_FROM_V1: Readonly<Partial<Record<RulesetId, TypedFromV1>>> = {
  hippodrome: hippodromeFromV1,
  aurigae: aurigaeFromV1,
  'circus-maximus': circusMaximusFromV1,
  crudis: crudisFromV1,
};

/**
 * A version 1 event as a version 2 event: the envelope kept, the decision as data where its kind
 * is known (`value` and `by` were never recorded), and the typed fields version 1 held as data.
 */
export function eventFromV1(log: RaceLogV1, index: number): EventEnvelopeV2 {
  const event = log.events[index]!;
  const ruleset = log.header.ruleset.id as RulesetId;
  const { decision, ...rest } = event;
  const typed = TYPED_FROM_V1[ruleset]?.(event, log, index) ?? {};
  if (!decision) return { ...rest, ...typed };
  return {
    ...rest,
    ...typed,
    decision: { ...decision, kind: v1DecisionKind(ruleset, event), value: null },
  };
}

/**
 * A version 2 log written before its ruleset's events were typed (its events the envelope, each
 * decision's kind the event's type, as version 1's upgrade gives them) with its typed events: the
 * typed fields from its data and the decisions' kinds named, exactly as for a version 1 log.
 */
export function typedFromEnvelope<L extends { header: RaceLogV1['header']; events: EventEnvelopeV2[] }>(
  log: L,
): L {
  const ruleset = log.header.ruleset.id as RulesetId;
  const v1 = log as unknown as RaceLogV1;
  return {
    ...log,
    events: log.events.map((event, i) => {
      const typed = TYPED_FROM_V1[ruleset]?.(event as unknown as RaceEventV1, v1, i) ?? {};
      const { decision } = event;
      if (!decision || decision.kind !== event.type) return { ...event, ...typed };
      const kind = v1DecisionKind(ruleset, event);
      return { ...event, ...typed, decision: { ...decision, kind } };
    }),
  };
}

/** A version 1 log with version 2 events (the footer's digest is brought up to date by upgradeLog). */
export function logFromV1(log: RaceLogV1): Omit<RaceLogV1, 'events' | 'version'> & {
  version: 2;
  events: EventEnvelopeV2[];
} {
  return { ...log, version: 2, events: log.events.map((_, i) => eventFromV1(log, i)) };
}
