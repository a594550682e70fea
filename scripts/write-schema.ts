/** Writes the JSON Schemas of the race log, setup and scenario to public/schema (`npm run schema`); a test keeps them current. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonSchemaText, SCHEMA_NAMES, schemaFile } from '../src/cli/schema.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
for (const name of SCHEMA_NAMES) {
  const target = resolve(root, schemaFile(name));
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, jsonSchemaText(name));
  console.error(`wrote ${schemaFile(name)}`);
}
