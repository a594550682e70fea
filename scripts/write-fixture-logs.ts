/**
 * Writes the race log fixtures of the version the engine writes now (tests/fixtures/logs/vN/):
 * two races per ruleset, the seeds and fields of the version 1 fixtures. Run once when a version
 * is new; the fixtures are then kept as they are, for every later reader to accept.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_VERSION } from '../src/engine/log/schema.ts';
import { serializeLog } from '../src/engine/log/serialize.ts';
import { defaultSetup } from '../src/engine/race/setup.ts';
import { type RulesetId, simulate } from '../src/engine/rulesets/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'tests/fixtures/logs/v1');
const to = join(root, `tests/fixtures/logs/v${LOG_VERSION}`);
mkdirSync(to, { recursive: true });
for (const name of readdirSync(from)) {
  const v1 = JSON.parse(readFileSync(join(from, name), 'utf8'));
  const ruleset = v1.header.ruleset.id as RulesetId;
  const setup = { ...defaultSetup(v1.header.entrants.length), options: v1.header.options };
  const r = simulate({ ruleset, seed: v1.header.seed, setup });
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  writeFileSync(join(to, name), serializeLog(r.value));
  console.error(`wrote ${join(`tests/fixtures/logs/v${LOG_VERSION}`, name)}`);
}
