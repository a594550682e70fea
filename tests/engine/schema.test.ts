import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { RACE_LOG_SCHEMA_FILE, RACE_LOG_SCHEMA_ID, raceLogJsonSchema } from '../../src/cli/schema.ts';
import { LOG_FORMAT, LOG_VERSION } from '../../src/engine/index.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const STALE = `${RACE_LOG_SCHEMA_FILE} is out of date with src/engine/log/schema.ts: run \`npm run schema\``;

interface ObjectSchema {
  type: string;
  properties: Record<string, { const?: unknown; type?: string; minimum?: number; maximum?: number }>;
  required: string[];
}

describe('the committed JSON Schema', () => {
  test('equals the schema generated from the zod schema', () => {
    let committed: unknown;
    try {
      committed = JSON.parse(readFileSync(join(ROOT, RACE_LOG_SCHEMA_FILE), 'utf8'));
    } catch (e) {
      throw new Error(`cannot read ${RACE_LOG_SCHEMA_FILE} (${String(e)}): run \`npm run schema\``);
    }
    expect(committed, STALE).toEqual(raceLogJsonSchema());
  });

  test('describes format, version, header, events, checkpoints and footer', () => {
    const schema = raceLogJsonSchema() as unknown as ObjectSchema & Record<string, unknown>;
    const parts = ['format', 'version', 'header', 'events', 'checkpoints', 'footer'];
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties).sort()).toEqual([...parts].sort());
    expect([...schema.required].sort()).toEqual([...parts].sort());
    expect(schema.properties.format!.const).toBe(LOG_FORMAT);
    expect(schema.properties.version).toMatchObject({ type: 'integer', minimum: 1, maximum: LOG_VERSION });
    expect(schema.properties.events!.type).toBe('array');
    expect(schema.$id).toBe(RACE_LOG_SCHEMA_ID);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(typeof schema.title).toBe('string');
    expect(typeof schema.description).toBe('string');
  });

  test('leaves objects open to fields later versions add', () => {
    const text = JSON.stringify(raceLogJsonSchema());
    expect(text).not.toContain('"additionalProperties":false');
  });
});
