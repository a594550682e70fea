import { z } from 'zod';
import { BotAnswerSchema, BotMessageSchema } from '../engine/kernel/bot-protocol.ts';
import { GameSchema, OrdersFileSchema } from './play/game.ts';
import { LOG_FORMAT, LOG_VERSION, RaceLogSchema } from '../engine/log/schema.ts';
import { SetupSchema } from '../engine/race/setup.ts';
import {
  AurigaeScenarioSchema,
  CircusMaximusScenarioSchema,
  CrudisScenarioSchema,
  HippodromeScenarioSchema,
} from '../engine/scenario/schema.ts';

/**
 * The JSON Schemas of the three file formats (race log, setup, scenario), generated from their zod
 * schemas so the two cannot drift. Every property carries the description its zod schema gives
 * (`.describe()`), so an editor completes and explains the files; `public/schema/` holds the
 * committed copies (`npm run schema` writes them, a test keeps them current).
 */
export const SCHEMA_NAMES = [
  'race-log',
  'setup',
  'scenario',
  'bot-message',
  'bot-answer',
  'game',
  'orders',
] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

/** Where the schemas live; the viewer serves the committed copies under /schema/. */
const SCHEMA_BASE = 'https://quadriga.example/schema/';

interface SchemaDocument {
  title: string;
  description: string;
  schema: z.ZodType;
}

const DOCUMENTS: Record<SchemaName, SchemaDocument> = {
  'race-log': {
    title: 'Quadriga race log',
    description:
      `A chariot race resolved by the Quadriga engine: format "${LOG_FORMAT}", versions 1 to ${LOG_VERSION}. ` +
      'The header says who raced under which rules and seed, the events say what happened in order, ' +
      'the checkpoints hash the race state at the end of each turn and the footer gives the result. ' +
      'A reader accepts every older version; docs/race-log.md describes the format.',
    schema: RaceLogSchema,
  },
  setup: {
    title: 'Quadriga race setup',
    description:
      'The chariots of a race and the ruleset options (`quadriga simulate --setup setup.json`). ' +
      'Add "$schema" with this schema\'s address to the file and an editor completes it.',
    schema: SetupSchema,
  },
  scenario: {
    title: 'Quadriga scenario',
    description:
      'A situation set up by hand and the rules it shows (`quadriga simulate --scenario file.json`): ' +
      'one shape per ruleset, chosen by "ruleset". Add "$schema" with this schema\'s address to the file ' +
      'and an editor completes it.',
    schema: z.discriminatedUnion('ruleset', [
      CrudisScenarioSchema,
      HippodromeScenarioSchema,
      CircusMaximusScenarioSchema,
      AurigaeScenarioSchema,
    ]),
  },
  'bot-message': {
    title: 'Quadriga bot message',
    description:
      'What the engine writes to a bot, one JSON object a line (`quadriga simulate --driver`, docs/bots.md): ' +
      'start, a decision to answer, refused, end.',
    schema: BotMessageSchema,
  },
  'bot-answer': {
    title: 'Quadriga bot answer',
    description: 'What a bot writes back for each decision, one JSON object a line (docs/bots.md).',
    schema: BotAnswerSchema,
  },
  game: {
    title: 'Quadriga correspondence game',
    description:
      'A race kept in a file that stops each time a player must decide (`quadriga play`): the race, every answer used so far, and the orders sent and not yet used.',
    schema: GameSchema,
  },
  orders: {
    title: 'Quadriga orders',
    description:
      "A seat's orders for a correspondence game (`quadriga play orders game.json --seat <chariot> orders.json`): one order or a list, each answering the seat's next decision.",
    schema: OrdersFileSchema,
  },
};

/** Path of a schema's committed copy, relative to the repository root. */
export const schemaFile = (name: SchemaName): string => `public/schema/${name}.schema.json`;
export const schemaId = (name: SchemaName): string => `${SCHEMA_BASE}${name}.schema.json`;

/**
 * A format's JSON Schema (draft 2020-12). Generated for input (`io: 'input'`): the race log's
 * objects stay open to unknown members (a reader accepts fields a later version adds), while the
 * setup and scenario, strict in zod, refuse a misspelt key as the engine does.
 */
export function jsonSchema(name: SchemaName): Record<string, unknown> {
  const doc = DOCUMENTS[name];
  const {
    $schema: _draft,
    description: _own,
    ...body
  } = z.toJSONSchema(doc.schema, {
    io: 'input',
    target: 'draft-2020-12',
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaId(name),
    title: doc.title,
    description: doc.description,
    ...body,
  };
}

/** The schema as the committed file holds it: 2-space indent and a trailing newline. */
export function jsonSchemaText(name: SchemaName): string {
  return `${JSON.stringify(jsonSchema(name), null, 2)}\n`;
}

export const RACE_LOG_SCHEMA_ID = schemaId('race-log');
export const RACE_LOG_SCHEMA_FILE = schemaFile('race-log');
export const raceLogJsonSchema = (): Record<string, unknown> => jsonSchema('race-log');
export const raceLogJsonSchemaText = (): string => jsonSchemaText('race-log');
