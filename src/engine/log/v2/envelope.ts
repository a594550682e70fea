/**
 * Race log version 2 (docs/race-log.md, "Version 2"): the event envelope every ruleset shares,
 * decisions as data, the shared vocabulary of typed fields, and the builder of a ruleset's
 * discriminated union of event types (Hippodrome's: ./hippodrome.ts).
 */
import { z } from 'zod';
import { DECIDERS, type Decided } from '../../kernel/requests.ts';
import { BoardPointSchema, DecisionSchema, EventSchema, StatValueSchema } from '../schema.ts';

/**
 * A decision as data, with its words: version 1's `choice`, `reason` and `options` (display text)
 * plus what was decided (`kind`), who decided (`by`) and the answer itself (`value`), in the shape a
 * driver or a bot answers with. Each ruleset's union types `kind` and `value` per kind.
 */
export const DecisionSchemaV2 = DecisionSchema.extend({
  kind: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9-]*$/)
    .describe(
      "What was decided: one of the ruleset's decision kinds, named as the kernel's requests and the header's " +
        '`answers` name it (Hippodrome: keep, rumor-target, start, attempt, event-cards, discard; Crudis: move, ' +
        'whipSpeed, whipAttack, lockedShift). A ruleset that has not named its kinds yet writes the type of the event.',
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

/** A decision as the log writes it, from the kernel's checked answer: as data and in words. */
export function decided<K extends string, T>(
  kind: K,
  pick: Decided<T>,
  options?: string[],
): DecisionV2 & { kind: K; value: T } {
  return {
    kind,
    by: pick.by,
    value: pick.value,
    choice: pick.note.choice,
    reason: pick.note.reason,
    ...(options ? { options } : {}),
  };
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

/** A ruleset's event types: what each says, and its typed fields (the decision it carries among them). */
export type TypeTable = Readonly<Record<string, { readonly says: string; readonly fields: z.ZodRawShape }>>;

/** Each type as the engine writes it, every typed field present. */
export function writtenEvents(types: TypeTable, id: string, description: string) {
  return rulesetEvents(Object.entries(types).map(([type, t]) => eventType(type, t.fields, t.says))).meta({
    id,
    description,
  });
}

/**
 * Each type as a reader finds it: a log upgraded from version 1 lacks the typed fields version 1
 * said only in words, so those are optional here (a decision keeps its own shape).
 */
export function readEvents(types: TypeTable, id: string, description: string) {
  return rulesetEvents(
    Object.entries(types).map(([type, t]) =>
      eventType(
        type,
        Object.fromEntries(
          Object.entries(t.fields).map(([k, f]) => [
            k,
            k === 'decision' || f instanceof z.ZodOptional ? f : (f as z.ZodType).optional(),
          ]),
        ),
        t.says,
      ),
    ),
  ).meta({ id, description });
}

/** Each type's typed fields and what they hold (their descriptions), for the event catalogue. */
export function typedFieldsOf(types: TypeTable): Readonly<Record<string, Readonly<Record<string, string>>>> {
  return Object.fromEntries(
    Object.entries(types).map(([type, t]) => [
      type,
      Object.fromEntries(
        Object.entries(t.fields as z.ZodRawShape).map(([k, f]) => [k, (f as z.ZodType).description ?? '']),
      ),
    ]),
  );
}

/** A type's typed fields (none adds nothing to the envelope). */
type FieldsOf<S extends z.ZodRawShape> = keyof S extends never
  ? Record<never, never>
  : z.infer<z.ZodObject<S>>;

/** An event of one type of a type table, as the engine writes it. */
type TypedEvent<T extends TypeTable, K extends keyof T & string> = Omit<
  EventEnvelopeV2,
  'type' | keyof FieldsOf<T[K]['fields']>
> & { type: K } & FieldsOf<T[K]['fields']>;

/** A ruleset's event as the engine writes it, typed by its `type` (or a `decide` event). */
export type EventOf<T extends TypeTable> =
  | { [K in keyof T & string]: TypedEvent<T, K> }[keyof T & string]
  | z.infer<typeof DecideEventSchema>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a ruleset's steps emit: an event without its place in the log. */
export type DraftOf<E> = DistributiveOmit<E, 'seq' | 'turn' | 't'>;
