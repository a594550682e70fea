import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { BROADCAST_CAMERAS } from '../../src/replay/cameras.ts';
import { direct, findMoments, leaderAt } from '../../src/replay/director.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';
import { newSample, sampleChariot } from '../../src/replay/sample.ts';
import {
  fieldGroups,
  focusPull,
  framingOf,
  GROUP_GAP,
  groupMostAtStake,
  groupStake,
  PULL_FROM,
  PULL_TO,
} from '../../src/replay/shot-craft.ts';

function planOf(ruleset: 'crudis' | 'aurigae', seed: number): Plan {
  const race = simulate({ ruleset, seed });
  if (!race.ok) throw new Error(race.error.message);
  const built = buildPlan(race.value);
  if (!built.ok) throw new Error(built.error);
  return built.plan;
}

const SEEDS = [1, 2, 3];
const plans = SEEDS.map((seed) => planOf('aurigae', seed));
const programmes = plans.map((plan) => direct(plan, { cameras: BROADCAST_CAMERAS }));

describe('groups and what they have at stake', () => {
  it('a close fight for the lead outweighs one for a place behind it; a lone chariot fights nobody', () => {
    expect(groupStake([], 1)).toBe(0);
    expect(groupStake([2], 1)).toBeGreaterThan(groupStake([2], 4));
    expect(groupStake([2], 3)).toBeGreaterThan(groupStake([20], 3));
  });

  it('picks the group with the most at stake: a lone leader loses to a close duel for second', () => {
    const field = {
      groups: [['a'], ['b', 'c'], ['d', 'e', 'f']],
      gaps: [[], [2], [20, 22]],
      spread: 200,
    };
    expect(groupMostAtStake(field)).toBe(1);
    // Nobody fighting anywhere: the front group.
    expect(groupMostAtStake({ groups: [['a'], ['b']], gaps: [[], []], spread: 100 })).toBe(0);
  });

  it('breaks the field where a gap wider than GROUP_GAP opens, front first', () => {
    const plan = plans[0]!;
    const s = newSample();
    for (const t of [10, plan.duration / 2]) {
      const field = fieldGroups(plan, t);
      const ids = field.groups.flat();
      expect(ids[0]).toBe(leaderAt(plan, t));
      for (const gaps of field.gaps) for (const gap of gaps) expect(gap).toBeLessThanOrEqual(GROUP_GAP);
      for (const id of ids) {
        sampleChariot(plan, plan.chariots[plan.chariotIndex.get(id)!]!, t, s);
        expect(s.status).toBe('racing');
      }
    }
  });

  it('frames one chariot alone, two as a duel, three or more as a pack', () => {
    expect(framingOf(1)).toBe('subject');
    expect(framingOf(2)).toBe('duel');
    expect(framingOf(5)).toBe('pack');
  });
});

describe('the programme uses the craft', () => {
  it('zooms on the duel of a two-chariot moment and pulls focus from the one acting to the one acted on', () => {
    let duels = 0;
    plans.forEach((plan, k) => {
      const moments = findMoments(plan);
      for (const c of programmes[k]!.cuts) {
        if (c.replay || c.framing !== 'duel' || c.reason === 'cover') continue;
        const m = moments.find((x) => x.kind === c.reason && isDeepStrictEqual(x.caption, c.caption))!;
        expect(c.group).toEqual(m.chariots.slice(0, 2));
        expect(c.focus).toEqual([m.chariots[0], m.chariots[1]]);
        duels++;
      }
    });
    expect(duels).toBeGreaterThan(0);
  });

  it('on a strung-out field covers the group with the most at stake, the leader kept in a picture-in-picture', () => {
    let away = 0;
    plans.forEach((plan, k) => {
      for (const c of programmes[k]!.cuts) {
        if (c.replay || c.kind === 'helicopter' || c.kind === 'wide') {
          expect(c.pip).toBe(false);
          continue;
        }
        const leader = leaderAt(plan, c.raceFrom)!;
        const inShot = c.chariots.includes(leader) || c.group.includes(leader);
        expect(c.pip).toBe(!inShot);
        if (c.reason !== 'cover' || c.kind !== 'trackside') continue;
        const field = fieldGroups(plan, c.raceFrom);
        if (field.groups.length > 1 && field.spread > 90 && c.subject !== leader) {
          expect(field.groups[groupMostAtStake(field)]![0]).toBe(c.subject);
          away++;
        }
      }
    });
    expect(away).toBeGreaterThan(0);
  });

  it('pulls focus mid-shot: on the first chariot until PULL_FROM, on the second from PULL_TO', () => {
    expect(focusPull(0)).toBe(0);
    expect(focusPull(PULL_FROM)).toBe(0);
    expect(focusPull(0.5)).toBeCloseTo(0.5, 9);
    expect(focusPull(PULL_TO)).toBe(1);
    expect(focusPull(1)).toBe(1);
  });
});
