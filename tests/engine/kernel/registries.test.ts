import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { LOG_CATALOGUES } from '../../../src/engine/log/events/index.ts';
import { RULESET_EVENTS } from '../../../src/engine/log/v2/log.ts';
import { CATALOGUES } from '../../../src/engine/rules/index.ts';
import { KERNEL_RULESETS } from '../../../src/engine/rulesets/definitions.ts';
import { RULESET_IDS, RULESET_NAMES, RULESET_RUNS } from '../../../src/engine/rulesets/index.ts';
import { RULESET_LOADERS } from '../../../src/engine/rulesets/simulate-lazy.ts';
import {
  parseScenario,
  runScenario,
  SCENARIO_RUNNERS,
  SCENARIO_SCHEMAS,
  type Scenario,
} from '../../../src/engine/scenario/index.ts';
import { SEASON_RULES } from '../../../src/engine/season/carry.ts';
import { EN } from '../../../src/messages/en.ts';
import { FR } from '../../../src/messages/fr.ts';
import { KEY_STATS } from '../../../src/replay/figure-words.ts';
import { FIELDS, OPTIONS } from '../../golden/golden.ts';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Every place that holds something per ruleset (rulesets/README.md lists them for a new one). */
const REGISTRIES: Record<string, object> = {
  RULESET_NAMES,
  RULESET_RUNS,
  RULESET_LOADERS,
  KERNEL_RULESETS,
  SCENARIO_SCHEMAS,
  SCENARIO_RUNNERS,
  CATALOGUES,
  LOG_CATALOGUES,
  RULESET_EVENTS,
  SEASON_RULES,
  KEY_STATS,
  'figure labels (en)': EN.figures.labels,
  'figure labels (fr)': FR.figures.labels,
  'ruleset titles (en)': EN.figures.rulesets,
  'ruleset titles (fr)': FR.figures.rulesets,
  'golden FIELDS': FIELDS,
  'golden OPTIONS': OPTIONS,
};

describe('one list of rulesets, and an entry for each in every registry', () => {
  test.each(RULESET_IDS.map((id) => [id]))('%s is in every registry, with its folders and readings', (id) => {
    for (const [name, registry] of Object.entries(REGISTRIES))
      expect(Object.hasOwn(registry, id), `${name} has no entry for ${id}`).toBe(true);
    expect(CATALOGUES[id].ruleset).toBe(id);
    expect(existsSync(join(ROOT, 'src', 'engine', 'rulesets', id)), `src/engine/rulesets/${id}/`).toBe(true);
    const scenarios = readdirSync(join(ROOT, 'scenarios', id)).filter((f) => f.endsWith('.json'));
    expect(scenarios.length, `scenarios/${id}/`).toBeGreaterThan(0);
    expect(existsSync(join(ROOT, 'docs', `rules-${id}.md`)), `docs/rules-${id}.md`).toBe(true);
  });

  test('no registry holds a ruleset that is not in the list', () => {
    for (const [name, registry] of Object.entries(REGISTRIES))
      for (const key of Object.keys(registry)) expect(RULESET_IDS as readonly string[], name).toContain(key);
  });

  test('the kernel runs every ruleset', () => {
    expect(Object.keys(KERNEL_RULESETS).sort()).toEqual([...RULESET_IDS].sort());
    for (const [id, k] of Object.entries(KERNEL_RULESETS)) {
      expect(k.id).toBe(id);
      k.use((def) => expect(def.catalogue).toBe(CATALOGUES[def.id]));
    }
  });
});

describe('a scenario names its ruleset', () => {
  const aurigae = JSON.parse(readFileSync(join(ROOT, 'scenarios', 'aurigae', 'finish.json'), 'utf8'));

  test('an unknown ruleset is refused by the parser and by the runner, never run as another ruleset', () => {
    expect(parseScenario({ ...aurigae, ruleset: 'quidditch' })).toMatchObject({
      ok: false,
      error: { path: '$.ruleset' },
    });
    const parsed = parseScenario(aurigae);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = runScenario({ ...parsed.value, ruleset: 'quidditch' } as unknown as Scenario);
    expect(r).toEqual({
      ok: false,
      error: {
        path: '$.ruleset',
        message: `bad scenario at $.ruleset: "quidditch" is not a ruleset (${RULESET_IDS.join(', ')})`,
      },
    });
  });
});
