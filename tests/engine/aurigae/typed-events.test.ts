import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readDecoded } from '../../../src/engine/log/parse.ts';
import type { RaceLog, RaceLogV1, Roll } from '../../../src/engine/log/schema.ts';
import { type AurigaeEvent, AurigaeWrittenEventSchema } from '../../../src/engine/log/v2/aurigae.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';

// Aurigae's events in race log version 2: every event the engine writes has every typed field of
// its type, and the typed fields agree with the rest of the log (rolls, conditions, footer). A log
// upgraded from version 1 gains the fields version 1 held as data, and they agree with its words.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const logs = new Map<number, RaceLog>();
function race(seed: number): RaceLog {
  let log = logs.get(seed);
  if (!log) {
    const r = simulate({ ruleset: 'aurigae', seed });
    if (!r.ok) throw new Error(r.error.message);
    log = r.value;
    logs.set(seed, log);
  }
  return log;
}

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const checkRoll = (e: { rolls?: Roll[] | undefined }) => e.rolls?.find((r) => r.purpose === 'check');
const attrs = (e: AurigaeEvent) => e.effect?.condition?.[e.chariots[0]!]?.attrs;

describe('the events Aurigae writes', () => {
  test.each(SEEDS.slice(0, 6))('seed %i: each has every typed field of its type', (seed) => {
    for (const e of race(seed).events) {
      const r = AurigaeWrittenEventSchema.safeParse(e);
      if (!r.success) throw new Error(`seq ${e.seq} (${e.type}): ${JSON.stringify(r.error.issues[0])}`);
    }
  });

  test.each(SEEDS)(
    'seed %i: the typed fields agree with the rolls, the conditions and the footer',
    (seed) => {
      const log = race(seed);
      const events = log.events as AurigaeEvent[];
      const laps = new Map<string, number>();
      const lastCheck = new Map<string, Roll | undefined>();
      for (const e of events) {
        const id = e.chariots[0]!;
        switch (e.type) {
          case 'place': {
            const stats = log.header.entrants.find((x) => x.id === id)!.stats;
            expect([e.grade, e.team, e.skill]).toEqual([stats['grade'], stats['team'], stats['skill']]);
            expect([e.grade, e.team]).toEqual(e.rolls!.map((r) => r.row));
            break;
          }
          case 'move': {
            const check = checkRoll(e);
            lastCheck.set(id, check);
            expect(e.margin).toBe(check ? check.target!.value - check.total : null);
            expect(e.recovered).toBe((attrs(e)?.['deviation'] as number | undefined) ?? null);
            expect(e.decision).toMatchObject({ kind: 'plot', by: 'ai' });
            const speed = e.rolls?.find((r) => r.purpose === 'speed');
            if (speed) expect(speed.row).toBe(e.decision.value!.change);
            else expect(e.decision.value!.change).toBe('hold');
            break;
          }
          case 'swerve': {
            const check = lastCheck.get(id)!;
            expect(e.margin).toBe(check.target!.value - check.total);
            expect(e.margin).toBeLessThanOrEqual(0);
            expect(e.level).toBe(attrs(e)!['deviation']);
            if (e.change) expect(e.change.to).toBe(attrs(e)!['speed']);
            break;
          }
          case 'collision':
          case 'barrier':
          case 'wreck-cross':
            expect(e.change.to).toBe(Math.floor(e.change.from / 2));
            if (e.type === 'collision') expect(e.target).toBe(e.chariots[1]);
            break;
          case 'wreck':
            expect(e.injury).toBe(e.rolls?.[0]?.total ?? 0);
            expect(e.driver).toBe(attrs(e)!['driver']);
            expect(e.cause).toBe(lastCheck.get(id) ? 'failed-check' : 'no-chance');
            break;
          case 'dragged':
            expect(e.injury).toBe(e.rolls?.[1]?.total ?? 0);
            expect(e.driver).toBe(attrs(e)!['driver']);
            break;
          case 'runaway':
            expect(e.bolt).toBe(e.path === undefined);
            break;
          case 'lap':
            laps.set(id, (laps.get(id) ?? 0) + 1);
            expect(e.lap).toBe(laps.get(id));
            expect(e.of).toBe(log.header.options['laps']);
            break;
          case 'finish':
            expect(log.footer.finishingOrder[e.place - 1]).toBe(id);
            break;
        }
      }
    },
  );

  test('every type the catalogue lists is written over these seeds, but the rare ones', () => {
    const seen = new Set(SEEDS.flatMap((s) => race(s).events.map((e) => e.type)));
    for (const type of ['place', 'move', 'swerve', 'collision', 'barrier', 'lap', 'finish', 'runaway'])
      expect(seen, type).toContain(type);
  });

  test("a turn's finishes are placed by the instant each crossed, not the order they moved in", () => {
    // Seed 34: a chariot that moves later in the turn crosses the line earlier in it.
    const log = race(34);
    const finishes = log.events.filter((e) => e.type === 'finish') as Array<
      AurigaeEvent & { type: 'finish' }
    >;
    expect(finishes.some((e, i) => i > 0 && e.place < finishes[i - 1]!.place)).toBe(true);
    for (const e of finishes) expect(log.footer.finishingOrder[e.place - 1]).toBe(e.chariots[0]);
  });
});

describe('a version 1 Aurigae log, upgraded', () => {
  const dir = join(ROOT, 'tests/fixtures/logs/v1');
  const fixtures = readdirSync(dir).filter((f) => f.startsWith('aurigae'));

  test.each(fixtures)('%s: its typed fields agree with its words', (name) => {
    const v1 = JSON.parse(readFileSync(join(dir, name), 'utf8')) as RaceLogV1;
    const read = readDecoded(v1);
    if (!read.ok) throw new Error(read.error.message);
    const events = read.value.log.events as AurigaeEvent[];
    const seen = new Set<string>();
    for (const [i, e] of events.entries()) {
      const words = v1.events[i]!.effect?.summary ?? '';
      seen.add(e.type);
      switch (e.type) {
        case 'move': {
          const outcome = checkRoll(v1.events[i]!)?.outcome ?? '';
          if (e.margin !== undefined && e.margin !== null)
            expect(outcome).toBe(e.margin > 0 ? `success by ${e.margin}` : `failure by ${-e.margin}`);
          if (e.recovered !== null && e.recovered !== undefined) expect(words).toMatch(/recovers to/);
          expect(e.decision.kind).toBe('plot');
          break;
        }
        case 'swerve':
          expect(words).toMatch(new RegExp(`^failure by ${-e.margin!}:`));
          break;
        case 'lap':
          expect(words).toBe(`completes lap ${e.lap}`);
          break;
        case 'finish':
          expect(v1.footer.finishingOrder[e.place! - 1]).toBe(e.chariots[0]);
          break;
        case 'runaway':
          expect(words).toMatch(e.bolt ? /at its last speed/ : /runs on, \d+ in/);
          break;
      }
    }
    for (const type of ['move', 'swerve', 'lap', 'finish']) expect(seen, type).toContain(type);
  });
});
