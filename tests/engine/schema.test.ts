import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  jsonSchema,
  RACE_LOG_SCHEMA_ID,
  SCHEMA_NAMES,
  type SchemaName,
  schemaFile,
} from '../../src/cli/schema.ts';
import {
  defaultSetup,
  LOG_FORMAT,
  LOG_VERSION,
  RULESET_IDS,
  resolveSetup,
  simulate,
} from '../../src/engine/index.ts';
import { DecisionSchema, EventSchema } from '../../src/engine/log/schema.ts';
import { parseScenario } from '../../src/engine/scenario/index.ts';
import { type Json, undescribed } from './json-schema-helpers.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Strict mode: unknown keywords, ignored keywords and ambiguous types are errors. A list of
 * types (`"type": ["number", "string"]`, how zod writes a union of plain values) is standard
 * JSON Schema and allowed. */
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
const validators = Object.fromEntries(SCHEMA_NAMES.map((n) => [n, ajv.compile(jsonSchema(n))]));
const errorsOf = (name: SchemaName, data: unknown): string => {
  const validate = validators[name]!;
  return validate(data) ? '' : ajv.errorsText(validate.errors);
};

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe.each(SCHEMA_NAMES.map((n) => [n] as const))('the %s JSON Schema', (name) => {
  test('equals the committed copy in public/schema', () => {
    let committed: unknown;
    try {
      committed = readJson(join(ROOT, schemaFile(name)));
    } catch (e) {
      throw new Error(`cannot read ${schemaFile(name)} (${String(e)}): run \`npm run schema\``);
    }
    expect(committed, `${schemaFile(name)} is out of date: run \`npm run schema\``).toEqual(jsonSchema(name));
  });

  test('describes every property', () => {
    expect(undescribed(jsonSchema(name))).toEqual([]);
  });

  test('is a draft 2020-12 schema with an id, a title and a description', () => {
    const schema = jsonSchema(name);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(new RegExp(`/${name}\\.schema\\.json$`));
    expect(typeof schema.title).toBe('string');
    expect(typeof schema.description).toBe('string');
  });
});

describe('the description check', () => {
  test('names a property without a description, nested or behind a $ref', () => {
    const Point = z.object({ x: z.number().describe('x'), y: z.number() }).meta({ id: 'Point' });
    const schema = z.toJSONSchema(
      z.object({
        a: z.string().describe('a'),
        b: z.array(z.object({ c: z.string() }).describe('an item')).describe('b'),
        p: Point,
      }),
    ) as Json;
    expect(undescribed(schema)).toEqual([
      '$.properties.p',
      '$.properties.b.items.properties.c',
      '$.$defs.Point.properties.y',
      '$.$defs.Point',
    ]);
  });
});

