import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { parseScenario, runScenario } from '../../../src/engine/scenario/index.ts';
import { checkRules } from './invariants.ts';
import { ofType, one } from './scenario.ts';

// What the shipped Crudis scenarios of the rules-fidelity fixes show, read from their logs.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function logOf(name: string): RaceLog {
  const parsed = parseScenario(JSON.parse(readFileSync(join(ROOT, 'scenarios', 'crudis', name), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const run = runScenario(parsed.value);
  if (!run.ok) throw new Error(run.error.message);
  checkRules(name, run.value.log);
  return run.value.log;
}

describe('Crudis scenarios', () => {
  test('locked-partner-wrecked: the partner wrecked by the separation roll, the survivor moves its full move', () => {
    const { events } = logOf('locked-partner-wrecked.json');
    expect(one(events, 'wreck').chariots).toEqual(['crescens']);
    expect(one(events, 'separate').chariots).toEqual(['felix', 'crescens']);
    const move = ofType(events, 'move').find((e) => e.chariots[0] === 'felix')!;
    expect(move.rule).toBe('crudis.chariots-separate');
    // White 4 + 4: the full 8, not 8 / 2.
    expect(move.path!.length - 1).toBe(8);
  });
});
