import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readDecoded } from '../../../src/engine/log/parse.ts';
import type { RaceLog, RaceLogV1 } from '../../../src/engine/log/schema.ts';
import { type HippodromeEvent, HippodromeWrittenEventSchema } from '../../../src/engine/log/v2/hippodrome.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';

// Hippodrome's events in race log version 2: every event the engine writes has every typed field
// of its type, and the typed fields agree with the rest of the log (rolls, order, footer). A log
// upgraded from version 1 gains the fields version 1 held as data, and they agree with its words.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function race(seed: number): RaceLog {
  const r = simulate({ ruleset: 'hippodrome', seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SEEDS = Array.from({ length: 24 }, (_, i) => i + 1);

describe('the events Hippodrome writes', () => {
  test.each(SEEDS)('seed %i: each has every typed field of its type', (seed) => {
    for (const e of race(seed).events) {
      const r = HippodromeWrittenEventSchema.safeParse(e);
      if (!r.success) throw new Error(`seq ${e.seq} (${e.type}): ${JSON.stringify(r.error.issues[0])}`);
    }
  });

  test.each(SEEDS)('seed %i: the typed fields agree with the rolls, the order and the footer', (seed) => {
    const log = race(seed);
    const events = log.events as HippodromeEvent[];
    let laps = 0;
    let finished = 0;
    for (const e of events) {
      switch (e.type) {
        case 'pass': {
          const [a, b] = e.rolls!;
          expect(e.result).toBe(a!.total > b!.total ? 'passes' : a!.total < b!.total ? 'held' : 'tie');
          expect(e.target).toBe(e.chariots[1]);
          expect(e.decision.value).toBe(true);
          break;
        }
        case 'hold':
          expect(e.target).toBe(e.chariots[1] ?? null);
          if (e.decision) expect(e.decision.value).toBe(false);
          break;
        case 'order':
        case 'start-order':
          expect(e.order).toEqual(e.chariots);
          break;
        case 'save': {
          const [own, difficulty] = e.rolls!;
          expect(e.saved).toBe(own!.total >= difficulty!.total);
          break;
        }
        case 'lap':
          expect(e.lap).toBe(++laps);
          expect(e.of).toBe(log.header.options.laps);
          break;
        case 'finish':
          expect(e.place).toBe(++finished);
          expect(log.footer.finishingOrder[e.place - 1]).toBe(e.chariots[0]);
          break;
        case 'play-cards':
          expect(e.bonus).toBe(2 * e.decision.value!.length);
          expect(e.decision.value!.length).toBeGreaterThan(0);
          break;
        case 'decide':
          expect(e.decision).toMatchObject({ kind: 'event-cards', value: [], by: 'ai' });
          break;
        case 'prize':
          expect(e.sesterces).toBe(e.rolls![0]!.total);
          break;
      }
      if (e.decision) expect(e.decision.by).toBe('ai');
    }
  });

  test('every decision the race asked for is in the log, empty ones included', () => {
    const kinds = new Map<string, number>();
    for (const seed of SEEDS)
      for (const e of race(seed).events)
        if (e.decision) kinds.set(e.decision.kind, (kinds.get(e.decision.kind) ?? 0) + 1);
    for (const kind of ['keep', 'rumor-target', 'start', 'attempt', 'event-cards'])
      expect(kinds.get(kind), kind).toBeGreaterThan(0);
    expect(
      SEEDS.some((seed) => race(seed).events.some((e) => e.type === 'decide')),
      'a declined play',
    ).toBe(true);
  });
});

describe('a version 1 Hippodrome log, upgraded', () => {
  const dir = join(ROOT, 'tests/fixtures/logs/v1');
  const fixtures = readdirSync(dir).filter((f) => f.startsWith('hippodrome'));

  test.each(fixtures)('%s: its typed fields agree with its words', (name) => {
    const v1 = JSON.parse(readFileSync(join(dir, name), 'utf8')) as RaceLogV1;
    const read = readDecoded(v1);
    if (!read.ok) throw new Error(read.error.message);
    const events = read.value.log.events as HippodromeEvent[];
    const seen = new Set<string>();
    for (const [i, e] of events.entries()) {
      const words = v1.events[i]!.effect?.summary ?? '';
      seen.add(e.type);
      switch (e.type) {
        case 'pass':
          if (e.result === 'passes') expect(words).toContain(`passes ${e.target}`);
          if (e.result === 'held') expect(words).toContain(`holds off ${e.chariots[0]}`);
          if (e.result === 'tie') expect(words).toMatch(/ all: /);
          break;
        case 'lap':
          expect(words).toContain(`end of lap ${e.lap} of ${e.of}`);
          break;
        case 'save':
          expect(words).toMatch(e.saved ? /holds$/ : /fails$/);
          break;
        case 'survival':
          expect(words).toContain(e.driver === 'killed' ? 'is killed' : 'survives');
          expect(words).toContain(`${e.horses} of 4 horses survive`);
          break;
        case 'prize':
          expect(words).toContain(`earns ${e.sesterces} sesterces`);
          break;
        case 'finish':
          expect(v1.footer.finishingOrder[e.place! - 1]).toBe(e.chariots[0]);
          break;
      }
    }
    for (const type of ['pass', 'lap', 'save', 'finish']) expect(seen, type).toContain(type);
  });
});
