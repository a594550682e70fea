/**
 * Race log version 2: version 1's header, checkpoints and footer, with typed events. A log's events
 * are read with the event union of the ruleset its header names; a ruleset whose union is not
 * written yet has its events read as the shared envelope (their `type` a name, their decision as
 * data).
 */
import { z } from 'zod';
import type { RulesetId } from '../../rulesets/ids.ts';
import { RaceLogSchema } from '../schema.ts';
import { AurigaeEventSchema } from './aurigae.ts';
import { CircusMaximusEventSchema } from './circus-maximus.ts';
import { CrudisEventSchema } from './crudis.ts';
import { EventEnvelopeSchemaV2 } from './envelope.ts';
import { HippodromeEventSchema } from './hippodrome.ts';

/** The event union of each ruleset that has one. */
export const RULESET_EVENTS: Readonly<Partial<Record<RulesetId, z.ZodType>>> = {
  hippodrome: HippodromeEventSchema,
  aurigae: AurigaeEventSchema,
  'circus-maximus': CircusMaximusEventSchema,
  crudis: CrudisEventSchema,
};

/** A version 2 log of any ruleset, its events read as the shared envelope. */
export const RaceLogSchemaV2 = RaceLogSchema.extend({
  version: z.literal(2).describe('The version of the log format: 2.'),
  events: z
    .array(EventEnvelopeSchemaV2)
    .describe(
      "Everything that happened, in the order it was resolved (seq 0, 1, 2, …): the ruleset's event types.",
    ),
});
export type RaceLogV2 = z.infer<typeof RaceLogSchemaV2>;

/**
 * A version 2 log of a ruleset this reader has no union for (a newer engine's, or a tool's own):
 * its events read as the envelope with their typed fields kept as written, so the footer's digest
 * still checks and a reader can show the log, though it cannot run it again.
 */
export const RaceLogSchemaV2Open = RaceLogSchemaV2.extend({
  events: z.array(EventEnvelopeSchemaV2.loose()).describe(RaceLogSchemaV2.shape.events.description!),
});

const byRuleset = new Map<string, z.ZodType>();

/** The schema a version 2 log is read with: its events in the union of the ruleset it names. */
export function raceLogSchemaV2For(data: unknown): z.ZodType {
  const id = (data as { header?: { ruleset?: { id?: unknown } } }).header?.ruleset?.id;
  const events = typeof id === 'string' ? RULESET_EVENTS[id as RulesetId] : undefined;
  if (events === undefined) return RaceLogSchemaV2Open;
  let schema = byRuleset.get(id as string);
  if (schema === undefined) {
    schema = RaceLogSchemaV2.extend({
      events: z.array(events).describe(RaceLogSchemaV2.shape.events.description!),
    });
    byRuleset.set(id as string, schema);
  }
  return schema;
}
