import { z } from 'zod';
import { BotAnswerSchema, BotMessageSchema } from '../engine/kernel/bot-protocol.ts';
import { EventSchema, LOG_FORMAT, LOG_VERSION } from '../engine/log/schema.ts';
import { EventEnvelopeSchemaV2 } from '../engine/log/v2/envelope.ts';
import { RaceLogSchemaV2, RULESET_EVENTS } from '../engine/log/v2/log.ts';
import { SetupSchema } from '../engine/race/setup.ts';
import {
  AurigaeScenarioSchema,
  CircusMaximusScenarioSchema,
  CrudisScenarioSchema,
  HippodromeScenarioSchema,
} from '../engine/scenario/schema.ts';
import { SeasonFileSchema } from '../engine/season/file.ts';
import { GameSchema, OrdersFileSchema } from './play/game.ts';

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
  'season',
] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

/** Where the schemas live; the viewer serves the committed copies under /schema/. */
const SCHEMA_BASE = 'https://quadriga.example/schema/';

interface SchemaDocument {
  title: string;
  description: string;
  schema: z.ZodType;
  /** Adds to the generated schema what zod cannot say (the race log's per-version event shapes). */
  finish?: (schema: Record<string, unknown>) => Record<string, unknown>;
}

const JSON_SCHEMA_OPTIONS = { io: 'input', target: 'draft-2020-12' } as const;

/** Every version's log: the shared parts, its events any object here (the versions type them). */
const AnyVersionLogSchema = RaceLogSchemaV2.extend({
  version: z
    .number()
    .int()
    .min(1)
    .max(LOG_VERSION)
    .describe(`Version of the log format, 1 to ${LOG_VERSION}. A reader accepts every older version.`),
  events: z
    .array(z.looseObject({}).describe('An event, shaped by the log version and the ruleset (see allOf).'))
    .describe('Everything that happened, in the order it was resolved (seq 0, 1, 2, …).'),
});

/** A JSON Schema condition on where the log says it is: `{ version: 1 }` or `{ version, ruleset }`. */
function when(version: number, ruleset?: string): Record<string, unknown> {
  const header = {
    type: 'object',
    description: 'The header.',
    properties: {
      ruleset: {
        type: 'object',
        description: 'The rules.',
        properties: { id: { const: ruleset, description: `The ruleset: ${ruleset}.` } },
        required: ['id'],
      },
    },
    required: ['ruleset'],
  };
  return {
    type: 'object',
    properties: {
      version: { const: version, description: `The log format version: ${version}.` },
      ...(ruleset === undefined ? {} : { header }),
    },
    required: ruleset === undefined ? ['version'] : ['version', 'header'],
  };
}

/** A JSON Schema `if`/`then` pair (an object with `then` is what the keyword is, not a promise). */
function ifThen(condition: Record<string, unknown>, then: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries([
    ['if', condition],
    ['then', then],
  ]);
}

type Json = Record<string, unknown>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * An object schema as `base` (a `$ref` to it) plus what it adds or changes: the properties that
 * differ from the base's, and the required ones the base does not require. Each ruleset's event
 * types and typed decisions would otherwise repeat the envelope and the decision in full.
 */
function onBase(schema: Json, base: Json, ref: string): Json {
  const props = (schema.properties ?? {}) as Json;
  const baseProps = (base.properties ?? {}) as Json;
  const baseRequired = new Set((base.required ?? []) as string[]);
  const required = ((schema.required ?? []) as string[]).filter((k) => !baseRequired.has(k));
  // A property required here but not in the base stays here, even unchanged (ajv's strictRequired).
  const own = Object.fromEntries(
    Object.entries(props).filter(([k, v]) => !same(v, baseProps[k]) || required.includes(k)),
  );
  const { properties: _p, required: _r, type: _t, ...rest } = schema;
  return {
    $ref: `#/$defs/${ref}`,
    ...rest,
    type: 'object',
    ...(Object.keys(own).length > 0 ? { properties: own } : {}),
    ...(required.length > 0 ? { required } : {}),
  };
}

/** A typed decision (`decisionOf`): the shared decision plus its kind and the shape of its value. */
function isDecision(schema: unknown, decision: Json): schema is Json {
  const props = (schema as Json | null)?.properties as Json | undefined;
  return props !== undefined && same(props.choice, (decision.properties as Json).choice) && 'kind' in props;
}

