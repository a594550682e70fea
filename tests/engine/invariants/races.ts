import { describe, expect, test } from 'vitest';
import { defaultSetup, type RaceLog, simulate } from '../../../src/engine/index.ts';
import { scaled } from '../../seeds.ts';
import { expectInvariantsKept } from './race-invariants.ts';

/**
 * The fields every ruleset is held to here: its default race (the field and options a bare
 * `simulate` gives, as the bench runs it) and twelve chariots where it takes them. The rulesets'
 * own property tests (tests/engine/<ruleset>/properties.ts) hold the same invariants over their
 * few hundred seeds of other fields and lengths.
 */
export const FIELDS = [
  ['default field', null],
  ['12 chariots', 12],
] as const;

/**
 * Seeds per field in npm test, kept small (an Aurigae race of 7 laps costs about four of the
 * others): the unit tier's time is budgeted. npm run test:deep runs 1,000 per field.
 */
const QUICK: Readonly<Record<string, number>> = {
  crudis: 12,
  'circus-maximus': 12,
  hippodrome: 24,
  aurigae: 5,
};

export function race(ruleset: string, seed: number, count: number | null): RaceLog | string {
  const r = simulate({ ruleset, seed, setup: count === null ? undefined : defaultSetup(count) });
  return r.ok ? r.value : r.error.message;
}

/** Seeds per test: a test stays well inside its timeout however many seeds the run has. */
const CHUNK = 250;

/** Every invariant of race-invariants.ts, on every turn of one ruleset's races, seeds 1, 2, .... */
export function invariantsOf(ruleset: string): void {
  const seeds = scaled(QUICK[ruleset]!, 1000);
  describe(`${ruleset}: the invariants every race keeps`, () => {
    for (const [field, count] of FIELDS) {
      for (let from = 1; from <= seeds; from += CHUNK) {
        const to = Math.min(seeds, from + CHUNK - 1);
        test(`${field}, seeds ${from}-${to}`, () => {
          const probe = race(ruleset, from, count);
          if (typeof probe === 'string') {
            // Hippodrome is a card game for exactly four teams: it refuses twelve, and says so.
            expect(`${ruleset}, ${count}: ${probe}`).toMatch(/^hippodrome, 12: .*exactly 4 teams/);
            return;
          }
          for (let seed = from; seed <= to; seed++) {
            const log = seed === from ? probe : race(ruleset, seed, count);
            if (typeof log === 'string') throw new Error(`${ruleset} ${field} seed ${seed}: ${log}`);
            expectInvariantsKept(`${ruleset} ${field} seed ${seed}`, log);
          }
        });
      }
    }
  });
}
