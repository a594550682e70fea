import { describe, expect, test } from 'vitest';
import {
  lateralSteps,
  traceLateChange,
  tracePath,
  type View,
  viewBoxes,
} from '../../../src/engine/rulesets/crudis/ai.ts';
import { MAX_LANE } from '../../../src/engine/rulesets/crudis/board.ts';

// The AI walks a move whose lane changes come last from where the walk straight on stood after the
// squares before them, instead of walking those squares again. Its traces must be those of the
// whole path walked afresh: the same end, blocker, danger lines, wreck rolls and rivals alongside.

describe('Crudis AI: a late lane change walked on from the walk straight on', () => {
  test('the same trace as the whole path walked afresh, over 400 crowded boards', () => {
    let seed = 21;
    const pick = (lo: number, hi: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return lo + Math.floor((seed / 0x80000000) * (hi - lo + 1));
    };
    let compared = 0;
    let blocked = 0;
    let alongside = 0;
    let wreckRolls = 0;
    for (let board = 0; board < 400; board++) {
      // A pack around the chariot on the straight, the turn or across a danger line, with wrecks.
      const sq = pick(-1, 140);
      const self = { id: 'self', lane: pick(1, MAX_LANE), sq };
      const others = Array.from({ length: pick(0, 9) }, (_, i) => ({
        id: `c${i}`,
        lane: pick(1, MAX_LANE),
        sq: sq + pick(-3, 16),
      }));
      const wrecks = Array.from({ length: pick(0, 4) }, () => ({
        lane: pick(1, MAX_LANE),
        sq: sq + pick(0, 16),
      }));
      const view: View = { self, damageMod: 0, others, wrecks, laps: 3, finishStation: 13 };
      const boxes = viewBoxes(view);
      for (let forward = 2; forward <= 14; forward++) {
        for (let k = -Math.min(6, forward - 1); k <= Math.min(6, forward - 1); k++) {
          if (k === 0 || self.lane + k < 1 || self.lane + k > MAX_LANE) continue;
          const fresh = tracePath(view, lateralSteps(forward, k, false), boxes);
          const late = traceLateChange(view, forward, k, boxes);
          expect(late, `board ${board}, ${forward} forward, ${k} lanes`).toEqual(fresh);
          compared++;
          if (fresh.blockedAt !== null) blocked++;
          if (fresh.alongsideAt.size > 0) alongside++;
          if (fresh.wreckRolls > 0) wreckRolls++;
        }
      }
    }
    // The boards gave every kind of walk: blocked before and after the lane changes, alongside
    // rivals, passing and crossing wrecks.
    expect(compared).toBeGreaterThan(10000);
    expect(blocked).toBeGreaterThan(1000);
    expect(alongside).toBeGreaterThan(1000);
    expect(wreckRolls).toBeGreaterThan(1000);
  });
});
