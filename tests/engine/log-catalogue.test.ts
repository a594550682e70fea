import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { catalogueMarkdown, withCatalogue } from '../../scripts/lib/race-log-doc.ts';
import { runShippedScenarios } from '../../src/cli/shipped-scenarios.ts';
import {
  defaultSetup,
  type RaceEvent,
  RULESET_IDS,
  type RulesetId,
  simulate,
} from '../../src/engine/index.ts';
import { EVENT_FIELDS, type EventField, LOG_CATALOGUES } from '../../src/engine/log/events/index.ts';

// The event catalogue (src/engine/log/events/) against the logs the engine writes: every event
// type, field, condition attribute and stat the engine writes is in its ruleset's catalogue, and
// docs/race-log.md holds the catalogue as the code gives it.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FIX =
  'add it to src/engine/log/events/<ruleset>.ts, then run `npm run schema` to rewrite docs/race-log.md';

interface Sample {
  name: string;
  ruleset: RulesetId;
  events: readonly RaceEvent[];
  stats: ReadonlyArray<Record<string, unknown>>;
}

/** The shipped scenarios and a few races of every field size. */
function sample(): Sample[] {
  const out: Sample[] = [];
  const scenarios = runShippedScenarios(ROOT, RULESET_IDS);
  expect(scenarios.failures).toEqual([]);
  for (const log of scenarios.logs) {
    const ruleset = log.name.split('/')[0] as RulesetId;
    out.push({ name: `scenario ${log.name}`, ruleset, events: log.events as RaceEvent[], stats: [] });
  }
  for (const ruleset of RULESET_IDS)
    for (const [seed, count] of [
      [1, 2],
      [2, 5],
      [3, 8],
      [4, 12],
    ] as const) {
      const r = simulate({ ruleset, seed, setup: defaultSetup(ruleset === 'hippodrome' ? 4 : count) });
      if (!r.ok) throw new Error(r.error.message);
      out.push({
        name: `${ruleset} seed ${seed}`,
        ruleset,
        events: r.value.events,
        stats: r.value.header.entrants.map((e) => e.stats),
      });
    }
  return out;
}

/** The optional fields an event carries, in the catalogue's terms. */
function fieldsOf(e: RaceEvent): EventField[] {
  const present: Record<EventField, boolean> = {
    rolls: e.rolls !== undefined,
    path: e.path !== undefined,
    at: e.at !== undefined,
    decision: e.decision !== undefined,
    summary: e.effect !== undefined,
    condition: e.effect?.condition !== undefined,
    weather: e.weather !== undefined,
  };
  return (Object.keys(present) as EventField[]).filter((f) => present[f]);
}

describe('the event catalogue matches the logs', () => {
  const logs = sample();

  test.each(RULESET_IDS.map((r) => [r]))('%s: every event type, with only the fields it lists', (ruleset) => {
    const cat = LOG_CATALOGUES[ruleset];
    const problems = new Set<string>();
    for (const log of logs.filter((l) => l.ruleset === ruleset))
      for (const e of log.events) {
        const entry = cat.events[e.type];
        if (!entry) {
          problems.add(`${log.name} seq ${e.seq}: event type "${e.type}" is not in the catalogue: ${FIX}`);
          continue;
        }
        const envelope = new Set([
          'seq',
          'turn',
          't',
          'phase',
          'type',
          'chariots',
          'rule',
          ...EVENT_FIELDS,
          'effect',
        ]);
        for (const k of Object.keys(e))
          if (!envelope.has(k) && !(k in (entry.typed ?? {})))
            problems.add(
              `${log.name} seq ${e.seq}: a ${e.type} event has the typed field ${k}, which its entry does not list: ${FIX}`,
            );
        for (const f of fieldsOf(e))
          if (!entry.carries.includes(f))
            problems.add(
              `${log.name} seq ${e.seq}: a ${e.type} event carries ${f}, which its entry does not list: ${FIX}`,
            );
      }
    expect([...problems]).toEqual([]);
  });

  test.each(RULESET_IDS.map((r) => [r]))('%s: every condition attribute and entrant stat', (ruleset) => {
    const cat = LOG_CATALOGUES[ruleset];
    const problems = new Set<string>();
    for (const log of logs.filter((l) => l.ruleset === ruleset)) {
      for (const e of log.events)
        for (const c of Object.values(e.effect?.condition ?? {}))
          for (const a of Object.keys(c.attrs))
            if (!(a in cat.attrs)) problems.add(`condition attribute "${a}" (${log.name}): ${FIX}`);
      for (const stats of log.stats)
        for (const s of Object.keys(stats))
          if (!(s in cat.stats)) problems.add(`stat "${s}" (${log.name}): ${FIX}`);
    }
    expect([...problems]).toEqual([]);
  });

  test('every entry says something and lists known fields only', () => {
    for (const cat of Object.values(LOG_CATALOGUES)) {
      expect(cat.ruleset in LOG_CATALOGUES).toBe(true);
      for (const [type, e] of Object.entries(cat.events)) {
        expect(type, cat.ruleset).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(e.says.length, `${cat.ruleset} ${type}`).toBeGreaterThan(10);
        expect(new Set(e.carries).size, `${cat.ruleset} ${type}`).toBe(e.carries.length);
      }
    }
  });
});

describe('docs/race-log.md', () => {
  const doc = readFileSync(join(ROOT, 'docs/race-log.md'), 'utf8');

  test('holds the event catalogue as the code gives it', () => {
    expect(doc.includes(catalogueMarkdown()), 'docs/race-log.md is out of date: run `npm run schema`').toBe(
      true,
    );
    expect(withCatalogue(doc)).toBe(doc);
  });

  test('a changed entry shows as drift', () => {
    const crudis = LOG_CATALOGUES.crudis;
    const lap = crudis.events.lap!;
    expect(doc).toMatch(/^\| `lap` +\| The chariot completes a lap\. +\| summary, condition +\| `lap`: /m);
    const changed = {
      ...crudis,
      events: { ...crudis.events, lap: { ...lap, carries: [...lap.carries, 'at' as const] } },
    };
    expect(doc.includes(catalogueMarkdown({ ...LOG_CATALOGUES, crudis: changed }))).toBe(false);
  });
});
