import { describe, expect, it } from 'vitest';
import { cornerOdds, safeSpeeds } from '../../src/engine/odds/circus-maximus.ts';
import { chanceBetween, sumWays } from '../../src/engine/odds/dice.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import type { CmView } from '../../src/engine/rulesets/circus-maximus/decisions.ts';
import { cornerStrainResult, SAFE_SPEED } from '../../src/engine/rulesets/circus-maximus/tables.ts';
import { startSession } from '../../src/engine/rulesets/session.ts';

// The odds the play panels show, checked against the rules' own tables by counting every throw.

describe('dice sums', () => {
  it('counts the ways of each sum', () => {
    expect(sumWays(2, 6).slice(2)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(sumWays(3, 6).reduce((a, b) => a + b, 0)).toBe(216);
    expect(chanceBetween(3, 6, 0, 18)).toBe(1 / 216);
    expect(chanceBetween(2, 6, 1, -Infinity, 4)).toBe(3 / 36);
  });
});

/** Scorpus' first speed decision in a two-chariot Circus Maximus race. */
function speedView(): CmView {
  const s = startSession({
    ruleset: 'circus-maximus',
    seed: 3,
    setup: { ...defaultSetup(2), options: { laps: 1 } },
    dice: 'seeded',
    outside: { scorpus: 'human' },
  });
  if (!s.ok) throw new Error(s.error.message);
  const state = s.value.state;
  if (state.status !== 'waiting' || state.request.type !== 'decision' || state.request.kind !== 'speed')
    throw new Error('the race does not open with a speed');
  return state.request.view as CmView;
}

/** Every throw of 3d6 + modifier read on the corner strain chart, as the engine reads it. */
function counted(over: number, modifier: number): Map<string, number> {
  const tally = new Map<string, number>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const code = cornerStrainResult(over, a + b + c + modifier).outcome.code;
        tally.set(code, (tally.get(code) ?? 0) + 1 / 216);
      }
  return tally;
}

describe('Circus Maximus corner odds', () => {
  it("gives each lane's safe speed as the board prints it for a normal chariot", () => {
    expect(safeSpeeds(speedView())).toEqual(SAFE_SPEED.value);
  });

  it('gives the chance of each corner strain result in every column, as counting every throw does', () => {
    const view = speedView();
    for (const driverModifier of [0, 2]) {
      const v: CmView = {
        ...view,
        chariots: view.chariots.map((c) =>
          c.id === view.chariot ? { ...c, spec: { ...c.spec, driverModifier } } : c,
        ),
      };
      for (let over = 1; over <= 7; over++) {
        const odds = cornerOdds(v, SAFE_SPEED.value[2]! + over, 3);
        expect(odds.over).toBe(over);
        expect(odds.modifier).toBe(0 - driverModifier);
        const want = counted(over, 0 - driverModifier);
        for (const o of odds.outcomes) expect(o.chance).toBeCloseTo(want.get(o.code) ?? 0, 12);
        expect(odds.outcomes.reduce((n, o) => n + o.chance, 0)).toBeCloseTo(1, 12);
      }
    }
  });

  it('has no check at or under the safe speed, and says whether the move reaches the corner', () => {
    const view = speedView();
    const at = cornerOdds(view, SAFE_SPEED.value[0]!, 1);
    expect(at.over).toBe(0);
    expect(at.outcomes).toEqual([]);
    expect(at.enduranceLost).toBe(0);
    expect(cornerOdds(view, at.toCorner, 1).reaches).toBe(false);
    expect(cornerOdds(view, at.toCorner + 1, 1).reaches).toBe(true);
  });
});
