import { z } from 'zod';
import { LOG_FORMAT, LOG_VERSION, RaceLogSchema } from '../engine/log/schema.ts';

/** Where the schema lives; the viewer serves the committed copy at /schema/race-log.schema.json. */
export const RACE_LOG_SCHEMA_ID = 'https://quadriga.example/schema/race-log.schema.json';

/** Path of the committed copy, relative to the repository root (`npm run schema` writes it). */
export const RACE_LOG_SCHEMA_FILE = 'public/schema/race-log.schema.json';

/**
 * The JSON Schema of the race log, generated from the zod schema so the two cannot drift.
 * Generated for input (`io: 'input'`): objects stay open to unknown members, because later log
 * versions only add optional fields and a reader must accept them.
 */
export function raceLogJsonSchema(): Record<string, unknown> {
  const { $schema: _draft, ...body } = z.toJSONSchema(RaceLogSchema, {
    io: 'input',
    target: 'draft-2020-12',
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: RACE_LOG_SCHEMA_ID,
    title: 'Quadriga race log',
    description:
      `A chariot race resolved by the Quadriga engine: format "${LOG_FORMAT}", versions 1 to ${LOG_VERSION}. ` +
      'The header says who raced under which rules and seed, the events say what happened in order, ' +
      'the checkpoints hash the race state at the end of each turn and the footer gives the result. ' +
      'Later versions only add optional fields.',
    ...body,
  };
}

/** The schema as the committed file holds it: 2-space indent and a trailing newline. */
export function raceLogJsonSchemaText(): string {
  return `${JSON.stringify(raceLogJsonSchema(), null, 2)}\n`;
}
