import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { scaled } from '../../seeds.ts';

/**
 * The drivers finish what they start: in default races (8 chariots, 7 laps, the 400-turn limit)
 * no chariot still intact is left racing at the limit, stalled behind a wreck or against a wall.
 * 30 default races in npm test, 1,000 in npm run test:deep (a default race costs what 25 one-lap
 * races do); the one-lap seeds are in properties-0/1.
 */
const RACES = scaled(30, 1000);
/** Races per test, so that a test stays inside its timeout however many races the run has. */
const PER_TEST = 100;

describe('aurigae default races: no intact chariot stalls to the turn limit', () => {
  for (let first = 2000; first < 2000 + RACES; first += PER_TEST) {
    const last = Math.min(2000 + RACES, first + PER_TEST) - 1;
    test(`seeds ${first}-${last}`, () => {
      let chariots = 0;
      let finished = 0;
      for (let seed = first; seed <= last; seed++) {
        const r = simulate({ ruleset: 'aurigae', seed, setup: defaultSetup() });
        if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
        for (const e of r.value.events) {
          if (e.type !== 'retire') continue;
          const id = e.chariots[0]!;
          const deviation = e.effect?.condition?.[id]?.attrs.deviation;
          expect(deviation, `seed ${seed}: ${id} retired at the limit while intact`).not.toBe(0);
        }
        chariots += r.value.footer.results.length;
        finished += r.value.footer.results.filter((x) => x.status === 'finished').length;
      }
      // Most finish: the drivers pick checks they can usually pass.
      expect(finished / chariots).toBeGreaterThan(0.9);
    });
  }
});
