import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseLog } from '../../../src/engine/log/parse.ts';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { aurigaeSentence } from '../../../src/engine/log/sentences/aurigae.ts';
import type { AurigaeEvent } from '../../../src/engine/log/v2/aurigae.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';

// Aurigae's sentences come from the typed fields: every event reads as a sentence naming the
// chariots by name, and the figures in it are the typed ones.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function sentences(log: RaceLog): Array<[AurigaeEvent, string]> {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  const names = { name: (id: string | undefined) => (id === undefined ? 'someone' : (byId.get(id) ?? id)) };
  return (log.events as AurigaeEvent[]).map((e) => [e, aurigaeSentence(e, names)]);
}

describe('Aurigae sentences', () => {
  test.each([1, 2])(
    'seed %i: one per event, naming chariots by name, figures from the typed fields',
    (seed) => {
      const r = simulate({ ruleset: 'aurigae', seed });
      if (!r.ok) throw new Error(r.error.message);
      const ids = r.value.header.entrants.map((e) => e.id);
      for (const [e, text] of sentences(r.value)) {
        expect(text.length, `seq ${e.seq}`).toBeGreaterThan(5);
        for (const id of ids) expect(text, `seq ${e.seq}: a raw id`).not.toMatch(new RegExp(`\\b${id}\\b`));
        if (e.type === 'move') {
          expect(text).toContain(`runs ${e.speed} inch`);
          if (e.margin !== null)
            expect(text).toContain(`check ${e.margin > 0 ? 'passed' : 'failed'} by ${Math.abs(e.margin)}`);
        }
        if (e.type === 'lap')
          expect(text).toMatch(e.lap < e.of ? `lap ${e.lap}: ${e.of - e.lap} to go` : 'last lap');
        if (e.type === 'collision' || e.type === 'barrier')
          expect(text).toContain(`speed ${e.change.from} → ${e.change.to}`);
        if (e.type === 'finish') expect(text).toMatch(new RegExp(`finish line ${e.place}(st|nd|rd|th)`));
      }
    },
  );

  test('a version 1 log reads too, plainer where version 1 had only words', () => {
    const r = parseLog(readFileSync(join(ROOT, 'tests/fixtures/logs/v1/aurigae-seed38.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const all = sentences(r.value);
    expect(all.find(([e]) => e.type === 'lap')![1]).toMatch(/completes lap 1: \d to go$/);
    // Version 1 wrote a collision's speeds only in words: the sentence leaves them out.
    const collision = all.find(([e]) => e.type === 'collision');
    if (collision) expect(collision[1]).not.toContain('speed');
    expect(all.find(([e]) => e.type === 'move')![1]).not.toContain(' runs ');
  });
});
