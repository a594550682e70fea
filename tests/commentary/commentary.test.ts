import { describe, expect, it } from 'vitest';
import { type CommentaryLine, commentate } from '../../src/commentary/index.ts';
import { PHRASES } from '../../src/commentary/phrases.ts';
import { parseLog } from '../../src/engine/log/parse.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { compileReplay, type Replay } from '../../src/replay/compile.ts';
import { cornerOf } from '../../src/replay/log-reading.ts';

const RULESETS: RulesetId[] = ['crudis', 'circus-maximus', 'aurigae', 'hippodrome'];
const SEEDS = [3, 7];

function race(ruleset: RulesetId, seed: number): RaceLog {
  const r = simulate({ ruleset, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function compiled(log: RaceLog, lock: string | null = null): Replay {
  const c = compileReplay(log, { director: { lock } });
  if (!c.ok) throw new Error(c.error);
  return c.replay;
}

const lines = (replay: Replay): CommentaryLine[] => commentate(replay.plan, replay.programme!);

const cases = RULESETS.flatMap((ruleset) =>
  SEEDS.map((seed) => {
    const log = race(ruleset, seed);
    const replay = compiled(log);
    return { ruleset, seed, log, replay, said: lines(replay) };
  }),
);

describe('commentary', () => {
  it.each(cases.map((c) => [c.ruleset, c.seed, c] as const))(
    '%s seed %i: the same log gives the same words, read back from its file too',
    (_r, _s, c) => {
      expect(c.said.length).toBeGreaterThan(8);
      expect(lines(compiled(c.log)).map((l) => [l.at, l.text])).toEqual(c.said.map((l) => [l.at, l.text]));
      const reread = parseLog(serializeLog(c.log));
      if (!reread.ok) throw new Error(reread.error.message);
      expect(lines(compiled(reread.value)).map((l) => l.text)).toEqual(c.said.map((l) => l.text));
    },
  );

  it.each(cases.map((c) => [c.ruleset, c.seed, c] as const))(
    '%s seed %i: never the same phrasing twice in a row, nor for two lines of a kind running',
    (_r, _s, c) => {
      const lastOfKind = new Map<string, number>();
      c.said.forEach((line, i) => {
        const before = c.said[i - 1];
        if (before) {
          expect(line.text).not.toBe(before.text);
          expect(`${line.kind}/${line.phrasing}`).not.toBe(`${before.kind}/${before.phrasing}`);
        }
        if (PHRASES[line.kind].length > 1) expect(line.phrasing).not.toBe(lastOfKind.get(line.kind));
        lastOfKind.set(line.kind, line.phrasing);
      });
      // Varied, not one phrasing per kind: every kind used three times or more has two phrasings.
      const used = new Map<string, Set<number>>();
      for (const l of c.said) used.set(l.kind, (used.get(l.kind) ?? new Set()).add(l.phrasing));
      for (const [kind, set] of used)
        if (c.said.filter((l) => l.kind === kind).length >= 3) expect(set.size, kind).toBeGreaterThan(1);
    },
  );

  it.each(cases.map((c) => [c.ruleset, c.seed, c] as const))(
    '%s seed %i: lines in order, apart, on screen a while, within the programme',
    (_r, _s, c) => {
      const end = c.replay.programme!.duration;
      c.said.forEach((line, i) => {
        expect(line.until).toBeGreaterThan(line.at);
        expect(line.until).toBeLessThanOrEqual(end);
        expect(line.text).not.toMatch(/undefined|NaN|null|\{|\}/);
        const next = c.said[i + 1];
        if (next) {
          expect(next.at - line.at).toBeGreaterThanOrEqual(2.5 - 1e-9);
          expect(line.until).toBeLessThanOrEqual(next.at);
        }
      });
      expect(c.said[0]!.kind).toBe('start');
    },
  );

  it('calls every wreck the director cuts to as it happens, naming the chariot', () => {
    let calls = 0;
    for (const c of cases) {
      const names = new Map(c.log.header.entrants.map((e) => [e.id, e.name]));
      for (const cut of c.replay.programme!.cuts) {
        if (cut.reason !== 'wreck' || cut.replay) continue;
        const call = c.said.find((l) => l.kind === 'wreck' && l.at >= cut.start && l.at < cut.end);
        expect(call, `${c.ruleset} ${c.seed} ${JSON.stringify(cut.caption)}`).toBeDefined();
        expect(call!.text).toContain(names.get(call!.chariots[0]!)!);
        // The director cut to it a few seconds early: the call comes when it happens, not at the cut.
        expect(call!.at - cut.start).toBeGreaterThan(1);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(2);
  });

  it("reads a corner's figures off the log: speed and points over the safe speed", () => {
    let checked = 0;
    for (const c of cases.filter((k) => k.ruleset === 'circus-maximus' || k.ruleset === 'crudis')) {
      const { plan } = c.replay;
      for (const line of c.said.filter((l) => l.kind === 'corner')) {
        const id = line.chariots[0]!;
        // The corner this line speaks of: one of its chariot's corners within a few seconds after it.
        const figures = plan.events
          .map((e, i) => ({ e, t: plan.eventTimes[i]! }))
          .filter(({ e }) => e.chariots[0] === id && cornerOf(e) !== null)
          .map(({ e }) => cornerOf(e)!);
        const said = figures.some((f) =>
          line.text.includes(
            f.over === null
              ? `at speed ${words(f.speed)}`
              : `at ${words(f.speed)}, ${f.over > 0 ? `${words(f.over)} over the safe speed` : 'right on'}`,
          ),
        );
        expect(said, line.text).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('rides with the locked chariot: its place, by name', () => {
    const log = race('crudis', 7);
    const lock = log.header.entrants[2]!;
    const said = lines(compiled(log, lock.id));
    const riding = said.filter((l) => l.kind === 'riding');
    expect(riding.length).toBeGreaterThan(2);
    for (const l of riding) expect(l.text).toContain(lock.name);
    expect(said.some((l) => l.kind === 'leads')).toBe(false);
  });

  it("picks phrasings from the log's seed: another race words the same kinds otherwise", () => {
    const a = cases.find((c) => c.ruleset === 'crudis' && c.seed === 3)!;
    const b = cases.find((c) => c.ruleset === 'crudis' && c.seed === 7)!;
    const start = (c: typeof a) => c.said.map((l) => l.phrasing).join('');
    expect(start(a)).not.toBe(start(b));
  });
});

const WORDS = ['nought', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const words = (n: number): string =>
  n <= 10 ? WORDS[n]! : (['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'][n - 11] ?? String(n));
