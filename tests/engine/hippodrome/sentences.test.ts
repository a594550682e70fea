import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseLog } from '../../../src/engine/log/parse.ts';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { hippodromeSentence } from '../../../src/engine/log/sentences/hippodrome.ts';
import type { HippodromeEvent } from '../../../src/engine/log/v2/hippodrome.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';

// Hippodrome's sentences come from the typed fields: every event reads as a sentence naming the
// teams by name, and the figures in it are the typed ones.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function sentences(log: RaceLog): Array<[HippodromeEvent, string]> {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  const names = { name: (id: string | undefined) => (id === undefined ? 'someone' : (byId.get(id) ?? id)) };
  return (log.events as HippodromeEvent[]).map((e) => [e, hippodromeSentence(e, names)]);
}

describe('Hippodrome sentences', () => {
  test.each([1, 2, 3])(
    'seed %i: one per event, naming teams by name, figures from the typed fields',
    (seed) => {
      const r = simulate({ ruleset: 'hippodrome', seed });
      if (!r.ok) throw new Error(r.error.message);
      const ids = r.value.header.entrants.map((e) => e.id);
      for (const [e, text] of sentences(r.value)) {
        expect(text.length, `seq ${e.seq}`).toBeGreaterThan(5);
        for (const id of ids) expect(text, `seq ${e.seq}: a raw id`).not.toMatch(new RegExp(`\\b${id}\\b`));
        if (e.type === 'lap')
          expect(text).toMatch(e.lap < e.of ? `lap ${e.lap}: ${e.of - e.lap} to go` : 'last lap');
        if (e.type === 'pass' && e.result === 'passes') expect(text).toMatch(/ passes /);
        if (e.type === 'move') {
          const to = e.path?.[e.path.length - 1] as { place: number; gap?: number } | undefined;
          if (to?.place === 1) expect(text).toMatch(/runs at the head of the field$/);
          else if (to)
            expect(text).toContain(`runs ${to.place}${to.place === 2 ? 'nd' : to.place === 3 ? 'rd' : 'th'}`);
          if (to && to.place > 1 && to.gap)
            expect(text).toContain(`${Math.round(to.gap)} m behind the leader`);
        }
        if (e.type === 'prize') expect(text.replace(/,/g, '')).toContain(`${e.sesterces} sesterces`);
      }
    },
  );

  test('a version 1 log reads too, plainer where version 1 had only words', () => {
    const r = parseLog(readFileSync(join(ROOT, 'tests/fixtures/logs/v1/hippodrome-seed31.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const all = sentences(r.value);
    expect(all.find(([e]) => e.type === 'lap')![1]).toMatch(/lap 1: \d to go/);
    expect(all.find(([e]) => e.type === 'draw')![1]).toMatch(/draws Event cards$/);
  });

  test.each([
    [0, 'no horse lives'],
    [1, '1 of 4 horses lives'],
    [3, '3 of 4 horses live'],
    [4, 'all 4 horses live'],
  ])('a crash with %i horses alive says "%s"', (horses, words) => {
    const e = {
      seq: 1,
      turn: 1,
      t: 1,
      phase: 'lap',
      type: 'survival',
      chariots: ['red'],
      rule: 'hippodrome.survival',
      driver: 'survives',
      horses,
    } as HippodromeEvent;
    expect(hippodromeSentence(e, { name: () => 'Red' })).toBe(`Red's crash: the driver survives; ${words}`);
  });
});
