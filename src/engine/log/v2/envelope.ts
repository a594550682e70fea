/**
 * Race log version 2 (docs/race-log.md, "Version 2"): the event envelope every ruleset shares,
 * decisions as data, the shared vocabulary of typed fields, and the builder of a ruleset's
 * discriminated union of event types (Hippodrome's: ./hippodrome.ts).
 */
import { z } from 'zod';
import { DECIDERS } from '../../kernel/requests.ts';
import { BoardPointSchema, DecisionSchema, EventSchema, StatValueSchema } from '../schema.ts';

/**
 * A decision as data, with its words: version 1's `choice`, `reason` and `options` (display text)
 * plus what was decided (`kind`), who decided (`by`) and the answer itself (`value`), in the shape a
 * driver or a bot answers with. Each ruleset's union types `kind` and `value` per kind.
 */
export const DecisionSchemaV2 = DecisionSchema.extend({
  kind: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .describe(
      "What was decided, one of the ruleset's decision kinds (Hippodrome: keep, rumor-target, start, attempt, " +
        'event-cards, discard). A ruleset that has not named its kinds yet writes the type of the event.',
    ),
  by: z
    .enum(DECIDERS)
    .optional()
    .describe(
      'Who decided: the AI, a scenario script, a person or a bot. Absent where it was not recorded: in a log ' +
        'upgraded from version 1, and from a ruleset not yet on the kernel.',
    ),
  value: z
    .unknown()
    .describe(
      'The answer as the driver gave it, shaped by the kind (any JSON value). null where it was not recorded: ' +
        'in a log upgraded from version 1, and from a ruleset not yet on the kernel.',
    ),
}).meta({ id: 'DecisionV2', description: "A driver's decision: as data, and in words for display." });
export type DecisionV2 = z.infer<typeof DecisionSchemaV2>;

/** A decision of one kind, its answer typed (null where it was not recorded). */
export function decisionOf<K extends string, T extends z.ZodType>(kind: K, value: T, says: string) {
  return DecisionSchemaV2.extend({
    kind: z.literal(kind).describe('What was decided.'),
    value: value.nullable().describe(`${says} null in a log upgraded from version 1.`),
  }).describe(`A decision of kind ${kind}; its value: ${says}`);
}

/**
 * The fields every event of every ruleset has, as version 1 has them, with the decision as data.
 * A decision rides on the event it produced, or on an event of type `decide` when it produced
 * none of its own (an empty answer): every decision the race asked for is in the log, in the order
 * asked.
 */
export const EventEnvelopeSchemaV2 = EventSchema.omit({ decision: true }).extend({
  decision: DecisionSchemaV2.optional().describe('The decision this event carries.'),
});
export type EventEnvelopeV2 = z.infer<typeof EventEnvelopeSchemaV2>;

/**
 * Typed fields with one meaning in every ruleset: a ruleset whose event says one of these things
 * uses this name with this shape. Each ruleset adds its own (its causes, outcomes, table rows).
 */
export const SHARED_FIELDS = {
  lap: z.number().int().min(0).describe('Laps the chariot has completed, after this event.'),
  place: z.number().int().min(1).describe('The place: 1 leads (or won).'),
  order: z
    .array(z.string().min(1))
    .describe('Chariots in order, first first: a running order, or an order of moves.'),
  target: z.string().min(1).describe('The chariot acted on (attacked, passed, rammed): an entrant id.'),
  wreck: z.string().min(1).describe('The wrecked chariot whose wreck is involved: an entrant id.'),
  speed: z
    .number()
    .describe(
      "A speed in the ruleset's unit: squares (Crudis), MF (Circus Maximus), inches a turn (Aurigae).",
    ),
  change: z
    .object({
      from: StatValueSchema.describe('Before.'),
      to: StatValueSchema.describe('After.'),
    })
    .describe('A value changed by the event.'),
  where: BoardPointSchema.describe('The place the event concerns.'),
} as const;

/** One event type: its name and its typed fields, on top of the envelope. */
export function eventType<T extends string, F extends z.ZodRawShape>(type: T, fields: F, says: string) {
  return EventEnvelopeSchemaV2.extend({ type: z.literal(type).describe(says), ...fields });
}

/** The event that carries a decision that produced no event of its own. */
export const DecideEventSchema = eventType(
  'decide',
  { decision: DecisionSchemaV2.describe('The decision.') },
  'A decision that produced no event of its own (an empty answer, a choice whose effect comes later).',
);

/**
 * A ruleset's events: a discriminated union on `type` of its event types (each built with
 * `eventType`) and the shared `decide` event.
 */
export function rulesetEvents(types: readonly ReturnType<typeof eventType>[]) {
  return z.discriminatedUnion('type', [DecideEventSchema, ...types]);
}