/** A ruleset's event union with each type on the shared envelope, each decision on the shared one. */
function factorUnion(union: Json, envelope: Json, decision: Json): Json {
  const typed = (union.oneOf as Json[]).map((type) => {
    const props = { ...(type.properties as Json) };
    for (const [k, v] of Object.entries(props)) {
      if (isDecision(v, decision)) props[k] = onBase(v, decision, 'DecisionV2');
      // A field that carries one of several kinds of decision (Crudis' `decision` event).
      const kinds = (v as Json).oneOf;
      if (Array.isArray(kinds) && kinds.every((d) => isDecision(d, decision)))
        props[k] = { ...(v as Json), oneOf: kinds.map((d: Json) => onBase(d, decision, 'DecisionV2')) };
    }
    return onBase({ ...type, properties: props }, envelope, 'Event');
  });
  return { ...union, oneOf: typed };
}

const eventsOf = (ref: string, says: string): Record<string, unknown> => ({
  properties: { events: { type: 'array', description: says, items: { $ref: `#/$defs/${ref}` } } },
});

/**
 * The race log's events by version and ruleset: version 1's events; version 2's shared envelope;
 * and for each ruleset with an event union, its union (picked with if/then on header.ruleset.id).
 */
function raceLogEvents(schema: Record<string, unknown>): Record<string, unknown> {
  const rulesets = Object.entries(RULESET_EVENTS);
  const eventIds = (id: string) => `${id.replace(/(^|-)(\w)/g, (_, _d, c: string) => c.toUpperCase())}Event`;
  const parts = z.toJSONSchema(
    z.object({
      v1: EventSchema.meta({ id: 'EventV1', description: 'An event of a version 1 log.' }),
      v2: EventEnvelopeSchemaV2.meta({
        id: 'Event',
        description: 'An event of a version 2 log, as every ruleset shares it; its ruleset types it further.',
      }),
      ...Object.fromEntries(rulesets.map(([id, s]) => [id, s!])),
    }),
    JSON_SCHEMA_OPTIONS,
  ) as { $defs: Record<string, unknown> };
  const defs = parts.$defs as Record<string, Json>;
  for (const [id] of rulesets)
    defs[eventIds(id)] = factorUnion(defs[eventIds(id)]!, defs.Event!, defs.DecisionV2!);
  return {
    ...schema,
    $defs: { ...(schema.$defs as Record<string, unknown>), ...defs },
    allOf: [
      ifThen(when(1), eventsOf('EventV1', 'Version 1 events.')),
      ifThen(when(2), eventsOf('Event', 'Version 2 events.')),
      ...rulesets.map(([id]) => ifThen(when(2, id), eventsOf(eventIds(id), `Version 2 events of ${id}.`))),
    ],
  };
}

/** The season's `races[].log`: a race log, by a reference to its schema (zod cannot say that). */
function withLogRef(schema: Json): Json {
  const races = (schema.properties as Json).races as Json;
  const race = races.items as Json;
  const props = race.properties as Json;
  const log = props.log as Json;
  return {
    ...schema,
    properties: {
      ...(schema.properties as Json),
      races: {
        ...races,
        items: { ...race, properties: { ...props, log: { ...log, $ref: schemaId('race-log') } } },
      },
    },
  };
}

const DOCUMENTS: Record<SchemaName, SchemaDocument> = {
  'race-log': {
    title: 'Quadriga race log',
    description:
      `A chariot race resolved by the Quadriga engine: format "${LOG_FORMAT}", versions 1 to ${LOG_VERSION}. ` +
      'The header says who raced under which rules and seed, the events say what happened in order, ' +
      'the checkpoints hash the race state at the end of each turn and the footer gives the result. ' +
      'A reader accepts every older version; docs/race-log.md describes the format.',
    schema: AnyVersionLogSchema,
    finish: raceLogEvents,
  },
  season: {
    title: 'Quadriga season',
    description:
      'A championship (`quadriga season`): the same field raced again and again under one ruleset, every ' +
      "race's whole log, the points of each race and the standings of drivers and factions. docs/seasons.md " +
      'describes it.',
    schema: SeasonFileSchema,
    finish: (schema) => withLogRef(schema),
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
  const { $schema: _draft, description: _own, ...body } = z.toJSONSchema(doc.schema, JSON_SCHEMA_OPTIONS);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaId(name),
    title: doc.title,
    description: doc.description,
    ...(doc.finish ? doc.finish(body) : body),
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
