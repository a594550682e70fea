/**
 * Race log version 2, in preparation (docs/race-log.md, "Version 2"): the event envelope every
 * ruleset shares, structured decisions, the shared vocabulary of typed fields, and the builder of
 * a ruleset's discriminated union of event types. The engine still writes version 1; the rulesets'
 * event unions are built on this when they move onto the kernel, and version 2 then joins
 * LOG_FORMATS with the upgrade from version 1 (./from-v1.ts).
 */
import { z } from 'zod';
import { DECIDERS } from '../../kernel/requests.ts';
import { BoardPointSchema, EventSchema, StatValueSchema } from '../schema.ts';

/** A decision's choice fields: any JSON value here; each ruleset's union types them per kind. */
const ChoiceSchema = z
  .unknown()
  .describe('The choice fields: the answer as the driver gave it, shaped by the kind (any JSON value).');

export const DecisionSchemaV2 = z
  .object({
    kind: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .describe(
        "What was decided, one of the ruleset's decision kinds (Hippodrome: keep, rumor-target, start, attempt, event-cards, discard). 'v1' in a log upgraded from version 1 where the kind was not recorded.",
      ),
    by: z
      .enum(DECIDERS)
      .optional()
      .describe(
        'Who decided: the AI, a scenario script, a person or a bot. Absent only in a log upgraded from version 1, which did not record it.',
      ),
    value: ChoiceSchema.describe(
      'The choice fields: the answer as the driver gave it, shaped by the kind. null in a log upgraded from version 1, which recorded words only.',
    ),
    note: z
      .object({
        choice: z.string().min(1).describe('What was chosen, in words (display text).'),
        reason: z.string().min(1).describe('Why, in words (display text).'),
        options: z.array(z.string()).optional().describe('The choices there were, in words (display text).'),
      })
      .optional()
      .describe('The decision in words, for display; nothing reads it for data.'),
  })
  .meta({ id: 'DecisionV2', description: "A driver's decision as data." });

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
export function rulesetEvents<
  const T extends readonly [ReturnType<typeof eventType>, ...ReturnType<typeof eventType>[]],
>(types: T) {
  return z.discriminatedUnion('type', [DecideEventSchema, ...types]);
}
