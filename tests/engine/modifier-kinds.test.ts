import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { typedModifier } from '../../src/engine/log/modifier.ts';
import { kindFromWords, withModifierKinds } from '../../src/engine/log/modifiers-from-words.ts';
import { readLog } from '../../src/engine/log/parse.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { eventsDigest, serializeLog } from '../../src/engine/log/serialize.ts';
import { RULESET_IDS } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';

// Issue 22: every modifier the engine adds to a roll names its kind and figures (src/engine/log/
// modifiers.ts), so the explain card words it in any language. Logs written before kinds have
// their modifiers' words only: the reader tells the kind from those words.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BEFORE_KINDS = join(ROOT, 'tests/fixtures/logs/v2-before-kinds');

const race = (ruleset: (typeof RULESET_IDS)[number], seed: number): RaceLog => {
  const r = simulate({ ruleset, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const modifiersOf = (log: RaceLog) =>
  log.events.flatMap((e) => (e.rolls ?? []).flatMap((r) => r.modifiers.map((m) => ({ e, m }))));

describe('modifier kinds', () => {
  test.each(RULESET_IDS.map((id) => [id]))(
    '%s: every modifier of whole races has a kind, and its words name the same kind',
    (ruleset) => {
      const kinds = new Set<string>();
      for (const seed of [1, 2, 3]) {
        for (const { e, m } of modifiersOf(race(ruleset, seed))) {
          const typed = typedModifier(m);
          expect(typed, `seq ${e.seq}: ${m.source}`).toBeDefined();
          kinds.add(typed!.kind);
          // What an older log's words of this modifier read as: the same kind and figures.
          const { source: _s, value: _v, ...figures } = typed!;
          expect(kindFromWords(m.source), `seq ${e.seq}: ${m.source}`).toEqual(figures);
        }
      }
      expect(kinds.size, ruleset).toBeGreaterThan(1);
    },
  );

  test('a version 2 log written before kinds reads with every modifier typed, and verifies the same', () => {
    for (const name of readdirSync(BEFORE_KINDS)) {
      const text = readFileSync(join(BEFORE_KINDS, name), 'utf8');
      const written = JSON.parse(text) as RaceLog;
      const read = readLog(text);
      if (!read.ok) throw new Error(`${name}: ${read.error.message}`);
      const log = read.value.log;
      const mods = modifiersOf(log);
      expect(mods.length, name).toBeGreaterThan(0);
      for (const { e, m } of mods)
        expect(typedModifier(m), `${name} seq ${e.seq}: ${m.source}`).toBeDefined();
      // Nothing else changed: the words, the values and every other field are as written.
      const stripped = log.events.map((e) =>
        e.rolls
          ? {
              ...e,
              rolls: e.rolls.map((r) => ({
                ...r,
                modifiers: r.modifiers.map(({ source, value }) => ({ source, value })),
              })),
            }
          : e,
      );
      expect(stripped, name).toEqual(written.events);
      expect(log.footer.digest, name).toBe(eventsDigest(log.events));
      expect(log.footer.digest, name).not.toBe(written.footer.digest);
      // That this engine writes the same race (the kinds told from the words the ones it writes):
      // tests/cli/verify.test.ts, every old log verifies "same".
    }
  });

  test('a log already carrying kinds is handed back as it is: the same log, its events not copied', () => {
    for (const ruleset of RULESET_IDS) {
      const log = race(ruleset, 1);
      // Copying the events (the reader once mapped every event of every log it parsed) fails here.
      const events = [...log.events];
      for (const copy of ['map', 'slice', 'filter', 'concat'] as const)
        Object.defineProperty(events, copy, {
          value: () => {
            throw new Error(`${ruleset}: the events were copied (${copy})`);
          },
        });
      const own = { ...log, events };
      const read = withModifierKinds(own);
      expect(read).toBe(own);
      expect(read.events).toBe(events);
    }
  });

  test('an older log: only its events with modifiers to type are new objects', () => {
    const name = readdirSync(BEFORE_KINDS)[0]!;
    const written = JSON.parse(readFileSync(join(BEFORE_KINDS, name), 'utf8')) as RaceLog;
    const typed = withModifierKinds(written);
    expect(typed).not.toBe(written);
    const toType = (e: RaceLog['events'][number]) =>
      e.rolls?.some((r) => r.modifiers.some((m) => !typedModifier(m) && kindFromWords(m.source))) ?? false;
    expect(written.events.some(toType)).toBe(true);
    written.events.forEach((e, i) => {
      if (toType(e)) expect(typed.events[i], `seq ${e.seq}`).not.toBe(e);
      else expect(typed.events[i], `seq ${e.seq}`).toBe(e);
    });
  });

  test('words no kind has keep the modifier untyped, and the log as written', () => {
    const log = structuredClone(race('crudis', 3));
    const roll = log.events.flatMap((e) => e.rolls ?? []).find((r) => r.modifiers.length > 0)!;
    roll.modifiers = [{ source: 'a house rule of our table', value: 1 }];
    const written = { ...log, footer: { ...log.footer, digest: eventsDigest(log.events) } };
    const read = readLog(serializeLog(written));
    if (!read.ok) throw new Error(read.error.message);
    const again = read.value.log.events
      .flatMap((e) => e.rolls ?? [])
      .find((r) => r.modifiers.some((m) => m.value === 1 && m.source.startsWith('a house')));
    expect(again?.modifiers).toEqual([{ source: 'a house rule of our table', value: 1 }]);
    expect(read.value.log.footer.digest).toBe(written.footer.digest);
  });

  test('an unknown kind is refused, where it is', () => {
    const log = structuredClone(race('crudis', 3));
    const e = log.events.find((x) => x.rolls?.some((r) => r.modifiers.length > 0))!;
    const mod = e.rolls!.find((r) => r.modifiers.length > 0)!.modifiers[0]!;
    (mod as { kind: string }).kind = 'luck';
    const read = readLog(
      serializeLog({ ...log, footer: { ...log.footer, digest: eventsDigest(log.events) } }),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.path).toMatch(
      new RegExp(`^\\$\\.events\\[${e.seq}\\]\\.rolls\\[\\d+\\]\\.modifiers\\[0\\]`),
    );
    expect(read.error.seq).toBe(e.seq);
    expect(read.error.message).toContain('kind');
  });
});
