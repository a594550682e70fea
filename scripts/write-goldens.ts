/**
 * Writes the golden race digests (tests/golden/<ruleset>.json): `npm run goldens`.
 *
 * Run it only when a rule changes on purpose, and say in that commit which rule moved which
 * digests and why. A refactor must leave every digest as it is (tests/golden/golden.test.ts).
 * `npm run goldens -- crudis` rewrites one ruleset's file only.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULESET_IDS, type RulesetId } from '../src/engine/rulesets/ids.ts';
import { goldenCases, goldenOf } from '../tests/golden/golden.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const only = process.argv.slice(2);
for (const id of only) {
  if (!(RULESET_IDS as readonly string[]).includes(id)) {
    console.error(`unknown ruleset "${id}": choose from ${RULESET_IDS.join(', ')}`);
    process.exit(2);
  }
}
const rulesets = (only.length > 0 ? only : RULESET_IDS) as RulesetId[];
for (const ruleset of rulesets) {
  const rows = goldenCases(ROOT, ruleset).map((c) => {
    const g = goldenOf(ROOT, ruleset, c);
    if (!g.ok) throw new Error(`${ruleset} ${c.name}: ${g.error}`);
    return { ...c, ...g.value };
  });
  const file = join(ROOT, 'tests', 'golden', `${ruleset}.json`);
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`${file}: ${rows.length} races`);
}
