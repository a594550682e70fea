/** Writes the race log's JSON Schema to public/schema (`npm run schema`); a test keeps it current. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RACE_LOG_SCHEMA_FILE, raceLogJsonSchemaText } from '../src/cli/schema.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(root, RACE_LOG_SCHEMA_FILE);
await mkdir(dirname(target), { recursive: true });
await writeFile(target, raceLogJsonSchemaText());
console.error(`wrote ${RACE_LOG_SCHEMA_FILE}`);