describe('the race log JSON Schema', () => {
  test('describes format, version, header, events, checkpoints and footer', () => {
    const schema = jsonSchema('race-log') as Json & {
      properties: Record<string, Json>;
      required: string[];
    };
    const parts = ['format', 'version', 'header', 'events', 'checkpoints', 'footer'];
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties).sort()).toEqual([...parts].sort());
    expect([...schema.required].sort()).toEqual([...parts].sort());
    expect(schema.properties.format!.const).toBe(LOG_FORMAT);
    expect(schema.properties.version).toMatchObject({ type: 'integer', minimum: 1, maximum: LOG_VERSION });
    expect(schema.$id).toBe(RACE_LOG_SCHEMA_ID);
  });

  test('leaves objects open to fields later versions add', () => {
    expect(JSON.stringify(jsonSchema('race-log'))).not.toContain('"additionalProperties":false');
  });

  test.each(RULESET_IDS.map((r) => [r] as const))('validates %s logs in strict mode', (ruleset) => {
    const setup = { ...defaultSetup(ruleset === 'hippodrome' ? 4 : 6), options: { laps: 1 } };
    for (const seed of [1, 2]) {
      const r = simulate({ ruleset, seed, setup });
      if (!r.ok) throw new Error(r.error.message);
      expect(errorsOf('race-log', JSON.parse(JSON.stringify(r.value))), `${ruleset} seed ${seed}`).toBe('');
    }
  });

  test('validates the version 1 fixtures of every ruleset', () => {
    const fixtures = files(join(ROOT, 'tests/fixtures/logs/v1'));
    expect(new Set(fixtures.map((f) => f.replace(/.*\/(.*)-seed\d+\.json$/, '$1')))).toEqual(
      new Set(RULESET_IDS),
    );
    for (const f of fixtures) expect(errorsOf('race-log', readJson(f)), f).toBe('');
  });

  test("refuses a typed field of the wrong shape in a ruleset's events, naming where", () => {
    const r = simulate({ ruleset: 'aurigae', seed: 1, setup: { ...defaultSetup(3), options: { laps: 1 } } });
    if (!r.ok) throw new Error(r.error.message);
    const log = JSON.parse(JSON.stringify(r.value)) as { events: Json[] };
    const i = log.events.findIndex((e) => e.type === 'move');
    expect(errorsOf('race-log', log)).toBe('');
    log.events[i]!.margin = 'wide';
    ((log.events[i]!.decision as Json).value as Json).change = 'fly';
    (log.events[i]!.decision as Json).by = 'oracle';
    const errors = errorsOf('race-log', log);
    expect(errors).toContain(`/events/${i}/margin must be integer`);
    expect(errors).toContain(`/events/${i}/decision/value/change must be equal to one of the allowed values`);
    expect(errors).toContain(`/events/${i}/decision/by must be equal to one of the allowed values`);
  });

  test('defines the shared event envelope and decision once, each ruleset type on top of them', () => {
    const schema = jsonSchema('race-log') as { $defs: Record<string, { oneOf?: Json[] }> };
    const text = JSON.stringify(schema);
    const seq = EventSchema.shape.seq.description!;
    // Version 1's event and version 2's envelope: nowhere else.
    expect(text.split(JSON.stringify(seq)).length - 1).toBe(2);
    const choice = DecisionSchema.shape.choice.description!;
    expect(text.split(JSON.stringify(choice)).length - 1).toBe(2);
    for (const id of ['HippodromeEvent', 'AurigaeEvent', 'CrudisEvent', 'CircusMaximusEvent'])
      for (const type of schema.$defs[id]!.oneOf!) expect(type.$ref, id).toBe('#/$defs/Event');
  });

  test('refuses a log that breaks it, naming where', () => {
    const log = readJson(join(ROOT, 'tests/fixtures/logs/v1/crudis-seed25.json')) as {
      events: Json[];
      header: { entrants: Json[] };
    };
    log.events[3]!.t = 'soon';
    log.header.entrants[0]!.colour = 'red';
    const errors = errorsOf('race-log', log);
    expect(errors).toContain('/events/3/t must be number');
    expect(errors).toContain('/header/entrants/0/colour must match pattern');
  });
});

describe('the setup JSON Schema', () => {
  test('validates the default fields and a setup that names its schema, as the engine does', () => {
    for (const n of [2, 4, 12]) expect(errorsOf('setup', defaultSetup(n))).toBe('');
    const setup = { $schema: '../public/schema/setup.schema.json', ...defaultSetup(4), options: { laps: 1 } };
    expect(errorsOf('setup', setup)).toBe('');
    expect(resolveSetup(setup).ok).toBe(true);
  });

  test('refuses a misspelt key, as the engine does', () => {
    const setup = { chariots: [{ name: 'Scorpus', colur: '#ffffff' }, { name: 'Diocles' }] };
    expect(errorsOf('setup', setup)).toContain('must NOT have additional properties');
    expect(resolveSetup(setup).ok).toBe(false);
  });
});

describe('the scenario JSON Schema', () => {
  const scenarios = files(join(ROOT, 'scenarios'));

  test('validates every shipped scenario', () => {
    expect(scenarios.length).toBeGreaterThan(0);
    for (const f of scenarios) expect(errorsOf('scenario', readJson(f)), f).toBe('');
  });

  test('a scenario that names its schema is accepted by the schema and the engine', () => {
    const file = scenarios.find((f) => f.includes('/crudis/'))!;
    const scenario = { $schema: '../../public/schema/scenario.schema.json', ...(readJson(file) as Json) };
    expect(errorsOf('scenario', scenario)).toBe('');
    const parsed = parseScenario(scenario);
    expect(parsed.ok ? '' : parsed.error.message).toBe('');
  });

  test('refuses a key of another ruleset, as the engine does', () => {
    const file = scenarios.find((f) => f.includes('/hippodrome/'))!;
    const scenario = { ...(readJson(file) as Json), turns: 3 };
    expect(errorsOf('scenario', scenario)).not.toBe('');
    expect(parseScenario(scenario).ok).toBe(false);
  });
});
