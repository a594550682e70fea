import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseLog } from '../../../src/engine/log/parse.ts';
import type { RaceLog } from '../../../src/engine/log/schema.ts';
import { circusMaximusSentence } from '../../../src/engine/log/sentences/circus-maximus.ts';
import type { CircusMaximusEvent } from '../../../src/engine/log/v2/circus-maximus.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { describeEvent } from '../../../src/replay/sentences.ts';

// Circus Maximus' sentences come from the typed fields: every event reads as a sentence naming
// the chariots by name, and the figures in it are the typed ones.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function sentences(log: RaceLog): Array<[CircusMaximusEvent, string]> {
  const byId = new Map(log.header.entrants.map((e) => [e.id, e.name]));
  const names = { name: (id: string | undefined) => (id === undefined ? 'someone' : (byId.get(id) ?? id)) };
  return (log.events as CircusMaximusEvent[]).map((e) => [e, circusMaximusSentence(e, names)]);
}

describe('Circus Maximus sentences', () => {
  test.each([1, 2])(
    'seed %i: one per event, naming chariots by name, figures from the typed fields',
    (seed) => {
      const r = simulate({ ruleset: 'circus-maximus', seed });
      if (!r.ok) throw new Error(r.error.message);
      const ids = r.value.header.entrants.map((e) => e.id);
      const name = (id: string) => r.value.header.entrants.find((x) => x.id === id)!.name;
      for (const [e, text] of sentences(r.value)) {
        expect(text.length, `seq ${e.seq}`).toBeGreaterThan(5);
        for (const id of ids) expect(text, `seq ${e.seq}: a raw id`).not.toMatch(new RegExp(`\\b${id}\\b`));
        // The ticker gets the same sentence.
        expect(describeEvent(e, r.value)).toBe(text);
        // The rules' shorthand (movement factors, the driver modifier) is said in plain words.
        expect(text, `seq ${e.seq}`).not.toMatch(/\b(MF|CDM)\b/);
        switch (e.type) {
          case 'speed':
            expect(text).toContain(`plans speed ${e.decision.value!.speed} (${e.max} at most)`);
            expect(text).toContain(`lane ${e.decision.value!.lane}`);
            if (e.decision.value!.strain) expect(text).toContain('and a strain');
            break;
          case 'strain':
            expect(text).toContain(`${e.mf} square`);
            break;
          case 'brake':
            expect(text).toContain(`${e.mf} square`);
            break;
          case 'jostled':
            expect(text).toContain(`skill now ${e.cdm > 0 ? '+' : ''}${e.cdm}`);
            if (e.by) expect(text).toContain(name(e.by));
            break;
          case 'corner-strain':
            expect(text).toContain(`at ${e.speed} in lane ${e.lane}, ${e.over} over the safe ${e.safe}`);
            break;
          case 'decision':
            expect(text).toContain(`goes for ${name(e.decision.value!.target)}'s ${e.decision.value!.part}`);
            break;
          case 'wheel-damage':
            expect(text).toContain(`${e.wheel} wheel takes ${e.hits} hit`);
            expect(text).toContain(`${e.damage} of ${e.capacity}`);
            break;
          case 'sideslip':
          case 'wreck':
            if (e.by) expect(text).toContain(name(e.by));
            break;
          case 'lap':
            expect(text).toMatch(e.lap < e.of ? `lap ${e.lap}: ${e.of - e.lap} to go` : 'last lap');
            break;
          case 'finish':
            expect(text).toMatch(new RegExp(`finish line ${e.place}(st|nd|rd|th)`));
            break;
        }
      }
    },
  );

  test('a version 1 log reads too, plainer where version 1 had only words', () => {
    const r = parseLog(readFileSync(join(ROOT, 'tests/fixtures/logs/v1/circus-maximus-seed39.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const all = sentences(r.value);
    expect(all.find(([e]) => e.type === 'turn-start')![1]).toMatch(/^Turn 1: \S+ moves first, then /);
    expect(all.find(([e]) => e.type === 'finish')![1]).toMatch(/crosses the finish line 1st!$/);
    // Version 1 wrote a corner's speed and a written speed only in words: the sentences leave them out.
    expect(all.find(([e]) => e.type === 'corner-strain')![1]).toMatch(
      /strains through the corner in lane \d$/,
    );
    expect(all.find(([e]) => e.type === 'speed')![1]).toMatch(/plans a speed$/);
  });
});
