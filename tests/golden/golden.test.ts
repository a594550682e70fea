import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { RULESET_IDS } from '../../src/engine/rulesets/ids.ts';
import { type Golden, type GoldenCase, goldenCases, goldenOf } from './golden.ts';

// Pinned outcomes (chessops' perft tables, here race digests). A refactor keeps every one; a rule
// fix moves some, rewritten with `npm run goldens`, and its commit says which rule moved them.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

describe.each(RULESET_IDS.map((id) => [id]))('%s goldens', (ruleset) => {
  const pinned = JSON.parse(readFileSync(join(ROOT, 'tests', 'golden', `${ruleset}.json`), 'utf8')) as Array<
    GoldenCase & Golden
  >;

  test('pin at least 20 seeded races and every shipped scenario', () => {
    const expected = goldenCases(ROOT, ruleset).map((c) => c.name);
    expect(pinned.map((c) => c.name)).toEqual(expected);
    expect(pinned.filter((c) => c.kind === 'race').length).toBeGreaterThanOrEqual(20);
  });

  test.each(pinned.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const got = goldenOf(ROOT, ruleset, c);
    if (!got.ok) throw new Error(got.error);
    const { digest, outcome, winner, turns, events } = c;
    expect(got.value).toEqual({ digest, outcome, winner, turns, events });
  });
});
