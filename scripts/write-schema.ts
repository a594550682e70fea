/**
 * Writes what tool writers read that is generated from the code (`npm run schema`): the JSON
 * Schemas of the race log, setup and scenario in public/schema, and the event catalogue in
 * docs/race-log.md. Tests fail when either drifts from the code.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonSchemaText, SCHEMA_NAMES, schemaFile } from '../src/cli/schema.ts';
import { withCatalogue } from './lib/race-log-doc.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
for (const name of SCHEMA_NAMES) {
  const target = resolve(root, schemaFile(name));
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, jsonSchemaText(name));
  console.error(`wrote ${schemaFile(name)}`);
}
const doc = resolve(root, 'docs/race-log.md');
await writeFile(doc, withCatalogue(await readFile(doc, 'utf8')));
console.error('wrote the event catalogue in docs/race-log.md');
